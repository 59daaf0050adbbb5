import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Objects that may be in storage without a row naming them (storage/pending-objects.ts): a row is
 * written, and committed, before an upload's PUT starts, and deleted in the transaction that writes
 * the row naming the object (a document, a user's avatar) — or written in the transaction that
 * stops naming one (a replaced avatar). A process killed in between leaves the row, so the object
 * is never unaccounted for: the sweep deletes the object of a row older than its grace period, then
 * the row. A row whose object never arrived (killed before the PUT) is swept the same way.
 */
export const pendingObjects = pgTable(
  'pending_objects',
  {
    key: text('key').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_objects_created_idx').on(t.createdAt)],
);
