import { Injectable } from '@nestjs/common';
import { currentRequestId } from '../common/request-context';
import type { Transaction } from '../database/database.types';
import { OutboxRelay } from './outbox.relay';
import { OutboxRepository } from './outbox.repository';
import type { JobPayloads, QueueName } from './jobs';
import { QueueService } from './queue.service';

export interface OutboxOptions {
  /** The job's name in the queue (default: the one its QueueDeclaration gives). */
  jobName?: string;
  /** The row's (and so the job's) id, when another row shares it; else a new UUID. */
  id?: string;
}

/**
 * The way to queue a job that must happen because of a database change: the job is written to
 * the outbox in the change's own transaction, so it exists exactly when the change does (a rolled
 * back transaction leaves neither), and the relay hands it to the queue after the commit. No
 * request waits for Redis. Jobs may run more than once (a re-relayed row after a crash, a retry):
 * their processors are idempotent.
 */
@Injectable()
export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly relay: OutboxRelay,
    private readonly queues: QueueService,
  ) {}

  /** Returns the row's id, which is the job's id. Call kick() once the transaction has committed. */
  enqueueInTransaction<Q extends QueueName>(
    tx: Transaction,
    queue: Q,
    payload: JobPayloads[Q],
    options: OutboxOptions = {},
  ): Promise<string> {
    return this.repository.insert(tx, {
      id: options.id,
      queue,
      jobName: options.jobName ?? this.queues.jobNameOf(queue),
      payload,
      requestId: currentRequestId(),
    });
  }

  /**
   * The reconciler's way to hand work the database says is unfinished to the queue again: the
   * row of `id` (the job's id, as first written) is written or made due again, so the relay hands
   * it over under the same job id — a no-op while that job waits or runs, a new run once the
   * queue has finished it or lost it. Call kick() once the transaction has committed.
   */
  reenqueueInTransaction<Q extends QueueName>(
    tx: Transaction,
    queue: Q,
    id: string,
    payload: JobPayloads[Q],
  ): Promise<void> {
    return this.repository.rearm(tx, { id, queue, jobName: this.queues.jobNameOf(queue), payload });
  }

  /** As reenqueueInTransaction, for jobs whose outbox rows exist (mails): the ids made due again. */
  reenqueueRelayed(tx: Transaction, ids: string[]): Promise<string[]> {
    return this.repository.rearmRelayed(tx, ids);
  }

  /** Asks the relay to run now (after a commit); without it the rows still leave at the next poll. */
  kick(): void {
    this.relay.kick();
  }
}
