import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { QueueDeclaration } from '../../queue/jobs';
import { QueueService } from '../../queue/queue.service';
import { JobContext, JOB_ATTEMPTS } from '../../queue/queue.types';
import { DocumentTextService } from './document-text.service';
import { DocumentJobsRepository } from './document-jobs.repository';

export interface OcrJob {
  documentId: string;
}

declare module '../../queue/jobs' {
  interface JobPayloads {
    ocr: OcrJob;
  }
}

export const OCR_QUEUE: QueueDeclaration<'ocr'> = { name: 'ocr', jobName: 'recognise' };

/**
 * The `ocr` job, queued by the thumbnails job (in the transaction that marks the preview ready)
 * when some of a document's pages have no usable text layer. It runs where jobs run (ROLE=worker
 * or all; an API replica only enqueues), one document at a time per process: recognition is
 * CPU-bound and runs in the renderer's child, a page at a time.
 */
@Injectable()
export class OcrProcessor implements OnModuleInit {
  private readonly logger = new Logger('DocumentText');
  private readonly maxAttempts: number;

  constructor(
    private readonly queue: QueueService,
    private readonly text: DocumentTextService,
    private readonly repository: DocumentJobsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxAttempts = config.reconciler.maxAttempts;
  }

  onModuleInit(): void {
    this.queue.register('ocr', {
      handle: (payload, job) => this.handle(payload, job),
      summarize: (payload) => `document ${payload.documentId}`,
      concurrency: 1,
    });
  }

  async handle({ documentId }: OcrJob, job: JobContext): Promise<void> {
    // Counted before the work: an attempt during which the process died counts too.
    const started = await this.repository.startTextAttempt(documentId);
    if (!started) return; // read already, or the document is gone
    this.logger.debug(`Document ${documentId}: text attempt ${started.attempt}`);
    if (started.attempt > this.maxAttempts) {
      const reason = `Text: gave up after ${this.maxAttempts} attempts (${started.lastFailure ?? 'the process stopped during each'})`;
      this.logger.warn(`Document ${documentId}: ${reason}`);
      await this.text.giveUp(documentId, reason);
      return;
    }
    try {
      await this.text.process(documentId);
    } catch (error) {
      if (this.text.stopping) throw error; // shutting down: tried again after the restart
      const message = error instanceof Error ? error.message : String(error);
      // Out of attempts: keep the text layer's text and say so, rather than "not read yet" for ever.
      if (job.attempt >= JOB_ATTEMPTS || started.attempt >= this.maxAttempts) {
        await this.text.giveUp(documentId, `Text: gave up after ${started.attempt} attempts: ${message}`);
        if (job.attempt < JOB_ATTEMPTS) return;
      } else {
        await this.repository.recordFailure(documentId, `Text: ${message}`);
      }
      throw error;
    }
  }
}
