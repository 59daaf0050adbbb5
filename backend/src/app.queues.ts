import { ANSWER_KEYS_QUEUE } from './answer-keys/answer-key.job';
import { OCR_QUEUE } from './documents/pipeline/ocr.processor';
import { THUMBNAILS_QUEUE } from './documents/pipeline/thumbnails.processor';
import { MAIL_QUEUE } from './mail/mail.service';
import type { QueueDeclarations } from './queue/jobs';
import { REQUESTS_QUEUE } from './requests/request-fulfilment.job';
import { UPLOAD_ANALYSIS_QUEUE } from './uploads/upload-analysis.processor';

/**
 * The queues the app runs, one per JobPayloads entry (each declared by its feature): the type
 * makes a queue added to JobPayloads without its declaration here a compile error. Wiring, like
 * app.module.ts: the queue module itself names no feature.
 */
export const APP_QUEUES: QueueDeclarations = {
  mail: MAIL_QUEUE,
  thumbnails: THUMBNAILS_QUEUE,
  ocr: OCR_QUEUE,
  requests: REQUESTS_QUEUE,
  'upload-analysis': UPLOAD_ANALYSIS_QUEUE,
  'answer-keys': ANSWER_KEYS_QUEUE,
};
