import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../id-param';
import { stringList } from './list-params';

/** An ILIKE pattern that matches `text` anywhere, with the pattern's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * react-admin's `id` filter (one id or a list, e.g. getMany): rows whose id is listed. Values
 * that are not UUIDs match nothing rather than reaching PostgreSQL as a malformed uuid.
 */
export function idFilter(column: AnyPgColumn, value: unknown): SQL | undefined {
  const ids = stringList(value);
  if (ids === undefined) return undefined;
  const valid = ids.filter(isUuid);
  return valid.length === 0 ? sql`false` : inArray(column, valid);
}
