import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { isRequestId } from '../common/request-context';
import type { AppConfig } from '../config/app-config';
import type { QueueName } from './jobs';
import { DriverJob, JOB_ATTEMPTS, JobCounts, JobRunner, QueueDriver } from './queue.types';

/** What a job holds in Redis: its payload and the id of the request that enqueued it. */
interface JobData {
  payload: unknown;
  meta: { requestId?: string };
}

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

function unwrap(data: unknown): { payload: unknown; requestId?: string } {
  if (typeof data === 'object' && data !== null && 'payload' in data && 'meta' in data) {
    const { payload, meta } = data as JobData;
    return { payload, requestId: isRequestId(meta?.requestId) ? meta.requestId : undefined };
  }
  return { payload: data }; // queued before jobs carried a request id
}

/**
 * BullMQ queues on Redis (REDIS_URL): jobs survive restarts and are shared by every process with
 * the same Redis and prefix. Loaded only with REDIS_URL (bullmq and ioredis are ≈ 10 MB of memory
 * a process without Redis never needs).
 */
export class BullMqDriver implements QueueDriver {
  readonly name = 'bullmq';
  private readonly logger = new Logger('Queue');
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private connection?: Redis;

  constructor(
    private readonly redisConfig: AppConfig['redis'],
    private readonly backoffMs: number,
  ) {}

  private redis(): Redis {
    if (!this.connection) {
      this.connection = new Redis(this.redisConfig.url ?? '', { maxRetriesPerRequest: null, lazyConnect: false });
      this.connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    return this.connection;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis(), prefix: this.redisConfig.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  consume(name: QueueName, concurrency: number, run: JobRunner): void {
    const worker = new Worker(
      name,
      async (job) => {
        const { payload, requestId } = unwrap(job.data);
        await run(payload, { id: String(job.id), attempt: job.attemptsMade + 1, requestId });
      },
      { connection: this.redis(), prefix: this.redisConfig.prefix, concurrency },
    );
    worker.on('error', (error) => this.logger.warn(`Worker ${name}: ${error.message}`));
    this.workers.push(worker);
  }

  async add(name: QueueName, job: DriverJob): Promise<string> {
    if (job.jobId && job.replaceFinished) await this.removeFinished(name, job.jobId);
    const data: JobData = { payload: job.payload, meta: job.requestId ? { requestId: job.requestId } : {} };
    const added = await this.queue(name).add(job.jobName, data, {
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.backoffMs },
      removeOnComplete: 1000,
      removeOnFail: 5000,
      ...(job.jobId ? { jobId: job.jobId } : {}),
      ...(job.priority !== undefined ? { priority: job.priority } : {}),
    });
    return String(added.id);
  }

  /**
   * Removes the job of this id when it is completed or failed, so that adding it again runs it
   * (an add with a held id is a no-op). A job waiting, delayed or running stays.
   */
  private async removeFinished(name: QueueName, jobId: string): Promise<void> {
    const job = await this.queue(name).getJob(jobId);
    if (!job) return;
    const state = await job.getState();
    if (state === 'completed' || state === 'failed') await job.remove();
  }

  /** The age of the oldest waiting job (0 when none waits). */
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

  async counts(name: QueueName): Promise<JobCounts> {
    const [c, oldestWaitingSeconds] = await Promise.all([
      this.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
      this.oldestWaitingSeconds(name),
    ]);
    return {
      waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
      active: c.active ?? 0,
      delayed: c.delayed ?? 0,
      failed: c.failed ?? 0,
      oldestWaitingSeconds,
    };
  }

  async isIdle(queues: readonly QueueName[]): Promise<boolean> {
    // Every declared queue, not only those this process has used: in a ROLE=api process a worker's
    // relay may have queued the job (a test's idle() returned before the worker's thumbnail).
    const counts = await Promise.all(
      queues.map((name) => this.queue(name).getJobCounts('waiting', 'active', 'delayed', 'prioritized')),
    );
    return counts.every((c) => Object.values(c).every((n) => n === 0));
  }

  async settle(): Promise<void> {
    await new Promise((r) => setTimeout(r, 50));
  }

  async check(): Promise<void> {
    const pong = await this.redis().ping();
    if (pong !== 'PONG') throw new Error('Redis did not answer PING');
  }

  /** A job still running once the caller stops waiting is picked up again when its lock expires. */
  async stopConsuming(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.close()));
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    if (this.connection) await this.connection.quit().catch(() => undefined);
  }
}
