import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { subjects } from './catalogue';
import { documents } from './documents';

/**
 * A paper's questions (issue 29), as the text job found them (questions/segment-questions.ts):
 * replaced whenever the paper's text is read again, gone with the paper. Grouping across years is
 * computed from these rows per subject (questions/questions.service.ts).
 */
export const documentQuestions = pgTable(
  'document_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    /** Order within the paper, from 0. */
    position: integer('position').notNull(),
    /** `3`, `3(b)`, `4(ii)`. */
    number: text('number').notNull(),
    text: text('text').notNull(),
    marks: smallint('marks'),
    /** 1-based page the question starts on. */
    page: integer('page').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_questions_document_position_uq').on(t.documentId, t.position),
    index('document_questions_subject_idx').on(t.subjectId),
    // GET /api/questions (migration 0019).
    index('document_questions_search_idx').using('gin', sql`to_tsvector('english', ${t.text})`),
  ],
);
