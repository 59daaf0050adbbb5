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
 * - Every list (catalogue, documents, reports, feedback, users) is simple-rest's sort/range/filter
 *   + Content-Range, answered by the server; getMany is its `filter={"id":[…]}`.
 * - A document is read at GET /api/documents/{id}; reports and feedback have no one-row
 *   route, so getOne asks their list for that id.
 * - Reports are resolved with PATCH /api/reports/{id} {action}; users' one edit is the admin
 *   role (PATCH /api/users/{id}/role).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetOneParams,
  type GetOneResult,
  type Identifier,
  type RaRecord,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { api } from '@/lib/api-client';

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

const base = simpleRestProvider(API, httpClient);

/** Lists without a one-row route: getOne is their list filtered by id. */
const LISTED_ONLY = new Set(['reports', 'feedbacks']);

export const dataProvider: DataProvider = {
  ...base,

  getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> => {
    if (isCatalogue(resource)) {
      const { json } = await httpClient(`${API}/catalogue/${resource}/${encodeURIComponent(String(params.id))}`);
      return { data: json as unknown as R };
    }
    if (LISTED_ONLY.has(resource)) {
      const { data } = await base.getMany<R>(resource, { ids: [params.id] });
      const [row] = data;
      if (!row) throw new HttpError('Not found', 404);
      return { data: row };
    }
    return base.getOne<R>(resource, params);
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
