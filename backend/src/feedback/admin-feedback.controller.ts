import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin } from '../common/access/access.decorators';
import { BadRequest, NotFound } from '../common/api-errors.swagger';
import { IdParam } from '../common/id-param';
import { sendPage, parseListParams } from '../common/react-admin/list-params';
import { ListQueryDto } from '../common/react-admin/list-query.dto';
import { ApiReactAdminList, contentRangeHeader } from '../common/react-admin/react-admin.swagger';
import { FeedbackDto } from './dto/feedback.dto';
import { FEEDBACK_FILTER, FEEDBACK_SORT, FeedbackRepository } from './feedback.repository';
import { CommonCode } from '../common/common.errors';
import { FeedbackCode, feedbackNotFound } from './feedback.errors';

/** The admin console's feedbacks resource, /api/admin/feedbacks: what the contact form received (read-only). */
@ApiTags('admin')
@Admin()
@Controller('admin/feedbacks')
export class AdminFeedbackController {
  constructor(private readonly repository: FeedbackRepository) {}

  @Get()
  @ApiOperation({
    summary: 'Feedback received (admin console list)',
    description:
      `react-admin list: sort by ${FEEDBACK_SORT.join(', ')} (default: newest first); filter by ` +
      `${Object.keys(FEEDBACK_FILTER).join(', ')} (q: name, e-mail or message contains; id: one or a list, as getMany sends it). ` +
      'Without range: the first 1000.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [FeedbackDto], headers: contentRangeHeader('feedbacks') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<FeedbackDto[]> {
    const page = await this.repository.page(parseListParams(query, FEEDBACK_SORT, FEEDBACK_FILTER));
    return sendPage(reply, 'feedbacks', page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One feedback message (react-admin getOne)' })
  @ApiOkResponse({ type: FeedbackDto })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(FeedbackCode.NOT_FOUND)
  async get(@IdParam('id') id: string): Promise<FeedbackDto> {
    const found = await this.repository.find(id);
    if (!found) throw feedbackNotFound();
    return found;
  }
}
