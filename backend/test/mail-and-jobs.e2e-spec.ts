import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/app-config';
import { MailService } from '../src/mail/mail.service';
import { verificationOtpMail } from '../src/mail/mail.templates';
import { MailTransport } from '../src/mail/mail.transport';
import { JOB_ATTEMPTS } from '../src/queue/queue.types';
import { createTestApp, TestApp } from './support/test-app';
import { startQueue } from './support/queue';

describe('mail over SMTP through the mail queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers a verification mail with the code in text and HTML', async () => {
    await t.app.get(MailService).send(verificationOtpMail('reader@example.com', 'reader', '4821'));
    const mail = await t.smtp.waitFor('reader@example.com', /verification code/);
    expect(mail.subject).toBe('Your PaperShelf verification code');
    expect(mail.text).toContain('4821');
    expect(mail.html).toContain('4821');
    expect(mail.from?.text).toContain('PaperShelf');
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each message to DATA_DIR/mail as an .eml file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-sink-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const mail = new MailTransport(config);
    await mail.deliver(verificationOtpMail('local@example.com', 'local', '1234'));
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: local@example.com');
    expect(eml).toContain('1234');
  });
});

describe(`jobs (${process.env.TEST_REDIS_URL ? 'BullMQ on Redis' : 'in-process'})`, () => {
  const makeQueue = () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'jobs-')),
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    });
    config.redis.prefix = `ps-test-jobs-${Math.random().toString(36).slice(2, 8)}`;
    return startQueue(config);
  };

  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = await makeQueue();
    const attempts: number[] = [];
    queue.register('thumbnails', {
      handle: async (_payload, job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error('transient');
      },
      summarize: (p) => `document ${p.documentId}`,
    });
    await queue.add('thumbnails', 'render', { documentId: 'job-1' });
    await queue.whenIdle(120_000);
    expect(attempts).toEqual([1, 2, 3]);
    await queue.onApplicationShutdown();
  });

  it('gives up after the configured attempts', async () => {
    const queue = await makeQueue();
    let calls = 0;
    queue.register('thumbnails', {
      handle: async () => {
        calls += 1;
        throw new Error('permanent');
      },
      summarize: (p) => `document ${p.documentId}`,
    });
    await queue.add('thumbnails', 'render', { documentId: 'job-2' });
    await queue.whenIdle(120_000);
    expect(calls).toBe(JOB_ATTEMPTS);
    await queue.onApplicationShutdown();
  });
});
