import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { QueueName } from './jobs';
import { DriverJob, JOB_ATTEMPTS, JOB_DRAIN_MS, JobCounts, JobRunner, QueueDriver, within } from './queue.types';

/** How many job ids given in AddJobOptions are remembered (BullMQ keeps 1000 completed). */
const REMEMBERED_JOB_IDS = 1000;

/** A job of the in-process queue while it waits or runs. */
interface LocalJob {
  id: string;
  payload: unknown;
  requestId?: string;
  /** 0: none (runs before prioritized jobs, as in BullMQ). */
  priority: number;
  /** Order of (re)entry into the waiting list: FIFO among equal priorities. */
  order: number;
  /** When it was handed to the queue (ms), for the oldest-waiting gauge. */
  addedAt: number;
  attempt: number;
  /** Settles the job's promise (in inFlight) once it is done or out of attempts. */
  done(): void;
}

interface Consumer {
  concurrency: number;
  run: JobRunner;
}

/**
 * The queue without Redis: jobs run in this process, scheduled as BullMQ schedules them (see
 * QueueDriver), with the same retries. Jobs live in memory: a restart loses the waiting ones, which
 * the outbox and the reconciler hand over again.
 */
export class InProcessDriver implements QueueDriver {
  readonly name = 'in-process';
  private readonly logger = new Logger('Queue');
  private readonly consumers = new Map<QueueName, Consumer>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Jobs by state (BullMQ keeps its own counts in Redis). */
  private readonly local = new Map<QueueName, Pick<JobCounts, 'active' | 'delayed' | 'failed'>>();
  private readonly knownJobIds = new Set<string>();
  /** Ids given in AddJobOptions of jobs waiting, delayed or running. */
  private readonly liveJobIds = new Set<string>();
  /** Jobs waiting for a free slot, per queue. */
  private readonly waiting = new Map<QueueName, LocalJob[]>();
  private order = 0;

  constructor(private readonly backoffMs: number) {}

  consume(queue: QueueName, concurrency: number, run: JobRunner): void {
    this.consumers.set(queue, { concurrency, run });
  }

  async add(queue: QueueName, job: DriverJob): Promise<string> {
    const id = job.jobId ?? randomUUID();
    if (job.jobId !== undefined) {
      if (this.liveJobIds.has(id)) return id;
      if (!this.rememberJobId(id) && !job.replaceFinished) return id;
      this.liveJobIds.add(id);
    }
    const run = new Promise<void>((resolve) => {
      const done = () => {
        if (job.jobId !== undefined) this.liveJobIds.delete(id);
        resolve();
      };
      this.enqueue(queue, {
        id,
        payload: job.payload,
        requestId: job.requestId,
        priority: job.priority ?? 0,
        order: 0,
        addedAt: Date.now(),
        attempt: 1,
        done,
      });
    });
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return id;
  }

  /** False when the id is known already. */
  private rememberJobId(id: string): boolean {
    if (this.knownJobIds.has(id)) return false;
    this.knownJobIds.add(id);
    // A Set iterates in insertion order: forget the oldest.
    const oldest = this.knownJobIds.values().next().value;
    if (this.knownJobIds.size > REMEMBERED_JOB_IDS && oldest !== undefined) this.knownJobIds.delete(oldest);
    return true;
  }

  private localCounts(queue: QueueName): Pick<JobCounts, 'active' | 'delayed' | 'failed'> {
    let counts = this.local.get(queue);
    if (!counts) {
      counts = { active: 0, delayed: 0, failed: 0 };
      this.local.set(queue, counts);
    }
    return counts;
  }

  /**
   * At most the consumer's concurrency at once, unprioritized jobs first, then by priority, FIFO
   * among equals; a failed attempt waits out its backoff outside the queue and then lines up again.
   */
  private enqueue(queue: QueueName, job: LocalJob): void {
    this.order += 1;
    job.order = this.order;
    let list = this.waiting.get(queue);
    if (!list) {
      list = [];
      this.waiting.set(queue, list);
    }
    list.push(job);
    setImmediate(() => this.pump(queue));
  }

  /** Starts waiting jobs while the queue has free slots. */
  private pump(queue: QueueName): void {
    const list = this.waiting.get(queue) ?? [];
    const consumer = this.consumers.get(queue);
    if (!consumer) {
      for (const job of list.splice(0)) {
        this.logger.error(`Job ${queue}#${job.id} has no processor`);
        job.done();
      }
      return;
    }
    const counts = this.localCounts(queue);
    while (counts.active < consumer.concurrency && list.length > 0) {
      let next = 0;
      for (let i = 1; i < list.length; i += 1) {
        const a = list[i];
        const b = list[next];
        if (a.priority < b.priority || (a.priority === b.priority && a.order < b.order)) next = i;
      }
      const [job] = list.splice(next, 1);
      if (!job) break;
      counts.active += 1;
      void this.runJob(queue, consumer, job);
    }
  }

  private async runJob(queue: QueueName, consumer: Consumer, job: LocalJob): Promise<void> {
    const counts = this.localCounts(queue);
    let retryInMs: number | undefined;
    try {
      await consumer.run(job.payload, { id: job.id, attempt: job.attempt, requestId: job.requestId });
    } catch {
      if (job.attempt >= JOB_ATTEMPTS) counts.failed += 1;
      else retryInMs = this.backoffMs * 2 ** (job.attempt - 1);
    } finally {
      counts.active -= 1;
    }
    if (retryInMs === undefined) {
      job.done();
    } else {
      counts.delayed += 1;
      setTimeout(() => {
        counts.delayed -= 1;
        job.attempt += 1;
        this.enqueue(queue, job);
      }, retryInMs);
    }
    this.pump(queue);
  }

  async counts(queue: QueueName): Promise<JobCounts> {
    const list = this.waiting.get(queue) ?? [];
    const oldest = list.length === 0 ? undefined : Math.min(...list.map((job) => job.addedAt));
    const oldestWaitingSeconds = oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000);
    return { waiting: list.length, ...this.localCounts(queue), oldestWaitingSeconds };
  }

  /** One process holds every job: the names do not matter. */
  async isIdle(_queues: readonly QueueName[]): Promise<boolean> {
    return this.inFlight.size === 0;
  }

  async settle(): Promise<void> {
    await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((r) => setTimeout(r, 100))]);
  }

  async check(): Promise<void> {}

  async stopConsuming(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  async close(): Promise<void> {
    // Jobs enqueued by the last requests (bounded like the rest).
    await within(Promise.allSettled([...this.inFlight]), JOB_DRAIN_MS);
  }
}
