import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Verified } from '../common/access/access.decorators';
import type { AuthUser } from '../common/access/auth-user';
import { ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { IdParam } from '../common/id-param';
import { RateLimit } from '../common/throttling/rate-limit.decorator';
import { CreateReportDto } from './dto/create-report.dto';
import { ReportDto } from './dto/report.dto';
import { ReportsService } from './reports.service';
import { CommonCode } from '../common/common.errors';
import { DocumentCode } from '../documents/documents.errors';
import { ReportCode } from './reports.errors';

/** Reporting a document; moderation lives in the admin console's API (AdminReportsController). */
@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('documents/:id/reports')
  @Verified()
  @RateLimit('report')
  @ResponseMessage('Report submitted.')
  @ApiOperation({ summary: 'Report a document (wrong details, duplicate, illegible, copyright, other)' })
  @ApiCreatedResponse({ type: ReportDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED} or ${CommonCode.REQUEST_INVALID_ID}`,
  })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: DocumentCode.NOT_FOUND })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: `${ReportCode.ALREADY_OPEN}: one open report per user and document`,
  })
  create(
    @IdParam('id') documentId: string,
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateReportDto,
  ): Promise<ReportDto> {
    return this.reports.create(documentId, user.id, dto);
  }
}
