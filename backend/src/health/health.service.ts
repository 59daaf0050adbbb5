import { Inject, Injectable } from '@nestjs/common';
import { DATABASE_CLIENT } from '../database/database.module';
import type { DatabaseClient } from '../database/database.client';
import { QueueService } from '../queue/queue.service';
import { StorageService } from '../storage/storage.service';
import type { HealthDto } from './health.dto';

type Status = 'up' | 'down';

const PROBE_TIMEOUT_MS = 3000;

/** Probes the database, the queue (Redis) and storage; shared by the API and the worker's server. */
@Injectable()
export class HealthService {
  constructor(
    @Inject(DATABASE_CLIENT) private readonly database: DatabaseClient,
    private readonly queue: QueueService,
    private readonly storage: StorageService,
  ) {}

  async report(): Promise<HealthDto> {
    const probe = async (fn: () => Promise<void>): Promise<Status> => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          fn(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
          }),
        ]);
        return 'up';
      } catch {
        return 'down';
      } finally {
        clearTimeout(timer);
      }
    };
    const [database, queue, storage] = await Promise.all([
      probe(() => this.database.ping()),
      probe(() => this.queue.check()),
      probe(() => this.storage.check()),
    ]);
    return {
      status: database === 'up' && queue === 'up' && storage === 'up' ? 'ok' : 'degraded',
      database: { status: database, driver: this.database.driver },
      queue: { status: queue, driver: this.queue.driver },
      storage: { status: storage, driver: this.storage.driver.name },
    };
  }
}
