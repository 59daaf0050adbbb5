import { Module } from '@nestjs/common';
import { QuestionsController } from './questions.controller';
import { QuestionsRepository } from './questions.repository';
import { QuestionsService } from './questions.service';

/**
 * The question bank (issue 29): the text job stores each paper's questions through
 * QuestionsRepository (exported to DocumentsModule); the routes group them across years.
 */
@Module({
  controllers: [QuestionsController],
  providers: [QuestionsRepository, QuestionsService],
  exports: [QuestionsRepository],
})
export class QuestionsModule {}
