import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin } from '../common/access/access.decorators';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { sendPage } from '../common/react-admin/list-params';
import { ListQueryDto } from '../common/react-admin/list-query.dto';
import { ApiReactAdminList, contentRangeHeader } from '../common/react-admin/react-admin.swagger';
import { ReportDto } from './dto/report.dto';
import { ResolveReportDto } from './dto/resolve-report.dto';
import { REPORT_FILTER, REPORT_SORT } from './reports.repository';
import { ReportsService } from './reports.service';
import { CommonCode } from '../common/common.errors';
import { ReportCode } from './reports.errors';

/** The admin console's reports resource, /api/admin/reports: the moderation queue. */
@ApiTags('admin')
@Admin()
@Controller('admin/reports')
export class AdminReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @ApiOperation({
    summary: 'Reports (admin console list)',
    description:
      `react-admin list: sort by ${REPORT_SORT.join(', ')} (default: newest first); filter by ` +
      `${Object.keys(REPORT_FILTER).join(', ')} (status and reason: one or a list; id: one or a list, as getMany sends it; ` +
      'q: the document title contains). Without range: the first 1000.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [ReportDto], headers: contentRangeHeader('reports') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReportDto[]> {
    const page = await this.reports.page(query);
    return sendPage(reply, 'reports', page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One report (react-admin getOne)' })
  @ApiOkResponse({ type: ReportDto })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(ReportCode.NOT_FOUND)
  get(@IdParam('id') id: string): Promise<ReportDto> {
    return this.reports.get(id);
  }

  @Put(':id')
  @ResponseMessage('Report resolved.')
  @ApiOperation({
    summary: 'Resolve an open report: dismiss it, or delete the document',
    description:
      'Answers the report as resolved. delete-document removes the document and every report on it, ' +
      'so afterwards the report is gone from the list.',
  })
  @ApiOkResponse({ type: ReportDto })
  @BadRequest(`${CommonCode.VALIDATION_FAILED} or ${CommonCode.REQUEST_INVALID_ID}`)
  @NotFound(ReportCode.NOT_FOUND)
  @Conflict(ReportCode.ALREADY_RESOLVED)
  resolve(@IdParam('id') id: string, @Body() dto: ResolveReportDto): Promise<ReportDto> {
    return this.reports.resolve(id, dto);
  }
}
