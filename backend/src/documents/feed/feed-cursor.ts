/**
 * Keyset cursors for the feeds: an opaque base64url token of the last row's sort key. Feeds
 * order by (createdAt, id) descending; a search by (tier, createdAt, id); the exam-year sort by
 * (coalesce(examYear, ''), createdAt, id); the popular sort by (popularity, createdAt, id); all descending.
 * createdAt travels as PostgreSQL's own text form so microseconds survive the round trip
 * (a JavaScript Date would drop them and repeat or skip rows).
 */
import { isUuid } from '../../common/id-param';
import { invalidCursor } from '../documents.errors';
import { isExamYear } from '../dto/exam-year';

/**
 * 1 when a search matched a document's title, description or catalogue names, 0 when only its
 * PDF's text; -1 and -2 the same for the corrected query (a misspelt word corrected, ranked below
 * every exact match: FeedRepository.searchPage).
 */
export type SearchTier = 1 | 0 | -1 | -2;

export interface FeedCursor {
  /** `created_at::text`, e.g. `2026-11-22 08:06:00.123456+00`. */
  createdAt: string;
  id: string;
  /** The row's search tier (FeedRepository.searchPage), only for searches. */
  tier?: SearchTier;
  /** The row's exam year, '' for none (the sort's key), only for the exam-year sort. */
  examYear?: string;
  /** The row's popularity (document_popularity.popularity), only for the popular sort. */
  popularity?: number;
}

/** Which order a cursor continues: a token made for one is refused by the others. */
export type CursorKind = 'feed' | 'search' | 'examYear' | 'popular' | 'search:examYear' | 'search:popular';

const PG_TIMESTAMP =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})[ T](?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(?:\.\d{1,6})?(?:Z|[+-](?<offsetHours>\d{2})(?::?(?<offsetMinutes>\d{2}))?(?::?(?<offsetSeconds>\d{2}))?)$/;

/** Rows are stamped now(): a cursor outside these years was not made here. */
const MIN_YEAR = 1970;
const MAX_YEAR = 9999;
/** PostgreSQL's own bound on a UTC offset is 15:59:59. */
const MAX_OFFSET_HOURS = 15;
const isTier = (tier: unknown): tier is SearchTier => tier === 0 || tier === 1 || tier === -1 || tier === -2;

/** A calendar-valid timestamp in PostgreSQL's text form (no 2024-13-45, no 25:00, no +99:99). */
export function isPgTimestamp(text: string): boolean {
  const match = PG_TIMESTAMP.exec(text);
  if (!match) return false;
  const field = (name: string) => Number(match.groups?.[name] ?? 0);
  const [year, month, day] = [field('year'), field('month'), field('day')];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  if (field('hour') > 23 || field('minute') > 59 || field('second') > 59) return false;
  return field('offsetHours') <= MAX_OFFSET_HOURS && field('offsetMinutes') <= 59 && field('offsetSeconds') <= 59;
}

export function encodeCursor(cursor: FeedCursor): string {
  const sortKey = cursor.examYear ?? cursor.popularity;
  // A search in another order (sort with q) carries its sort key and its tier (which query).
  if (sortKey !== undefined && cursor.tier !== undefined) {
    return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id, sortKey, cursor.tier]), 'utf8').toString(
      'base64url',
    );
  }
  const key = cursor.tier ?? sortKey;
  const tuple = key === undefined ? [cursor.createdAt, cursor.id] : [cursor.createdAt, cursor.id, key];
  return Buffer.from(JSON.stringify(tuple), 'utf8').toString('base64url');
}

/** Throws 400 DOCUMENT.INVALID_CURSOR unless the token is one this server made for the same kind of list. */
export function decodeCursor(token: string, kind: CursorKind): FeedCursor {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(token)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const length = kind === 'feed' ? 2 : kind.startsWith('search:') ? 4 : 3;
  if (!Array.isArray(parsed) || parsed.length !== length) throw invalidCursor();
  const [createdAt, id, key, sortedTier] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !isPgTimestamp(createdAt)) throw invalidCursor();
  if (typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  if (kind === 'feed') return { createdAt, id };
  // A sorted search's tier: 0 the words as typed, -2 the corrected query (FeedRepository.sortedSearchPage).
  const tier = kind.startsWith('search:') ? (sortedTier === 0 || sortedTier === -2 ? sortedTier : null) : undefined;
  if (tier === null) throw invalidCursor();
  if (kind === 'examYear' || kind === 'search:examYear') {
    if (key !== '' && !isExamYear(key)) throw invalidCursor();
    return { createdAt, id, examYear: key, tier };
  }
  if (kind === 'popular' || kind === 'search:popular') {
    if (typeof key !== 'number' || !Number.isFinite(key)) throw invalidCursor();
    return { createdAt, id, popularity: key, tier };
  }
  if (!isTier(key)) throw invalidCursor();
  return { createdAt, id, tier: key };
}
