/**
 * The one text-search configuration: the documents' generated `search` vector and every query
 * against it (to_tsquery, ts_rank) name it through this constant, so the two can never disagree.
 *
 * `papershelf_search` is created by migration 0001: a copy of `english` whose words go through an
 * English Snowball stemmer *without* a stop-word list. Stemming lets "papers" find "Paper" and
 * "study" find "Studies"; keeping stop words means every word a student types is in the index, so
 * "the" (on the way to "theory") or "Introduction to" never empties a search. Course codes, numbers
 * and e-mail-like tokens keep `english`'s `simple` mapping (no stemming).
 */
import { sql, type SQL } from 'drizzle-orm';

export const SEARCH_CONFIG = 'papershelf_search';

/** The configuration as a SQL literal (never a bound parameter: a generated column must inline it). */
export const searchConfig = (): SQL => sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

/**
 * What the vector indexes: course codes written joined or hyphenated ("CS101", "MA-201") are
 * indexed both joined and split ("ma201", "ma", "201"), so "MA201", "ma-201" and "ma 201" all
 * find them. ASCII classes keep the result the same on every server locale.
 */
export const searchVectorSource = (text: SQL): SQL =>
  sql`regexp_replace(${text}, '\\m([A-Za-z]+)-?([0-9]+)\\M', '\\1\\2 \\1 \\2', 'g')`;
