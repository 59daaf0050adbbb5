import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask } from '../common/periodic-task';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PendingObjects } from '../storage/pending-objects';
import { UploadsRepository } from './uploads.repository';

/** Drafts one pass removes at most. */
export const DRAFT_SWEEP_BATCH = 200;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Removes smart-upload drafts past expires_at (24 h) with their objects, where jobs run (ROLE=all
 * or worker), at start and every STORAGE_SWEEP_INTERVAL_MS, as the pending-objects sweep does.
 * Crash-safe: the rows are deleted in a transaction that makes their objects pending again
 * (PendingObjects.release), and the objects are deleted after the commit; a process killed in
 * between leaves pending rows, whose objects the pending-objects sweep deletes. Rows are claimed
 * with SKIP LOCKED, so replicas may overlap.
 */
@Injectable()
export class DraftSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DraftSweeper');
  private readonly enabled: boolean;
  private readonly intervalMs: number;
  private task?: PeriodicTask;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: UploadsRepository,
    private readonly pending: PendingObjects,
  ) {
    this.intervalMs = config.storageSweep.intervalMs;
    this.enabled = config.role !== 'api' && this.intervalMs > 0;
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.task = new PeriodicTask(
      () => this.sweep(),
      this.intervalMs,
      (error: unknown) => this.logger.warn(`Sweep of expired upload drafts failed: ${describe(error)}`),
    );
    this.task.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.task?.stop();
  }

  /** One pass (the timer runs it; tests may call it): the ids of the drafts removed. */
  async sweep(): Promise<string[]> {
    const expired = await this.repository.transaction(async (tx) => {
      const rows = await this.repository.expired(tx, DRAFT_SWEEP_BATCH);
      for (const row of rows) await this.pending.release(tx, row.objectKey);
      await this.repository.deleteByIds(
        tx,
        rows.map((row) => row.id),
      );
      return rows;
    });
    for (const row of expired) await this.pending.abandon(row.objectKey);
    if (expired.length > 0) this.logger.log(`Removed ${expired.length} expired upload draft(s)`);
    return expired.map((row) => row.id);
  }
}
