/**
 * The columns every list of documents reads (feeds, searches, the console's grid, an owner's
 * uploads, bookmarks): the row with the names of its owner and catalogue rows joined in. Shared by
 * FeedRepository (feed and search statements) and DocumentsRepository (plain reads), as immich
 * shares its `columns.*` select fragments.
 */
import { type Column, eq, type GetColumnData, sql, SQL } from 'drizzle-orm';
import type { Database } from '../database/database.types';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '../database/catalogue-chain';
import { documentPopularity, documents, users } from '../database/schema';
import type { SearchTier } from './feed/feed-cursor';
import type { SnippetPart } from './feed/search-snippet';

/** Each catalogue level's row a document is filed under: `collegeId`, `collegeName`, … (catalogue-chain.ts). */
export type CatalogueRefColumns = { [K in CatalogueLevelKey as `${K}Id` | `${K}Name`]: string };

/** What a selected column or expression decodes to. */
type Decoded<Field> = Field extends Column ? GetColumnData<Field> : Field extends SQL<infer Value> ? Value : never;

/**
 * A row of listColumns, each column as it decodes (a nullable column's value or null), plus what
 * a search adds. Read from listColumns: a column selected there is in the row's type.
 */
export type DocumentListRow = { [Key in keyof typeof listColumns]: Decoded<(typeof listColumns)[Key]> } & {
  /** Searches only: 1 when the title, description or catalogue names match, 0 when only the PDF's text does. */
  tier?: SearchTier;
  /** Searches only: a passage of the PDF's text around the first match, the matched words marked (search-snippet.ts). */
  snippet?: SnippetPart[];
  /** Searches only, with a snippet: the page its first match is on, when known (FeedRepository's snippetColumn). */
  snippetPage?: number;
  /** The popular sort only: the row's key (document_popularity.popularity), for the next page's cursor. */
  popularity?: number;
};

/**
 * Each level's id (the documents' column) and name (the joined row's), by the chain. Typed as the
 * strings they read (uuid and text columns both decode to strings); Drizzle still maps them as
 * the columns they are.
 */
const catalogueColumns = Object.fromEntries(
  CATALOGUE_CHAIN.flatMap((level) => [
    [`${level.key}Id`, level.filedBy],
    [`${level.key}Name`, level.name],
  ]),
) as unknown as Record<keyof CatalogueRefColumns, SQL<string>>;

export const listColumns = {
  id: documents.id,
  type: documents.type,
  examType: documents.examType,
  title: documents.title,
  description: documents.description,
  year: documents.year,
  examYear: documents.examYear,
  pageCount: documents.pageCount,
  size: documents.size,
  // The counters' row (migration 0024: a view rewrites it, not the document's wide row).
  views: documentPopularity.views,
  downloads: documentPopularity.downloads,
  previewStatus: documents.previewStatus,
  thumbnailKey: documents.thumbnailKey,
  /** Where the search text came from: null until the text job has run. */
  textSource: documents.textSource,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  cursorCreatedAt: sql<string>`${documents.createdAt}::text`,
  ownerId: documents.ownerId,
  username: users.username,
  ...catalogueColumns,
};

/** listColumns' keys in select order: a row read in array mode has them at these positions. */
const LIST_KEYS = Object.keys(listColumns) as (keyof typeof listColumns)[];
/** Each listColumns key's position in a row read in array mode. */
const AT = Object.fromEntries(LIST_KEYS.map((key, i) => [key, i])) as Record<keyof typeof listColumns, number>;
/** Columns a statement selects after listColumns (a search's tier and snippet) start here. */
export const EXTRA_AT = LIST_KEYS.length;

/** A timestamptz as Drizzle decodes it: both drivers hand Drizzle's statements the text. */
const timestamp = (value: unknown): Date => (typeof value === 'string' ? new Date(value) : (value as Date));

/** The catalogue levels' keys in the row and their positions, in the chain's order. */
const CATALOGUE_AT = (Object.keys(catalogueColumns) as (keyof CatalogueRefColumns)[]).map(
  (key) => [key, AT[key]] as const,
);

/**
 * A row of listColumns from the driver's array, decoded as Drizzle would (mapRowsWith): one object
 * literal, then the catalogue levels always in the same order, so every row has one shape. `size`
 * is a bigint (text from node-postgres).
 */
export function listRow(r: unknown[]): DocumentListRow {
  // `satisfies`: a column added to listColumns and not decoded here does not compile.
  const row = {
    id: r[AT.id] as string,
    type: r[AT.type] as DocumentListRow['type'],
    examType: r[AT.examType] as DocumentListRow['examType'],
    title: r[AT.title] as string,
    description: r[AT.description] as string,
    year: r[AT.year] as number,
    examYear: r[AT.examYear] as string | null,
    pageCount: r[AT.pageCount] as number | null,
    size: Number(r[AT.size]),
    views: r[AT.views] as number,
    downloads: r[AT.downloads] as number,
    previewStatus: r[AT.previewStatus] as DocumentListRow['previewStatus'],
    thumbnailKey: r[AT.thumbnailKey] as string | null,
    textSource: r[AT.textSource] as DocumentListRow['textSource'],
    createdAt: timestamp(r[AT.createdAt]),
    updatedAt: timestamp(r[AT.updatedAt]),
    cursorCreatedAt: r[AT.cursorCreatedAt] as string,
    ownerId: r[AT.ownerId] as string,
    username: r[AT.username] as string,
  } satisfies Omit<DocumentListRow, keyof CatalogueRefColumns> as DocumentListRow;
  for (const [key, at] of CATALOGUE_AT) row[key] = r[at] as string;
  return row;
}

/**
 * Feed order. The feed indexes are `created_at DESC NULLS LAST, id DESC NULLS LAST` (Drizzle's
 * `.desc()`), while a bare `ORDER BY … DESC` means NULLS FIRST and cannot use them: PostgreSQL then
 * sorts the whole table for every page (measured: 50–170 ms instead of < 1 ms at 100 000 rows).
 * The columns are NOT NULL, so the two orders are the same rows.
 */
export const NEWEST_FIRST = [sql`${documents.createdAt} desc nulls last`, sql`${documents.id} desc nulls last`];

/**
 * listColumns (and `extra`, selected after them) from documents with the owner's and each level's
 * names and the counters joined in (every document has its document_popularity row: the insert
 * trigger of migration 0016 adds it).
 */
export function listSelect<Extra extends Record<string, SQL.Aliased | SQL>>(db: Database, extra?: Extra) {
  const query = db
    .select({ ...listColumns, ...(extra ?? ({} as Extra)) })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.ownerId))
    .innerJoin(documentPopularity, eq(documentPopularity.documentId, documents.id))
    .$dynamic();
  // Inner joins leave an explicit selection's row type as it is; Drizzle cannot follow joins of
  // tables chosen in a loop, hence the one cast (its bookkeeping of joined tables aside, same type).
  return CATALOGUE_CHAIN.reduce(
    (joined, level) => joined.innerJoin(level.table, eq(level.id, level.filedBy)) as unknown as typeof query,
    query,
  );
}
