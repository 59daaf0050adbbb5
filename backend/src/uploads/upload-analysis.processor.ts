import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { UploadDraftRow } from '../database/schema/uploads';
import { PdfRenderer, RENDER_NICENESS, UnreadablePdfError, type DocumentText } from '../documents/pipeline/pdf-preview';
import { storedPdf } from '../documents/pipeline/stored-pdf';
import type { QueueDeclaration } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { JobContext, JOB_ATTEMPTS } from '../queue/queue.types';
import { StorageService } from '../storage/storage.service';
import { pageChecks, pageText, unreadableCheck } from './analysis/checks';
import { buildMatchCatalogue, type MatchCatalogue } from './analysis/match-catalogue';
import { encodeSignature, textSignature } from './analysis/signature';
import { suggestFields, type Suggestion } from './analysis/suggest';
import type { AnalysisDto, CheckDto } from './dto/upload-draft.dto';
import { NearDuplicates } from './near-duplicates';
import { UploadsRepository } from './uploads.repository';

declare module '../queue/jobs' {
  interface JobPayloads {
    'upload-analysis': UploadAnalysisJob;
  }
}

export interface UploadAnalysisJob {
  draftId: string;
}

export const UPLOAD_ANALYSIS_QUEUE: QueueDeclaration<'upload-analysis'> = {
  name: 'upload-analysis',
  jobName: 'analyse',
};

const NO_SUGGESTION: Suggestion = {
  type: null,
  collegeId: null,
  courseId: null,
  branchId: null,
  subjectId: null,
  year: null,
  examType: null,
  examYear: null,
  title: null,
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The `upload-analysis` job (issue 26), queued through the outbox with the draft's row: reads the
 * draft's text in a renderer child process (never on an event loop; text layers of the first pages,
 * OCR of one textless page at most), then fills the analysis: the suggested fields (suggestFields on
 * pages 1–2), the quality checks, and duplicates (exact by SHA-256, near by the page-1 MinHash
 * signature's LSH bands then similarity ≥ 0.85). A PDF that cannot be opened is `ready` with the
 * PDF.UNREADABLE or PDF.ENCRYPTED check; storage trouble is retried, and the draft is `failed`
 * after the last attempt. The matching catalogue is built once and kept until the catalogue changes.
 */
@Injectable()
export class UploadAnalysisProcessor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('UploadAnalysis');
  private readonly renderer: PdfRenderer;
  private catalogue?: { version: string; match: MatchCatalogue };

  constructor(
    private readonly queue: QueueService,
    private readonly repository: UploadsRepository,
    private readonly storage: StorageService,
    private readonly nearDuplicates: NearDuplicates,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.renderer = new PdfRenderer({
      cpuLimitMs: config.pdfRender.textCpuLimitMs,
      timeLimitMs: config.pdfRender.wallBackstopMs,
      memoryLimitMb: config.pdfRender.memoryLimitMb,
      log: (message) => this.logger.warn(message),
      niceness: RENDER_NICENESS,
    });
  }

  onModuleInit(): void {
    this.queue.register('upload-analysis', {
      handle: (payload, job) => this.handle(payload, job),
      summarize: (payload) => `draft ${payload.draftId}`,
      concurrency: 1,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.renderer.abort();
  }

  async handle({ draftId }: UploadAnalysisJob, job: JobContext): Promise<void> {
    const draft = await this.repository.find(draftId);
    if (!draft || draft.status !== 'analysing') return; // published, discarded, or analysed already
    try {
      await this.analyse(draft);
    } catch (error) {
      if (job.attempt >= JOB_ATTEMPTS) {
        await this.repository.finish(draftId, { status: 'failed', failureReason: describe(error) });
        return;
      }
      throw error;
    }
  }

  private async analyse(draft: UploadDraftRow): Promise<void> {
    const exact = await this.repository.documentByHash(draft.contentHash);
    const exactDuplicates = exact ? [{ documentId: exact.id, title: exact.title, similarity: 1, exact: true }] : [];
    let read: DocumentText;
    try {
      read = await this.renderer.readText(storedPdf(this.storage, draft), {
        ocr: this.config.ocr.enabled ? { maxPages: 1, pageTimeoutMs: this.config.ocr.pageTimeoutMs } : null,
        // A sideways or upside-down scan on page 1–2 is found by OCR (PAGES.ROTATED) and read upright.
        orientPages: 2,
      });
    } catch (error) {
      if (!(error instanceof UnreadablePdfError)) throw error;
      const analysis: AnalysisDto = {
        suggestion: NO_SUGGESTION,
        duplicates: exactDuplicates,
        checks: [unreadableCheck(/password/i.test(error.message))],
      };
      await this.repository.finish(draft.id, { status: 'ready', analysis });
      return;
    }
    const pages = read.pages.slice(0, 2).map((page) => pageText(page));
    const suggestion = suggestFields(pages, await this.matchCatalogue());
    const checks: CheckDto[] = pageChecks(read.pages);
    const signature = textSignature(pages[0] ?? '');
    const near = signature ? await this.nearDuplicates.find(signature, exact?.id) : [];
    const analysis: AnalysisDto = { suggestion, duplicates: [...exactDuplicates, ...near], checks };
    await this.repository.finish(draft.id, {
      status: 'ready',
      analysis,
      textSignature: signature ? encodeSignature(signature) : null,
    });
    this.logger.debug(`Draft ${draft.id}: analysed (${read.pages.length} page(s) read)`);
  }

  private async matchCatalogue(): Promise<MatchCatalogue> {
    const version = await this.repository.catalogueVersion();
    if (this.catalogue?.version !== version) {
      this.catalogue = { version, match: buildMatchCatalogue(await this.repository.catalogueRows()) };
    }
    return this.catalogue.match;
  }
}
