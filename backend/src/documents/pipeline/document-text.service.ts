import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { StorageService } from '../../storage/storage.service';
import { DocumentJobsRepository } from './document-jobs.repository';
import type { TextSource } from '../dto/document.dto';
import { OcrBudget } from './ocr-budget';
import { DocumentText, PdfRenderer, TEXT_MAX_CHARS, UnreadablePdfError } from './pdf-preview';
import { mergePageTexts, pdfTextSource } from './pdf-render/text-layer';
import { storedPdf } from './stored-pdf';
import { QuestionsRepository } from '../../questions/questions.repository';
import { segmentQuestions } from '../../questions/segment-questions';
import { encodeSignature, lshBands, textSignature } from '../../uploads/analysis/signature';

/** Recognition takes only the CPU that the processes at normal priority leave over. */
const OCR_NICENESS = 10;

/** What one run of the text job did (for logs, `npm run reindex` and the benchmark). */
export interface TextJobOutcome {
  source: TextSource;
  /** Pages whose text was recognised. */
  recognised: DocumentText['recognised'];
  /** Pages OCR gave up on (time limit, budget, engine failure). */
  skipped: DocumentText['skipped'];
  /** CPU seconds the renderer child spent on OCR (charged to the owner's daily budget). */
  ocrSeconds: number;
}

/**
 * The text job: a document's search text from every page's text layer plus, for pages that have
 * none (scans, photos), the text OCR recognises in them; and where the text came from (`pdf`,
 * `ocr`, `none`). Run by the `ocr` job after the preview (ocr.processor.ts) and by
 * `npm run reindex` for documents uploaded before OCR. Its own renderer child, so a document's
 * minutes of OCR never hold up another's thumbnail. Recognition happens in that child process
 * (never on this event loop), one page at a time, at most OCR_MAX_PAGES pages per document, each
 * within OCR_PAGE_TIMEOUT_MS of the child's CPU time, all within the document's and its owner's OCR
 * budget (ocr-budget.ts, CPU seconds);
 * with OCR=off only text layers are read.
 */
@Injectable()
export class DocumentTextService implements OnApplicationShutdown {
  private readonly logger = new Logger('DocumentText');
  private readonly renderer: PdfRenderer;
  private shuttingDown = false;

  constructor(
    private readonly repository: DocumentJobsRepository,
    private readonly storage: StorageService,
    private readonly budget: OcrBudget,
    private readonly questions: QuestionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.renderer = new PdfRenderer({
      // Per-page limits bound OCR; these bound opening the PDF and reading each page's text layer.
      cpuLimitMs: config.pdfRender.textCpuLimitMs,
      timeLimitMs: config.pdfRender.wallBackstopMs,
      memoryLimitMb: config.pdfRender.memoryLimitMb,
      log: (message) => this.logger.warn(message),
      // Minutes of OCR must not slow the API answering beside it (ROLE=all, or a shared host).
      niceness: OCR_NICENESS,
    });
  }

  get stopping(): boolean {
    return this.shuttingDown;
  }

  /**
   * Reads the document's text and stores it. Without `reprocess`, a document whose text job has
   * already run (text_source set) is left alone: the job may run twice. Returns undefined when the
   * document is gone or was skipped. Storage trouble is thrown (the job retries).
   */
  async process(documentId: string, options: { reprocess?: boolean } = {}): Promise<TextJobOutcome | undefined> {
    const doc = await this.repository.findForText(documentId);
    if (!doc) return undefined; // deleted meanwhile
    if (!options.reprocess && doc.textSource !== null) return undefined;
    const { ocr } = this.config;
    const budget = ocr.enabled ? await this.budget.available(documentId) : undefined;
    if (ocr.enabled && !budget) return undefined; // deleted meanwhile
    let read: DocumentText;
    try {
      read = await this.renderer.readText(storedPdf(this.storage, doc), {
        ocr: budget
          ? { maxPages: ocr.maxPages, pageTimeoutMs: ocr.pageTimeoutMs, budgetSeconds: budget.seconds }
          : null,
      });
    } catch (error) {
      if (!(error instanceof UnreadablePdfError)) throw error;
      this.logger.warn(`Document ${documentId}: PDF could not be read for its text (${error.message})`);
      const source = pdfTextSource(doc.extractedText ?? '');
      await this.repository.setTextSourceIfUnset(documentId, source);
      return { source, recognised: [], skipped: [], ocrSeconds: 0 };
    }
    if (budget) await this.budget.charge(budget.ownerId, read.ocrSeconds);
    const merged = mergePageTexts(read.pages, TEXT_MAX_CHARS);
    await this.repository.setText(documentId, { extractedText: merged.text, textSource: merged.source });
    if (doc.type === 'paper') {
      // The question bank (issue 29): the paper's questions, page by page, replacing any found before.
      const pages = [...read.pages].sort((x, y) => x.page - y.page).map((p) => [p.pdf, p.ocr ?? ''].join('\n'));
      await this.questions.replaceForDocument(documentId, doc.subjectId, segmentQuestions(pages));
    }
    // Page 1's text (recognised, or its text layer) as the smart upload compares it: near-duplicates.
    const [first] = read.pages;
    const signature = first ? textSignature(first.ocr?.trim() || first.pdf) : null;
    if (signature)
      await this.repository.setSignatureIfUnset(documentId, encodeSignature(signature), lshBands(signature));
    for (const skipped of read.skipped) {
      this.logger.warn(`Document ${documentId}: page ${skipped.page} not recognised (${skipped.reason})`);
    }
    if (read.recognised.length > 0) {
      const seconds = read.recognised.reduce((sum, page) => sum + page.seconds, 0);
      this.logger.log(
        `Document ${documentId}: recognised ${read.recognised.length} page(s) in ${seconds.toFixed(1)} s` +
          (read.skipped.length > 0 ? `, skipped ${read.skipped.length}` : ''),
      );
    }
    return { source: merged.source, recognised: read.recognised, skipped: read.skipped, ocrSeconds: read.ocrSeconds };
  }

  /**
   * The job's last attempt failed: record the text layer's verdict so the document is not left
   * pending, and why (`reason`, shown to admins).
   */
  async giveUp(documentId: string, reason?: string): Promise<void> {
    const doc = await this.repository.findForText(documentId);
    if (!doc) return;
    await this.repository.setTextSourceIfUnset(documentId, pdfTextSource(doc.extractedText ?? ''));
    if (reason !== undefined) await this.repository.recordFailure(documentId, reason);
  }

  /**
   * Ends the renderer's child at once: a job in the middle of minutes of OCR fails and is retried
   * (by another worker, or after a restart) instead of holding up shutdown.
   */
  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    await this.renderer.abort();
  }
}
