import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Readable } from 'node:stream';
import { JobContext, JOB_ATTEMPTS, QueueService } from '../queue/queue.service';
import { StorageService } from '../storage/storage.service';
import { DocumentsRepository } from './documents.repository';
import { PdfSource, renderPdfPreview, UnreadablePdfError } from './pdf-preview';

export interface ThumbnailJob {
  documentId: string;
}

export const thumbnailKey = (documentId: string) => `thumbnails/${documentId}.png`;

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The `thumbnails` job, queued after every upload: page 1 → PNG in object storage, the page count,
 * and the text of the first pages into extracted_text (the search column follows by itself).
 * A PDF that cannot be read marks the document's preview as failed (preview: null) — it never
 * undoes the upload. Storage trouble is thrown so the queue retries with backoff.
 */
@Injectable()
export class ThumbnailsProcessor implements OnModuleInit {
  private readonly logger = new Logger('Thumbnails');

  constructor(
    private readonly queue: QueueService,
    private readonly repository: DocumentsRepository,
    private readonly storage: StorageService,
  ) {}

  onModuleInit(): void {
    this.queue.register<ThumbnailJob>('thumbnails', {
      handle: (payload, job) => this.handle(payload, job),
      summarize: (payload) => `document ${payload.documentId}`,
      // Rendering is CPU work on this process's event loop: one at a time.
      concurrency: 1,
    });
  }

  async handle({ documentId }: ThumbnailJob, job: JobContext): Promise<void> {
    const file = await this.repository.findFile(documentId);
    if (!file) return; // deleted before its preview was made
    const source: PdfSource = {
      size: file.size,
      read: async (start, end) => readAll((await this.storage.get(file.objectKey, { start, end: end - 1 })).stream),
    };
    let preview;
    try {
      preview = await renderPdfPreview(source);
    } catch (error) {
      if (error instanceof UnreadablePdfError) {
        this.logger.warn(`Document ${documentId}: PDF could not be read (${error.message}); no preview`);
        await this.repository.markPreviewFailed(documentId, error.pageCount);
        return;
      }
      if (job.attempt >= JOB_ATTEMPTS) await this.repository.markPreviewFailed(documentId, null);
      throw error;
    }
    const key = thumbnailKey(documentId);
    await this.storage.put(key, Readable.from([preview.png]), { contentType: 'image/png', size: preview.png.length });
    const updated = await this.repository.markPreviewReady(documentId, {
      thumbnailKey: key,
      pageCount: preview.pageCount,
      extractedText: preview.text,
    });
    // Deleted while rendering: the thumbnail must not outlive its document.
    if (!updated) await this.storage.deleteQuietly(key);
  }
}
