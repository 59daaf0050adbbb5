import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { AppException } from '../common/app-exception';
import { ErrorEnvelopeDto } from '../common/envelope';
import { DATABASE_CLIENT } from '../database/database.module';
import type { DatabaseClient } from '../database/database.client';
import { QueueService } from '../queue/queue.service';
import { StorageService } from '../storage/storage.service';
import { HealthDto } from './health.dto';

type Status = 'up' | 'down';

/** Liveness and dependencies: database, queue, storage. 503 when one is down. */
@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE_CLIENT) private readonly database: DatabaseClient,
    private readonly queue: QueueService,
    private readonly storage: StorageService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Service health' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'HEALTH.DEGRADED' })
  async health(): Promise<HealthDto> {
    const probe = async (fn: () => Promise<void>): Promise<Status> => {
      try {
        await Promise.race([fn(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000))]);
        return 'up';
      } catch {
        return 'down';
      }
    };
    const [database, queue, storage] = await Promise.all([
      probe(() => this.database.ping()),
      probe(() => this.queue.check()),
      probe(() => this.storage.check()),
    ]);
    const result: HealthDto = {
      status: database === 'up' && queue === 'up' && storage === 'up' ? 'ok' : 'degraded',
      database: { status: database, driver: this.database.driver },
      queue: { status: queue, driver: this.queue.driver },
      storage: { status: storage, driver: this.storage.driver.name },
    };
    if (result.status !== 'ok') {
      throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, 'HEALTH.DEGRADED', 'A dependency is down', undefined, {
        ...result,
      });
    }
    return result;
  }
}
