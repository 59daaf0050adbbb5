import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin, Public } from '../auth/auth.decorators';
import { ApiReactAdminList, contentRangeHeader } from '../catalogue/catalogue.swagger';
import { ListQueryDto } from '../catalogue/dto/list-query.dto';
import { contentRange, hasListParams, parseListParams } from '../catalogue/ra-params';
import { ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { CreateFeedbackDto } from './dto/create-feedback.dto';
import { FeedbackDto } from './dto/feedback.dto';
import { RateLimit } from '../common/throttling/rate-limit.decorator';
import { FEEDBACK_FILTER, FEEDBACK_SORT, FeedbackRepository } from './feedback.repository';

/** Owns the contact form's messages (spec §7: POST /api/feedbacks). */
@ApiTags('feedback')
@Controller('feedbacks')
export class FeedbackController {
  constructor(private readonly repository: FeedbackRepository) {}

  @Post()
  @Public()
  @RateLimit('feedback')
  @ResponseMessage('Feedback Submitted Successfully')
  @ApiOperation({ summary: 'Send feedback to the team (5 per 10 minutes per IP)' })
  @ApiCreatedResponse({ type: FeedbackDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'VALIDATION.FAILED' })
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto, description: 'FEEDBACK.TOO_MANY (Retry-After)' })
  create(@Body() dto: CreateFeedbackDto): Promise<FeedbackDto> {
    return this.repository.insert(dto);
  }

  @Get()
  @Admin()
  @ApiOperation({
    summary: 'Feedback received (admin)',
    description:
      'Without parameters: newest first, at most 1000. With react-admin sort (createdAt, name, email), ' +
      'range and filter (q, id): one page plus Content-Range.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [FeedbackDto], headers: contentRangeHeader('feedbacks') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<FeedbackDto[]> {
    if (!hasListParams(query)) return this.repository.list(1000);
    const page = await this.repository.page(parseListParams(query, FEEDBACK_SORT, FEEDBACK_FILTER));
    void reply.header('content-range', contentRange('feedbacks', page.start, page.rows.length, page.total));
    return page.rows;
  }
}
