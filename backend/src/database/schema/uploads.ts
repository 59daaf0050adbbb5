import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { documents } from './documents';
import { users } from './users';

export const UPLOAD_DRAFT_STATUSES = ['analysing', 'ready', 'failed'] as const;
export type UploadDraftStatus = (typeof UPLOAD_DRAFT_STATUSES)[number];
export const uploadDraftStatus = pgEnum('upload_draft_status', UPLOAD_DRAFT_STATUSES);

/**
 * A PDF uploaded for the smart upload (issue 26, uploads/): stored, analysed in the worker, seen
 * only by its owner, until it is published (the row goes, the object becomes the document's),
 * discarded, or it expires (24 h; uploads/draft-sweeper.ts removes the row and its object).
 * The object key is `documents/{id}.pdf`: published, the document takes the draft's id.
 */
export const uploadDrafts = pgTable(
  'upload_drafts',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    objectKey: text('object_key').notNull(),
    contentHash: text('content_hash').notNull(),
    status: uploadDraftStatus('status').notNull().default('analysing'),
    /** The answer's `analysis` ({ suggestion, duplicates, checks }) once ready. */
    analysis: jsonb('analysis'),
    failureReason: text('failure_reason'),
    /** Page-1 text MinHash signature (encodeSignature), kept for the document at publish. */
    textSignature: bytea('text_signature'),
    /** Page-1 dHash of a scan without readable text, kept for the document at publish. */
    pageHash: text('page_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
  },
  (t) => [
    index('upload_drafts_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('upload_drafts_expiry_idx').on(t.expiresAt),
  ],
);

/** A document's LSH band keys (uploads/analysis/signature.ts lshBands): the near-duplicate lookup's index. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    band: text('band').notNull(),
  },
  (t) => [
    primaryKey({ name: 'document_signatures_pk', columns: [t.documentId, t.band] }),
    index('document_signatures_band_idx').on(t.band),
  ],
);

export type UploadDraftRow = typeof uploadDrafts.$inferSelect;
