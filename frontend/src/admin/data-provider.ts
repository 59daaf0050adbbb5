/**
 * The admin data provider: ra-data-simple-rest over /api/admin (sort/range/filter in the query,
 * Content-Range for totals, filter `id` for getMany), on the app's HTTP client (http-client.ts).
 * The adapter adds only what the API asks for:
 * - create and update send the fields the API accepts for that resource, references by id, and
 *   an update only the fields that changed;
 * - a refused save names the form's fields (the API says `college`, the form edits `collegeId`),
 *   and a duplicate name marks the name field;
 * - delete answers with the deleted record (the API answers `data: null`).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { LISTED_LEVELS, ancestorsOf, isListed, type CatalogueLevelKey } from '@/config/catalogue-chain';
import type { ApiSchema } from '@/lib/api-types';
import { CATALOGUE_KINDS } from './catalogue/catalogue-kinds';
import { httpClient, type AdminErrorBody } from './http-client';

const ADMIN_API_URL = '/api/admin';

type Row = Record<string, unknown>;

/** Form fields (react-admin sources) → the fields of an API body (openapi.json). */
type FieldsOf<Body> = Record<string, keyof Body>;

/**
 * The levels a catalogue row is filed under (config/catalogue-chain.ts), as its form holds them
 * (a listed parent by id, `collegeId`; a number as is, `year`) and its body names them (`college`).
 */
const parentsOf = (key: CatalogueLevelKey): Record<string, string> =>
  Object.fromEntries(ancestorsOf(key).map((level) => [isListed(level) ? `${level.key}Id` : level.key, level.key]));

/**
 * Form field (react-admin source) → API field: everything create and update may send. A catalogue
 * kind sends its form's own fields (catalogue-kinds.ts, checked there against its add body) and
 * its parents.
 */
const WRITABLE: Record<string, Record<string, string>> = {
  ...Object.fromEntries(
    CATALOGUE_KINDS.map((kind) => [
      kind.resource,
      {
        ...Object.fromEntries(kind.form.map((field) => [field.source, field.source])),
        ...parentsOf(kind.level.key),
      },
    ]),
  ),
  ...({
    reports: { action: 'action' },
    users: { isAdmin: 'isAdmin' },
    requests: { action: 'action', reason: 'reason' },
  } satisfies {
    reports: FieldsOf<ApiSchema<'ResolveReportDto'>>;
    users: FieldsOf<ApiSchema<'SetRoleDto'>>;
    requests: FieldsOf<ApiSchema<'ResolveRequestDto'>>;
  }),
};

/** The field a duplicate-name refusal is about, per catalogue kind. */
const NAME_FIELD: Record<string, string> = Object.fromEntries(
  LISTED_LEVELS.map((level) => [level.resource, level.nameField]),
);

/** Fields a row may do without: emptying one in an edit clears it (sent as null). */
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['code', 'aliases']);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The API body for a form's values: writable fields only, renamed, empty ones left out. */
export function toPayload(resource: string, data: Partial<RaRecord>): Row {
  const fields = WRITABLE[resource];
  if (!fields) throw new HttpError(`${resource} cannot be changed here`, 405);
  const payload: Row = {};
  for (const [formField, apiField] of Object.entries(fields)) {
    const value = (data as Row)[formField];
    if (!isEmpty(value)) payload[apiField] = value;
  }
  return payload;
}

/** An update's body: only what differs from the record as it was loaded. */
export function changedPayload(
  resource: string,
  data: Partial<RaRecord>,
  previous: Partial<RaRecord> | undefined,
): Row {
  const next = toPayload(resource, data);
  if (!previous) return next;
  const before = toPayload(resource, previous);
  const changed = Object.fromEntries(
    Object.entries(next).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])),
  );
  // An optional field emptied (a subject's code, issue 26): null clears it; required ones never empty.
  for (const field of Object.keys(before)) {
    if (!(field in next) && OPTIONAL_FIELDS.has(field)) changed[field] = null;
  }
  return changed;
}

/** Renames the API's field names in a refusal to the form's, so react-admin marks the right input. */
export function toFormError(resource: string, error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as AdminErrorBody | null;
  if (!body) return error;
  const formField = Object.fromEntries(Object.entries(WRITABLE[resource] ?? {}).map(([form, api]) => [api, form]));
  let errors = body.errors;
  const nameField = NAME_FIELD[resource];
  if (!errors && body.code === 'CATALOGUE.DUPLICATE' && nameField) {
    errors = { [nameField]: error.message, root: { serverError: error.message } };
  }
  if (!errors) return error;
  const renamed = Object.fromEntries(
    Object.entries(errors).map(([field, reason]) => [formField[field] ?? field, reason]),
  );
  return new HttpError(error.message, error.status, { ...body, errors: renamed });
}

const base = simpleRestProvider(ADMIN_API_URL, httpClient);

const rethrowFor = (resource: string) => (error: unknown) => {
  throw toFormError(resource, error);
};

const deleteOne = (resource: string, id: Identifier) =>
  httpClient(`${ADMIN_API_URL}/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });

export const dataProvider: DataProvider = {
  ...base,

  create: (resource, params) =>
    base.create(resource, { ...params, data: toPayload(resource, params.data) }).catch(rethrowFor(resource)),

  update: (resource, params) =>
    base
      .update(resource, {
        ...params,
        data: changedPayload(resource, params.data, params.previousData as Partial<RaRecord> | undefined),
      })
      .catch(rethrowFor(resource)),

  delete: async <R extends RaRecord>(resource: string, params: { id: Identifier; previousData?: R }) => {
    await deleteOne(resource, params.id);
    return { data: (params.previousData ?? { id: params.id }) as R };
  },

  deleteMany: async (resource, params) => {
    for (const id of params.ids) await deleteOne(resource, id);
    return { data: params.ids };
  },
};
