import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { currentRequestId, LogContext, runWithContext } from '../common/request-context';
import { InProcessDriver } from './in-process.driver';
import { JobPayloads, QUEUE_DECLARATIONS, QueueDeclarations, QueueName } from './jobs';
import {
  AddJobOptions,
  JOB_ATTEMPTS,
  JOB_DRAIN_MS,
  JobContext,
  JobCounts,
  JobFinished,
  MAX_PRIORITY,
  Prioritizer,
  ProcessorDefinition,
  QueueDriver,
  within,
} from './queue.types';

const BACKOFF_BASE_MS = 1000;

/**
 * The BullMQ driver (and bullmq + ioredis, ≈ 10 MB of a process's memory) is loaded only when
 * REDIS_URL is set: a process without Redis never needs it.
 */
export async function createQueueDriver(config: AppConfig): Promise<QueueDriver> {
  const backoffMs = config.env === 'test' ? 50 : BACKOFF_BASE_MS;
  if (!config.redis.url) return new InProcessDriver(backoffMs);
  const { BullMqDriver } = await import('./bullmq.driver');
  return new BullMqDriver(config.redis, backoffMs);
}

/**
 * Background jobs. With REDIS_URL: BullMQ queues with retries and exponential backoff. Without:
 * the same processors run in-process with the same retry rules and the same order (concurrency,
 * priorities: see prioritize()), so behaviour is identical (the drivers: bullmq.driver.ts,
 * in-process.driver.ts). Queues and their payloads are declared by the features (jobs.ts).
 * ROLE=api only enqueues (processors are not registered, so nothing is rendered there); ROLE=worker
 * and ROLE=all run the processors, WORKER_CONCURRENCY jobs per queue at once, and refuse to start
 * when a declared queue has no processor. Each job carries the id of the request that enqueued it,
 * and runs with it in the log context.
 */
@Injectable()
export class QueueService
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('Queue');
  /** Queues whose processor runs in this process. */
  private readonly processed = new Set<QueueName>();
  private readonly listeners = new Set<(event: JobFinished) => void>();
  private readonly feeders: Array<() => Promise<boolean>> = [];
  private readonly prioritizers = new Map<QueueName, Prioritizer<never>>();
  private current?: QueueDriver;
  private stopping?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QUEUE_DECLARATIONS) private readonly declarations: QueueDeclarations,
  ) {}

  get driver(): 'bullmq' | 'in-process' {
    return this.config.redis.url ? 'bullmq' : 'in-process';
  }

  /** The declared queues, in their declared order. */
  get names(): QueueName[] {
    return Object.values<{ name: QueueName }>(this.declarations).map((d) => d.name);
  }

  /** A queue's default job name (the outbox writes it with each job). */
  jobNameOf(name: QueueName): string {
    return this.declarations[name].jobName;
  }

  isQueueName(name: string): name is QueueName {
    return Object.hasOwn(this.declarations, name);
  }

  /** Runs before any processor registers (feature modules start after the global queue module). */
  async onModuleInit(): Promise<void> {
    this.current = await createQueueDriver(this.config);
  }

  private get queue(): QueueDriver {
    if (!this.current) throw new Error('QueueService used before the module started');
    return this.current;
  }

  /** Where jobs run, every declared queue has its processor: a missing one would leave its jobs waiting for ever. */
  onApplicationBootstrap(): void {
    if (this.config.role === 'api') return;
    const missing = this.names.filter((name) => !this.processed.has(name));
    if (missing.length > 0) {
      throw new Error(
        `No processor registered for the declared queue(s) ${missing.join(', ')}: ` +
          'call QueueService.register in the module that declares the queue (JobPayloads)',
      );
    }
  }

  /** Called by each processor at module init. */
  register<Q extends QueueName>(name: Q, processor: ProcessorDefinition<JobPayloads[Q]>): void {
    if (this.config.role === 'api') return; // API replicas only enqueue: workers run the jobs
    this.processed.add(name);
    const concurrency = Math.min(processor.concurrency ?? Number.MAX_SAFE_INTEGER, this.config.worker.concurrency);
    // The payload was typed for this queue when it was enqueued (add, the outbox).
    this.queue.consume(name, concurrency, (payload, job) =>
      this.attempt(name, processor, payload as JobPayloads[Q], job),
    );
  }

  /**
   * Gives the queue's jobs a priority from their payload when they are added (the relay adds them,
   * in every role): see Prioritizer. Both drivers honour it the same way.
   */
  prioritize<Q extends QueueName>(name: Q, prioritizer: Prioritizer<JobPayloads[Q]>): void {
    this.prioritizers.set(name, prioritizer);
  }

  private async priorityOf<Q extends QueueName>(
    name: Q,
    payload: JobPayloads[Q],
    options: AddJobOptions,
  ): Promise<number | undefined> {
    const prioritizer = this.prioritizers.get(name) as Prioritizer<JobPayloads[Q]> | undefined;
    const rank = 'priority' in options ? options.priority : await prioritizer?.(payload);
    if (rank === undefined) return prioritizer ? 1 : undefined;
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

  async add<Q extends QueueName>(
    name: Q,
    jobName: string,
    payload: JobPayloads[Q],
    options: AddJobOptions = {},
  ): Promise<string> {
    // Given explicitly (even as undefined, by a relay that runs outside any request), it wins.
    const requestId = 'requestId' in options ? options.requestId : currentRequestId();
    const priority = await this.priorityOf(name, payload, options);
    return this.queue.add(name, {
      jobName,
      payload,
      requestId,
      priority,
      jobId: options.jobId,
      replaceFinished: options.replaceFinished,
    });
  }

  /** Something that hands jobs to this service later (the outbox relay): whenIdle waits for it too. */
  addFeeder(isIdle: () => Promise<boolean>): void {
    this.feeders.push(isIdle);
  }

  /** Jobs per declared queue and state, read on each metrics scrape. */
  async counts(): Promise<Record<QueueName, JobCounts>> {
    const entries = await Promise.all(
      this.names.map(async (name): Promise<[QueueName, JobCounts]> => [name, await this.queue.counts(name)]),
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
      } else if (await this.queue.isIdle(this.names)) {
        return;
      } else {
        await this.queue.settle();
      }
      if (Date.now() > deadline) throw new Error('Queue did not become idle in time');
    }
  }

  check(): Promise<void> {
    return this.queue.check();
  }

  /**
   * Stops taking jobs and lets the running ones finish, for at most `limitMs`. A BullMQ job still
   * running then is picked up again by a worker once its lock expires. Called once at shutdown,
   * before the database closes; later calls wait for the first.
   */
  stopWorkers(limitMs = JOB_DRAIN_MS): Promise<void> {
    this.stopping ??= (async () => {
      if (!(await within(this.queue.stopConsuming(), limitMs))) {
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
    await this.queue.close();
  }
}
