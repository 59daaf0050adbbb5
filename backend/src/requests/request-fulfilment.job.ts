import type { Transaction } from '../database/database.types';
import type { QueueDeclaration } from '../queue/jobs';
import type { OutboxService } from '../queue/outbox.service';

/** The `requests` queue's job: match this published document against the open requests. */
export interface RequestFulfilmentJob {
  documentId: string;
}

declare module '../queue/jobs' {
  interface JobPayloads {
    requests: RequestFulfilmentJob;
  }
}

export const REQUESTS_QUEUE: QueueDeclaration<'requests'> = { name: 'requests', jobName: 'fulfil' };

/**
 * Called by every route that publishes a document, inside the transaction that writes its row
 * (POST /api/papers and /api/notes: DocumentUploadService.record): the job exists exactly when the
 * document does, and the relay queues it after the commit — never lost. Call outbox.kick() after.
 */
export function enqueueRequestFulfilment(outbox: OutboxService, tx: Transaction, documentId: string): Promise<string> {
  return outbox.enqueueInTransaction(tx, 'requests', { documentId });
}
