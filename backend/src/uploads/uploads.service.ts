import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { storageUnavailable } from '../common/common.errors';
import { validationFailed } from '../common/validation.pipe';
import type { UploadDraftRow } from '../database/schema/uploads';
import { DocumentsService } from '../documents/documents.service';
import type { DocumentDto } from '../documents/dto/document.dto';
import { DocumentUploadService } from '../documents/upload/document-upload.service';
import { PdfUploadReceiver } from '../documents/upload/pdf-upload-receiver';
import { OutboxService } from '../queue/outbox.service';
import { PendingObjects, PendingObjectSweptError } from '../storage/pending-objects';
import { decodeSignature, lshBands } from './analysis/signature';
import type { AnalysisDto, UploadDraftDto } from './dto/upload-draft.dto';
import { NearDuplicates } from './near-duplicates';
import type { UploadAnalysisJob } from './upload-analysis.processor';
import { UploadsRepository } from './uploads.repository';
import { draftNotFound } from './uploads.errors';

/** The draft gone between the read and the publish's transaction (discarded or published at once). */
class DraftGoneError extends Error {}

export function toDraftDto(row: UploadDraftRow): UploadDraftDto {
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    size: row.size,
    analysis: row.status === 'ready' ? (row.analysis as AnalysisDto) : null,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The smart upload's drafts (issue 26): POST /api/uploads stores the PDF (the one-step route's
 * streaming and checks, PdfUploadReceiver) under `documents/{draft id}.pdf`, pending until the
 * draft's row names it, and queues its analysis with the row (outbox). Publishing writes the
 * document exactly as POST /api/papers does (DocumentUploadService.record) with the draft's id and
 * object, deleting the draft's row in the same transaction: the file is never copied.
 */
@Injectable()
export class UploadsService {
  constructor(
    private readonly receiver: PdfUploadReceiver,
    private readonly repository: UploadsRepository,
    private readonly pending: PendingObjects,
    private readonly outbox: OutboxService,
    private readonly documentUploads: DocumentUploadService,
    private readonly documents: DocumentsService,
    private readonly nearDuplicates: NearDuplicates,
  ) {}

  async create(ownerId: string, request: FastifyRequest): Promise<UploadDraftDto> {
    const id = randomUUID();
    const key = `documents/${id}.pdf`;
    const { file } = await this.receiver.receive(request, key, 'draft');
    if (!file) throw validationFailed([{ field: 'file', message: 'file is required (a PDF)' }]);
    const job: UploadAnalysisJob = { draftId: id };
    let row: UploadDraftRow;
    try {
      row = await this.repository.insert(
        {
          id,
          ownerId,
          fileName: (file.fileName || 'upload.pdf').slice(0, 255),
          size: file.size,
          objectKey: key,
          contentHash: file.sha256,
        },
        async (tx) => {
          await this.pending.settle(tx, key);
          await this.outbox.enqueueInTransaction(tx, 'upload-analysis', job, { id });
        },
      );
    } catch (error) {
      await this.pending.abandon(key);
      if (error instanceof PendingObjectSweptError) throw storageUnavailable();
      throw error;
    }
    this.outbox.kick();
    return toDraftDto(row);
  }

  async list(ownerId: string): Promise<UploadDraftDto[]> {
    return (await this.repository.listByOwner(ownerId)).map(toDraftDto);
  }

  async get(ownerId: string, id: string): Promise<UploadDraftDto> {
    const row = await this.repository.findOwned(id, ownerId);
    if (!row) throw draftNotFound();
    return toDraftDto(row);
  }

  async discard(ownerId: string, id: string): Promise<void> {
    const key = await this.repository.transaction(async (tx) => {
      const deleted = await this.repository.deleteOwned(tx, id, ownerId);
      // Unnamed from this commit on: pending again, so a kill before the delete leaves it to the sweep.
      if (deleted) await this.pending.release(tx, deleted);
      return deleted;
    });
    if (!key) throw draftNotFound();
    await this.pending.abandon(key);
  }

  /** The one-step route's validation, rules, answer, points and jobs, for the draft's stored file. */
  async publish(ownerId: string, id: string, body: Record<string, unknown>): Promise<DocumentDto> {
    const draft = await this.repository.findOwned(id, ownerId);
    if (!draft) throw draftNotFound();
    const type = body.type;
    if (type !== 'paper' && type !== 'note') {
      throw validationFailed([{ field: 'type', message: 'type must be one of paper, note' }]);
    }
    const fields = Object.fromEntries(
      Object.entries(body)
        .filter(([key, value]) => key !== 'type' && value !== undefined && value !== null)
        .map(([key, value]) => [key, typeof value === 'string' ? value : String(value)]),
    );
    const dto = await this.documentUploads.validateFields(type, fields, true);
    const signature = draft.textSignature ? decodeSignature(draft.textSignature) : null;
    const near = signature ? await this.nearDuplicates.find(signature) : [];
    try {
      await this.documentUploads.record(
        id,
        type,
        ownerId,
        dto,
        { key: draft.objectKey, sha256: draft.contentHash, size: draft.size },
        {
          claim: async (tx) => {
            if (!(await this.repository.deleteOwned(tx, id, ownerId))) throw new DraftGoneError();
          },
          possibleDuplicateOf: near[0]?.documentId ?? null,
          checks: (draft.analysis as AnalysisDto | null)?.checks ?? [],
          signature: {
            textSignature: draft.textSignature,
            pageHash: draft.pageHash,
            bands: signature ? lshBands(signature) : [],
          },
        },
      );
    } catch (error) {
      if (error instanceof DraftGoneError) throw draftNotFound();
      throw error;
    }
    return this.documents.detail(id);
  }
}
