import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access/access.decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { HealthDto } from './health.dto';
import { HealthService } from './health.service';
import { HealthCode, healthDegraded } from './health.errors';

/** Liveness and dependencies: database, queue, storage. 503 when one is down. */
@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly service: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Service health' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: HealthCode.DEGRADED })
  async health(): Promise<HealthDto> {
    const result = await this.service.report();
    if (result.status !== 'ok') {
      throw healthDegraded(result);
    }
    return result;
  }
}
