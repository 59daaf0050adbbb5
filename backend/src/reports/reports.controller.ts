import { Body, Controller, Get, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin, AuthUser, CurrentUser, Verified } from '../auth/auth.decorators';
import { ApiReactAdminList, contentRangeHeader } from '../catalogue/catalogue.swagger';
import { contentRange, hasListParams, parseListParams } from '../catalogue/ra-params';
import { unauthorized } from '../common/app-exception';
import { ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { IdParam } from '../common/id-param';
import { CreateReportDto } from './dto/create-report.dto';
import { ListReportsQueryDto, REPORT_STATUSES, ReportDto } from './dto/report.dto';
import { ResolveReportDto } from './dto/resolve-report.dto';
import { REPORT_FILTER, REPORT_SORT } from './reports.repository';
import { ReportsService } from './reports.service';
import { RateLimit } from '../common/throttling/rate-limit.decorator';

class ResolvedReportDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: REPORT_STATUSES.filter((s) => s !== 'open') }) status: 'dismissed' | 'actioned';
}

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
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'VALIDATION.FAILED or REQUEST.INVALID_ID' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'DOCUMENT.NOT_FOUND' })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'REPORT.ALREADY_OPEN: one open report per user and document',
  })
  create(
    @IdParam('id') documentId: string,
    @CurrentUser() user: AuthUser | undefined,
    @Body() dto: CreateReportDto,
  ): Promise<ReportDto> {
    if (!user) throw unauthorized('AUTH.UNAUTHENTICATED', 'Sign in to continue');
    return this.reports.create(documentId, user.id, dto);
  }

  @Get('reports')
  @Admin()
  @ApiOperation({
    summary: 'Reports (admin)',
    description:
      'Without react-admin parameters: newest first, at most 1000, optionally of one status. With sort ' +
      `(${REPORT_SORT.join(', ')}), range and filter (status, reason, id, q = title contains): one page plus Content-Range.`,
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [ReportDto], headers: contentRangeHeader('reports') })
  async list(
    @Query() query: ListReportsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportDto[]> {
    if (!hasListParams(query)) return this.reports.list(query.status);
    const params = parseListParams(query, REPORT_SORT, REPORT_FILTER);
    if (query.status !== undefined) params.filter.status = query.status;
    const page = await this.reports.page(params);
    void reply.header('content-range', contentRange('reports', page.start, page.rows.length, page.total));
    return page.rows;
  }

  @Patch('reports/:id')
  @Admin()
  @ResponseMessage('Report resolved.')
  @ApiOperation({ summary: 'Resolve an open report: dismiss it, or delete the document' })
  @ApiOkResponse({ type: ResolvedReportDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'VALIDATION.FAILED or REQUEST.INVALID_ID' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'REPORT.NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'REPORT.ALREADY_RESOLVED' })
  resolve(@IdParam('id') id: string, @Body() dto: ResolveReportDto): Promise<ResolvedReportDto> {
    return this.reports.resolve(id, dto);
  }
}
