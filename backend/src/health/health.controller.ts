import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access/access.decorators';
import { AppException } from '../common/app-exception';
import { ErrorEnvelopeDto } from '../common/envelope';
import { HealthDto } from './health.dto';
import { HealthService } from './health.service';

/** Liveness and dependencies: database, queue, storage. 503 when one is down. */
@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly service: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Service health' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'HEALTH.DEGRADED' })
  async health(): Promise<HealthDto> {
    const result = await this.service.report();
    if (result.status !== 'ok') {
      throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, 'HEALTH.DEGRADED', 'A dependency is down', undefined, {
        ...result,
      });
    }
    return result;
  }
}
