import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchConfig, searchVectorSource } from '../text-search';
import { branches, colleges, courses, subjects } from './catalogue';
import { bytea, createdAt, id, tsvector, updatedAt } from './columns';
import { DOCUMENT_TYPES, EXAM_TYPES, PREVIEW_STATUSES, TEXT_SOURCES } from './enums';
import { users } from './users';

export const documentType = pgEnum('document_type', DOCUMENT_TYPES);
export const examType = pgEnum('exam_type', EXAM_TYPES);
export const previewStatus = pgEnum('preview_status', PREVIEW_STATUSES);
export const textSource = pgEnum('text_source', TEXT_SOURCES);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    type: documentType('type').notNull(),
    /** Present exactly when type = paper (spec §3: its presence marks a Paper). */
    examType: examType('exam_type'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    year: integer('year').notNull(),
    /**
     * The calendar year or academic session printed on the paper (`2023`, `2023-24`; issue 26),
     * null when not given. Its rule is documents/dto/exam-year.ts; the check repeats its shape.
     */
    examYear: text('exam_year'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    objectKey: text('object_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    previewStatus: previewStatus('preview_status').notNull().default('pending'),
    contentHash: text('content_hash').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    pageCount: integer('page_count'),
    /** Text extracted from the PDF's first pages by the thumbnails job. */
    extractedText: text('extracted_text'),
    /** Null until the text job has run. */
    textSource: textSource('text_source'),
    /**
     * Attempts of the thumbnail job, and of the text (OCR) job, started on this document: counted
     * when an attempt starts, so a process that dies during one counts too. The reconciler
     * (document-reconciler.ts) hands unfinished documents to the queue again with backoff on these
     * and gives up after DOCUMENT_MAX_ATTEMPTS.
     */
    previewAttempts: integer('preview_attempts').notNull().default(0),
    textAttempts: integer('text_attempts').notNull().default(0),
    /** When an attempt last started or the reconciler last handed the document's job over. */
    jobTouchedAt: timestamp('job_touched_at', { withTimezone: true, mode: 'date' }),
    /** Why the last attempt failed (shown to admins; the preview is `failed` once out of attempts). */
    failureReason: text('failure_reason'),
    /** Title, description and catalogue names, kept beside the PDF text for search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Indexed with SEARCH_CONFIG, the configuration every search query uses too. STORAGE MAIN
     * (migration 0006, not expressible in Drizzle), like extracted_text: kept in the row where it
     * fits, because a search's walk reads it for every row it checks.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        // strip(): lexemes without positions, a third smaller (more rows stay in the heap, out of
        // TOAST): nothing ranks by position any more, and snippets come from the text itself.
        sql`strip(to_tsvector(${searchConfig()}, ${searchVectorSource(sql`coalesce(search_text, '') || ' ' || coalesce(extracted_text, '')`)}))`,
      ),
    /**
     * The words a document is *ranked* by: the same text as `search` without the PDF's text. A
     * search lists documents whose title, description or catalogue names match before those
     * that match only inside the PDF (see FeedRepository.feed); small, so never TOASTed.
     */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(${searchConfig()}, ${searchVectorSource(sql`coalesce(search_text, '')`)})`),
    /** Page-1 text MinHash signature (uploads/analysis/signature.ts); its bands are in document_signatures. */
    textSignature: bytea('text_signature'),
    /** Page-1 dHash of a scan without readable text (a weak hint, compared only between such scans). */
    pageHash: text('page_hash'),
    /** Published from a smart upload whose text matched this document's (≥ 0.85): shown to admins; no points. */
    possibleDuplicateOf: uuid('possible_duplicate_of').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
    /**
     * The quality checks of the smart upload it was published from (issue 26: `[{ code, pages,
     * message }]`, as the draft's analysis had them), shown to admins; null for the one-step route.
     */
    uploadChecks: jsonb('upload_checks').$type<{ code: string; pages: number[]; message: string }[]>(),
    /**
     * This document is an answer key or solution for that paper (issue 27), null when not. The
     * paper's deletion leaves the key standing, unlinked. Checked by the documents module (a paper
     * of the same subject, never itself); its bookmarkers are told by the answer-keys job.
     */
    answersFor: uuid('answers_for').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
    // views and downloads: document_popularity's (migration 0024), not the row's.
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('documents_content_hash_uq').on(t.contentHash),
    index('documents_feed_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    // Migration 0006 adds INCLUDE (search_head), which Drizzle cannot declare: a search's tier-1
    // walk then reads the head vectors from the index alone (FeedRepository.searchStatement).
    index('documents_all_feed_idx').on(t.createdAt.desc(), t.id.desc()),
    index('documents_subject_idx').on(t.subjectId, t.type, t.createdAt.desc(), t.id.desc()),
    index('documents_college_idx').on(t.collegeId, t.createdAt.desc()),
    index('documents_course_idx').on(t.courseId, t.createdAt.desc()),
    index('documents_branch_idx').on(t.branchId, t.createdAt.desc()),
    // The browse wizard's counts (papers and notes per college, per course of a college, per branch
    // of a course: CatalogueRepository.documentCounts) from the index alone, never the wide rows:
    // at 100 000 documents the college step's scan costs ≈ a fifth of a sequential scan.
    index('documents_college_course_type_idx').on(t.collegeId, t.courseId, t.type),
    index('documents_course_branch_type_idx').on(t.courseId, t.branchId, t.type),
    // The feed's exam-year sort (newest exam year first, none last, then newest) and its filter
    // (`coalesce(exam_year, '') = $1` walks the same index in feed order): FeedRepository.
    index('documents_exam_year_feed_idx').on(
      sql`coalesce(${t.examYear}, '') desc nulls last`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A paper's answer keys (GET /api/documents/{id}/answers, answerCount): few rows have one.
    index('documents_answers_for_idx')
      .on(t.answersFor)
      .where(sql`${t.answersFor} is not null`),
    index('documents_page_hash_idx')
      .on(t.pageHash)
      .where(sql`${t.pageHash} is not null`),
    index('documents_owner_idx').on(t.ownerId, t.type, t.createdAt.desc()),
    // The reconciler's scan: documents whose thumbnail or text job has not finished (both leave
    // text_source null until they have), a handful among all.
    index('documents_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.textSource} is null`),
    // fastupdate off: with it, new rows wait in a pending list (up to 4 MB) that every search scans
    // in full until a vacuum merges it (measured: 7–21 ms per query instead of 0.05 ms). Uploads
    // are rare next to searches, so each insert pays for its index entries at once.
    index('documents_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('documents_search_head_idx').using('gin', t.searchHead).with({ fastupdate: false }),
    check(
      'documents_exam_type_matches_type',
      sql`(${t.type} = 'paper' and ${t.examType} is not null) or (${t.type} = 'note' and ${t.examType} is null)`,
    ),
    check('documents_exam_year_shape', sql`${t.examYear} ~ '^(19|20)[0-9]{2}(-[0-9]{2})?$'`),
    check('documents_year_range', sql`${t.year} between 1 and 10`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
