/**
 * react-admin's ra-data-simple-rest list conventions: `sort=["field","ASC"]`, `range=[0,24]` and
 * `filter={...}` as JSON in the query string. Parsed here, checked against what each list allows.
 */
import { badRequest } from '../common/app-exception';

export interface ListParams<F extends string = string> {
  sort?: { field: F; order: 'ASC' | 'DESC' };
  /** Inclusive, as react-admin sends it. */
  range?: { start: number; end: number };
  filter: Record<string, unknown>;
}

/** The largest page react-admin may ask for in one call. */
export const MAX_RANGE = 1000;

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('LIST.INVALID_PARAMS', `${name} must be JSON`);
  }
}

export function parseListParams<F extends string>(
  raw: { sort?: string; range?: string; filter?: string },
  sortable: readonly F[],
  filterable: readonly string[],
): ListParams<F> {
  const params: ListParams<F> = { filter: {} };
  if (raw.sort !== undefined && raw.sort !== '') {
    const sort = parseJson('sort', raw.sort);
    if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') {
      throw badRequest('LIST.INVALID_PARAMS', 'sort must be ["field","ASC"|"DESC"]');
    }
    const field = sort[0] === 'id' ? '_id' : sort[0];
    const order = sort[1].toUpperCase();
    if (!(sortable as readonly string[]).includes(field)) {
      throw badRequest('LIST.INVALID_PARAMS', `sort field must be one of ${sortable.join(', ')}`);
    }
    if (order !== 'ASC' && order !== 'DESC') throw badRequest('LIST.INVALID_PARAMS', 'sort order must be ASC or DESC');
    params.sort = { field: field as F, order };
  }
  if (raw.range !== undefined && raw.range !== '') {
    const range = parseJson('range', raw.range);
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isInteger(n) && (n as number) >= 0) ||
      (range[1] as number) < (range[0] as number)
    ) {
      throw badRequest('LIST.INVALID_PARAMS', 'range must be [start, end] with 0 ≤ start ≤ end');
    }
    const [start, end] = range as [number, number];
    if (end - start + 1 > MAX_RANGE)
      throw badRequest('LIST.INVALID_PARAMS', `range may span at most ${MAX_RANGE} rows`);
    params.range = { start, end };
  }
  if (raw.filter !== undefined && raw.filter !== '') {
    const filter = parseJson('filter', raw.filter);
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw badRequest('LIST.INVALID_PARAMS', 'filter must be a JSON object');
    }
    for (const [key, value] of Object.entries(filter)) {
      const name = key === '_id' ? 'id' : key;
      if (!filterable.includes(name)) {
        throw badRequest('LIST.INVALID_PARAMS', `filter field must be one of ${filterable.join(', ')}`);
      }
      if (value === undefined || value === null || value === '') continue;
      params.filter[name] = value;
    }
  }
  return params;
}

/** `Content-Range: colleges 0-24/319` (react-admin reads the total after the slash). */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
}

/** A filter value as a list of strings (react-admin's getMany sends `{ id: [..] }`). */
export function stringList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
}

/**
 * Whether a request uses the react-admin list conventions at all. Lists that the spec's client
 * reads plainly keep their plain answer when none is given.
 */
export function hasListParams(raw: { sort?: string; range?: string; filter?: string }): boolean {
  return [raw.sort, raw.range, raw.filter].some((value) => value !== undefined && value !== '');
}
