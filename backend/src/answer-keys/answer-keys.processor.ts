import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueueService } from '../queue/queue.service';
import './answer-key.job';
import { AnswerKeysService } from './answer-keys.service';

/** Runs the `answer-keys` jobs (AnswerKeysService.notifyBookmarkers, idempotent). */
@Injectable()
export class AnswerKeysProcessor implements OnModuleInit {
  constructor(
    private readonly queue: QueueService,
    private readonly answerKeys: AnswerKeysService,
  ) {}

  onModuleInit(): void {
    this.queue.register('answer-keys', {
      concurrency: 2,
      handle: async (job) => {
        await this.answerKeys.notifyBookmarkers(job.documentId);
      },
      summarize: (job) => `document ${job.documentId}`,
    });
  }
}
