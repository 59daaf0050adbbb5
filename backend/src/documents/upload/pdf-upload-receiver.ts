import { Inject, Injectable, Logger } from '@nestjs/common';
import { finished } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { malformedMultipart, storageUnavailable } from '../../common/common.errors';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PendingObjects } from '../../storage/pending-objects';
import { StorageService } from '../../storage/storage.service';
import { emptyFile, multipartRequired, notPdf, tooLarge } from '../documents.errors';
import { EmptyFileError, NotPdfError, PdfInspector, UploadTooLargeError } from './pdf-inspector';

/** Extra file parts are drained and ignored (spec §5: only the first file is kept). */
const MAX_FILE_PARTS = 5;

export interface StoredFile {
  key: string;
  sha256: string;
  size: number;
  /** The file part's own name, as the client sent it. */
  fileName: string;
}

/** What a multipart upload brought: its text fields (first value of each) and the stored file, if any. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  /** Stored under the key asked for and still pending (storage/pending-objects.ts): settle or abandon it. */
  file?: StoredFile;
}

/**
 * An error of the multipart body itself (busboy: no boundary, bad part headers, unexpected end;
 * or the request stream breaking): the client's doing, never storage's.
 */
class MalformedBodyError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/** The database could not record the object as pending (PendingObjects.begin): nothing was stored. */
class NotRecordedError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/** Errors the multipart layer already answers with their own 4xx (limits, prototype keys, premature close). */
function clientStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads an upload's multipart body part by part (POST /api/papers, /api/notes and /api/uploads):
 * the first file part is streamed to object storage under the key asked for while it is hashed,
 * measured and checked for `%PDF-` (PdfInspector); fields may come before or after it, further
 * file parts are drained and ignored. The object is pending (storage/pending-objects.ts) from
 * before its PUT: the caller settles it in the transaction of the row that names it, or abandons
 * it. Whatever fails while reading, the object is removed here and the failure answered with its
 * stable code (415 not a PDF, 413 too large, 400 empty or malformed, 503 storage).
 */
@Injectable()
export class PdfUploadReceiver {
  private readonly logger = new Logger('Upload');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly pending: PendingObjects,
  ) {}

  async receive(request: FastifyRequest, key: string, label: string): Promise<ReceivedUpload> {
    if (!request.isMultipart()) {
      throw multipartRequired();
    }
    const fields: Record<string, string> = {};
    let stored: StoredFile | undefined;
    let failure: unknown;
    let sawFile = false;
    let begun = false;

    try {
      for await (const part of request.parts({ limits: { files: MAX_FILE_PARTS } })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
          continue;
        }
        if (sawFile || failure !== undefined) {
          part.file.resume();
          continue;
        }
        sawFile = true;
        try {
          try {
            await this.pending.begin(key);
          } catch (error) {
            throw new NotRecordedError(error);
          }
          begun = true;
          stored = await this.storeFile(part, key, label);
        } catch (error) {
          // Keep reading the rest of the body (and ignore it) so the answer is not an aborted connection.
          failure = error;
        }
      }
    } catch (error) {
      // Only the parser and the request stream throw here (storing is caught inside the loop).
      failure ??= clientStatus(error) === undefined ? new MalformedBodyError(error) : error;
    }

    if (failure !== undefined) {
      if (begun) await this.pending.abandon(key);
      throw this.mapStreamFailure(failure);
    }
    return { fields, ...(stored ? { file: stored } : {}) };
  }

  private async storeFile(part: MultipartFile, key: string, label: string): Promise<StoredFile> {
    const inspector = new PdfInspector(this.config.uploadMaxBytes);
    const source = part.file;
    source.on('limit', () => inspector.fail(new UploadTooLargeError(this.config.uploadMaxBytes)));
    // The file part's stream only breaks when the body does (busboy destroys it with its error),
    // possibly before this point: the parser may have read the whole body while earlier parts
    // were being handled. finished() also reports a stream that has already failed, where an
    // 'error' listener added now would never fire and the upload would wait forever.
    finished(source, { writable: false }, (error) => {
      if (error) inspector.fail(clientStatus(error) === undefined ? new MalformedBodyError(error) : error);
    });
    // Storage may subscribe only after an await of its own (S3 spools to a temp file first): catch
    // a failure that happens before it does, instead of letting it go unheard.
    const failed = new Promise<never>((_resolve, reject) => inspector.on('error', reject));
    failed.catch(() => undefined);
    source.pipe(inspector);
    const put = this.storage.put(key, inspector, { contentType: 'application/pdf' });
    try {
      await Promise.race([put, failed]);
    } catch (error) {
      // The inspector (or storage) stopped early: drain what the client still sends.
      source.unpipe(inspector);
      source.resume();
      inspector.destroy();
      // Let the storage write settle (drivers remove their partial object) before our own clean-up.
      await Promise.race([put.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      throw inspector.failure ?? error;
    }
    if (source.truncated) throw new UploadTooLargeError(this.config.uploadMaxBytes);
    this.logger.debug(`Stored ${label} upload ${key} (${inspector.bytes} bytes)`);
    return { key, sha256: inspector.digest(), size: inspector.bytes, fileName: part.filename ?? '' };
  }

  private mapStreamFailure(error: unknown): unknown {
    if (error instanceof NotPdfError) return notPdf();
    if (error instanceof EmptyFileError) return emptyFile();
    if (error instanceof UploadTooLargeError || isFileTooLarge(error)) return tooLarge(this.config.uploadMaxBytes);
    if (error instanceof AppException) return error;
    // The database's own error: the exception filter answers it (503 when the database is down).
    if (error instanceof NotRecordedError) return error.reason;
    if (error instanceof MalformedBodyError) {
      this.logger.debug(`Malformed multipart upload: ${error.message}`);
      return malformedMultipart();
    }
    // Multipart limits and the like carry their own 4xx status.
    if (clientStatus(error) !== undefined) return error;
    this.logger.error(
      `Upload failed while storing the file: ${error instanceof Error ? error.message : String(error)}`,
    );
    return storageUnavailable();
  }
}
