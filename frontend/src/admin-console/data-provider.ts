/**
 * The console's data provider: ra-data-simple-rest over the PaperShelf API, adapted to it.
 * - Every success is an envelope `{ success, statusCode, message, data }`: `data` is unwrapped,
 *   and each row gets react-admin's `id` from the API's `_id`.
 * - Errors reject with the server's `message` (fetchUtils reads it from the error envelope).
 * - A 401 (expired access token) goes through the app's api client once, which refreshes the
 *   session the same way the student screens do, then the call is retried.
 * - Catalogue lists follow simple-rest's sort/range/filter + Content-Range. One row is read at
 *   /api/catalogue/{kind}/{id} (GET /api/courses/{id} is the spec's courses-of-a-college
 *   lookup), references (getMany) come from the plain lists, and create/update send only the
 *   fields the API accepts, references by id.
 * - Reports and feedback are short admin lists without server paging: paged here.
 * - Documents follow the feed's own keyset pages (see documentsPage).
 * - Users are listed with simple-rest paging; their one edit is the admin role
 *   (PATCH /api/users/{id}/role).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyResult,
  type GetOneParams,
  type GetOneResult,
  type Identifier,
  type RaRecord,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { api, rewriteNextPage } from '@/lib/api-client';

const API = '/api';

type Row = Record<string, unknown>;

const withId = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withId);
  if (value !== null && typeof value === 'object' && '_id' in value) {
    const row = value as Row;
    return { ...row, id: row._id };
  }
  return value;
};

const unwrap = (body: unknown): unknown =>
  body !== null && typeof body === 'object' && 'success' in body && 'data' in body ? (body as { data: unknown }).data : body;

async function send(url: string, options: fetchUtils.Options) {
  const response = await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  return { ...response, json: withId(unwrap(response.json)) as Row };
}

/** fetchUtils.fetchJson with cookies, envelope unwrapping and one session refresh on 401. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await send(url, options);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401) throw error;
    // The api client refreshes an expired access token (once, tab-safe) when this call 401s.
    const signedIn = await api.get('/api/users/current-user').then(
      () => true,
      () => false,
    );
    if (!signedIn) throw error;
    return send(url, options);
  }
}

export const CATALOGUE_RESOURCES = ['colleges', 'courses', 'branches', 'subjects'] as const;
type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number];
const isCatalogue = (resource: string): resource is CatalogueResource =>
  (CATALOGUE_RESOURCES as readonly string[]).includes(resource);

/** API field ← form field: what create/update may send for each catalogue kind. */
const WRITABLE: Record<CatalogueResource, Record<string, string>> = {
  colleges: { collegeName: 'collegeName', location: 'location' },
  courses: { courseName: 'courseName', abbreviation: 'abbreviation', duration: 'duration', college: 'collegeId' },
  branches: { branchName: 'branchName', abbreviation: 'abbreviation', college: 'collegeId', course: 'courseId' },
  subjects: { name: 'name', year: 'year', college: 'collegeId', course: 'courseId', branch: 'branchId' },
};

export function toPayload(resource: CatalogueResource, data: Partial<RaRecord>): Row {
  const payload: Row = {};
  for (const [apiField, formField] of Object.entries(WRITABLE[resource])) {
    const value = (data as Row)[formField];
    if (value !== undefined && value !== null && value !== '') payload[apiField] = value;
  }
  return payload;
}

/** Client-side paging, sorting and filtering of a short list. */
export function pageOf(rows: RaRecord[], params: GetListParams): GetListResult {
  const filter = Object.entries(params.filter as Row).filter(([, value]) => value !== undefined && value !== '');
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  let matching = rows.filter((row) => filter.every(([key, value]) => same((row as Row)[key], value)));
  const sort = params.sort;
  if (sort) {
    const direction = sort.order === 'ASC' ? 1 : -1;
    const valueOf = (row: RaRecord) => {
      const value = sort.field.split('.').reduce<unknown>((v, key) => (v as Row | undefined)?.[key], row);
      if (typeof value === 'number' || typeof value === 'string') return value;
      return value === undefined || value === null ? '' : JSON.stringify(value);
    };
    matching = [...matching].sort((a, b) => (valueOf(a) < valueOf(b) ? -direction : valueOf(a) > valueOf(b) ? direction : 0));
  }
  const { page, perPage } = params.pagination ?? { page: 1, perPage: matching.length };
  return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
}

const base = simpleRestProvider(API, httpClient);

interface DocumentPage {
  docs: RaRecord[];
  nextPage: string | null;
  hasNextPage: boolean;
}

/**
 * Documents are keyset-paged by the server (20 a page, newest first, or best match with `q`):
 * page N is read from page N-1's `nextPage` link (/v1 → /api), so the console lists them with
 * react-admin's infinite pagination, which asks for pages in order. Links are remembered per
 * search; a page asked for out of order is reached by walking from the first.
 */
const documentPages = new Map<string, string | null>();

async function documentsPage(params: GetListParams): Promise<GetListResult> {
  const q = typeof (params.filter as Row).q === 'string' ? ((params.filter as Row).q as string).trim() : '';
  const first = q === '' ? `${API}/documents` : `${API}/documents?q=${encodeURIComponent(q)}`;
  const wanted = params.pagination?.page ?? 1;
  let page = wanted;
  while (page > 1 && !documentPages.has(`${q}\n${String(page)}`)) page -= 1;
  let url: string | null = page === 1 ? first : (documentPages.get(`${q}\n${String(page)}`) ?? null);
  for (;;) {
    if (url === null) return { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: wanted > 1 } };
    const { json } = await httpClient(url);
    const result = json as unknown as DocumentPage;
    const next = result.hasNextPage && result.nextPage ? rewriteNextPage(result.nextPage) : null;
    documentPages.set(`${q}\n${String(page + 1)}`, next);
    if (page === wanted) {
      return { data: withId(result.docs) as RaRecord[], pageInfo: { hasNextPage: next !== null, hasPreviousPage: wanted > 1 } };
    }
    page += 1;
    url = next;
  }
}

async function wholeList(resource: string, query = ''): Promise<RaRecord[]> {
  const { json } = await httpClient(`${API}/${resource}${query}`);
  return json as unknown as RaRecord[];
}

export const dataProvider: DataProvider = {
  ...base,

  getList: (resource, params) => {
    if (isCatalogue(resource) || resource === 'users') return base.getList(resource, params);
    if (resource === 'documents') return documentsPage(params);
    const status = (params.filter as Row).status;
    const query = resource === 'reports' && typeof status === 'string' && status !== '' ? `?status=${status}` : '';
    const filter = { ...(params.filter as Row) };
    delete filter.status;
    return wholeList(resource, query).then((rows) => pageOf(rows, { ...params, filter }));
  },

  getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> => {
    if (isCatalogue(resource)) {
      const { json } = await httpClient(`${API}/catalogue/${resource}/${encodeURIComponent(String(params.id))}`);
      return { data: json as unknown as R };
    }
    const row = (await wholeList(resource)).find((r) => String(r.id) === String(params.id));
    if (!row) throw new HttpError('Not found', 404);
    return { data: row as R };
  },

  getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> => {
    const wanted = new Set(params.ids.map(String));
    const rows = await wholeList(resource);
    return { data: rows.filter((row) => wanted.has(String(row.id))) as R[] };
  },

  create: (resource, params) =>
    isCatalogue(resource)
      ? base.create(resource, { ...params, data: toPayload(resource, params.data) })
      : Promise.reject(new Error(`${resource} cannot be created here`)),

  update: async <R extends RaRecord>(resource: string, params: UpdateParams): Promise<UpdateResult<R>> => {
    if (isCatalogue(resource)) return base.update<R>(resource, { ...params, data: toPayload(resource, params.data as Partial<RaRecord>) });
    if (resource === 'users') {
      const { json } = await httpClient(`${API}/users/${encodeURIComponent(String(params.id))}/role`, {
        method: 'PATCH',
        body: JSON.stringify({ isAdmin: (params.data as Row).isAdmin === true }),
      });
      return { data: json as unknown as R };
    }
    if (resource === 'reports') {
      const { json } = await httpClient(`${API}/reports/${encodeURIComponent(String(params.id))}`, {
        method: 'PATCH',
        body: JSON.stringify({ action: (params.data as Row).action }),
      });
      return { data: { ...(params.previousData as object), ...(json as object), id: params.id as Identifier } as R };
    }
    throw new Error(`${resource} cannot be edited here`);
  },

  delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> => {
    await httpClient(`${API}/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as R };
  },

  deleteMany: async (resource, params) => {
    const done: Identifier[] = [];
    for (const id of params.ids) {
      await httpClient(`${API}/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      done.push(id);
    }
    return { data: done };
  },
};
