import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Admin, Public } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { CreateFeedbackDto } from './dto/create-feedback.dto';
import { FeedbackDto } from './dto/feedback.dto';
import { FeedbackThrottleGuard } from './feedback-throttle.guard';
import { FeedbackRepository } from './feedback.repository';

/** Owns the contact form's messages (spec §7: POST /api/feedbacks). */
@ApiTags('feedback')
@Controller('feedbacks')
export class FeedbackController {
  constructor(private readonly repository: FeedbackRepository) {}

  @Post()
  @Public()
  @UseGuards(FeedbackThrottleGuard)
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
  @ApiOperation({ summary: 'Feedback received, newest first (admin; at most 1000)' })
  @ApiOkResponse({ type: [FeedbackDto] })
  list(): Promise<FeedbackDto[]> {
    return this.repository.list(1000);
  }
}
