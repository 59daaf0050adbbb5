import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export type QueueName = 'mail' | 'thumbnails';

export interface JobContext {
  id: string;
  attempt: number;
}

export interface ProcessorDefinition<T> {
  handle(payload: T, job: JobContext): Promise<void>;
  /** What may be logged about a payload (never secrets such as OTP codes). */
  summarize(payload: T): string;
  concurrency?: number;
}

export const JOB_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 1000;

/**
 * Background jobs. With REDIS_URL: BullMQ queues with retries and exponential backoff. Without:
 * the same processors run in-process with the same retry rules, so behaviour is identical.
 */
@Injectable()
export class QueueService implements OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly processors = new Map<QueueName, ProcessorDefinition<unknown>>();
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private connection?: Redis;
  private readonly backoffMs: number;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.backoffMs = config.env === 'test' ? 50 : BACKOFF_BASE_MS;
  }

  get driver(): 'bullmq' | 'in-process' {
    return this.config.redis.url ? 'bullmq' : 'in-process';
  }

  private redis(): Redis {
    if (!this.connection) {
      this.connection = new Redis(this.config.redis.url ?? '', { maxRetriesPerRequest: null, lazyConnect: false });
      this.connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    return this.connection;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis(), prefix: this.config.redis.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Called by each processor at module init. */
  register<T>(name: QueueName, processor: ProcessorDefinition<T>): void {
    this.processors.set(name, processor);
    if (this.driver !== 'bullmq') return;
    const worker = new Worker(
      name,
      async (job) => processor.handle(job.data as T, { id: String(job.id), attempt: job.attemptsMade + 1 }),
      { connection: this.redis(), prefix: this.config.redis.prefix, concurrency: processor.concurrency ?? 2 },
    );
    worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= JOB_ATTEMPTS) {
        this.logger.error(
          `Job ${name}#${String(job.id)} failed after ${job.attemptsMade} attempts (${processor.summarize(job.data as T)}): ${error.message}`,
        );
      }
    });
    worker.on('error', (error) => this.logger.warn(`Worker ${name}: ${error.message}`));
    this.workers.push(worker);
  }

  async add<T>(name: QueueName, jobName: string, payload: T): Promise<string> {
    if (this.driver === 'bullmq') {
      const job = await this.queue(name).add(jobName, payload, {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.backoffMs },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
      return String(job.id);
    }
    const id = randomUUID();
    const run = this.runInProcess(name, id, payload);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return id;
  }

  private async runInProcess(name: QueueName, id: string, payload: unknown): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const processor = this.processors.get(name);
    if (!processor) {
      this.logger.error(`Job ${name}#${id} has no processor`);
      return;
    }
    for (let attempt = 1; attempt <= JOB_ATTEMPTS; attempt += 1) {
      try {
        await processor.handle(payload, { id, attempt });
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (attempt === JOB_ATTEMPTS) {
          this.logger.error(
            `Job ${name}#${id} failed after ${attempt} attempts (${processor.summarize(payload)}): ${message}`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 1)));
      }
    }
  }

  /** Resolves when no job is waiting, delayed or running. Used by tests and graceful shutdown. */
  async whenIdle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.driver === 'in-process') {
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

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    if (this.driver === 'in-process') await Promise.allSettled([...this.inFlight]);
    if (this.connection) await this.connection.quit().catch(() => undefined);
  }
}
