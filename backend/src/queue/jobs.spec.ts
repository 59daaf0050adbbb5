/**
 * Type-level checks, run by `npm run typecheck` (tsc reads spec files): each `@ts-expect-error`
 * line must fail to compile, so a payload given to the wrong queue, a processor of the wrong
 * payload or a queue missing from the app's declarations would be caught at compile time. The
 * functions are never called; jest only checks that the file loads.
 */
import type { Transaction } from '../database/database.types';
import type { JobOf, QueueDeclarations, QueueName } from './jobs';
import type { OutboxService } from './outbox.service';
import type { QueueService } from './queue.service';

function typeChecks(outbox: OutboxService, queue: QueueService, tx: Transaction): void {
  // The right payload for each queue compiles.
  void outbox.enqueueInTransaction(tx, 'mail', { messageId: 'm' });
  void outbox.enqueueInTransaction(tx, 'ocr', { documentId: 'd' });
  void outbox.reenqueueInTransaction(tx, 'thumbnails', 'id', { documentId: 'd' });
  void queue.add('thumbnails', 'render', { documentId: 'd' });

  // @ts-expect-error a thumbnails payload is not a mail job
  void outbox.enqueueInTransaction(tx, 'mail', { documentId: 'd' });
  // @ts-expect-error the ocr job needs its document
  void outbox.enqueueInTransaction(tx, 'ocr', {});
  // @ts-expect-error no such queue
  void outbox.enqueueInTransaction(tx, 'pdf', { documentId: 'd' });
  // @ts-expect-error a mail job is not a thumbnails job
  void outbox.reenqueueInTransaction(tx, 'thumbnails', 'id', { messageId: 'm' });
  // @ts-expect-error wrong payload for the queue
  void queue.add('ocr', 'recognise', { messageId: 'm' });

  queue.register('ocr', {
    handle: async (payload) => {
      const id: string = payload.documentId;
      void id;
    },
    summarize: (payload) => payload.documentId,
  });
  queue.register('mail', {
    // @ts-expect-error the mail processor's payload has no documentId
    handle: async (payload) => void payload.documentId,
    summarize: () => 'mail',
  });
  // @ts-expect-error a prioritizer reads its own queue's payload
  queue.prioritize('thumbnails', async (payload: { messageId: string }) => payload.messageId.length);

  // @ts-expect-error every declared queue needs its declaration
  const missing: QueueDeclarations = { mail: { name: 'mail', jobName: 'send' } };
  const swapped: QueueDeclarations = {
    mail: { name: 'mail', jobName: 'send' },
    thumbnails: { name: 'thumbnails', jobName: 'render' },
    // @ts-expect-error a declaration names its own queue
    ocr: { name: 'mail', jobName: 'send' },
  };
  void missing;
  void swapped;
}

describe('job types', () => {
  it('are checked at compile time (see typecheck)', () => {
    const names: QueueName[] = ['mail', 'thumbnails', 'ocr'];
    const payload: JobOf<'ocr'> = { documentId: 'd' };
    expect(names).toHaveLength(3);
    expect(payload.documentId).toBe('d');
    expect(typeof typeChecks).toBe('function');
  });
});
