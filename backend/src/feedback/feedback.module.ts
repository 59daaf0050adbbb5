import { Module } from '@nestjs/common';
import { AdminFeedbackController } from './admin-feedback.controller';
import { FeedbackController } from './feedback.controller';
import { FeedbackRepository } from './feedback.repository';

/** Owns feedback sent through the contact form. */
@Module({
  controllers: [FeedbackController, AdminFeedbackController],
  providers: [FeedbackRepository],
})
export class FeedbackModule {}
