import { date, doublePrecision, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * OCR seconds used per user and UTC day (documents/pipeline/ocr-budget.ts): the text job of a document
 * recognises only while its owner has seconds left today, so one account's uploads cannot keep
 * the OCR workers busy for the rest of the users. Rows of past days are no longer read; they are
 * deleted with the user.
 */
export const ocrUsage = pgTable(
  'ocr_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: doublePrecision('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
