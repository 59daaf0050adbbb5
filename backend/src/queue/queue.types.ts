import type { QueueName } from './jobs';

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
   * order. Defaults to what the queue's prioritizer says (see QueueService.prioritize()).
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

export const JOB_ATTEMPTS = 5;
/** BullMQ's largest priority (both drivers clamp to it, so they order jobs alike). */
export const MAX_PRIORITY = 2_097_152;
/** At shutdown, how long running jobs may take to finish; any still running are retried later. */
export const JOB_DRAIN_MS = 10_000;

/** A job as QueueService hands it to a driver: the payload, already prioritized and identified. */
export interface DriverJob {
  jobName: string;
  payload: unknown;
  requestId?: string;
  /** Given: adding a job whose id the queue holds is a no-op (see AddJobOptions.jobId). */
  jobId?: string;
  replaceFinished?: boolean;
  /** 1 is the highest; undefined: before any prioritized job. */
  priority?: number;
}

/** One attempt of a job: throws when the attempt failed (the driver retries up to JOB_ATTEMPTS). */
export type JobRunner = (payload: unknown, job: JobContext) => Promise<void>;

/**
 * What a queue backend must do, the same way in both (BullMQ on Redis, the in-process queue):
 * JOB_ATTEMPTS attempts with exponential backoff from `backoffMs`, at most `concurrency` jobs of a
 * queue at once in this process, unprioritized jobs first, then by priority, FIFO among equals.
 */
export interface QueueDriver {
  readonly name: 'bullmq' | 'in-process';
  /** Runs the queue's jobs in this process from now on. */
  consume(queue: QueueName, concurrency: number, run: JobRunner): void;
  /** Returns the job's id. */
  add(queue: QueueName, job: DriverJob): Promise<string>;
  counts(queue: QueueName): Promise<JobCounts>;
  /**
   * True when no job of `queues` is waiting, delayed or running — wherever it was added: with
   * Redis, another process (a worker's outbox relay) may have queued it.
   */
  isIdle(queues: readonly QueueName[]): Promise<boolean>;
  /** Waits a little, or until something may have changed, before isIdle is asked again. */
  settle(): Promise<void>;
  check(): Promise<void>;
  /** Stops taking jobs and resolves once the running ones have ended (the caller bounds the wait). */
  stopConsuming(): Promise<void>;
  /** Releases connections; jobs enqueued by the last requests may finish first (bounded). */
  close(): Promise<void>;
}

/** Waits for `work` at most `ms`; true when it settled in time. */
export async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
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
