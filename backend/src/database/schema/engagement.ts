import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { REPORT_REASONS, REPORT_STATUSES } from './enums';
import { documents } from './documents';
import { users } from './users';

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.documentId] }),
    index('bookmarks_user_recent_idx').on(t.userId, t.createdAt.desc()),
    // A paper's bookmarkers, told when an answer key arrives (issue 27: answer-keys job).
    index('bookmarks_document_idx').on(t.documentId),
  ],
);

export const feedback = pgTable('feedback', {
  id: id(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  feedback: text('feedback').notNull(),
  createdAt: createdAt(),
});

export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    note: text('note'),
    status: reportStatus('status').notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_user_uq')
      .on(t.documentId, t.userId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export type BookmarkRow = typeof bookmarks.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
