import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The dictionary of indexed words (migration 0016): each word (3–24 letters, lower case) of the
 * documents' search text and PDF text, with how many documents brought it. Kept by a trigger on
 * `documents`; read by FeedRepository.corrections (pg_trgm's GIN index on `word`, created by the
 * migration) to correct a misspelt query word. `word` is COLLATE "C" in the database.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  documents: integer('documents').notNull(),
});
