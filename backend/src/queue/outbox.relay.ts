import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { runWithContext } from '../common/request-context';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ClaimedOutboxRow, OutboxRepository } from './outbox.repository';
import type { JobPayloads, QueueName } from './jobs';
import { QueueService } from './queue.service';

interface RelayTiming {
  /** How often the table is polled when nothing kicks the relay. */
  pollMs: number;
  /** How long a claimed row stays reserved for the relay that claimed it. */
  leaseMs: number;
  /** A hand-over slower than this counts as failed (Redis unreachable: BullMQ would wait for ever). */
  handOverTimeoutMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

const TIMING: RelayTiming = {
  pollMs: 1000,
  leaseMs: 30_000,
  handOverTimeoutMs: 5000,
  backoffBaseMs: 500,
  backoffMaxMs: 30_000,
};
const TEST_TIMING: RelayTiming = {
  pollMs: 100,
  leaseMs: 5000,
  handOverTimeoutMs: 500,
  backoffBaseMs: 50,
  backoffMaxMs: 500,
};

/** Rows per claim: small, so a relay that dies holds few rows for a lease. */
export const OUTBOX_BATCH = 20;
const PRUNE_EVERY_MS = 10 * 60_000;
const KEEP_RELAYED_MS = 24 * 3600_000;
const PRUNE_LIMIT = 1000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  // If it settles after the timeout, nobody waits for it: the row is handed over again later.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Hands outbox rows to the queue (BullMQ, or the in-process queue without REDIS_URL). It polls
 * the table, claims small batches with FOR UPDATE SKIP LOCKED and a lease, adds each row as a job
 * whose id is the row's id, then marks the batch relayed; callers kick it right after their
 * transaction commits, so a job normally leaves within milliseconds. A failed hand-over (Redis
 * down) backs that row off and the relay with it, exponentially up to 30 s; the request that wrote
 * the row was answered long before. Safe to run in every process: claims never overlap, and a row
 * handed over twice (a relay dying between adding the job and marking the row) is one job.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private readonly timing: RelayTiming;
  private active = false;
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;
  private rerun = false;
  /** Consecutive passes whose hand-over failed. */
  private failing = 0;
  private nextPruneAt = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: OutboxRepository,
    private readonly queue: QueueService,
  ) {
    this.timing = config.env === 'test' ? TEST_TIMING : TIMING;
    queue.addFeeder(() => this.isIdle());
  }

  onApplicationBootstrap(): void {
    this.resume();
  }

  async onModuleDestroy(): Promise<void> {
    await this.pause();
  }

  /** Starts relaying (at boot). */
  resume(): void {
    if (this.active) return;
    this.active = true;
    this.schedule(0);
  }

  /** Stops relaying once the pass under way ends (at shutdown; tests use it to hold jobs back). */
  async pause(): Promise<void> {
    this.active = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  /** Relays soon: called right after a transaction that wrote outbox rows has committed. */
  kick(): void {
    if (!this.active) return;
    if (this.pass) {
      this.rerun = true;
      return;
    }
    // While backing off, the timer decides: a kick per request would hammer a broken Redis.
    if (this.failing === 0) this.schedule(0);
  }

  /** True when no pass runs and no row waits to be relayed now (backed-off rows wait for later). */
  async isIdle(): Promise<boolean> {
    if (this.pass) return false;
    if (!this.active) return true;
    const due = await this.repository.hasDue();
    // A pass that began while we asked may hold claimed (so no longer due) rows it has not handed
    // over yet; a pass that began and ended meanwhile has already put its jobs on the queue.
    return !due && !this.pass;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    // Outside the context of the request that kicked: each job gets its own row's request id.
    this.timer = runWithContext({}, () => setTimeout(() => this.run(), delayMs));
    this.timer.unref();
  }

  private run(): void {
    this.timer = undefined;
    if (!this.active || this.pass) return;
    this.rerun = false;
    this.pass = this.relayDue()
      .catch((error: unknown) => {
        // The database itself failed (claiming or marking): claimed rows come back after the lease.
        this.logger.warn(`Relay pass failed: ${describe(error)}`);
        return true;
      })
      .then((failed) => {
        this.pass = undefined;
        this.afterPass(failed);
      });
  }

  private afterPass(failed: boolean): void {
    let delay = this.timing.pollMs;
    if (failed) {
      this.failing += 1;
      delay = this.backoff(this.failing);
    } else {
      if (this.failing > 0) this.logger.log('Jobs are handed to the queue again');
      this.failing = 0;
      if (this.rerun) delay = 0;
    }
    if (this.active) this.schedule(delay);
  }

  /** Relays due rows batch by batch until none is left; true when a hand-over failed. */
  private async relayDue(): Promise<boolean> {
    await this.pruneNowAndThen();
    while (this.active) {
      const rows = await this.repository.claim(OUTBOX_BATCH, this.timing.leaseMs);
      if (rows.length === 0) return false;
      const relayed: string[] = [];
      for (const [index, row] of rows.entries()) {
        try {
          await this.handOver(row);
          relayed.push(row.id);
        } catch (error) {
          await this.repository.markRelayed(relayed);
          await this.repository.markFailed(row.id, describe(error), this.backoff(row.attempts + 1));
          // The rest were not tried: back to the table, for the next pass after the relay's backoff.
          await this.repository.release(rows.slice(index + 1).map((r) => r.id));
          const message = `Could not hand ${row.queue} job ${row.id} to the queue (${describe(error)}); retrying with backoff`;
          if (this.failing === 0) this.logger.warn(message);
          else this.logger.debug(message);
          return true;
        }
      }
      await this.repository.markRelayed(relayed);
      if (rows.length < OUTBOX_BATCH) return false;
    }
    return false;
  }

  private async handOver(row: ClaimedOutboxRow): Promise<void> {
    if (!this.queue.isQueueName(row.queue)) throw new Error(`unknown queue "${row.queue}"`);
    await withTimeout(
      // The payload was checked against its queue's type when the row was written (OutboxService).
      this.queue.add(row.queue, row.jobName, row.payload as JobPayloads[QueueName], {
        jobId: row.id,
        requestId: row.requestId ?? undefined,
        ...(row.replaceFinished ? { replaceFinished: true } : {}),
      }),
      this.timing.handOverTimeoutMs,
      'Adding the job',
    );
  }

  private backoff(attempt: number): number {
    const exponential = this.timing.backoffBaseMs * 2 ** Math.min(attempt - 1, 16);
    // Jitter, so relays in several processes do not retry in step.
    return Math.round(Math.min(this.timing.backoffMaxMs, exponential) * (0.8 + Math.random() * 0.4));
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() < this.nextPruneAt) return;
    this.nextPruneAt = Date.now() + PRUNE_EVERY_MS;
    try {
      const pruned = await this.repository.pruneRelayed(KEEP_RELAYED_MS, PRUNE_LIMIT);
      if (pruned > 0) this.logger.debug(`Pruned ${pruned} relayed outbox rows`);
    } catch (error) {
      this.logger.warn(`Could not prune the outbox: ${describe(error)}`);
    }
  }
}
