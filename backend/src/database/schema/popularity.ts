import { doublePrecision, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents';

/**
 * The popular order's key (sort=popular, migration 0016): one row per document, kept by triggers
 * on `documents` (an upload adds the row, views and downloads add to it) and `bookmarks`.
 * `popularity` is ln Σ weight · e^((event time - 2026-01-01) / 7 days) over the document's views
 * (weight 1), downloads (3) and bookmarks (5), -1e9 without any: ordering by it is ordering by
 * the 7-day-decayed activity at any moment, and it never needs recomputing as time passes.
 * `created_at` is the document's, the order's tie-break (document_popularity_feed_idx:
 * popularity, created_at, document_id, all descending).
 *
 * The counters shown on a document (`views`, `downloads`) live here too (migration 0024): a view
 * bumps this narrow row, where in `documents` it rewrote a wide row and every one of its indexes.
 */
export const documentPopularity = pgTable('document_popularity', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  popularity: doublePrecision('popularity').notNull().default(-1e9),
  views: integer('views').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
});

/** A document without a view, download or bookmark yet. */
export const NO_POPULARITY = -1e9;
