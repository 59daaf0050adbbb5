/**
 * Opaque keyset cursors for lists other than the document feeds (those have feed-cursor.ts): a
 * base64url JSON tuple of the last row's sort key, checked field by field when it comes back so a
 * forged or foreign token is a 400, never a 500. Timestamps travel as PostgreSQL's text form so
 * microseconds survive the round trip.
 */
import { isPgTimestamp } from './feed-cursor';
import { isUuid } from '../../common/id-param';

export type CursorField = 'timestamp' | 'uuid' | 'count';

export function encodeKeyset(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

const valid: Record<CursorField, (value: unknown) => boolean> = {
  timestamp: (value) => typeof value === 'string' && isPgTimestamp(value),
  uuid: (value) => typeof value === 'string' && isUuid(value),
  count: (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 2_147_483_647,
};

/** The tuple, or undefined when the token is not one made for this shape. */
export function decodeKeyset(token: string, shape: readonly CursorField[]): (string | number)[] | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(token)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length) return undefined;
  const tuple = parsed as unknown[];
  return shape.every((field, i) => valid[field](tuple[i])) ? (tuple as (string | number)[]) : undefined;
}

/**
 * A keyset page of a list read with `limit + 1` rows: the first `limit`, whether more follow, and
 * the link to the next page (`path` with the list's own parameters and the last row's cursor).
 */
export function keysetPage<R>(
  rows: readonly R[],
  limit: number,
  next: {
    path: string;
    params: Record<string, string | number | undefined>;
    cursor: (last: R) => readonly (string | number)[];
  },
): { page: R[]; hasNextPage: boolean; nextPage: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasNextPage = rows.length > limit;
  if (!hasNextPage || last === undefined) return { page, hasNextPage, nextPage: null };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next.params)) if (value !== undefined) params.set(key, String(value));
  params.set('cursor', encodeKeyset(next.cursor(last)));
  return { page, hasNextPage, nextPage: `${next.path}?${params.toString()}` };
}
