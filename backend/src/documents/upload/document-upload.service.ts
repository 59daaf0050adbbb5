import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { fieldErrorsOf, validationFailed } from '../../common/validation.pipe';
import { CatalogueService, placementIds } from '../../catalogue/catalogue.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '../../database/catalogue-chain';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../database/pg-error';
import { OutboxService } from '../../queue/outbox.service';
import { documentJobId } from '../pipeline/document-jobs';
import { enqueueRequestFulfilment } from '../../requests/request-fulfilment.job';
import { PendingObjects, PendingObjectSweptError } from '../../storage/pending-objects';
import { StorageService } from '../../storage/storage.service';
import { UsersService } from '../../users/users.service';
import { DocumentsRepository } from '../documents.repository';
import { DocumentsService } from '../documents.service';
import { CreateNoteDto, CreatePaperDto } from '../dto/create-document.dto';
import type { DocumentDto, DocumentType } from '../dto/document.dto';
import { EmptyFileError, NotPdfError, PdfInspector, UploadTooLargeError } from './pdf-inspector';
import { UPLOAD_POINTS } from './points';
import type { ThumbnailJob } from '../pipeline/thumbnails.processor';
import { malformedMultipart, storageUnavailable } from '../../common/common.errors';
import { duplicateFile, emptyFile, invalidExamYear, multipartRequired, notPdf, tooLarge } from '../documents.errors';

/** Extra file parts are drained and ignored (spec §5: only the first file is kept). */
const MAX_FILE_PARTS = 5;

/** What a body names the document's place by: each catalogue level (resolved to ids) and the year. */
const PLACEMENT = new Set<string>([...CATALOGUE_CHAIN.map((level) => level.key), 'year']);

/** The body's fields the row keeps as sent (title, description, a paper's examType, …): all but its placement. */
type OwnFields = Omit<CreatePaperDto, CatalogueLevelKey | 'year'> | Omit<CreateNoteDto, CatalogueLevelKey | 'year'>;

function ownFields(dto: CreatePaperDto | CreateNoteDto): OwnFields {
  return Object.fromEntries(Object.entries(dto).filter(([key]) => !PLACEMENT.has(key))) as OwnFields;
}

interface StoredFile {
  key: string;
  sha256: string;
  size: number;
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
 * POST /api/papers and /api/notes: the multipart body is read part by part. The file is streamed
 * to object storage while it is hashed, measured and checked for `%PDF-`; fields may come before
 * or after it. Only when the fields, the catalogue names and the hash (duplicates) check out is
 * the row written. Whatever fails, the object is removed: no orphan rows, no orphan objects.
 *
 * The object key is final from the start (`documents/{new id}.pdf`, storage has no rename); it
 * stays unreferenced — temporary — until the row that names it commits. The database knows of it
 * all the while (storage/pending-objects.ts): its pending row is committed before the PUT and
 * deleted in the row's own transaction, so an object whose process is killed in between (which
 * sees no failure to clean up after) is deleted by the sweep, not left behind.
 */
@Injectable()
export class DocumentUploadService {
  private readonly logger = new Logger('Upload');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: DocumentsRepository,
    private readonly documents: DocumentsService,
    private readonly catalogue: CatalogueService,
    private readonly storage: StorageService,
    private readonly pending: PendingObjects,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
  ) {}

  async upload(type: DocumentType, ownerId: string, request: FastifyRequest): Promise<DocumentDto> {
    if (!request.isMultipart()) {
      throw multipartRequired();
    }
    const id = randomUUID();
    const key = `documents/${id}.pdf`;
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
          stored = await this.storeFile(part, key, type);
        } catch (error) {
          // Keep reading the rest of the body (and ignore it) so the answer is not an aborted connection.
          failure = error;
        }
      }
    } catch (error) {
      // Only the parser and the request stream throw here (storing is caught inside the loop).
      failure ??= clientStatus(error) === undefined ? new MalformedBodyError(error) : error;
    }

    try {
      if (failure !== undefined) throw this.mapStreamFailure(failure);
      const dto = await this.validateFields(type, fields, stored !== undefined);
      if (!stored) throw new Error('unreachable: validated without a file');
      await this.record(id, type, ownerId, dto, stored);
    } catch (error) {
      if (begun) await this.pending.abandon(key);
      // The sweep took the object of an upload that outlasted its grace period: storage's loss, not the client's.
      if (error instanceof PendingObjectSweptError) throw storageUnavailable();
      throw error;
    }
    // Recorded: whatever fails from here on, the object is the document's and stays.
    return this.documents.detail(id);
  }

  private async storeFile(part: MultipartFile, key: string, type: DocumentType): Promise<StoredFile> {
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
    this.logger.debug(`Stored ${type} upload ${key} (${inspector.bytes} bytes)`);
    return { key, sha256: inspector.digest(), size: inspector.bytes };
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

  private async validateFields(
    type: DocumentType,
    fields: Record<string, string>,
    hasFile: boolean,
  ): Promise<CreatePaperDto | CreateNoteDto> {
    // The DTO says which fields there are: whitelist drops every other part's value.
    const dto = plainToInstance(type === 'paper' ? CreatePaperDto : CreateNoteDto, fields);
    const errors = fieldErrorsOf(await validate(dto, { whitelist: true }));
    if (!hasFile) errors.unshift({ field: 'file', message: 'file is required (a PDF)' });
    // The exam year alone wrong has a code of its own (the form shows its message at the field).
    const [first] = errors;
    if (errors.length === 1 && first?.field === 'examYear') throw invalidExamYear(first.message);
    if (errors.length > 0) throw validationFailed(errors);
    return dto;
  }

  private async record(
    id: string,
    type: DocumentType,
    ownerId: string,
    dto: CreatePaperDto | CreateNoteDto,
    file: StoredFile,
  ): Promise<void> {
    const placement = await this.catalogue.resolvePlacement(dto);
    const duplicate = async () => duplicateFile(await this.repository.findByHash(file.sha256));
    if (await this.repository.findByHash(file.sha256)) throw await duplicate();

    const job: ThumbnailJob = { documentId: id };
    try {
      await this.repository.insert(
        {
          id,
          type,
          examType: null, // a note's; a paper's is among its own fields
          ...ownFields(dto),
          year: placement.year,
          ownerId,
          ...placementIds(placement),
          objectKey: file.key,
          contentHash: file.sha256,
          size: file.size,
        },
        // The thumbnail job is written with the row, so every stored document gets its preview
        // even when Redis is down right now (the relay queues it later).
        // The object is named from this commit on: no longer pending, in the same transaction.
        async (tx) => {
          await this.pending.settle(tx, file.key);
          await this.outbox.enqueueInTransaction(tx, 'thumbnails', job, { id: documentJobId('thumbnails', id) });
          // Issue 27: open requests this document answers are fulfilled by a job written with it.
          await enqueueRequestFulfilment(this.outbox, tx, id);
        },
      );
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw await duplicate();
      throw error;
    }
    this.outbox.kick();

    // The upload has succeeded from here on: side effects are logged, never undone.
    await this.users.awardPoints(ownerId, UPLOAD_POINTS).catch((error: unknown) => {
      this.logger.error(
        `Could not award upload points to ${ownerId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}
