import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin } from '../common/access/access.decorators';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { CommonCode } from '../common/common.errors';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { sendPage } from '../common/react-admin/list-params';
import { ListQueryDto } from '../common/react-admin/list-query.dto';
import { ApiReactAdminList, contentRangeHeader } from '../common/react-admin/react-admin.swagger';
import { RequestDto } from './dto/request.dto';
import { ResolveRequestDto } from './dto/resolve-request.dto';
import { RequestCode } from './requests.errors';
import { REQUEST_FILTER, REQUEST_SORT } from './requests.repository';
import { RequestsService } from './requests.service';

/** The admin console's requests resource, /api/admin/requests: most wanted first; close or reject. */
@ApiTags('admin')
@Admin()
@Controller('admin/requests')
export class AdminRequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Get()
  @ApiOperation({
    summary: 'Requests (admin console list)',
    description:
      `react-admin list: sort by ${REQUEST_SORT.join(', ')} (default: most votes first); filter by ` +
      `${Object.keys(REQUEST_FILTER).join(', ')} (status: one or a list; college, course, branch, subject, id: ids; ` +
      'q: the subject name contains). Without range: the first 1000.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [RequestDto], headers: contentRangeHeader('requests') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<RequestDto[]> {
    return sendPage(reply, 'requests', await this.requests.page(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One request (react-admin getOne)' })
  @ApiOkResponse({ type: RequestDto })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(RequestCode.NOT_FOUND)
  get(@IdParam('id') id: string): Promise<RequestDto> {
    return this.requests.get(id);
  }

  @Put(':id')
  @ResponseMessage('Request resolved.')
  @ApiOperation({ summary: 'Close or reject an open request, with a reason (shown on the request)' })
  @ApiOkResponse({ type: RequestDto })
  @BadRequest(`${CommonCode.VALIDATION_FAILED} or ${CommonCode.REQUEST_INVALID_ID}`)
  @NotFound(RequestCode.NOT_FOUND)
  @Conflict(RequestCode.NOT_OPEN)
  resolve(@IdParam('id') id: string, @Body() dto: ResolveRequestDto): Promise<RequestDto> {
    return this.requests.resolve(id, dto);
  }
}
