import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { fieldErrorsOf, validationFailed } from '../../common/validation.pipe';
import { CatalogueService, placementIds } from '../../catalogue/catalogue.service';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '../../database/catalogue-chain';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../database/pg-error';
import { OutboxService } from '../../queue/outbox.service';
import { documentJobId } from '../pipeline/document-jobs';
import { enqueueRequestFulfilment } from '../../requests/request-fulfilment.job';
import { enqueueAnswerKeyNotice } from '../../answer-keys/answer-key.job';
import { PendingObjects, PendingObjectSweptError } from '../../storage/pending-objects';
import { UsersService } from '../../users/users.service';
import { DocumentsRepository } from '../documents.repository';
import { DocumentsService } from '../documents.service';
import { CreateNoteDto, CreatePaperDto } from '../dto/create-document.dto';
import type { DocumentDto, DocumentType } from '../dto/document.dto';
import { PdfUploadReceiver, type StoredFile } from './pdf-upload-receiver';
import { UPLOAD_POINTS } from './points';
import type { ThumbnailJob } from '../pipeline/thumbnails.processor';
import { storageUnavailable } from '../../common/common.errors';
import { answersForInvalid, duplicateFile, invalidExamYear } from '../documents.errors';
import type { Transaction } from '../../database/database.types';
import { documentSignatures } from '../../database/schema';

/** What a body names the document's place by: each catalogue level (resolved to ids) and the year. */
const PLACEMENT = new Set<string>([...CATALOGUE_CHAIN.map((level) => level.key), 'year']);

/** The body's fields the row keeps as sent (title, description, a paper's examType, …): all but its placement. */
type OwnFields = Omit<CreatePaperDto, CatalogueLevelKey | 'year'> | Omit<CreateNoteDto, CatalogueLevelKey | 'year'>;

function ownFields(dto: CreatePaperDto | CreateNoteDto): OwnFields {
  return Object.fromEntries(Object.entries(dto).filter(([key]) => !PLACEMENT.has(key))) as OwnFields;
}

/** How a stored file becomes a document: who names its object, and what else the row records. */
export interface RecordOptions {
  /**
   * In the row's transaction: the object is no longer the upload's to lose (the one-step route
   * settles its pending row; a published draft deletes the draft's row).
   */
  claim: (tx: Transaction) => Promise<void>;
  /** A smart upload whose text matched this document's: recorded, and no points are given. */
  possibleDuplicateOf?: string | null;
  /** The smart upload's quality checks (shown to admins). */
  checks?: { code: string; pages: number[]; message: string }[];
  /** Page-1 signature (and its LSH bands) and scan hash, written with the row. */
  signature?: { textSignature: Buffer | null; pageHash: string | null; bands: string[] };
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
    private readonly receiver: PdfUploadReceiver,
    private readonly repository: DocumentsRepository,
    private readonly documents: DocumentsService,
    private readonly catalogue: CatalogueService,
    private readonly pending: PendingObjects,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
  ) {}

  async upload(type: DocumentType, ownerId: string, request: FastifyRequest): Promise<DocumentDto> {
    const id = randomUUID();
    const key = `documents/${id}.pdf`;
    const { fields, file } = await this.receiver.receive(request, key, type);
    try {
      const dto = await this.validateFields(type, fields, file !== undefined);
      if (!file) throw new Error('unreachable: validated without a file');
      await this.record(id, type, ownerId, dto, file, { claim: (tx) => this.pending.settle(tx, key) });
    } catch (error) {
      if (file) await this.pending.abandon(key);
      // The sweep took the object of an upload that outlasted its grace period: storage's loss, not the client's.
      if (error instanceof PendingObjectSweptError) throw storageUnavailable();
      throw error;
    }
    // Recorded: whatever fails from here on, the object is the document's and stays.
    return this.documents.detail(id);
  }

  /** The body's fields as the type's DTO (whitelisted), or the one-step route's 400s. */
  async validateFields(
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

  /**
   * Writes the document for a stored file: catalogue names resolved, an exact duplicate (by hash)
   * refused with 409, its thumbnail job in the outbox with the row, then the upload's points
   * (none for a possible duplicate). Shared by the one-step route and a smart upload's publish.
   */
  async record(
    id: string,
    type: DocumentType,
    ownerId: string,
    dto: CreatePaperDto | CreateNoteDto,
    file: Omit<StoredFile, 'fileName'>,
    options: RecordOptions,
  ): Promise<void> {
    const placement = await this.catalogue.resolvePlacement(dto);
    // Issue 27: an answer key names a paper of the same subject.
    if (dto.answersFor !== undefined)
      await this.documents.checkAnswersFor(dto.answersFor, placementIds(placement).subjectId);
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
          possibleDuplicateOf: options.possibleDuplicateOf ?? null,
          uploadChecks: options.checks ?? null,
          textSignature: options.signature?.textSignature ?? null,
          pageHash: options.signature?.pageHash ?? null,
        },
        // The thumbnail job is written with the row, so every stored document gets its preview
        // even when Redis is down right now (the relay queues it later).
        // The object is named from this commit on: no longer pending, in the same transaction.
        async (tx) => {
          await options.claim(tx);
          const bands = options.signature?.bands ?? [];
          if (bands.length > 0)
            await tx.insert(documentSignatures).values(bands.map((band) => ({ documentId: id, band })));
          await this.outbox.enqueueInTransaction(tx, 'thumbnails', job, { id: documentJobId('thumbnails', id) });
          // Issue 27: open requests this document answers are fulfilled by a job written with it.
          await enqueueRequestFulfilment(this.outbox, tx, id);
          // Issue 27: the bookmarkers of the paper this key answers are told by a job written with it.
          if (dto.answersFor !== undefined) await enqueueAnswerKeyNotice(this.outbox, tx, id);
        },
      );
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw await duplicate();
      // The paper it answers was deleted between the check and the insert.
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION && dto.answersFor !== undefined) throw answersForInvalid();
      throw error;
    }
    this.outbox.kick();
    this.catalogue.documentsChanged();

    // The upload has succeeded from here on: side effects are logged, never undone.
    // A possible duplicate (a rescan of a document already here) is kept, but earns nothing.
    if (options.possibleDuplicateOf) return;
    await this.users.awardPoints(ownerId, UPLOAD_POINTS).catch((error: unknown) => {
      this.logger.error(
        `Could not award upload points to ${ownerId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}
