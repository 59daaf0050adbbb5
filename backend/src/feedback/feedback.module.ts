import { Module } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { FeedbackThrottleGuard } from './feedback-throttle.guard';
import { FeedbackController } from './feedback.controller';
import { FeedbackRepository } from './feedback.repository';

/** Owns feedback sent through the contact form. */
@Module({
  controllers: [FeedbackController],
  providers: [FeedbackRepository, FeedbackThrottleGuard, ThrottlerStorageService],
})
export class FeedbackModule {}
