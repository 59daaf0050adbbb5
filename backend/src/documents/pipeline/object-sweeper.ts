import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Counter } from 'prom-client';
import { longestUploadMs } from '../../common/connection-limits';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MetricsService } from '../../metrics/metrics.service';
import { PendingObjects } from '../../storage/pending-objects';
import { PeriodicTask } from '../../common/periodic-task';

/** Objects one pass deletes at most: a pass stays short however many were left behind. */
export const SWEEP_BATCH = 500;
/** Added to the longest upload: storage writes the app itself was slow with do not count against it. */
const GRACE_MARGIN_MS = 60 * 60_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the sweep of pending objects (storage/pending-objects.ts) where jobs run (ROLE=all or
 * worker), at start and every STORAGE_SWEEP_INTERVAL_MS (5 min): an object whose pending row is
 * older than the grace period (STORAGE_SWEEP_GRACE_MS; by default the longest an upload may last
 * under the connection limits, plus an hour) belonged to an upload or avatar whose process was
 * killed before its row was written (or after it stopped naming the object), and is deleted with
 * its row. The sweep is idempotent and claims rows with SKIP LOCKED, so replicas may overlap; no
 * lease. Counted in papershelf_swept_objects_total.
 */
@Injectable()
export class ObjectSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ObjectSweeper');
  private readonly swept: Counter;
  private readonly enabled: boolean;
  private readonly intervalMs: number;
  /** How old a pending row must be before its object is swept. */
  readonly graceMs: number;
  private task?: PeriodicTask;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly pending: PendingObjects,
    metrics: MetricsService,
  ) {
    this.intervalMs = config.storageSweep.intervalMs;
    this.graceMs = config.storageSweep.graceMs ?? longestUploadMs(config.uploadMaxBytes) + GRACE_MARGIN_MS;
    this.enabled = config.role !== 'api' && this.intervalMs > 0;
    this.swept = new Counter({
      name: 'papershelf_swept_objects_total',
      help: 'Objects deleted by this process because their pending row outlived the grace period (an upload whose process died)',
      registers: [metrics.registry],
    });
    this.swept.inc(0);
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.task = new PeriodicTask(
      () => this.sweep(),
      this.intervalMs,
      (error: unknown) => this.logger.warn(`Sweep of pending objects failed: ${describe(error)}`),
    );
    this.task.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.task?.stop();
  }

  /** One pass (the timer runs it; tests may call it): the keys swept. */
  async sweep(): Promise<string[]> {
    const keys = await this.pending.sweep(this.graceMs, SWEEP_BATCH);
    if (keys.length > 0) {
      this.swept.inc(keys.length);
      this.logger.warn(
        `Deleted ${keys.length} object(s) left by uploads that never finished: ${keys.slice(0, 5).join(', ')}` +
          (keys.length > 5 ? ', …' : ''),
      );
    }
    return keys;
  }
}
