/**
 * react-admin's ra-data-simple-rest list conventions: `sort=["field","ASC"]`, `range=[0,24]` and
 * `filter={...}` as JSON in the query string. Parsed and checked here, at the edge: the sort field
 * against the list's whitelist, the range as safe integers within a page cap and a largest
 * offset, and every filter value against the type its list declares for that field (ListFilters),
 * so nothing a client sends can reach the database as a value of the wrong type or size. Each
 * feature declares its own lists' filters: nothing here names a feature's fields.
 */
import type { FastifyReply } from 'fastify';
import { YEAR_OF_STUDY } from '../id-param';
import { hasNul } from '../plain-text';
import { invalidListParams } from '../common.errors';

export interface ListParams<F extends string = string> {
  sort?: { field: F; order: 'ASC' | 'DESC' };
  /** Inclusive, as react-admin sends it. */
  range?: { start: number; end: number };
  /** Values checked against the list's ListFilters (years are numbers, booleans booleans, ids strings). */
  filter: Record<string, unknown>;
}

/** The largest page react-admin may ask for in one call. */
export const MAX_RANGE = 1000;
/** The farthest row a page may start or end at (OFFSET paging; far beyond any admin grid). */
export const MAX_OFFSET = 1_000_000;
/** Longest text filter value (names, a search). */
export const MAX_FILTER_TEXT = 200;

/**
 * What a filter field holds:
 * - text: one string (a search, a name; a parent may be a name or an id);
 * - ids: one id or a list (react-admin's getMany); strings that are not UUIDs match nothing;
 * - words: one word or a list (statuses, reasons), checked against its list by the repository;
 * - year: a year of study, a whole number within YEAR_OF_STUDY;
 * - boolean: true or false.
 */
export type FilterType = 'text' | 'ids' | 'words' | 'year' | 'boolean';

/**
 * A list's filter fields and what each holds, declared by the feature that owns the list (in
 * the order its error message and Swagger text name them). Any other field is refused.
 */
export type ListFilters = Readonly<Record<string, FilterType>>;

/** The two filters every react-admin list has: a search and getMany's ids. */
export const BASE_FILTERS = { q: 'text', id: 'ids' } as const satisfies ListFilters;

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidListParams(`${name} must be JSON`);
  }
}

function shortText(name: string, value: unknown): string {
  if (typeof value !== 'string') throw invalidListParams(`filter ${name} must be a string`);
  if (value.length > MAX_FILTER_TEXT)
    throw invalidListParams(`filter ${name} must be at most ${MAX_FILTER_TEXT} characters`);
  if (hasNul(value)) throw invalidListParams(`filter ${name} must not contain NUL characters`);
  return value;
}

function textList(name: string, value: unknown, max: number): string[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  if (list.length > max) throw invalidListParams(`filter ${name} may list at most ${max} values`);
  return list.map((item) => shortText(name, item));
}

/** A filter value checked and normalised for its field's type. */
function filterValue(name: string, type: FilterType, value: unknown): unknown {
  switch (type) {
    case 'text':
      return shortText(name, value);
    case 'ids':
      return textList(name, value, MAX_RANGE);
    case 'words':
      return textList(name, value, 20);
    case 'year': {
      // A select input may send the year as a string.
      const year = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
      if (typeof year !== 'number' || !Number.isInteger(year) || year < YEAR_OF_STUDY.min || year > YEAR_OF_STUDY.max) {
        throw invalidListParams(
          `filter ${name} must be a whole number from ${YEAR_OF_STUDY.min} to ${YEAR_OF_STUDY.max}`,
        );
      }
      return year;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalidListParams(`filter ${name} must be true or false`);
  }
}

/** [start, end], inclusive: safe integers, 0 ≤ start ≤ end ≤ MAX_OFFSET, at most MAX_RANGE rows. */
function parseRange(text: string): { start: number; end: number } {
  const range = parseJson('range', text);
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= MAX_OFFSET) ||
    (range[1] as number) < (range[0] as number)
  ) {
    throw invalidListParams(`range must be [start, end] with 0 ≤ start ≤ end ≤ ${MAX_OFFSET}`);
  }
  const [start, end] = range as [number, number];
  if (end - start + 1 > MAX_RANGE) throw invalidListParams(`range may span at most ${MAX_RANGE} rows`);
  return { start, end };
}

export function parseListParams<F extends string>(
  raw: { sort?: string; range?: string; filter?: string },
  sortable: readonly F[],
  filters: ListFilters,
): ListParams<F> {
  const params: ListParams<F> = { filter: {} };
  if (raw.sort !== undefined && raw.sort !== '') {
    const sort = parseJson('sort', raw.sort);
    if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') {
      throw invalidListParams('sort must be ["field","ASC"|"DESC"]');
    }
    const field = sort[0] === 'id' ? '_id' : sort[0];
    const order = sort[1].toUpperCase();
    if (!(sortable as readonly string[]).includes(field)) {
      throw invalidListParams(`sort field must be one of ${sortable.join(', ')}`);
    }
    if (order !== 'ASC' && order !== 'DESC') throw invalidListParams('sort order must be ASC or DESC');
    params.sort = { field: field as F, order };
  }
  if (raw.range !== undefined && raw.range !== '') params.range = parseRange(raw.range);
  if (raw.filter !== undefined && raw.filter !== '') {
    const filter = parseJson('filter', raw.filter);
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw invalidListParams('filter must be a JSON object');
    }
    for (const [key, value] of Object.entries(filter)) {
      const name = key === '_id' ? 'id' : key;
      const type = Object.hasOwn(filters, name) ? filters[name] : undefined;
      if (type === undefined) {
        throw invalidListParams(`filter field must be one of ${Object.keys(filters).join(', ')}`);
      }
      if (value === undefined || value === null || value === '') continue;
      params.filter[name] = filterValue(name, type, value);
    }
  }
  return params;
}

/** `Content-Range: colleges 0-24/319` (react-admin reads the total after the slash). */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
}

/** One page of a react-admin list, as the admin services answer it. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  start: number;
}

/** Sets `Content-Range` for the page and answers its rows: every admin list ends with this. */
export function sendPage<T>(reply: FastifyReply, resource: string, page: ListPage<T>): T[] {
  void reply.header('content-range', contentRange(resource, page.start, page.rows.length, page.total));
  return page.rows;
}

/** A filter value as a list of strings (react-admin's getMany sends `{ id: [..] }`). */
export function stringList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
}
