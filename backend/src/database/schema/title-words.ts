import { primaryKey, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents';

/**
 * The words of each document's title (migration 0023), as the 'simple' text search configuration
 * splits them, lower case: kept by triggers on `documents`. Read by SearchSuggestRepository, whose
 * "a word of a title starts with …" is a range of the primary key (`word` is COLLATE "C" in the
 * database) that stops after a few rows, however many titles share the word.
 */
export const documentTitleWords = pgTable(
  'document_title_words',
  {
    word: text('word').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.word, t.documentId] })],
);
