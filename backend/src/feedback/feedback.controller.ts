import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../common/access/access.decorators';
import { ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { RateLimit } from '../common/throttling/rate-limit.decorator';
import { CreateFeedbackDto } from './dto/create-feedback.dto';
import { FeedbackDto } from './dto/feedback.dto';
import { FeedbackRepository } from './feedback.repository';
import { CommonCode } from '../common/common.errors';

/** The contact form (spec §7: POST /api/feedbacks); admins read it at /api/admin/feedbacks. */
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
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.VALIDATION_FAILED })
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto, description: `${CommonCode.FEEDBACK_TOO_MANY} (Retry-After)` })
  create(@Body() dto: CreateFeedbackDto): Promise<FeedbackDto> {
    return this.repository.insert(dto);
  }
}
