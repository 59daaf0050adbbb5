import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../../storage/range';
import { StorageService } from '../../storage/storage.service';
import { ObjectNotFoundError } from '../../storage/storage.types';
import { DocumentsRepository } from '../documents.repository';
import { documentNotFound, fileMissing, previewNotReady, rangeNotSatisfiable } from '../documents.errors';
import { storageUnavailable } from '../../common/common.errors';

export type FileVariant = 'inline' | 'attachment' | 'thumbnail';

/** `Content-Disposition` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', title: string): string {
  const base =
    title
      .replace(/[\r\n"\\/]+/g, ' ')
      .trim()
      .slice(0, 150) || 'document';
  const ascii = base.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(`${base}.pdf`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}.pdf"; filename*=UTF-8''${encoded}`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Streams a document's PDF (inline for the viewer, as an attachment for downloads) or its
 * thumbnail: HTTP Range → 206, ETag/If-None-Match → 304. Opening the viewer counts a view and a
 * download counts a download — once per opening, not once per range chunk.
 */
@Injectable()
export class DocumentFilesService {
  private readonly logger = new Logger('DocumentFiles');

  constructor(
    private readonly repository: DocumentsRepository,
    private readonly storage: StorageService,
  ) {}

  async send(id: string, variant: FileVariant, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const file = await this.repository.findFile(id);
    if (!file) throw documentNotFound();
    const isGet = request.method === 'GET';

    if (variant === 'thumbnail') {
      if (!file.thumbnailKey) throw previewNotReady();
      const etag = `"t-${file.contentHash.slice(0, 32)}"`;
      void reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
      if (etagMatches(request.headers['if-none-match'], etag)) {
        await reply.code(HttpStatus.NOT_MODIFIED).send();
        return;
      }
      const object = await this.fromStorage(file.thumbnailKey, (key) => this.storage.get(key));
      await reply
        .code(HttpStatus.OK)
        .header('content-type', 'image/png')
        .header('content-length', object.size)
        .send(object.stream);
      return;
    }

    // The bytes of a document never change (its id is tied to its content hash).
    const etag = `"${file.contentHash}"`;
    void reply
      .header('etag', etag)
      .header('accept-ranges', 'bytes')
      // Revalidate every time: cheap (304) and lets views and downloads be counted.
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('last-modified', file.updatedAt.toUTCString())
      .header('content-disposition', contentDisposition(variant, file.title));

    let range = parseRange(request.headers.range, file.size);
    const ifRange = request.headers['if-range'];
    if (ifRange !== undefined && ifRange !== etag) range = undefined;
    const firstOpening = range === undefined || (range !== 'unsatisfiable' && range.start === 0);
    if (isGet && firstOpening) await this.repository.increment(id, variant === 'attachment' ? 'downloads' : 'views');

    if (etagMatches(request.headers['if-none-match'], etag)) {
      await reply.code(HttpStatus.NOT_MODIFIED).send();
      return;
    }
    if (range === 'unsatisfiable') {
      void reply.header('content-range', `bytes */${file.size}`);
      throw rangeNotSatisfiable();
    }
    // The row has the size, type and ETag: the bytes alone (no stat request to S3, no sidecar
    // read on local disk; the viewer's Range reads are the most frequent file request).
    const bytes = await this.fromStorage(file.objectKey, (key) => this.storage.read(key, range));
    void reply.header('content-type', 'application/pdf');
    if (range) {
      await reply
        .code(HttpStatus.PARTIAL_CONTENT)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(bytes);
      return;
    }
    await reply.code(HttpStatus.OK).header('content-length', file.size).send(bytes);
  }

  /** A read from storage, its failures as the API's errors. */
  private async fromStorage<T>(key: string, read: (key: string) => Promise<T>): Promise<T> {
    try {
      return await read(key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) {
        this.logger.error(`Object ${key} is missing from storage`);
        throw fileMissing();
      }
      this.logger.error(`Storage read of ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw storageUnavailable();
    }
  }
}
