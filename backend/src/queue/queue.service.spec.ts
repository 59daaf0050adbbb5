import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, loadConfig } from '../config/app-config';
import type { QueueDeclarations } from './jobs';
import { QueueService } from './queue.service';

const QUEUES: QueueDeclarations = {
  mail: { name: 'mail', jobName: 'send' },
  thumbnails: { name: 'thumbnails', jobName: 'render' },
  ocr: { name: 'ocr', jobName: 'recognise' },
  requests: { name: 'requests', jobName: 'fulfil' },
  'upload-analysis': { name: 'upload-analysis', jobName: 'analyse' },
  'answer-keys': { name: 'answer-keys', jobName: 'notify' },
};

/** The in-process driver; api and worker need Redis to start, so the role is set after loading. */
async function started(role: AppConfig['role']): Promise<QueueService> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'queue-')) });
  config.role = role;
  const queue = new QueueService(config, QUEUES);
  await queue.onModuleInit();
  return queue;
}

const processor = { handle: async () => undefined, summarize: () => 'job' };

describe('QueueService declarations', () => {
  it('refuses to start where jobs run when a declared queue has no processor', async () => {
    const queue = await started('all');
    queue.register('mail', processor);
    expect(() => queue.onApplicationBootstrap()).toThrow(/thumbnails, ocr, requests/);
    await queue.onApplicationShutdown();
  });

  it('starts once every declared queue has its processor', async () => {
    const queue = await started('worker');
    for (const name of queue.names) queue.register(name, processor);
    expect(() => queue.onApplicationBootstrap()).not.toThrow();
    await queue.onApplicationShutdown();
  });

  it('lets an API replica start without processors (it only enqueues)', async () => {
    const queue = await started('api');
    expect(() => queue.onApplicationBootstrap()).not.toThrow();
    expect(queue.names).toEqual(['mail', 'thumbnails', 'ocr', 'requests', 'upload-analysis', 'answer-keys']);
    expect(queue.jobNameOf('ocr')).toBe('recognise');
    await queue.onApplicationShutdown();
  });
});
