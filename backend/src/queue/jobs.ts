/**
 * The queues and their payloads. The queue module names no feature: each feature adds its own
 * queue to JobPayloads by declaration merging, from the file that owns the payload type:
 *
 *   declare module '../queue/jobs' {
 *     interface JobPayloads {
 *       ocr: OcrJob;
 *     }
 *   }
 *
 * so the outbox (enqueueInTransaction), the queue (add, prioritize) and the processor (register)
 * take, for a queue name, only that queue's payload: a wrong payload is a compile error. The
 * top-level wiring lists one QueueDeclaration per name (a mapped type over QueueName, so a queue
 * added here without one does not compile) and hands the list to QueueModule.forRoot.
 */

/** Queue name → the payload of its jobs. Empty here on purpose: features extend it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type QueueName = Extract<keyof JobPayloads, string>;

/** The payload of a job on queue Q. */
export type JobOf<Q extends QueueName> = JobPayloads[Q];

/** What the queue needs to know of a queue at run time, declared by the feature that owns it. */
export interface QueueDeclaration<Q extends QueueName = QueueName> {
  name: Q;
  /** The job's name in the queue when the caller gives none (BullMQ shows it; nothing routes on it). */
  jobName: string;
}

/** One declaration per queue name, in the order metrics list them. */
export type QueueDeclarations = { readonly [Q in QueueName]: QueueDeclaration<Q> };

/** Nest token of the QueueDeclarations the app runs with. */
export const QUEUE_DECLARATIONS = 'papershelf:queue-declarations';
