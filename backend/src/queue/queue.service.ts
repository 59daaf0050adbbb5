import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { currentRequestId, isRequestId, LogContext, runWithContext } from '../common/request-context';

export const QUEUE_NAMES = ['mail', 'thumbnails', 'ocr'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface JobContext {
  id: string;
  attempt: number;
  /** The request that enqueued the job, when there was one. */
  requestId?: string;
}

export interface ProcessorDefinition<T> {
  handle(payload: T, job: JobContext): Promise<void>;
  /** What may be logged about a payload (never secrets such as OTP codes). */
  summarize(payload: T): string;
  /** The most jobs this processor can use at once; WORKER_CONCURRENCY applies below it. */
  concurrency?: number;
}

export interface AddJobOptions {
  /** Defaults to the request being handled, if any; pass it (or undefined) when relaying stored jobs. */
  requestId?: string;
  /**
   * A stable id (the outbox row's): adding a job with an id BullMQ already holds is a no-op; the
   * in-process queue remembers the last REMEMBERED_JOB_IDS ids for the same effect.
   */
  jobId?: string;
}

export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** One attempt of one job, for metrics. `final`: no attempt will follow. */
export interface JobFinished {
  queue: QueueName;
  status: 'completed' | 'failed';
  seconds: number;
  final: boolean;
}

/** What a job holds in Redis: its payload and the id of the request that enqueued it. */
interface JobData<T> {
  payload: T;
  meta: { requestId?: string };
}

export const JOB_ATTEMPTS = 5;
/** In-process: how many job ids given in AddJobOptions are remembered (BullMQ keeps 1000 completed). */
const REMEMBERED_JOB_IDS = 1000;
const BACKOFF_BASE_MS = 1000;
/** At shutdown, how long running jobs may take to finish; any still running are retried later. */
export const JOB_DRAIN_MS = 10_000;

function unwrap<T>(data: unknown): { payload: T; requestId?: string } {
  if (typeof data === 'object' && data !== null && 'payload' in data && 'meta' in data) {
    const { payload, meta } = data as JobData<T>;
    return { payload, requestId: isRequestId(meta?.requestId) ? meta.requestId : undefined };
  }
  return { payload: data as T }; // queued before jobs carried a request id
}

/** Waits for `work` at most `ms`; true when it settled in time. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Background jobs. With REDIS_URL: BullMQ queues with retries and exponential backoff. Without:
 * the same processors run in-process with the same retry rules, so behaviour is identical.
 * ROLE=api only enqueues (processors are not registered, so nothing is rendered there); ROLE=worker
 * and ROLE=all run the processors, WORKER_CONCURRENCY jobs per queue at once. Each job carries the
 * id of the request that enqueued it, and runs with it in the log context.
 */
@Injectable()
export class QueueService implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly processors = new Map<QueueName, ProcessorDefinition<unknown>>();
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** In-process jobs by state (BullMQ keeps its own counts in Redis). */
  private readonly local = new Map<QueueName, Omit<JobCounts, 'waiting'>>();
  private readonly listeners = new Set<(event: JobFinished) => void>();
  private readonly knownJobIds = new Set<string>();
  private readonly feeders: Array<() => Promise<boolean>> = [];
  private connection?: Redis;
  /** BullMQ and ioredis, loaded at start only with REDIS_URL (≈ 10 MB of memory a process without Redis never needs). */
  private bull?: { bullmq: typeof import('bullmq'); Redis: typeof import('ioredis').default };
  private stopping?: Promise<void>;
  private readonly backoffMs: number;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.backoffMs = config.env === 'test' ? 50 : BACKOFF_BASE_MS;
  }

  get driver(): 'bullmq' | 'in-process' {
    return this.config.redis.url ? 'bullmq' : 'in-process';
  }

  /** Runs before any processor registers (feature modules start after the global queue module). */
  async onModuleInit(): Promise<void> {
    if (this.driver === 'bullmq')
      this.bull = { bullmq: await import('bullmq'), Redis: (await import('ioredis')).default };
  }

  private loaded(): NonNullable<QueueService['bull']> {
    if (!this.bull) throw new Error('QueueService used before the module started');
    return this.bull;
  }

  private redis(): Redis {
    if (!this.connection) {
      this.connection = new (this.loaded().Redis)(this.config.redis.url ?? '', {
        maxRetriesPerRequest: null,
        lazyConnect: false,
      });
      this.connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    return this.connection;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new (this.loaded().bullmq.Queue)(name, { connection: this.redis(), prefix: this.config.redis.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Called by each processor at module init. */
  register<T>(name: QueueName, processor: ProcessorDefinition<T>): void {
    if (this.config.role === 'api') return; // API replicas only enqueue: workers run the jobs
    this.processors.set(name, processor);
    if (this.driver !== 'bullmq') return;
    const worker = new (this.loaded().bullmq.Worker)(
      name,
      async (job) => {
        const { payload, requestId } = unwrap<T>(job.data);
        await this.attempt(name, processor, payload, { id: String(job.id), attempt: job.attemptsMade + 1, requestId });
      },
      {
        connection: this.redis(),
        prefix: this.config.redis.prefix,
        concurrency: Math.min(processor.concurrency ?? Number.MAX_SAFE_INTEGER, this.config.worker.concurrency),
      },
    );
    worker.on('error', (error) => this.logger.warn(`Worker ${name}: ${error.message}`));
    this.workers.push(worker);
  }

  /** Tells `listener` about every attempt of every job run here (metrics). */
  onJobFinished(listener: (event: JobFinished) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * One attempt, in the log context of the request that enqueued the job; the last failed attempt
   * is logged with it.
   */
  private async attempt<T>(
    name: QueueName,
    processor: ProcessorDefinition<T>,
    payload: T,
    job: JobContext,
  ): Promise<void> {
    const context: LogContext = { ...(job.requestId ? { requestId: job.requestId } : {}), job: `${name}#${job.id}` };
    await runWithContext(context, async () => {
      const started = performance.now();
      const finished = (status: JobFinished['status'], final: boolean) => {
        const event = { queue: name, status, final, seconds: (performance.now() - started) / 1000 };
        for (const listener of this.listeners) listener(event);
      };
      try {
        await processor.handle(payload, job);
        finished('completed', true);
      } catch (error) {
        const final = job.attempt >= JOB_ATTEMPTS;
        finished('failed', final);
        if (final) {
          const message = error instanceof Error ? error.message : String(error);
          this.logger.error(
            `Job ${name}#${job.id} failed after ${job.attempt} attempts (${processor.summarize(payload)}): ${message}`,
          );
        }
        throw error;
      }
    });
  }

  async add<T>(name: QueueName, jobName: string, payload: T, options: AddJobOptions = {}): Promise<string> {
    // Given explicitly (even as undefined, by a relay that runs outside any request), it wins.
    const requestId = 'requestId' in options ? options.requestId : currentRequestId();
    if (this.driver === 'bullmq') {
      const data: JobData<T> = { payload, meta: requestId ? { requestId } : {} };
      const job = await this.queue(name).add(jobName, data, {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.backoffMs },
        removeOnComplete: 1000,
        removeOnFail: 5000,
        ...(options.jobId ? { jobId: options.jobId } : {}),
      });
      return String(job.id);
    }
    const id = options.jobId ?? randomUUID();
    if (options.jobId !== undefined && !this.rememberJobId(options.jobId)) return id;
    const run = this.runInProcess(name, id, payload, requestId);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return id;
  }

  /** False when the id is known already (in-process AddJobOptions.jobId). */
  private rememberJobId(id: string): boolean {
    if (this.knownJobIds.has(id)) return false;
    this.knownJobIds.add(id);
    // A Set iterates in insertion order: forget the oldest.
    const oldest = this.knownJobIds.values().next().value;
    if (this.knownJobIds.size > REMEMBERED_JOB_IDS && oldest !== undefined) this.knownJobIds.delete(oldest);
    return true;
  }

  /** Something that hands jobs to this service later (the outbox relay): whenIdle waits for it too. */
  addFeeder(isIdle: () => Promise<boolean>): void {
    this.feeders.push(isIdle);
  }

  private localCounts(name: QueueName): Omit<JobCounts, 'waiting'> {
    let counts = this.local.get(name);
    if (!counts) {
      counts = { active: 0, delayed: 0, failed: 0 };
      this.local.set(name, counts);
    }
    return counts;
  }

  private async runInProcess(name: QueueName, id: string, payload: unknown, requestId?: string): Promise<void> {
    const counts = this.localCounts(name);
    counts.active += 1;
    try {
      await new Promise((resolve) => setImmediate(resolve));
      const processor = this.processors.get(name);
      if (!processor) {
        this.logger.error(`Job ${name}#${id} has no processor`);
        return;
      }
      for (let attempt = 1; attempt <= JOB_ATTEMPTS; attempt += 1) {
        try {
          await this.attempt(name, processor, payload, { id, attempt, requestId });
          return;
        } catch {
          if (attempt === JOB_ATTEMPTS) {
            counts.failed += 1;
            return;
          }
          counts.active -= 1;
          counts.delayed += 1;
          await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 1)));
          counts.delayed -= 1;
          counts.active += 1;
        }
      }
    } finally {
      counts.active -= 1;
    }
  }

  /** Jobs per queue and state, read on each metrics scrape. */
  async counts(): Promise<Record<QueueName, JobCounts>> {
    const entries = await Promise.all(
      QUEUE_NAMES.map(async (name): Promise<[QueueName, JobCounts]> => {
        if (this.driver === 'in-process') return [name, { waiting: 0, ...this.localCounts(name) }];
        const c = await this.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        return [
          name,
          {
            waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
            active: c.active ?? 0,
            delayed: c.delayed ?? 0,
            failed: c.failed ?? 0,
          },
        ];
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, JobCounts>;
  }

  /** Resolves when no job is waiting, delayed or running. Used by tests and graceful shutdown. */
  async whenIdle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const fed = (await Promise.all(this.feeders.map((isIdle) => isIdle()))).every(Boolean);
      if (!fed) {
        await new Promise((r) => setTimeout(r, 50));
      } else if (this.driver === 'in-process') {
        if (this.inFlight.size === 0) return;
        await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((r) => setTimeout(r, 100))]);
      } else {
        const counts = await Promise.all(
          [...this.queues.values()].map((q) => q.getJobCounts('waiting', 'active', 'delayed', 'prioritized')),
        );
        if (counts.every((c) => Object.values(c).every((n) => n === 0))) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      if (Date.now() > deadline) throw new Error('Queue did not become idle in time');
    }
  }

  async check(): Promise<void> {
    if (this.driver === 'bullmq') {
      const pong = await this.redis().ping();
      if (pong !== 'PONG') throw new Error('Redis did not answer PING');
    }
  }

  /**
   * Stops taking jobs and lets the running ones finish, for at most `limitMs`. A BullMQ job still
   * running then is picked up again by a worker once its lock expires. Called once at shutdown,
   * before the database closes; later calls wait for the first.
   */
  stopWorkers(limitMs = JOB_DRAIN_MS): Promise<void> {
    this.stopping ??= (async () => {
      const drained = Promise.all([
        Promise.allSettled(this.workers.map((w) => w.close())),
        Promise.allSettled([...this.inFlight]),
      ]);
      if (!(await within(drained, limitMs))) {
        this.logger.warn(`Jobs still running ${limitMs / 1000} s after shutdown began; they will be retried`);
      }
    })();
    return this.stopping;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stopWorkers();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stopWorkers();
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    // In-process jobs enqueued by the last requests (bounded like the rest).
    if (this.driver === 'in-process') await within(Promise.allSettled([...this.inFlight]), JOB_DRAIN_MS);
    if (this.connection) await this.connection.quit().catch(() => undefined);
  }
}
