import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql, SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../common/id-param';
import { BASE_FILTERS, type ListFilters } from '../../common/react-admin/list-params';
import { DATABASE, Database } from '../../database/database.types';
import { limitLiteral, mapRowsWith, PreparedRows, PreparedStatements } from '../../database/prepared-statements';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '../../database/catalogue-chain';
import { searchConfig } from '../../database/text-search';
import { colleges, documentPopularity, documents, searchWords, subjects, users } from '../../database/schema';
import { type DocumentListRow, EXTRA_AT, listRow, listSelect, NEWEST_FIRST } from '../document-list.columns';
import type { DocumentType, ExamType } from '../dto/document.dto';
import type { FeedSort } from '../dto/feed-query.dto';
import type { FeedCursor, SearchTier } from './feed-cursor';
import {
  correctableWords,
  searchSnippetPattern,
  searchTsquery,
  snippetHitFinder,
  toSearchTerms,
  type SearchWord,
} from './search-query';
import {
  searchPrefixes,
  SNIPPET_LEAD,
  SNIPPET_SCAN,
  SNIPPET_WHOLE_BYTES,
  SNIPPET_WINDOW,
  snippetMatcher,
  snippetPassage,
  snippetSourceWindow,
} from './search-snippet';
import { setNewest } from '../../common/bounded-map';

export interface FeedFilters {
  type?: DocumentType;
  /**
   * Catalogue rows by id, per level (CatalogueService.filterIds turns names into ids): a level
   * left out filters nothing, an empty list matches nothing.
   */
  catalogue?: Partial<Record<CatalogueLevelKey, string[]>>;
  year?: number;
  examType?: ExamType;
  /** Exact exam year (`2023` matches neither `2023-24` nor documents without one). */
  examYear?: string;
  ownerId?: string;
}

export interface FeedOptions {
  filters: FeedFilters;
  /** Search terms from toSearchTerms: when present, the page is a search (searchPage). */
  search?: SearchWord[];
  cursor?: FeedCursor;
  /** The feed's order (newest by default); a search has its own. */
  sort?: FeedSort;
  limit: number;
}

/** A page of the feed or a search: its rows (limit + 1 at most), and for a search that matched nothing as typed, the corrected query. */
export interface FeedPage {
  rows: DocumentListRow[];
  /** The query with its misspelt words corrected, when the words as typed matched nothing; else null. */
  didYouMean: string | null;
}

/**
 * A search's row (searchStatement): listColumns, then the tier and what the snippet is made from
 * (snippetColumn: `page:window`, the page empty when not known, or `=text` for a short text sent
 * whole); withSnippets reads it.
 */
type SearchRow = DocumentListRow & { tier: SearchTier; snippetSource: string | null };

function searchRow(r: unknown[]): SearchRow {
  const row = listRow(r) as SearchRow;
  row.tier = r[EXTRA_AT] as SearchTier;
  row.snippetSource = r[EXTRA_AT + 1] as string | null;
  return row;
}

/** The columns the admin console's document list may sort by. */
export const ADMIN_DOCUMENT_SORT = [
  '_id',
  'title',
  'type',
  'year',
  'examYear',
  'views',
  'downloads',
  'createdAt',
  'college',
  'subject',
  'owner',
] as const;
export const ADMIN_DOCUMENT_FILTER = {
  ...BASE_FILTERS,
  type: 'text',
  // Each catalogue level by name (or id), root first.
  ...(Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, 'text'])) as Record<CatalogueLevelKey, 'text'>),
  year: 'year',
} as const satisfies ListFilters;
export type AdminDocumentSortField = (typeof ADMIN_DOCUMENT_SORT)[number];

const adminSortColumns: Record<AdminDocumentSortField, AnyPgColumn> = {
  _id: documents.id,
  title: documents.title,
  type: documents.type,
  year: documents.year,
  examYear: documents.examYear,
  views: documentPopularity.views,
  downloads: documentPopularity.downloads,
  createdAt: documents.createdAt,
  college: colleges.collegeName,
  subject: subjects.name,
  owner: users.username,
};

export interface AdminPageOptions {
  filters: FeedFilters;
  search?: SearchWord[];
  /** Only these ids (react-admin's getMany); an empty list matches nothing. */
  ids?: string[];
  sort: { field: AdminDocumentSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * The tsquery of a search (searchTsquery's text, one bound parameter): every word must match, by
 * its stemmed forms or as typed.
 *
 * It is a scalar subquery, which PostgreSQL evaluates once per execution and plans without looking
 * at the words. Given the words, it would plan each search anew (their statistics change the
 * estimate, so the generic plan never looked as cheap), ≈ 0.2–0.4 ms a time for a walk whose plan
 * is fixed by its shape anyway; as a subquery the statements settle on one plan per connection.
 */
const SEARCH_QUERY = sql`(select ${sql.placeholder('query')}::tsquery)`;

/** The query as typed, which a corrected search's rows must not match (they were listed above it). */
const EXCLUDED_QUERY = sql`(select ${sql.placeholder('exclude')}::tsquery)`;

/** Stemmed forms kept per process (STEMS_KEPT); past it the oldest goes. */
const STEMS_KEPT = 10_000;

/** Keyset: rows after the cursor in feed order. */
const AFTER_CURSOR = sql`(${documents.createdAt}, ${documents.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/**
 * The exam-year sort's key: the exam year, '' for none, so documents without one come last in a
 * descending order and the key is never null (a row comparison with a null decides nothing).
 * documents_exam_year_feed_idx is on this expression; the exam-year filter compares it too.
 */
const EXAM_YEAR_KEY = sql<string>`coalesce(${documents.examYear}, '')`;

/** The exam-year sort: newest exam year first (`2023-24` after `2023`), none last, then newest upload. */
const EXAM_YEAR_FIRST = [sql`${EXAM_YEAR_KEY} desc nulls last`, ...NEWEST_FIRST];

/** Keyset for the exam-year sort: rows after the cursor in that order. */
const AFTER_EXAM_YEAR_CURSOR = sql`(${EXAM_YEAR_KEY}, ${documents.createdAt}, ${documents.id}) < (${sql.placeholder('afterExamYear')}::text, ${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/**
 * The popular sort's key of a document (document_popularity, migration 0016), from the row
 * listSelect joins in for the counters: read once, not again by a subquery.
 */
const POPULARITY = sql<number>`${documentPopularity.popularity}`;

/**
 * The popular sort: most popular first, then newest upload, on document_popularity alone
 * (document_popularity_feed_idx, in its order: plain `desc`, as the migration wrote it).
 */
const POPULAR_FIRST = [
  sql`${documentPopularity.popularity} desc`,
  sql`${documentPopularity.createdAt} desc`,
  sql`${documentPopularity.documentId} desc`,
];

/** Keyset for the popular sort: rows after the cursor in that order. */
const AFTER_POPULAR_CURSOR = sql`(${documentPopularity.popularity}, ${documentPopularity.createdAt}, ${documentPopularity.documentId}) < (${sql.placeholder('afterPopularity')}::float8, ${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/** A row of the popular feed: listColumns, then its popularity. */
function popularRow(r: unknown[]): DocumentListRow {
  const row = listRow(r);
  row.popularity = Number(r[EXTRA_AT]);
  return row;
}

/**
 * A search's rows with their snippets (the passage around the hit, its words marked) and the page
 * it is on: the statement's own row objects, completed in place (a copy per row cost ≈ 3 µs, measured).
 * A short text came whole (`=text`): its window is cut here (snippetWindow), as snippetColumn cuts
 * a longer one's (`page:window`).
 */
function withSnippets(rows: SearchRow[], search: SearchWord[], tsquery: string): SearchRow[] {
  const matcher = snippetMatcher(searchPrefixes(tsquery));
  const finder = snippetHitFinder(search);
  for (const row of rows) {
    if (row.snippetSource === null) continue;
    const { window, page } = snippetSourceWindow(row.snippetSource, finder, row.pageCount);
    row.snippet = snippetPassage(window, matcher);
    if (row.snippet !== undefined) row.snippetPage = page;
  }
  return rows;
}

/** A row of a sorted search (sortedSearchStatement): a search row, then its popularity, for the cursor. */
function sortedSearchRow(r: unknown[]): SearchRow {
  const row = searchRow(r);
  row.popularity = Number(r[EXTRA_AT + 2] ?? 0);
  return row;
}

/** A statement's shape: which filters, and single or several ids for each. */
const conditionsShape = (conditions: FeedCondition[]) =>
  conditions.map((c) => `${c.name}${Array.isArray(c.value) ? 'N' : '1'}`).join(',');

/** The filters with placeholders named after them; several ids are `= any(array)`. */
function conditionsSql(conditions: FeedCondition[]): SQL | undefined {
  return and(
    ...conditions.map((c) =>
      Array.isArray(c.value)
        ? sql`${c.column} = any(${sql.placeholder(c.name)}::uuid[])`
        : equals(c.column, sql.placeholder(c.name)),
    ),
  );
}

/** `column = value`; an expression (the exam-year key) compares as written. */
const equals = (column: AnyPgColumn | SQL, value: unknown): SQL =>
  column instanceof SQL ? sql`${column} = ${value}` : eq(column, value);

/** The same conditions with their values bound, for statements built per request (the admin grid). */
function boundConditionsSql(conditions: FeedCondition[]): SQL | undefined {
  return and(
    ...conditions.map((c) =>
      Array.isArray(c.value) && !(c.column instanceof SQL) ? inArray(c.column, c.value) : equals(c.column, c.value),
    ),
  );
}

/** How many of the newest rows after the cursor a search checks one by one before it asks the GIN index (see searchPage). */
export const SEARCH_WALK_ROWS = 500;

/**
 * How many rows a feed or search statement reads: the page (limit + 1, to know whether another
 * follows) rounded up to one of these, then cut to size. The number is written into the statement
 * (limitLiteral), so each is a statement of its own: two sizes, the default page (20) and the
 * largest (50), instead of one per limit a client may ask for.
 */
const STATEMENT_ROWS = [21, 51];

function statementRows(rows: number): number {
  return STATEMENT_ROWS.find((n) => n >= rows) ?? rows;
}

/**
 * The PDF text a snippet is made from (search-snippet.ts makes the passage and its marks):
 * SNIPPET_WINDOW characters from SNIPPET_LEAD before the first hit of `pattern` (the typed words'
 * stems as a regular expression, searchSnippetPattern: one scan, no parsing), or from the start
 * without a hit. The text gets a space at either end, so a window that reaches an end keeps its
 * first or last word.
 *
 * In front of the window, up to a colon: the page the hit is on (issue 28), 1 + the page breaks
 * (form feeds, PAGE_BREAK in text-layer.ts) before it; empty without a hit, or when the page is
 * not known (a text stored before page breaks were, of a document of more than one page).
 * searchRow splits the two.
 *
 * The work is bounded per row whatever the text: the hit is looked for in the first SNIPPET_SCAN
 * characters only (`left` reads no more of a long text than it needs), and the window is cut from
 * the first SNIPPET_SCAN + SNIPPET_WINDOW, which hold every window a hit there can give (a window
 * ends at most SNIPPET_WINDOW - SNIPPET_LEAD characters after its hit), so the padding space at
 * the cut is never inside one. The hit is found once: `offset 0` keeps PostgreSQL from pulling the
 * inner select up and writing regexp_instr out once per use.
 *
 * A text of at most `wholeBytes` (SNIPPET_WHOLE_BYTES) is sent whole instead, `=` in front
 * (octet_length reads a stored text's size from its header), and withSnippets cuts its window:
 * cheaper than the regular expression, substr and page count here (search-snippet.ts). Its
 * test (search-snippet-window.e2e-spec.ts) gives -1, so both cut the same texts.
 *
 * A longer text of no more bytes than a cut's characters is taken whole (`within`): `left` counts a UTF-8
 * text's characters and copies them, which for the short texts most rows hold cost more than the
 * search itself (issue 28's common-word row: a page's statement ≈ 1.2 → 0.96 ms of backend CPU on
 * the bench's 100 000 documents). octet_length reads a stored text's size from its header. The cut
 * is always a value of its own (`|| ''` when whole): a stored text is often compressed, and each
 * function reading the cut (the search, the page's count, the window) would decompress it again.
 */
export function snippetColumn(pattern: SQLWrapper, wholeBytes = SNIPPET_WHOLE_BYTES): SQL<string | null> {
  const within = (value: SQLWrapper, chars: number, whole: SQLWrapper = value) =>
    sql`case when octet_length(${value}) <= ${sql.raw(String(chars))} then ${whole} else left(${value}, ${sql.raw(String(chars))}) end`;
  // regexp_instr counts from 1 in the text, from 2 in the padded text; 0 when there is no hit.
  const from = sql`greatest(1, s.hit + ${sql.raw(String(1 - SNIPPET_LEAD))})`;
  const page = sql`case when s.hit > 0 and (${documents.pageCount} = 1 or strpos(s.cut, chr(12)) > 0)
      then (1 + s.hit - length(replace(left(s.cut, s.hit), chr(12), '')))::text else '' end`;
  return sql<string | null>`case when octet_length(${documents.extractedText}) <= ${sql.raw(String(wholeBytes))}
    then '=' || ${documents.extractedText}
    else (select ${page} || ':' || substr(' ' || s.cut || ' ', ${from}, ${sql.raw(String(SNIPPET_WINDOW))})
      from (select c.cut, regexp_instr(${within(sql`c.cut`, SNIPPET_SCAN)}, ${pattern}, 1, 1, 0, 'i') as hit
              from (select coalesce(${within(documents.extractedText, SNIPPET_SCAN + SNIPPET_WINDOW, sql`${documents.extractedText} || ''`)}, '') as cut) c offset 0) s) end`;
}

/** A feed filter: a column and its value (several ids when a name names several catalogue rows). */
interface FeedCondition {
  name: string;
  column: AnyPgColumn | SQL;
  value: string | number | string[] | undefined;
}

/**
 * The queries behind the feeds, searches and the console's grid. Feeds use keyset pagination on
 * (created_at, id) — or (tier, created_at, id) for a search — never OFFSET, so page 500 costs
 * what page 1 costs and concurrent inserts never shift a page.
 */
@Injectable()
export class FeedRepository {
  /** The feed's and search's statements, prepared once per shape (database/prepared-statements.ts). */
  private readonly statements = new PreparedStatements('documents');

  /**
   * Each word's stemmed forms as to_tsquery writes them (SearchWord.forms → `'semaphor':* | …`):
   * they depend on the text-search configuration alone, so they are read once per word and kept.
   */
  private readonly stems = new Map<string, string>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The search's tsquery text (searchTsquery), stemming the words not stemmed before in one statement. */
  private async searchTsquery(search: SearchWord[]): Promise<string> {
    const known = new Map<string, string>();
    const missing: string[] = [];
    for (const { forms } of search) {
      const stemmed = this.stems.get(forms);
      if (stemmed === undefined) missing.push(forms);
      else known.set(forms, stemmed);
    }
    if (missing.length > 0) {
      const statement = this.statements.get('search:stems', (name) =>
        this.db
          .select({ forms: sql<string>`f`, stemmed: sql<string>`to_tsquery(${searchConfig()}, f)::text` })
          .from(sql`unnest(${sql.placeholder('forms')}::text[]) as f`)
          .prepare(name),
      );
      for (const { forms, stemmed } of await statement.execute({ forms: missing })) {
        known.set(forms, stemmed);
        setNewest(this.stems, forms, stemmed, STEMS_KEPT);
      }
    }
    return searchTsquery(search.map(({ word, forms }) => ({ word, stemmed: known.get(forms) ?? '' })));
  }

  /** The admin grid's WHERE: the feed's conditions (feedConditions), values bound, and the search. */
  private async where(filters: FeedFilters, search: SearchWord[] | undefined): Promise<SQL | undefined | 'nothing'> {
    const conditions = this.feedConditions(filters);
    if (conditions === 'nothing') return 'nothing';
    return and(
      boundConditionsSql(conditions),
      search ? sql`${documents.search} @@ ${await this.searchTsquery(search)}::tsquery` : undefined,
    );
  }

  /**
   * One page (limit + 1 rows are read to know whether another page follows), in one statement:
   * the page's keys come from `documents` alone — an index scan that stops after limit + 1 rows —
   * and the names are joined onto just those rows (joined to the whole table, the planner cannot
   * see that every join is one-to-one and sorts the whole table instead).
   */
  async feed(options: FeedOptions): Promise<DocumentListRow[]> {
    return (await this.feedPage(options)).rows;
  }

  /** feed's rows, and for a search that matched nothing as typed the corrected query (searchPage). */
  async feedPage(options: FeedOptions): Promise<FeedPage> {
    const { filters, search, cursor, limit, sort = 'newest' } = options;
    const conditions = this.feedConditions(filters);
    if (conditions === 'nothing') return { rows: [], didYouMean: null };
    const params: Record<string, unknown> = {};
    for (const condition of conditions) params[condition.name] = condition.value;
    if (cursor) Object.assign(params, { afterCreatedAt: cursor.createdAt, afterId: cursor.id });
    if (cursor && sort === 'examYear') params.afterExamYear = cursor.examYear ?? '';
    if (cursor && sort === 'popular') params.afterPopularity = cursor.popularity ?? 0;
    const rows = limit + 1;
    if (search && sort !== 'newest') return this.sortedSearchPage(conditions, params, search, sort, cursor, rows);
    if (search) return this.searchPage(conditions, params, search, cursor, rows);
    const listed = await this.feedStatement(conditions, sort, cursor !== undefined, rows).execute(params);
    return { rows: listed.slice(0, rows), didYouMean: null };
  }

  /**
   * The filters as conditions with placeholders; 'nothing' when a level's ids are an empty list.
   * Ids, not names: `college_id = $1` lets the planner walk documents_college_idx in feed order
   * and stop after a page, where `in (subquery)` makes it collect and sort every match.
   */
  private feedConditions(filters: FeedFilters): FeedCondition[] | 'nothing' {
    const conditions: FeedCondition[] = [];
    const add = (name: string, column: AnyPgColumn | SQL, value: string | number | string[] | undefined) => {
      if (value === undefined) return true;
      if (Array.isArray(value) && value.length === 0) return false;
      conditions.push({ name, column, value: Array.isArray(value) && value.length === 1 ? value[0] : value });
      return true;
    };
    const possible = [
      add('type', documents.type, filters.type),
      ...CATALOGUE_CHAIN.map((level) => add(level.key, level.filedBy, filters.catalogue?.[level.key])),
      add('year', documents.year, filters.year),
      add('examType', documents.examType, filters.examType),
      add('examYear', EXAM_YEAR_KEY, filters.examYear),
      add('owner', documents.ownerId, filters.ownerId),
    ].every(Boolean);
    return possible ? conditions : 'nothing';
  }

  /** The feed's statement for one shape of filters, reading at least `rows` rows; values are placeholders. */
  private feedStatement(
    conditions: FeedCondition[],
    sort: FeedSort,
    afterCursor: boolean,
    rows: number,
  ): PreparedRows<DocumentListRow> {
    const read = statementRows(rows);
    if (sort === 'popular') return this.popularStatement(conditions, afterCursor, read);
    const [order, after] =
      sort === 'examYear' ? [EXAM_YEAR_FIRST, AFTER_EXAM_YEAR_CURSOR] : [NEWEST_FIRST, AFTER_CURSOR];
    return this.statements.get(`feed:${sort}:${conditionsShape(conditions)}:${afterCursor}:${read}`, (name) => {
      const keys = this.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(conditionsSql(conditions), afterCursor ? after : undefined))
        .orderBy(...order)
        .limit(limitLiteral(read));
      return mapRowsWith(
        listSelect(this.db)
          .where(inArray(documents.id, keys))
          .orderBy(...order)
          .prepare(name),
        listRow,
      );
    });
  }

  /**
   * The popular feed's statement: the page's keys from document_popularity in its index's order
   * (an index scan that stops after `read` rows; `documents` joined in only to filter), then their
   * rows with the names and each one's popularity, for the cursor.
   */
  private popularStatement(
    conditions: FeedCondition[],
    afterCursor: boolean,
    read: number,
  ): PreparedRows<DocumentListRow> {
    return this.statements.get(`feed:popular:${conditionsShape(conditions)}:${afterCursor}:${read}`, (name) => {
      const from = this.db.select({ id: documentPopularity.documentId }).from(documentPopularity).$dynamic();
      const keys = (
        conditions.length > 0 ? from.innerJoin(documents, eq(documents.id, documentPopularity.documentId)) : from
      )
        .where(and(conditionsSql(conditions), afterCursor ? AFTER_POPULAR_CURSOR : undefined))
        .orderBy(...POPULAR_FIRST)
        .limit(limitLiteral(read));
      return mapRowsWith(
        listSelect(this.db, { popularity: POPULARITY.as('popularity') })
          .where(inArray(documents.id, keys))
          .orderBy(sql`popularity desc`, ...NEWEST_FIRST)
          .prepare(name),
        popularRow,
      );
    });
  }

  /**
   * A search's page. Order: tier 1 (the title, description or catalogue names match) before tier 0
   * (only the PDF's text matches), newest first within a tier; keyset-paged on (tier, created_at, id).
   *
   * Why not ts_rank: ranking reads the text vector of every match (6 500 for a common word in
   * 100 000 documents ≈ 27 ms of database time per page). Why not leave the plan to PostgreSQL:
   * its estimate for a prefix query (`word:*`) is a guess (≈ 1 % of rows whatever the word), so
   * for a word that is in no document it walks the newest-first index through the whole table
   * (800 ms measured), and for a common word it may fetch every match to sort them. So each
   * tier is read in two bounded steps:
   *
   * 1. the walk: the newest SEARCH_WALK_ROWS rows after the cursor, in index order, each checked
   *    against the query until the page is full. A word in ≥ 1/25 of the documents fills a page
   *    within the walk, so common words never touch the GIN index (≈ 300 rows checked for a word
   *    in 6.5 % of them);
   * 2. only when the walk did not fill the page: the GIN index, which yields exactly the matches
   *    (few, or the walk would have filled the page) with no per-row check, sorted afterwards.
   *    Its ORDER BY is an expression, so the planner cannot turn it back into the walk.
   *
   * All of it is one statement (searchStatement): one round trip, not three. The rows each step
   * keeps are always the true first rows of their tier, so pages are exact.
   */
  private async searchPage(
    conditions: FeedCondition[],
    params: Record<string, unknown>,
    search: SearchWord[],
    cursor: FeedCursor | undefined,
    rows: number,
  ): Promise<FeedPage> {
    const tsquery = await this.searchTsquery(search);
    const afterTier = cursor?.tier;
    let page: SearchRow[] = [];
    // A cursor in a corrected tier (-1, -2): the words as typed have no rows left.
    if (afterTier === undefined || afterTier === 0 || afterTier === 1) {
      page = await this.searchRows(conditions, { ...params, query: tsquery }, search, tsquery, {
        afterTier,
        rows,
      });
      if (page.length >= rows) return { rows: page, didYouMean: null };
    }
    // The page is not full: the words as typed have no more matches. Misspelt words corrected
    // (corrections: one indexed look-up; nothing when every word is known) find the rest, below.
    const corrected = await this.correctedQuery(search);
    if (corrected === undefined) return { rows: page, didYouMean: null };
    const terms = toSearchTerms(corrected);
    if (terms === undefined) return { rows: page, didYouMean: null };
    const correctedTsquery = await this.searchTsquery(terms);
    // The corrected query's rows leave out what the words as typed matched (listed above them).
    // When the words as typed matched nothing at all (a first page, empty: both tiers' index
    // steps ran and found no row), there is nothing to leave out, and the plain search statement
    // runs: the exclusion would read every walked row's whole text vector for nothing (issue 28's
    // typo row: 18.7 → 14.0 ms for this statement, EXPLAIN ANALYZE on the bench's 100 000 documents).
    const exclude = afterTier !== undefined || page.length > 0;
    const more = await this.searchRows(
      conditions,
      { ...params, query: correctedTsquery, ...(exclude ? { exclude: tsquery } : {}) },
      terms,
      correctedTsquery,
      { afterTier: afterTier === -1 ? 1 : afterTier === -2 ? 0 : undefined, rows, fuzzy: exclude },
    );
    for (const row of more) row.tier = row.tier === 1 ? -1 : -2;
    const didYouMean = afterTier === undefined && page.length === 0 && more.length > 0 ? corrected : null;
    return { rows: page.concat(more).slice(0, rows), didYouMean };
  }

  /** One search statement's rows (searchStatement), their snippets made. */
  private async searchRows(
    conditions: FeedCondition[],
    params: Record<string, unknown>,
    search: SearchWord[],
    tsquery: string,
    options: { afterTier: 0 | 1 | undefined; rows: number; fuzzy?: boolean },
  ): Promise<SearchRow[]> {
    params.pattern = searchSnippetPattern(search);
    const listed = await this.searchStatement(conditions, options.afterTier, options.rows, options.fuzzy).execute(
      params,
    );
    return withSnippets(listed.length > options.rows ? listed.slice(0, options.rows) : listed, search, tsquery);
  }

  /**
   * The query with its misspelt words corrected, or undefined when no word was corrected. Only
   * words of MIN_CORRECTED_LENGTH letters or more (correctableWords: codes and numbers never are)
   * are looked at, and a word is misspelt when no word of the dictionary (search_words, migration
   * 0016) starts with it, or when it is a word of the dictionary (a typo in some document's text)
   * with a more frequent one like it. Its correction is the dictionary's most similar word (pg_trgm
   * similarity ≥ 0.3, through the trigram GIN index) in more documents than it, the one in most
   * documents among equals. A word still being typed (a prefix of words, not a word) is left alone.
   * One statement, run only when the words as typed did not fill the page.
   */
  private async correctedQuery(search: SearchWord[]): Promise<string | undefined> {
    const candidates = correctableWords(search.map(({ word }) => word));
    if (candidates.length === 0) return undefined;
    const statement = this.statements.get('search:corrections', (name) =>
      this.db
        .select({
          word: sql<string>`q.word`,
          correction: sql<string | null>`(select s.word from ${searchWords} s
             where s.word % q.word and s.word <> q.word and s.documents > coalesce(k.documents, 0)
             order by similarity(s.word, q.word) desc, s.documents desc, s.word limit 1)`,
        })
        .from(
          sql`unnest(${sql.placeholder('words')}::text[]) as q(word)
          left join ${searchWords} k on k.word = q.word`,
        )
        .where(
          sql`k.word is not null or not exists (select 1 from ${searchWords} p
                where p.word >= q.word and p.word < q.word || chr(1114111))`,
        )
        .prepare(name),
    );
    const corrections = new Map<string, string>();
    for (const { word, correction } of await statement.execute({ words: candidates })) {
      if (correction !== null) corrections.set(word, correction);
    }
    if (corrections.size === 0) return undefined;
    return search.map(({ word }) => corrections.get(word) ?? word).join(' ');
  }

  /**
   * A search page's statement, reading at least `rows` rows: the page's keys in a subquery, then
   * their rows with the names, the tier and the snippet (snippetColumn) of each. After a cursor in
   * tier 1 both tiers are read, tier 1 after the cursor; after one in tier 0, tier 0 alone.
   *
   * The keys, for each tier: its walk (wN, at most `read` matches among the newest
   * SEARCH_WALK_ROWS rows); how many each walk found (n); then the tier's rows (tN) — its walk's,
   * or when the walks did not fill the page the GIN index's (iN). The index steps are gated by
   * `(select … from n)`, a condition on nothing but a sub-select, which PostgreSQL checks once
   * before running the step: a step not needed never runs. Tier 1's index step runs when its walk
   * found fewer than a page; tier 0's when both walks together did (else the walk's tier 0 rows
   * are the first ones the page needs, whatever tier 1's index step adds).
   */
  private searchStatement(
    conditions: FeedCondition[],
    afterTier: 0 | 1 | undefined,
    rows: number,
    fuzzy = false,
  ): PreparedRows<SearchRow> {
    const read = statementRows(rows);
    const tiers: (0 | 1)[] = afterTier === 0 ? [0] : [1, 0];
    const shape = `search${fuzzy ? ':corrected' : ''}:${conditionsShape(conditions)}:${afterTier ?? ''}:${read}`;
    return this.statements.get(shape, (name) => {
      const limit = sql.raw(String(read));
      const q = SEARCH_QUERY;
      // A corrected search leaves out what the words as typed matched (listed above it).
      const base = (tier: 0 | 1) =>
        and(
          conditionsSql(conditions),
          afterTier === tier ? AFTER_CURSOR : undefined,
          fuzzy ? sql`not (${documents.search} @@ ${EXCLUDED_QUERY})` : undefined,
        ) ?? sql`true`;
      // Tier 1 matches the small head vector; tier 0 the whole text but not the head.
      const matches = (tier: 0 | 1, head: SQLWrapper, text: SQLWrapper) =>
        tier === 1 ? sql`${head} @@ ${q}` : sql`${text} @@ ${q} and not (${head} @@ ${q})`;
      // Tier 1's walk reads no more than the head, which documents_all_feed_idx carries: without
      // filters, an index-only scan that never visits the table.
      const walked = (tier: 0 | 1) =>
        tier === 1
          ? sql`${documents.searchHead} as head`
          : sql`${documents.search} as text, ${documents.searchHead} as head`;
      const walk = (tier: 0 | 1) =>
        sql.raw(`w${tier} as (`).append(sql`select w.id, w.created_at
          from (select ${documents.id}, ${documents.createdAt}, ${walked(tier)}
                  from ${documents} where ${base(tier)} order by ${sql.join(NEWEST_FIRST, sql`, `)}
                 limit ${sql.raw(String(SEARCH_WALK_ROWS))}) w
         where ${matches(tier, sql`w.head`, sql`w.text`)} limit ${limit})`);
      // Rows each walk found; a tier not read found none.
      const found = (tier: 0 | 1) => (tiers.includes(tier) ? sql.raw(`(select count(*) from w${tier})`) : sql`0`);
      // Walks of tiers 1..t (together) filled the page: tier t keeps its walk's rows.
      const filled = (tier: 0 | 1) => (tier === 1 ? sql`n1 >= ${limit}` : sql`n1 + n0 >= ${limit}`);
      const rowsOf = (tier: 0 | 1) =>
        sql.raw(`t${tier} as (select id, created_at from w${tier} where (select `).append(sql`${filled(tier)} from n)
          union all
          (select ${documents.id}, ${documents.createdAt} from ${documents}
            where not (select ${filled(tier)} from n) and ${base(tier)}
              and ${matches(tier, documents.searchHead, documents.search)}
            order by ${documents.createdAt} + interval '0 s' desc, ${documents.id} desc limit ${limit}))`);
      const keys = sql`with ${sql.join(tiers.map(walk), sql`, `)},
          n as (select ${found(1)} as n1, ${found(0)} as n0),
          ${sql.join(tiers.map(rowsOf), sql`, `)}
        select k.id from (${sql.join(
          tiers.map((tier) => sql.raw(`select id, created_at, ${tier} as tier from t${tier}`)),
          sql` union all `,
        )}) k
        order by k.tier desc, k.created_at desc, k.id desc limit ${limit}`;
      const tier = sql<number>`(${documents.searchHead} @@ ${q})::int`;
      return mapRowsWith(
        listSelect(this.db, { tier: tier.as('tier'), window: snippetColumn(sql.placeholder('pattern')) })
          .where(sql`${documents.id} in (${keys})`)
          .orderBy(sql`tier desc`, ...NEWEST_FIRST)
          .prepare(name),
        searchRow,
      );
    });
  }

  /**
   * A search in another order than relevance (sort=examYear|popular with q, issue 28): every
   * document the words match, in the sort's order — no tiers, since the reader chose the order.
   * When the words as typed match nothing, the corrected query's matches are listed instead (with
   * didYouMean); the cursor's tier says which query a page continues (0 as typed, -2 corrected).
   *
   * The matches come from the GIN index and are sorted afterwards: a common word's thousands of
   * matches cost a top-N sort of their keys (the popular key from document_popularity's primary
   * key), not the walk the relevance order uses, which only pays in newest-first order.
   */
  private async sortedSearchPage(
    conditions: FeedCondition[],
    params: Record<string, unknown>,
    search: SearchWord[],
    sort: 'examYear' | 'popular',
    cursor: FeedCursor | undefined,
    rows: number,
  ): Promise<FeedPage> {
    const run = async (terms: SearchWord[], tier: 0 | -2) => {
      const tsquery = await this.searchTsquery(terms);
      const statement = this.sortedSearchStatement(conditions, sort, cursor !== undefined, statementRows(rows));
      const listed = await statement.execute({ ...params, query: tsquery, pattern: searchSnippetPattern(terms) });
      const page = withSnippets(listed.length > rows ? listed.slice(0, rows) : listed, terms, tsquery);
      for (const row of page) row.tier = tier;
      return page;
    };
    if (cursor?.tier !== -2) {
      const page = await run(search, 0);
      if (page.length > 0 || cursor !== undefined) return { rows: page, didYouMean: null };
    }
    const corrected = await this.correctedQuery(search);
    const terms = corrected === undefined ? undefined : toSearchTerms(corrected);
    if (corrected === undefined || terms === undefined) return { rows: [], didYouMean: null };
    const page = await run(terms, -2);
    return { rows: page, didYouMean: cursor === undefined && page.length > 0 ? corrected : null };
  }

  /** sortedSearchPage's statement for one shape of filters: the matches' keys in the sort's order, then their rows. */
  private sortedSearchStatement(
    conditions: FeedCondition[],
    sort: 'examYear' | 'popular',
    afterCursor: boolean,
    read: number,
  ): PreparedRows<SearchRow> {
    const shape = `search:${sort}:${conditionsShape(conditions)}:${afterCursor}:${read}`;
    return this.statements.get(shape, (name) => {
      const matches = sql`${documents.search} @@ ${SEARCH_QUERY}`;
      const extra = {
        tier: sql<number>`0`.as('tier'),
        window: snippetColumn(sql.placeholder('pattern')),
        popularity: POPULARITY.as('popularity'),
      };
      if (sort === 'popular') {
        const keys = this.db
          .select({ id: documentPopularity.documentId })
          .from(documentPopularity)
          .innerJoin(documents, eq(documents.id, documentPopularity.documentId))
          .where(and(conditionsSql(conditions), matches, afterCursor ? AFTER_POPULAR_CURSOR : undefined))
          .orderBy(...POPULAR_FIRST)
          .limit(limitLiteral(read));
        return mapRowsWith(
          listSelect(this.db, extra)
            .where(inArray(documents.id, keys))
            .orderBy(sql`popularity desc`, ...NEWEST_FIRST)
            .prepare(name),
          sortedSearchRow,
        );
      }
      const keys = this.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(conditionsSql(conditions), matches, afterCursor ? AFTER_EXAM_YEAR_CURSOR : undefined))
        .orderBy(...EXAM_YEAR_FIRST)
        .limit(limitLiteral(read));
      return mapRowsWith(
        listSelect(this.db, extra)
          .where(inArray(documents.id, keys))
          .orderBy(...EXAM_YEAR_FIRST)
          .prepare(name),
        sortedSearchRow,
      );
    });
  }

  /**
   * The admin console's page: any sort, OFFSET paging and a total. Admins only, and an admin's
   * grid rarely goes far: OFFSET is simpler here than the feed's keyset pages.
   */
  async adminPage(options: AdminPageOptions): Promise<{ rows: DocumentListRow[]; total: number }> {
    const base = await this.where(options.filters, options.search);
    if (base === 'nothing') return { rows: [], total: 0 };
    const ids = options.ids?.filter(isUuid);
    const where = and(base, ids === undefined ? undefined : ids.length === 0 ? sql`false` : inArray(documents.id, ids));
    const direction = options.sort.order === 'DESC' ? desc : asc;
    const [rows, counted] = await Promise.all([
      listSelect(this.db)
        .where(where)
        .orderBy(direction(adminSortColumns[options.sort.field]), direction(documents.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(documents).where(where),
    ]);
    return { rows, total: counted[0]?.n ?? 0 };
  }
}
