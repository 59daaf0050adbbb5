import type { Transaction } from '../database/database.types';
import type { QueueDeclaration } from '../queue/jobs';
import type { OutboxService } from '../queue/outbox.service';

/** The `answer-keys` queue's job: tell the bookmarkers of the paper this document answers (issue 27). */
export interface AnswerKeyJob {
  documentId: string;
}

declare module '../queue/jobs' {
  interface JobPayloads {
    'answer-keys': AnswerKeyJob;
  }
}

export const ANSWER_KEYS_QUEUE: QueueDeclaration<'answer-keys'> = { name: 'answer-keys', jobName: 'notify' };

/**
 * Called in the transaction that gives a document its answersFor (an upload or publish naming a
 * paper: DocumentUploadService.record; PUT /api/documents/{id}/answers-for), so the job exists
 * exactly when the link does and the relay queues it after the commit. Call outbox.kick() after.
 * The job reads the link as it is when it runs; its notifications are deduplicated per key and
 * paper, so a job run twice (or a link set, cleared and set again) tells each student once.
 */
export function enqueueAnswerKeyNotice(outbox: OutboxService, tx: Transaction, documentId: string): Promise<string> {
  return outbox.enqueueInTransaction(tx, 'answer-keys', { documentId });
}
