import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, sql, SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../common/id-param';
import { BASE_FILTERS, type ListFilters } from '../common/react-admin/list-params';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { limitLiteral, mapRowsWith, PreparedRows, PreparedStatements } from '../database/prepared-statements';
import { documentSearchText, searchConfig } from '../database/text-search';
import { branches, colleges, courses, documents, NewDocumentRow, subjects, users } from '../database/schema';
import type { DocumentProcessingDto, DocumentType, ExamType, SnippetPartDto, TextSource } from './dto/document.dto';
import type { FeedCursor, SearchTier } from './feed/feed-cursor';
import { searchSnippetPattern, searchTsquery, type SearchWord } from './feed/search-query';
import {
  searchPrefixes,
  SNIPPET_LEAD,
  SNIPPET_SCAN,
  SNIPPET_WINDOW,
  snippetMatcher,
  snippetPassage,
} from './feed/search-snippet';
import { type PreviewStatus } from '../database/schema/enums';

/** A document row with the names its shape carries, plus the cursor key. */
export interface DocumentListRow {
  id: string;
  type: DocumentType;
  examType: ExamType | null;
  title: string;
  description: string;
  year: number;
  pageCount: number | null;
  size: number;
  views: number;
  downloads: number;
  previewStatus: PreviewStatus;
  thumbnailKey: string | null;
  /** Where the search text came from: null until the text job has run. */
  textSource: TextSource | null;
  createdAt: Date;
  updatedAt: Date;
  cursorCreatedAt: string;
  /** Searches only: 1 when the title, description or catalogue names match, 0 when only the PDF's text does. */
  tier?: SearchTier;
  /** Searches only: a passage of the PDF's text around the first match, the matched words marked (search-snippet.ts). */
  snippet?: SnippetPartDto[];
  ownerId: string;
  username: string;
  subjectId: string;
  subjectName: string;
  branchId: string;
  branchName: string;
  courseId: string;
  courseName: string;
  collegeId: string;
  collegeName: string;
}

export interface FeedFilters {
  type?: DocumentType;
  /**
   * Catalogue rows by id (CatalogueService.filterIds turns names into ids): undefined filters
   * nothing, an empty list matches nothing.
   */
  collegeIds?: string[];
  courseIds?: string[];
  branchIds?: string[];
  subjectIds?: string[];
  year?: number;
  examType?: ExamType;
  ownerId?: string;
}

export interface FeedOptions {
  filters: FeedFilters;
  /** Search terms from toSearchTerms: when present, the page is a search (searchPage). */
  search?: SearchWord[];
  cursor?: FeedCursor;
  limit: number;
}

/** The file facts the download, preview and thumbnail routes need. */
export interface DocumentFileRow {
  id: string;
  title: string;
  ownerId: string;
  objectKey: string;
  thumbnailKey: string | null;
  contentHash: string;
  size: number;
  updatedAt: Date;
}

const listColumns = {
  id: documents.id,
  type: documents.type,
  examType: documents.examType,
  title: documents.title,
  description: documents.description,
  year: documents.year,
  pageCount: documents.pageCount,
  size: documents.size,
  views: documents.views,
  downloads: documents.downloads,
  previewStatus: documents.previewStatus,
  thumbnailKey: documents.thumbnailKey,
  textSource: documents.textSource,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  cursorCreatedAt: sql<string>`${documents.createdAt}::text`,
  ownerId: documents.ownerId,
  username: users.username,
  subjectId: documents.subjectId,
  subjectName: subjects.name,
  branchId: documents.branchId,
  branchName: branches.branchName,
  courseId: documents.courseId,
  courseName: courses.courseName,
  collegeId: documents.collegeId,
  collegeName: colleges.collegeName,
};

/** listColumns' keys in select order: a row read in array mode has them at these positions. */
const LIST_KEYS = Object.keys(listColumns) as (keyof typeof listColumns)[];
/** Each listColumns key's position in a row read in array mode. */
const AT = Object.fromEntries(LIST_KEYS.map((key, i) => [key, i])) as Record<keyof typeof listColumns, number>;
/** Columns a statement selects after listColumns (a search's tier and snippet) start here. */
const EXTRA_AT = LIST_KEYS.length;

/** A timestamptz as Drizzle decodes it: both drivers hand Drizzle's statements the text. */
const timestamp = (value: unknown): Date => (typeof value === 'string' ? new Date(value) : (value as Date));

/**
 * A row of listColumns from the driver's array, decoded as Drizzle would (mapRowsWith): one object
 * literal, so every row has one shape. `size` is a bigint (text from node-postgres).
 */
function listRow(r: unknown[]): DocumentListRow {
  return {
    id: r[AT.id] as string,
    type: r[AT.type] as DocumentType,
    examType: r[AT.examType] as ExamType | null,
    title: r[AT.title] as string,
    description: r[AT.description] as string,
    year: r[AT.year] as number,
    pageCount: r[AT.pageCount] as number | null,
    size: Number(r[AT.size]),
    views: r[AT.views] as number,
    downloads: r[AT.downloads] as number,
    previewStatus: r[AT.previewStatus] as DocumentListRow['previewStatus'],
    thumbnailKey: r[AT.thumbnailKey] as string | null,
    textSource: r[AT.textSource] as TextSource | null,
    createdAt: timestamp(r[AT.createdAt]),
    updatedAt: timestamp(r[AT.updatedAt]),
    cursorCreatedAt: r[AT.cursorCreatedAt] as string,
    ownerId: r[AT.ownerId] as string,
    username: r[AT.username] as string,
    subjectId: r[AT.subjectId] as string,
    subjectName: r[AT.subjectName] as string,
    branchId: r[AT.branchId] as string,
    branchName: r[AT.branchName] as string,
    courseId: r[AT.courseId] as string,
    courseName: r[AT.courseName] as string,
    collegeId: r[AT.collegeId] as string,
    collegeName: r[AT.collegeName] as string,
  };
}

/** A search's row (searchStatement): listColumns, then the tier and the snippet's window of text. */
type SearchRow = DocumentListRow & { tier: SearchTier; window: string | null };

function searchRow(r: unknown[]): SearchRow {
  const row = listRow(r) as SearchRow;
  row.tier = r[EXTRA_AT] as SearchTier;
  row.window = r[EXTRA_AT + 1] as string | null;
  return row;
}

/** The columns the admin console's document list may sort by. */
export const ADMIN_DOCUMENT_SORT = [
  '_id',
  'title',
  'type',
  'year',
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
  college: 'text',
  course: 'text',
  branch: 'text',
  subject: 'text',
  year: 'year',
} as const satisfies ListFilters;
export type AdminDocumentSortField = (typeof ADMIN_DOCUMENT_SORT)[number];

const adminSortColumns: Record<AdminDocumentSortField, AnyPgColumn> = {
  _id: documents.id,
  title: documents.title,
  type: documents.type,
  year: documents.year,
  views: documents.views,
  downloads: documents.downloads,
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
 * Feed order. The feed indexes are `created_at DESC NULLS LAST, id DESC NULLS LAST` (Drizzle's
 * `.desc()`), while a bare `ORDER BY … DESC` means NULLS FIRST and cannot use them: PostgreSQL then
 * sorts the whole table for every page (measured: 50–170 ms instead of < 1 ms at 100 000 rows).
 * The columns are NOT NULL, so the two orders are the same rows.
 */
export const NEWEST_FIRST = [sql`${documents.createdAt} desc nulls last`, sql`${documents.id} desc nulls last`];

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

/** Stemmed forms kept per process (STEMS_KEPT); past it the oldest goes. */
const STEMS_KEPT = 10_000;

/** Keyset: rows after the cursor in feed order. */
const AFTER_CURSOR = sql`(${documents.createdAt}, ${documents.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/** A statement's shape: which filters, and single or several ids for each. */
const conditionsShape = (conditions: FeedCondition[]) =>
  conditions.map((c) => `${c.name}${Array.isArray(c.value) ? 'N' : '1'}`).join(',');

/** The filters with placeholders named after them; several ids are `= any(array)`. */
function conditionsSql(conditions: FeedCondition[]): SQL | undefined {
  return and(
    ...conditions.map((c) =>
      Array.isArray(c.value)
        ? sql`${c.column} = any(${sql.placeholder(c.name)}::uuid[])`
        : eq(c.column, sql.placeholder(c.name)),
    ),
  );
}

/** The same conditions with their values bound, for statements built per request (the admin grid). */
function boundConditionsSql(conditions: FeedCondition[]): SQL | undefined {
  return and(...conditions.map((c) => (Array.isArray(c.value) ? inArray(c.column, c.value) : eq(c.column, c.value))));
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
 * The work is bounded per row whatever the text: the hit is looked for in the first SNIPPET_SCAN
 * characters only (`left` reads no more of a long text than it needs), and the window is cut from
 * the first SNIPPET_SCAN + SNIPPET_WINDOW, which hold every window a hit there can give (a window
 * ends at most SNIPPET_WINDOW - SNIPPET_LEAD characters after its hit), so the padding space at
 * the cut is never inside one.
 */
function snippetColumn(pattern: SQLWrapper): SQL<string | null> {
  const text = documents.extractedText;
  const scanned = sql`coalesce(left(${text}, ${sql.raw(String(SNIPPET_SCAN))}), '')`;
  const cut = sql`coalesce(left(${text}, ${sql.raw(String(SNIPPET_SCAN + SNIPPET_WINDOW))}), '')`;
  // regexp_instr counts from 1 in the text, from 2 in the padded text; 0 when there is no hit.
  const from = sql`greatest(1, regexp_instr(${scanned}, ${pattern}, 1, 1, 0, 'i') + ${sql.raw(String(1 - SNIPPET_LEAD))})`;
  return sql<string | null>`substr(' ' || ${cut} || ' ', ${from}, ${sql.raw(String(SNIPPET_WINDOW))})`;
}

/** A feed filter: a column and its value (several ids when a name names several catalogue rows). */
interface FeedCondition {
  name: string;
  column: AnyPgColumn;
  value: string | number | string[] | undefined;
}

/**
 * Documents and the queries behind the feeds. Feeds use keyset pagination on
 * (created_at, id) — or (tier, created_at, id) for a search — never OFFSET, so page 500 costs
 * what page 1 costs and concurrent inserts never shift a page.
 */
@Injectable()
export class DocumentsRepository {
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
        if (this.stems.size >= STEMS_KEPT) this.stems.delete(this.stems.keys().next().value as string);
        this.stems.set(forms, stemmed);
      }
    }
    return searchTsquery(search.map(({ word, forms }) => ({ word, stemmed: known.get(forms) ?? '' })));
  }

  private listSelect<Extra extends Record<string, SQL.Aliased | SQL>>(extra?: Extra) {
    return this.db
      .select({ ...listColumns, ...(extra ?? ({} as Extra)) })
      .from(documents)
      .innerJoin(users, eq(users.id, documents.ownerId))
      .innerJoin(subjects, eq(subjects.id, documents.subjectId))
      .innerJoin(branches, eq(branches.id, documents.branchId))
      .innerJoin(courses, eq(courses.id, documents.courseId))
      .innerJoin(colleges, eq(colleges.id, documents.collegeId));
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
    const { filters, search, cursor, limit } = options;
    const conditions = this.feedConditions(filters);
    if (conditions === 'nothing') return [];
    const params: Record<string, unknown> = {};
    for (const condition of conditions) params[condition.name] = condition.value;
    if (cursor) Object.assign(params, { afterCreatedAt: cursor.createdAt, afterId: cursor.id });
    const rows = limit + 1;
    if (search) return this.searchPage(conditions, params, search, cursor, rows);
    return (await this.feedStatement(conditions, cursor !== undefined, rows).execute(params)).slice(0, rows);
  }

  /**
   * The filters as conditions with placeholders; 'nothing' when a level's ids are an empty list.
   * Ids, not names: `college_id = $1` lets the planner walk documents_college_idx in feed order
   * and stop after a page, where `in (subquery)` makes it collect and sort every match.
   */
  private feedConditions(filters: FeedFilters): FeedCondition[] | 'nothing' {
    const { collegeIds, courseIds, branchIds, subjectIds } = filters;
    const conditions: FeedCondition[] = [];
    const add = (name: string, column: AnyPgColumn, value: string | number | string[] | undefined) => {
      if (value === undefined) return true;
      if (Array.isArray(value) && value.length === 0) return false;
      conditions.push({ name, column, value: Array.isArray(value) && value.length === 1 ? value[0] : value });
      return true;
    };
    const possible = [
      add('type', documents.type, filters.type),
      add('college', documents.collegeId, collegeIds),
      add('course', documents.courseId, courseIds),
      add('branch', documents.branchId, branchIds),
      add('subject', documents.subjectId, subjectIds),
      add('year', documents.year, filters.year),
      add('examType', documents.examType, filters.examType),
      add('owner', documents.ownerId, filters.ownerId),
    ].every(Boolean);
    return possible ? conditions : 'nothing';
  }

  /** The feed's statement for one shape of filters, reading at least `rows` rows; values are placeholders. */
  private feedStatement(
    conditions: FeedCondition[],
    afterCursor: boolean,
    rows: number,
  ): PreparedRows<DocumentListRow> {
    const read = statementRows(rows);
    return this.statements.get(`feed:${conditionsShape(conditions)}:${afterCursor}:${read}`, (name) => {
      const keys = this.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(conditionsSql(conditions), afterCursor ? AFTER_CURSOR : undefined))
        .orderBy(...NEWEST_FIRST)
        .limit(limitLiteral(read));
      return mapRowsWith(
        this.listSelect()
          .where(inArray(documents.id, keys))
          .orderBy(...NEWEST_FIRST)
          .prepare(name),
        listRow,
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
  ): Promise<DocumentListRow[]> {
    const tsquery = await this.searchTsquery(search);
    params.query = tsquery;
    params.pattern = searchSnippetPattern(search);
    const listed = await this.searchStatement(conditions, cursor?.tier, rows).execute(params);
    const matcher = snippetMatcher(searchPrefixes(tsquery));
    // The statement's own row objects, completed in place (a copy per row cost ≈ 3 µs, measured).
    const page = listed.length > rows ? listed.slice(0, rows) : listed;
    for (const row of page) {
      if (row.window !== null) row.snippet = snippetPassage(row.window, matcher);
    }
    return page;
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
    afterTier: SearchTier | undefined,
    rows: number,
  ): PreparedRows<SearchRow> {
    const read = statementRows(rows);
    const tiers: SearchTier[] = afterTier === 0 ? [0] : [1, 0];
    const shape = `search:${conditionsShape(conditions)}:${afterTier ?? ''}:${read}`;
    return this.statements.get(shape, (name) => {
      const limit = sql.raw(String(read));
      const q = SEARCH_QUERY;
      const base = (tier: SearchTier) =>
        and(conditionsSql(conditions), afterTier === tier ? AFTER_CURSOR : undefined) ?? sql`true`;
      // Tier 1 matches the small head vector; tier 0 the whole text but not the head.
      const matches = (tier: SearchTier, head: SQLWrapper, text: SQLWrapper) =>
        tier === 1 ? sql`${head} @@ ${q}` : sql`${text} @@ ${q} and not (${head} @@ ${q})`;
      // Tier 1's walk reads no more than the head, which documents_all_feed_idx carries: without
      // filters, an index-only scan that never visits the table.
      const walked = (tier: SearchTier) =>
        tier === 1
          ? sql`${documents.searchHead} as head`
          : sql`${documents.search} as text, ${documents.searchHead} as head`;
      const walk = (tier: SearchTier) =>
        sql.raw(`w${tier} as (`).append(sql`select w.id, w.created_at
          from (select ${documents.id}, ${documents.createdAt}, ${walked(tier)}
                  from ${documents} where ${base(tier)} order by ${sql.join(NEWEST_FIRST, sql`, `)}
                 limit ${sql.raw(String(SEARCH_WALK_ROWS))}) w
         where ${matches(tier, sql`w.head`, sql`w.text`)} limit ${limit})`);
      // Rows each walk found; a tier not read found none.
      const found = (tier: SearchTier) => (tiers.includes(tier) ? sql.raw(`(select count(*) from w${tier})`) : sql`0`);
      // Walks of tiers 1..t (together) filled the page: tier t keeps its walk's rows.
      const filled = (tier: SearchTier) => (tier === 1 ? sql`n1 >= ${limit}` : sql`n1 + n0 >= ${limit}`);
      const rowsOf = (tier: SearchTier) =>
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
        this.listSelect({ tier: tier.as('tier'), window: snippetColumn(sql.placeholder('pattern')) })
          .where(sql`${documents.id} in (${keys})`)
          .orderBy(sql`tier desc`, ...NEWEST_FIRST)
          .prepare(name),
        searchRow,
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
      this.listSelect()
        .where(where)
        .orderBy(direction(adminSortColumns[options.sort.field]), direction(documents.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(documents).where(where),
    ]);
    return { rows, total: counted[0]?.n ?? 0 };
  }

  /** Rows for these ids, in no particular order. */
  findManyListed(ids: string[]): Promise<DocumentListRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.listSelect().where(inArray(documents.id, ids));
  }

  listByOwner(ownerId: string, type: DocumentType): Promise<DocumentListRow[]> {
    return this.listSelect()
      .where(and(eq(documents.ownerId, ownerId), eq(documents.type, type)))
      .orderBy(...NEWEST_FIRST);
  }

  findFile(id: string): Promise<DocumentFileRow | undefined> {
    return this.db
      .select({
        id: documents.id,
        title: documents.title,
        ownerId: documents.ownerId,
        objectKey: documents.objectKey,
        thumbnailKey: documents.thumbnailKey,
        contentHash: documents.contentHash,
        size: documents.size,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .where(eq(documents.id, id))
      .then((rows) => rows[0]);
  }

  findByHash(contentHash: string): Promise<{ id: string; title: string } | undefined> {
    return this.db
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(eq(documents.contentHash, contentHash))
      .then((rows) => rows[0]);
  }

  /**
   * Inserts the row with its search text (documentSearchText, the expression a catalogue rename
   * rebuilds it with); `alsoInTransaction` (its thumbnail job in the outbox) commits with it or not at all.
   */
  async insert(
    row: Omit<NewDocumentRow, 'searchText'> & { id: string },
    alsoInTransaction: (tx: Transaction) => Promise<unknown>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(documents)
        .values({ ...row, searchText: documentSearchText(row) })
        .returning({ id: documents.id });
      await alsoInTransaction(tx);
    });
  }

  /** Deletes the row (bookmarks and reports go with it) and returns the object keys to remove. */
  /** Deletes the row and takes back the points its upload earned (see points.ts), atomically. */
  deleteRow(id: string, points: number): Promise<{ objectKey: string; thumbnailKey: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(documents).where(eq(documents.id, id)).returning({
        objectKey: documents.objectKey,
        thumbnailKey: documents.thumbnailKey,
        ownerId: documents.ownerId,
      });
      if (!row) return undefined;
      await tx
        .update(users)
        .set({ points: sql`greatest(0, ${users.points} - ${points})` })
        .where(eq(users.id, row.ownerId));
      return { objectKey: row.objectKey, thumbnailKey: row.thumbnailKey };
    });
  }

  /** Counters never touch updated_at: a view is not an edit. */
  async increment(id: string, counter: 'views' | 'downloads'): Promise<void> {
    const column = counter === 'views' ? documents.views : documents.downloads;
    await this.db
      .update(documents)
      .set({ [counter]: sql`${column} + 1`, updatedAt: sql`${documents.updatedAt}` })
      .where(eq(documents.id, id));
  }

  /**
   * `textSource` null: the text job (OCR) is still to run, and `alsoInTransaction` queues it in the
   * same transaction, so the preview is never marked ready without it.
   */
  async markPreviewReady(
    id: string,
    values: { thumbnailKey: string; pageCount: number; extractedText: string; textSource: TextSource | null },
    alsoInTransaction?: (tx: Transaction) => Promise<unknown>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(documents)
        .set({ ...values, previewStatus: 'ready', failureReason: null })
        .where(eq(documents.id, id))
        .returning({ id: documents.id });
      if (rows.length === 0) return false;
      await alsoInTransaction?.(tx);
      return true;
    });
  }

  /** The PDF could not be read: no preview, and no text from it. `reason` is shown to admins. */
  async markPreviewFailed(id: string, pageCount: number | null, reason?: string): Promise<void> {
    await this.db
      .update(documents)
      .set({
        previewStatus: 'failed',
        pageCount,
        textSource: sql`coalesce(${documents.textSource}, 'none')`,
        ...(reason !== undefined ? { failureReason: reason.slice(0, 500) } : {}),
      })
      .where(eq(documents.id, id));
  }

  /**
   * An attempt of the thumbnail job starts: counted before the work, so a process that dies
   * during it counts too. Returns the attempt's number and the last failure's reason, or
   * undefined when the preview is no longer pending (done, failed, or the document is gone).
   */
  async startPreviewAttempt(id: string): Promise<{ attempt: number; lastFailure: string | null } | undefined> {
    const [row] = await this.db
      .update(documents)
      .set({ previewAttempts: sql`${documents.previewAttempts} + 1`, jobTouchedAt: sql`now()` })
      .where(and(eq(documents.id, id), eq(documents.previewStatus, 'pending'), isNull(documents.thumbnailKey)))
      .returning({ attempt: documents.previewAttempts, lastFailure: documents.failureReason });
    return row;
  }

  /** As startPreviewAttempt, for the text job (while text_source is null). */
  async startTextAttempt(id: string): Promise<{ attempt: number; lastFailure: string | null } | undefined> {
    const [row] = await this.db
      .update(documents)
      .set({ textAttempts: sql`${documents.textAttempts} + 1`, jobTouchedAt: sql`now()` })
      .where(and(eq(documents.id, id), isNull(documents.textSource)))
      .returning({ attempt: documents.textAttempts, lastFailure: documents.failureReason });
    return row;
  }

  /** The background jobs' state of these documents (for the admin console), by id. */
  async processingOf(ids: string[]): Promise<Map<string, DocumentProcessingDto>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: documents.id,
        previewStatus: documents.previewStatus,
        previewAttempts: documents.previewAttempts,
        textAttempts: documents.textAttempts,
        failureReason: documents.failureReason,
      })
      .from(documents)
      .where(inArray(documents.id, ids));
    return new Map(rows.map(({ id, ...processing }) => [id, processing]));
  }

  /** Why the document's last job attempt failed (shown to admins). */
  async recordFailure(id: string, reason: string): Promise<void> {
    await this.db
      .update(documents)
      .set({ failureReason: reason.slice(0, 500) })
      .where(eq(documents.id, id));
  }

  /** What the text job needs: the file, and what the preview found. */
  findForText(id: string): Promise<DocumentTextRow | undefined> {
    return this.db
      .select({
        id: documents.id,
        objectKey: documents.objectKey,
        size: documents.size,
        previewStatus: documents.previewStatus,
        extractedText: documents.extractedText,
        textSource: documents.textSource,
      })
      .from(documents)
      .where(eq(documents.id, id))
      .then((rows) => rows[0]);
  }

  /** The text job's result: the search text (the search column follows) and where it came from. */
  async setText(id: string, values: { extractedText: string; textSource: TextSource }): Promise<void> {
    await this.db.update(documents).set(values).where(eq(documents.id, id));
  }

  /** Only records where the text came from, keeping the text (the text job gave up on the PDF). */
  async setTextSourceIfUnset(id: string, textSource: TextSource): Promise<void> {
    await this.db
      .update(documents)
      .set({ textSource: sql`coalesce(${documents.textSource}, ${textSource}::text_source)` })
      .where(eq(documents.id, id));
  }

  /**
   * One page of `npm run reindex`, keyset over id (ids after `afterId`, in order): documents whose
   * preview has run and whose text job has not (text_source null) or found no text ('none'), or
   * every such document with `all`. Documents still waiting for their preview are left to it.
   */
  reindexBatch(options: { afterId?: string; all: boolean; limit: number }): Promise<{ id: string; title: string }[]> {
    return this.db
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(
        and(reindexWhere(options.all), options.afterId ? sql`${documents.id} > ${options.afterId}::uuid` : undefined),
      )
      .orderBy(asc(documents.id))
      .limit(options.limit);
  }

  /** How many documents reindexBatch will go through after `afterId`. */
  async reindexCount(options: { afterId?: string; all: boolean }): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(documents)
      .where(
        and(reindexWhere(options.all), options.afterId ? sql`${documents.id} > ${options.afterId}::uuid` : undefined),
      );
    return row?.n ?? 0;
  }
}

/** What `npm run reindex` goes through (see reindexBatch). */
function reindexWhere(all: boolean): SQL | undefined {
  return and(
    sql`${documents.previewStatus} <> 'pending'`,
    all ? undefined : sql`(${documents.textSource} is null or ${documents.textSource} = 'none')`,
  );
}

export interface DocumentTextRow {
  id: string;
  objectKey: string;
  size: number;
  previewStatus: PreviewStatus;
  extractedText: string | null;
  textSource: TextSource | null;
}
