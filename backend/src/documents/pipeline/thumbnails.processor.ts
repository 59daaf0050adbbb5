import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Readable } from 'node:stream';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../queue/outbox.service';
import type { QueueDeclaration } from '../../queue/jobs';
import { QueueService } from '../../queue/queue.service';
import { JobContext, JOB_ATTEMPTS } from '../../queue/queue.types';
import { PendingObjects } from '../../storage/pending-objects';
import { StorageService } from '../../storage/storage.service';
import { FIRST_PAGE_WIDTH, pageObjects, pageRequest, type PageObject } from '../pages/page-drawing';
import { documentJobId } from './document-jobs';
import { DocumentJobsRepository } from './document-jobs.repository';
import type { OcrJob } from './ocr.processor';
import { ORIENT_CPU_MS, PdfRenderer, RENDER_NICENESS, UnreadablePdfError, type PdfSource } from './pdf-preview';
import { pdfTextSource } from './pdf-render/text-layer';
import { storedPdf } from './stored-pdf';
import { QuestionsRepository } from '../../questions/questions.repository';
import { segmentQuestions } from '../../questions/segment-questions';
import { encodeSignature, lshBands, textSignature } from '../../uploads/analysis/signature';

declare module '../../queue/jobs' {
  interface JobPayloads {
    thumbnails: ThumbnailJob;
  }
}

export const THUMBNAILS_QUEUE: QueueDeclaration<'thumbnails'> = { name: 'thumbnails', jobName: 'render' };

export interface ThumbnailJob {
  documentId: string;
}

export const thumbnailKey = (documentId: string) => `thumbnails/${documentId}.png`;

/**
 * The `thumbnails` job, queued after every upload: page 1 → PNG in object storage, the page count,
 * and the text of the first pages into extracted_text (the search column follows by itself). It
 * also draws page 1 for the phone page viewer (FIRST_PAGE_WIDTH, with its words) into the page
 * cache (documents/pages/), so the first reader's first page is never drawn on request; those
 * objects are pending (storage/pending-objects.ts) until the preview's row is written, and a page 1
 * that cannot be drawn at that width is left to the viewer (drawn, or refused, on request).
 * The PDF is read in the renderer's child process (pdf-preview.ts), never on this event loop.
 * A PDF that cannot be read — or takes too long or too much memory — marks the document's preview
 * as failed (preview: null); it never undoes the upload. Storage trouble is thrown so the queue
 * retries with backoff. The job is written to the outbox with the document's row; a second run
 * for a document that has its thumbnail does nothing.
 *
 * OCR never delays the preview: when some pages read have no usable text layer (and OCR is on),
 * the preview is marked ready with the text layer's text and text_source still null, and an `ocr`
 * job is queued in the same transaction (ocr.processor.ts); otherwise text_source is `pdf` or `none`
 * here and no second job runs.
 */
@Injectable()
export class ThumbnailsProcessor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Thumbnails');
  /** The thumbnail renderer (its kill counts are read by tests). */
  readonly renderer: PdfRenderer;
  private readonly ocr: boolean;
  private readonly maxAttempts: number;

  constructor(
    private readonly queue: QueueService,
    private readonly repository: DocumentJobsRepository,
    private readonly storage: StorageService,
    private readonly outbox: OutboxService,
    private readonly pending: PendingObjects,
    private readonly questions: QuestionsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ocr = config.ocr.enabled;
    this.maxAttempts = config.reconciler.maxAttempts;
    this.renderer = new PdfRenderer({
      timeLimitMs: config.pdfRender.wallBackstopMs,
      // A normal thumbnail takes ≈ 30 ms of CPU: one that takes seconds is hostile or broken, and
      // must not hold the single renderer (and everyone's previews behind it) for a minute.
      cpuLimitMs: config.pdfRender.thumbnailCpuLimitMs,
      memoryLimitMb: config.pdfRender.memoryLimitMb,
      log: (message) => this.logger.warn(message),
      // Drawing untrusted PDFs takes only the CPU the API's event loop leaves over (as OCR does).
      niceness: RENDER_NICENESS,
      // A scan's page 1 is turned upright by recognising it at its quarter turns (OCR on only),
      // within ORIENT_CPU_MS — or less when OCR_PAGE_TIMEOUT_MS allows a page less: the detection
      // never costs more than recognising the page itself may.
      ...(this.ocr ? { orient: { cpuMs: Math.min(ORIENT_CPU_MS, config.ocr.pageTimeoutMs) } } : {}),
    });
  }

  onModuleInit(): void {
    this.queue.register('thumbnails', {
      handle: (payload, job) => this.handle(payload, job),
      summarize: (payload) => `document ${payload.documentId}`,
      // The renderer takes one PDF at a time anyway; more would only queue there.
      concurrency: 1,
    });
  }

  /** Waits for queued renders, then ends the renderer's child process. */
  async onApplicationShutdown(): Promise<void> {
    await this.renderer.close();
  }

  async handle({ documentId }: ThumbnailJob, job: JobContext): Promise<void> {
    const file = await this.repository.findForPreview(documentId);
    if (!file) return; // deleted before its preview was made
    if (file.thumbnailKey) return; // rendered already: this is a re-run of a job that succeeded
    // Counted before the work: an attempt during which the process died counts too.
    const started = await this.repository.startPreviewAttempt(documentId);
    if (!started) return; // failed or done meanwhile
    this.logger.debug(`Document ${documentId}: thumbnail attempt ${started.attempt}`);
    if (started.attempt > this.maxAttempts) {
      const reason = `Gave up after ${this.maxAttempts} attempts (${started.lastFailure ?? 'the process stopped during each'})`;
      this.logger.warn(`Document ${documentId}: ${reason}; no preview`);
      await this.repository.markPreviewFailed(documentId, null, reason);
      return;
    }
    const source = storedPdf(this.storage, file);
    let preview;
    try {
      preview = await this.renderer.render(source);
    } catch (error) {
      if (error instanceof UnreadablePdfError) {
        this.logger.warn(`Document ${documentId}: PDF could not be read (${error.message}); no preview`);
        await this.repository.markPreviewFailed(documentId, error.pageCount, `PDF could not be read: ${error.message}`);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempt >= JOB_ATTEMPTS || started.attempt >= this.maxAttempts) {
        const reason = `Gave up after ${started.attempt} attempts: ${message}`;
        await this.repository.markPreviewFailed(documentId, null, reason);
        // Out of attempts for the document: the queue's own retries would only be refused.
        if (job.attempt < JOB_ATTEMPTS) return;
      } else {
        await this.repository.recordFailure(documentId, message);
      }
      throw error;
    }
    const firstPage = await this.drawFirstPage(documentId, source);
    const key = thumbnailKey(documentId);
    await this.storage.put(key, Readable.from([preview.png]), { contentType: 'image/png', size: preview.png.length });
    const pageKeys = await this.keepPending(firstPage);
    const needsOcr = this.ocr && preview.textlessPages.length > 0;
    const ocrJob: OcrJob = { documentId };
    let updated: boolean;
    try {
      updated = await this.repository.markPreviewReady(
        documentId,
        {
          thumbnailKey: key,
          pageCount: preview.pageCount,
          extractedText: preview.text,
          textSource: needsOcr ? null : pdfTextSource(preview.text),
        },
        async (tx) => {
          for (const pageKey of pageKeys) await this.pending.settle(tx, pageKey);
          // The question bank (issue 29): a paper read whole here has its questions now; one with
          // pages for OCR gets them from the text job.
          if (!needsOcr && file.type === 'paper') {
            await this.questions.replaceForDocument(
              documentId,
              file.subjectId,
              segmentQuestions(preview.pageTexts),
              tx,
            );
          }
          if (needsOcr)
            await this.outbox.enqueueInTransaction(tx, 'ocr', ocrJob, { id: documentJobId('ocr', documentId) });
        },
      );
    } catch (error) {
      await this.abandon(pageKeys);
      throw error;
    }
    if (updated && needsOcr) this.outbox.kick();
    // Without a text job to follow, page 1's text layer is the document's near-duplicate signature.
    if (updated && !needsOcr) {
      const signature = textSignature(preview.firstPageText);
      if (signature)
        await this.repository.setSignatureIfUnset(documentId, encodeSignature(signature), lshBands(signature));
    }
    // Deleted while rendering: the thumbnail and page 1 must not outlive their document.
    if (!updated) {
      await this.storage.deleteQuietly(key);
      await this.abandon(pageKeys);
    }
  }

  /**
   * Page 1 as the page viewer shows it first (its image and words); none when the PDF cannot be
   * drawn at that width (the thumbnail's 480 px passed, 960 px can still pass a limit): the viewer
   * then draws it, or refuses it, on request as any other page. Storage failures are thrown.
   */
  private async drawFirstPage(documentId: string, source: PdfSource): Promise<PageObject[]> {
    try {
      const rendered = await this.renderer.renderPage(source, pageRequest(1, FIRST_PAGE_WIDTH));
      return rendered.outOfRange ? [] : pageObjects(documentId, 1, FIRST_PAGE_WIDTH, rendered);
    } catch (error) {
      if (!(error instanceof UnreadablePdfError)) throw error;
      this.logger.warn(`Document ${documentId}: page 1 not drawn for the page viewer (${error.message})`);
      return [];
    }
  }

  /** Writes `objects`, each pending until the preview's row is written; their keys. */
  private async keepPending(objects: PageObject[]): Promise<string[]> {
    const kept: string[] = [];
    try {
      for (const { key, data, contentType } of objects) {
        await this.pending.begin(key);
        kept.push(key);
        await this.storage.put(key, Readable.from([data]), { contentType, size: data.length });
      }
    } catch (error) {
      await this.abandon(kept);
      throw error;
    }
    return kept;
  }

  private async abandon(keys: string[]): Promise<void> {
    for (const key of keys) await this.pending.abandon(key);
  }
}
