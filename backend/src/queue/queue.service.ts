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
  /**
   * Lower runs first (1 is the highest; FIFO among equals); none: before any prioritized job, in
   * order. Defaults to what the queue's prioritizer says (see prioritize()).
   */
  priority?: number;
  /**
   * With jobId: a job of that id the queue still holds as completed or failed (BullMQ keeps the
   * last 1000 / 5000; the in-process queue remembers ids) is run again instead of the add being a
   * no-op. A job of that id still waiting, delayed or running is left alone (the add is a no-op).
   * The reconciler's re-enqueues use it.
   */
  replaceFinished?: boolean;
}

/**
 * A job's place in its owner's backlog on this queue: 1 for the owner's oldest pending job, 2 for
 * the next… undefined when there is no owner to share with. Used as the job's priority, so the
 * queue serves users in turn: everyone's first job before anyone's second.
 */
export type Prioritizer<T> = (payload: T) => Promise<number | undefined>;

export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** Age of the oldest waiting job (since it was handed to the queue); 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** One attempt of one job, for metrics. `final`: no attempt will follow. */
export interface JobFinished {
  queue: QueueName;
  /** The job's id (the outbox row's for relayed jobs). */
  id: string;
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
/** BullMQ's largest priority. */
const MAX_PRIORITY = 2_097_152;

/**
 * The oldest waiting job's timestamp (ms) on a BullMQ queue, or false: the right end of the wait
 * list (jobs are pushed on the left) and, among prioritized jobs, the one added first (the low 32
 * bits of its score are BullMQ's insertion counter; the high bits its priority).
 */
const OLDEST_WAITING_SCRIPT = `
local ids = {}
local last = redis.call('LINDEX', KEYS[1], -1)
if last then ids[#ids + 1] = last end
local entries = redis.call('ZRANGE', KEYS[2], 0, -1, 'WITHSCORES')
local first, firstCounter = nil, nil
for i = 1, #entries, 2 do
  local counter = tonumber(entries[i + 1]) % 4294967296
  if firstCounter == nil or counter < firstCounter then first = entries[i]; firstCounter = counter end
end
if first then ids[#ids + 1] = first end
local oldest = false
for _, id in ipairs(ids) do
  local timestamp = tonumber(redis.call('HGET', ARGV[1] .. id, 'timestamp'))
  if timestamp and (not oldest or timestamp < oldest) then oldest = timestamp end
end
return oldest
`;

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
 * the same processors run in-process with the same retry rules and the same order (concurrency,
 * priorities: see prioritize()), so behaviour is identical.
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
  private readonly local = new Map<QueueName, Pick<JobCounts, 'active' | 'delayed' | 'failed'>>();
  private readonly listeners = new Set<(event: JobFinished) => void>();
  private readonly knownJobIds = new Set<string>();
  /** In-process: ids given in AddJobOptions of jobs waiting, delayed or running. */
  private readonly liveJobIds = new Set<string>();
  private readonly feeders: Array<() => Promise<boolean>> = [];
  private readonly prioritizers = new Map<QueueName, Prioritizer<unknown>>();
  /** In-process: jobs waiting for a free slot, per queue. */
  private readonly waiting = new Map<QueueName, LocalJob[]>();
  private localOrder = 0;
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

  /**
   * Gives the queue's jobs a priority from their payload when they are added (the relay adds them,
   * in every role): see Prioritizer. Both drivers honour it the same way.
   */
  prioritize<T>(name: QueueName, prioritizer: Prioritizer<T>): void {
    this.prioritizers.set(name, prioritizer as Prioritizer<unknown>);
  }

  private async priorityOf(name: QueueName, payload: unknown, options: AddJobOptions): Promise<number | undefined> {
    const rank = 'priority' in options ? options.priority : await this.prioritizers.get(name)?.(payload);
    if (rank === undefined) return this.prioritizers.has(name) ? 1 : undefined;
    return Math.min(MAX_PRIORITY, Math.max(1, Math.floor(rank)));
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
        const event = { queue: name, id: job.id, status, final, seconds: (performance.now() - started) / 1000 };
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
    const priority = await this.priorityOf(name, payload, options);
    if (this.driver === 'bullmq') {
      if (options.jobId && options.replaceFinished) await this.removeFinished(name, options.jobId);
      const data: JobData<T> = { payload, meta: requestId ? { requestId } : {} };
      const job = await this.queue(name).add(jobName, data, {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.backoffMs },
        removeOnComplete: 1000,
        removeOnFail: 5000,
        ...(options.jobId ? { jobId: options.jobId } : {}),
        ...(priority !== undefined ? { priority } : {}),
      });
      return String(job.id);
    }
    const id = options.jobId ?? randomUUID();
    if (options.jobId !== undefined) {
      if (this.liveJobIds.has(id)) return id;
      if (!this.rememberJobId(id) && !options.replaceFinished) return id;
      this.liveJobIds.add(id);
    }
    const run = new Promise<void>((resolve) => {
      const done = () => {
        if (options.jobId !== undefined) this.liveJobIds.delete(id);
        resolve();
      };
      this.enqueueLocal(name, {
        id,
        payload,
        requestId,
        priority: priority ?? 0,
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

  /**
   * BullMQ: removes the job of this id when it is completed or failed, so that adding it again
   * runs it (an add with a held id is a no-op). A job waiting, delayed or running stays.
   */
  private async removeFinished(name: QueueName, jobId: string): Promise<void> {
    const job = await this.queue(name).getJob(jobId);
    if (!job) return;
    const state = await job.getState();
    if (state === 'completed' || state === 'failed') await job.remove();
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

  private localCounts(name: QueueName): Pick<JobCounts, 'active' | 'delayed' | 'failed'> {
    let counts = this.local.get(name);
    if (!counts) {
      counts = { active: 0, delayed: 0, failed: 0 };
      this.local.set(name, counts);
    }
    return counts;
  }

  /**
   * The in-process queue, scheduled as BullMQ schedules: at most the processor's concurrency
   * (capped by WORKER_CONCURRENCY) at once, unprioritized jobs first, then by priority, FIFO among
   * equals; a failed attempt waits out its backoff outside the queue and then lines up again.
   */
  private enqueueLocal(name: QueueName, job: LocalJob): void {
    this.localOrder += 1;
    job.order = this.localOrder;
    let list = this.waiting.get(name);
    if (!list) {
      list = [];
      this.waiting.set(name, list);
    }
    list.push(job);
    setImmediate(() => this.pump(name));
  }

  /** Starts waiting jobs while the queue has free slots. */
  private pump(name: QueueName): void {
    const list = this.waiting.get(name) ?? [];
    const processor = this.processors.get(name);
    if (!processor) {
      for (const job of list.splice(0)) {
        this.logger.error(`Job ${name}#${job.id} has no processor`);
        job.done();
      }
      return;
    }
    const counts = this.localCounts(name);
    const limit = Math.min(processor.concurrency ?? Number.MAX_SAFE_INTEGER, this.config.worker.concurrency);
    while (counts.active < limit && list.length > 0) {
      let next = 0;
      for (let i = 1; i < list.length; i += 1) {
        const a = list[i];
        const b = list[next];
        if (a.priority < b.priority || (a.priority === b.priority && a.order < b.order)) next = i;
      }
      const [job] = list.splice(next, 1);
      if (!job) break;
      counts.active += 1;
      void this.runLocal(name, processor, job);
    }
  }

  private async runLocal(name: QueueName, processor: ProcessorDefinition<unknown>, job: LocalJob): Promise<void> {
    const counts = this.localCounts(name);
    let retryInMs: number | undefined;
    try {
      await this.attempt(name, processor, job.payload, { id: job.id, attempt: job.attempt, requestId: job.requestId });
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
        this.enqueueLocal(name, job);
      }, retryInMs);
    }
    this.pump(name);
  }

  private oldestLocalSeconds(name: QueueName): number {
    const list = this.waiting.get(name) ?? [];
    if (list.length === 0) return 0;
    const oldest = Math.min(...list.map((job) => job.addedAt));
    return Math.max(0, (Date.now() - oldest) / 1000);
  }

  /** The age of the oldest waiting job of a BullMQ queue (0 when none waits). */
  private async oldestWaitingSeconds(name: QueueName): Promise<number> {
    const queue = this.queue(name);
    const timestamp = (await this.redis().eval(
      OLDEST_WAITING_SCRIPT,
      2,
      queue.keys.wait ?? queue.toKey('wait'),
      queue.keys.prioritized ?? queue.toKey('prioritized'),
      queue.toKey(''),
    )) as number | null;
    return typeof timestamp === 'number' ? Math.max(0, (Date.now() - timestamp) / 1000) : 0;
  }

  /** Jobs per queue and state, read on each metrics scrape. */
  async counts(): Promise<Record<QueueName, JobCounts>> {
    const entries = await Promise.all(
      QUEUE_NAMES.map(async (name): Promise<[QueueName, JobCounts]> => {
        if (this.driver === 'in-process') {
          const waiting = this.waiting.get(name)?.length ?? 0;
          return [name, { waiting, ...this.localCounts(name), oldestWaitingSeconds: this.oldestLocalSeconds(name) }];
        }
        const [c, oldestWaitingSeconds] = await Promise.all([
          this.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
          this.oldestWaitingSeconds(name),
        ]);
        return [
          name,
          {
            waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
            active: c.active ?? 0,
            delayed: c.delayed ?? 0,
            failed: c.failed ?? 0,
            oldestWaitingSeconds,
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
