import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Readable } from 'node:stream';
import { storageUnavailable } from '../../common/common.errors';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { StorageService } from '../../storage/storage.service';
import { ObjectNotFoundError } from '../../storage/storage.types';
import { documentNotFound, fileMissing, pageNotFound, pagesBusy, pageUnreadable } from '../documents.errors';
import {
  PdfRenderer,
  RENDER_NICENESS,
  UnreadablePdfError,
  type PageRequest,
  type RenderedPage,
} from '../pipeline/pdf-preview';
import { storedPdf } from '../pipeline/stored-pdf';
import { DocumentPagesRepository, type PagedDocumentRow } from './document-pages.repository';
import type { PageWordsDto } from './dto/page-words.dto';
import { pageObjects, pageRequest, wordsObject, type PageObject, type StoredWords } from './page-drawing';
import { pageImageKey, pagesPrefix, pageWordsKey, type PageWidth } from './page-keys';

/** Renders waiting or running past which a request for an unrendered page is refused (503, retry). */
export const PAGE_QUEUE_LIMIT = 8;
export const PAGE_BUSY_RETRY_SECONDS = 2;
/** Pages that failed to draw are remembered (per process, this many at most) and not drawn again. */
const UNREADABLE_MEMORY = 1_000;
/**
 * A page's bytes never change (a document's id is tied to its content): `immutable` spares the
 * revalidation a reload would send; a day, because a deleted document's pages should not linger.
 */
const CACHE_CONTROL = 'public, max-age=86400, immutable';
/** Beside a render: wall-clock backstop for a renderer child that makes no progress (its CPU limit stops hostile pages). */
const PAGE_WALL_LIMIT_MS = 60_000;

export type PageImageResponse =
  | { etag: string; cacheControl: string; notModified: true }
  | { etag: string; cacheControl: string; notModified: false; body: Readable | Buffer; size: number };

/**
 * The page viewer's pages (issue 25): a page of a document drawn as a WebP image at one of
 * PAGE_WIDTHS, and its words with their boxes, each drawn the first time it is asked for and then
 * kept in object storage under the document's prefix (page-keys.ts) and served from there. Page 1
 * at page-drawing.ts's FIRST_PAGE_WIDTH (and its words) is drawn ahead by the thumbnail job, so a
 * reader's first page is normally served from storage.
 *
 * Drawing happens in a PDF renderer child of its own (not the thumbnail job's, so readers never
 * wait behind the upload queue), niced, under the thumbnail's CPU and memory limits, one page at
 * a time; past PAGE_QUEUE_LIMIT waiting renders a request is refused with 503 DOCUMENT.PAGES_BUSY
 * instead of queueing. Concurrent requests for the same page in one process share one render
 * (single flight); two replicas asked for the same new page at once may each draw it, and the
 * second write wins with identical bytes.
 */
@Injectable()
export class PageImagesService implements OnApplicationShutdown {
  private readonly logger = new Logger('PageImages');
  /** The page viewer's own renderer (tests read its kill counts). */
  readonly renderer: PdfRenderer;
  /** Work done, for tests and diagnostics: pages drawn by the child, word lists read by it, answers from storage. */
  readonly counts = { images: 0, words: 0, fromStorage: 0 };
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly unreadable = new Set<string>();

  constructor(
    private readonly repository: DocumentPagesRepository,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.renderer = new PdfRenderer({
      timeLimitMs: PAGE_WALL_LIMIT_MS,
      cpuLimitMs: config.pdfRender.thumbnailCpuLimitMs,
      memoryLimitMb: config.pdfRender.memoryLimitMb,
      log: (message) => this.logger.warn(message),
      niceness: RENDER_NICENESS,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.renderer.abort();
  }

  /** Page `page` as WebP `width` px wide; `ifNoneMatch` answered with notModified when it matches. */
  async image(id: string, page: number, width: PageWidth, ifNoneMatch?: string): Promise<PageImageResponse> {
    const row = await this.documentWithPage(id, page);
    const etag = `"p-${row.contentHash.slice(0, 32)}-${page}-${width}"`;
    if (etagMatches(ifNoneMatch, etag)) return { etag, cacheControl: CACHE_CONTROL, notModified: true };
    // Page 1's image is the phone viewer's opening of the document: a view, as the frame's PDF
    // counts one (the browser keeps the image for a day, so a reload within it is not counted).
    // Counted while storage is read: the first page is what a phone waits for.
    const key = pageImageKey(id, page, width);
    const [stored] = await Promise.all([this.fromStorage(key), page === 1 ? this.repository.countView(id) : undefined]);
    if (stored) {
      this.counts.fromStorage += 1;
      return { etag, cacheControl: CACHE_CONTROL, notModified: false, body: stored.stream, size: stored.size };
    }
    const data = await this.once(key, async () => {
      const rendered = await this.render(row, pageRequest(page, width));
      const image = rendered.image;
      if (!image) throw new Error('The renderer returned no image');
      this.counts.images += 1;
      for (const object of pageObjects(id, page, width, rendered)) await this.store(id, object);
      return image.data;
    });
    return { etag, cacheControl: CACHE_CONTROL, notModified: false, body: data, size: data.length };
  }

  /** Page `page`'s words with their boxes (page-relative), for highlighting. */
  async words(id: string, page: number): Promise<PageWordsDto> {
    const row = await this.documentWithPage(id, page);
    const key = pageWordsKey(id, page);
    const stored = await this.fromStorage(key);
    let words: StoredWords;
    if (stored) {
      this.counts.fromStorage += 1;
      words = JSON.parse((await readAll(stored.stream)).toString('utf8')) as StoredWords;
    } else {
      words = await this.once(key, async () => {
        const rendered = await this.render(row, pageRequest(page, null));
        if (!rendered.text) throw new Error('The renderer returned no words');
        this.counts.words += 1;
        const result: StoredWords = { pageCount: rendered.pageCount, ...rendered.text };
        await this.store(id, wordsObject(id, page, result));
        return result;
      });
    }
    return {
      page,
      pageCount: words.pageCount,
      width: words.width,
      height: words.height,
      words: words.words,
      truncated: words.truncated,
    };
  }

  /** The document, when it exists and (as far as is known) has the page; unreadable PDFs are not drawn. */
  private async documentWithPage(id: string, page: number): Promise<PagedDocumentRow> {
    const row = await this.repository.find(id);
    if (!row) throw documentNotFound();
    if (row.pageCount !== null && page > row.pageCount) throw pageNotFound(page, row.pageCount);
    // The thumbnail job could not read it (hostile, broken or too slow): drawing it again per
    // page would spend the same CPU for nothing.
    if (row.previewStatus === 'failed' || this.unreadable.has(`${id}:${page}`)) throw pageUnreadable();
    return row;
  }

  private async render(row: PagedDocumentRow, request: PageRequest): Promise<RenderedPage> {
    const { page } = request;
    if (this.renderer.pending >= PAGE_QUEUE_LIMIT) throw pagesBusy(PAGE_BUSY_RETRY_SECONDS);
    let rendered: RenderedPage;
    try {
      rendered = await this.renderer.renderPage(storedPdf(this.storage, row), request);
    } catch (error) {
      if (error instanceof UnreadablePdfError) {
        this.logger.warn(`Document ${row.id} page ${page} could not be drawn: ${error.message}`);
        if (this.unreadable.size >= UNREADABLE_MEMORY) this.unreadable.clear();
        this.unreadable.add(`${row.id}:${page}`);
        throw pageUnreadable();
      }
      if (error instanceof ObjectNotFoundError) {
        this.logger.error(`Object ${row.objectKey} is missing from storage`);
        throw fileMissing();
      }
      this.logger.error(
        `Drawing page ${page} of ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw storageUnavailable();
    }
    if (rendered.outOfRange) throw pageNotFound(page, rendered.pageCount);
    return rendered;
  }

  /** Runs `work` once for concurrent callers with the same key (in this process). */
  private once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => {
      this.inFlight.delete(key);
    });
    this.inFlight.set(key, started);
    return started;
  }

  private async fromStorage(key: string) {
    try {
      return await this.storage.get(key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return undefined;
      this.logger.error(`Storage read of ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw storageUnavailable();
    }
  }

  /**
   * Keeps a drawn page; a failure to keep it is logged (the reader still gets the page). A
   * document deleted meanwhile must not keep pages: they are removed again.
   */
  private async store(id: string, { key, data, contentType }: PageObject): Promise<void> {
    try {
      await this.storage.put(key, Readable.from([data]), { contentType, size: data.length });
    } catch (error) {
      this.logger.warn(`Could not keep ${key}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (!(await this.repository.exists(id))) await this.storage.deletePrefixQuietly(pagesPrefix(id));
  }
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
