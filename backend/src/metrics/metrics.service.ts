import { Injectable, Logger, Optional } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { OutboxStats } from '../queue/outbox.stats';
import { RequestMetrics } from './request-metrics';
import type { QueueName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import type { JobCounts } from '../queue/queue.types';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** A scrape must answer even when Redis or the database hangs. */
const COLLECT_TIMEOUT_MS = 2000;

let processRegistry: Registry | undefined;

/**
 * Process-wide metrics (CPU, memory, GC, event-loop delay as nodejs_eventloop_lag_*), collected
 * once per process however many apps it runs (tests boot several).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Owns the Prometheus metrics of one app instance (its own registry, so several apps can run in
 * one process): HTTP latency and status by route pattern, queue depth per queue and state (read on
 * each scrape), job durations and failures, the outbox backlog when an OutboxStats is provided,
 * plus the process's default metrics.
 */
@Injectable()
export class MetricsService {
  private readonly logger = new Logger('Metrics');
  readonly registry = new Registry();
  private readonly requests: RequestMetrics;
  private outboxRead?: { at: number; stats: Promise<{ count: number; oldestSeconds: number } | undefined> };
  private queueRead?: { at: number; counts: Promise<Record<QueueName, JobCounts> | undefined> };

  constructor(
    queue: QueueService,
    // The transactional outbox's backlog (queue/outbox.stats.ts); the gauges are left out without it.
    @Optional() private readonly outbox?: OutboxStats,
  ) {
    const registers = [this.registry];
    this.requests = new RequestMetrics(this.registry, HTTP_BUCKETS);

    const jobDuration = new Histogram({
      name: 'papershelf_job_duration_seconds',
      help: 'Duration of each job attempt run in this process, by queue and outcome',
      labelNames: ['queue', 'status'],
      buckets: JOB_BUCKETS,
      registers,
    });
    const jobFailures = new Counter({
      name: 'papershelf_job_failures_total',
      help: 'Failed job attempts run in this process; final="true" when no retry follows',
      labelNames: ['queue', 'final'],
      registers,
    });
    for (const name of queue.names) {
      jobDuration.zero({ queue: name, status: 'completed' });
      jobFailures.inc({ queue: name, final: 'true' }, 0);
    }
    queue.onJobFinished((event) => {
      jobDuration.observe({ queue: event.queue, status: event.status }, event.seconds);
      if (event.status === 'failed') jobFailures.inc({ queue: event.queue, final: String(event.final) });
    });

    const queueJobs = new Gauge({
      name: 'papershelf_queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed, failed), read at scrape time',
      labelNames: ['queue', 'state'],
      registers,
      collect: async () => {
        queueJobs.reset();
        const counts = await this.queueCounts(queue);
        if (!counts) return;
        for (const name of queue.names) {
          for (const state of JOB_STATES) queueJobs.set({ queue: name, state }, counts[name][state]);
        }
      },
    });
    const oldestWaiting = new Gauge({
      name: 'papershelf_queue_oldest_waiting_seconds',
      help: 'Age of the oldest job waiting per queue (since it was handed to the queue; 0 when none), read at scrape time',
      labelNames: ['queue'],
      registers,
      collect: async () => {
        oldestWaiting.reset();
        const counts = await this.queueCounts(queue);
        if (!counts) return;
        for (const name of queue.names) oldestWaiting.set({ queue: name }, counts[name].oldestWaitingSeconds);
      },
    });

    if (this.outbox) {
      const pending = new Gauge({
        name: 'papershelf_outbox_pending',
        help: 'Outbox rows not yet handed to the queue',
        registers,
        collect: async () => {
          const stats = await this.outboxStats();
          if (stats) pending.set(stats.count);
        },
      });
      const oldest = new Gauge({
        name: 'papershelf_outbox_oldest_seconds',
        help: 'Age of the oldest outbox row not yet handed to the queue (0 when none)',
        registers,
        collect: async () => {
          const stats = await this.outboxStats();
          if (stats) oldest.set(stats.oldestSeconds);
        },
      });
    }
  }

  /** One read per scrape serves both queue gauges (the registry collects them in parallel). */
  private queueCounts(queue: QueueService): Promise<Record<QueueName, JobCounts> | undefined> {
    if (!this.queueRead || Date.now() - this.queueRead.at > 1000) {
      const counts = withTimeout(queue.counts(), COLLECT_TIMEOUT_MS).catch((error: unknown) => {
        this.logger.warn(`Queue depth unavailable: ${(error as Error).message}`);
        return undefined;
      });
      this.queueRead = { at: Date.now(), counts };
    }
    return this.queueRead.counts;
  }

  /** One read per scrape serves both outbox gauges (the registry collects them in parallel). */
  private outboxStats(): Promise<{ count: number; oldestSeconds: number } | undefined> {
    const outbox = this.outbox;
    if (!outbox) return Promise.resolve(undefined);
    if (!this.outboxRead || Date.now() - this.outboxRead.at > 1000) {
      const stats = withTimeout(outbox.pending(), COLLECT_TIMEOUT_MS).catch((error: unknown) => {
        this.logger.warn(`Outbox backlog unavailable: ${(error as Error).message}`);
        return undefined;
      });
      this.outboxRead = { at: Date.now(), stats };
    }
    return this.outboxRead.stats;
  }

  /** Records one answered request; `route` is the matched pattern (`/api/documents/:id`), never the URL. */
  observeRequest(method: string, route: string | undefined, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text exposition of this app's metrics and the process's. */
  scrape(): Promise<string> {
    return Registry.merge([this.registry, processMetrics()]).metrics();
  }
}
