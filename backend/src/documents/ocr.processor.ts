import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobContext, JOB_ATTEMPTS, QueueService } from '../queue/queue.service';
import { DocumentTextService } from './document-text.service';

export interface OcrJob {
  documentId: string;
}

/**
 * The `ocr` job, queued by the thumbnails job (in the transaction that marks the preview ready)
 * when some of a document's pages have no usable text layer. It runs where jobs run (ROLE=worker
 * or all; an API replica only enqueues), one document at a time per process: recognition is
 * CPU-bound and runs in the renderer's child, a page at a time.
 */
@Injectable()
export class OcrProcessor implements OnModuleInit {
  constructor(
    private readonly queue: QueueService,
    private readonly text: DocumentTextService,
  ) {}

  onModuleInit(): void {
    this.queue.register<OcrJob>('ocr', {
      handle: (payload, job) => this.handle(payload, job),
      summarize: (payload) => `document ${payload.documentId}`,
      concurrency: 1,
    });
  }

  async handle({ documentId }: OcrJob, job: JobContext): Promise<void> {
    try {
      await this.text.process(documentId);
    } catch (error) {
      // Out of attempts: keep the text layer's text and say so, rather than "not read yet" for ever.
      if (job.attempt >= JOB_ATTEMPTS && !this.text.stopping) await this.text.giveUp(documentId);
      throw error;
    }
  }
}
