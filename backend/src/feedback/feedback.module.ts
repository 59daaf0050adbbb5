import { Module } from '@nestjs/common';
import { FeedbackController } from './feedback.controller';
import { FeedbackRepository } from './feedback.repository';

/** Owns feedback sent through the contact form. */
@Module({
  controllers: [FeedbackController],
  providers: [FeedbackRepository],
})
export class FeedbackModule {}
