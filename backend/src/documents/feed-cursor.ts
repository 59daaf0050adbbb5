/**
 * Keyset cursors for the feeds: an opaque base64url token of the last row's sort key. Feeds
 * order by (createdAt, id) descending; a search orders by (rank, createdAt, id) descending.
 * createdAt travels as PostgreSQL's own text form so microseconds survive the round trip
 * (a JavaScript Date would drop them and repeat or skip rows).
 */
import { badRequest } from '../common/app-exception';
import { isUuid } from '../common/id-param';

export interface FeedCursor {
  /** `created_at::text`, e.g. `2026-11-22 08:06:00.123456+00`. */
  createdAt: string;
  id: string;
  /** ts_rank of the row, only for searches. */
  rank?: number;
}

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2}){0,2})$/;

export function encodeCursor(cursor: FeedCursor): string {
  const tuple = cursor.rank === undefined ? [cursor.createdAt, cursor.id] : [cursor.createdAt, cursor.id, cursor.rank];
  return Buffer.from(JSON.stringify(tuple), 'utf8').toString('base64url');
}

export const invalidCursor = () => badRequest('DOCUMENT.INVALID_CURSOR', 'cursor is not valid for this list');

/** Throws 400 DOCUMENT.INVALID_CURSOR unless the token is one this server made for the same kind of list. */
export function decodeCursor(token: string, searching: boolean): FeedCursor {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(token)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== (searching ? 3 : 2)) throw invalidCursor();
  const [createdAt, id, rank] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !PG_TIMESTAMP.test(createdAt)) throw invalidCursor();
  if (typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  if (!searching) return { createdAt, id };
  if (typeof rank !== 'number' || !Number.isFinite(rank) || rank < 0) throw invalidCursor();
  return { createdAt, id, rank };
}
