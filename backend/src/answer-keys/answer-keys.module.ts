import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { AnswerKeysProcessor } from './answer-keys.processor';
import { AnswerKeysRepository } from './answer-keys.repository';
import { AnswerKeysService } from './answer-keys.service';

/**
 * Tells a paper's bookmarkers when an answer key arrives (issue 27). The link itself (answersFor)
 * is the documents module's; it writes an `answer-keys` job with it (answer-key.job.ts), which
 * this module runs. Documents never import this module (only the job's declaration file).
 */
@Module({
  imports: [NotificationsModule],
  providers: [AnswerKeysRepository, AnswerKeysService, AnswerKeysProcessor],
  exports: [AnswerKeysService],
})
export class AnswerKeysModule {}
