/**
 * The transport under the admin data provider: ra-data-simple-rest's `httpClient` contract
 * (`(url, options) => { status, headers, body, json }`) played by the app's one HTTP client, so
 * the admin screens share its cookies, its envelope handling and its one-refresh-on-401.
 * - A success envelope is unwrapped to `data`, and every row gets react-admin's `id` from `_id`.
 * - A failure rejects with react-admin's HttpError: the server's message, its status, and a body
 *   with the error `code`; when the server named fields, `body.errors` holds them in the shape
 *   react-admin puts on a form (`{ field: message, root: { serverError } }`).
 */
import { HttpError, type fetchUtils } from 'react-admin';
import { api, fieldErrors, toApiError, unwrapEnvelope, type ApiErrorCode } from '@/lib/api-client';

type Row = Record<string, unknown>;

/** react-admin's `id` beside the API's `_id`, on a row or on each row of a list. */
const withId = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withId);
  if (value !== null && typeof value === 'object' && '_id' in value) {
    const row = value as Row;
    return { ...row, id: row._id };
  }
  return value;
};

/** What react-admin's forms read from a refused save: field → reason, plus the summary. */
export interface FormErrors {
  [field: string]: string | { serverError: string };
  root: { serverError: string };
}

export interface AdminErrorBody {
  code: ApiErrorCode;
  requestId: string | undefined;
  details: Record<string, unknown> | undefined;
  errors?: FormErrors;
}

/** Any failure of a call as react-admin's HttpError (see the module comment). */
export function toHttpError(error: unknown): HttpError {
  const apiError = toApiError(error);
  const fields = fieldErrors(apiError);
  const body: AdminErrorBody = {
    code: apiError.code,
    requestId: apiError.requestId,
    details: apiError.details,
    ...(Object.keys(fields).length > 0 ? { errors: { ...fields, root: { serverError: apiError.message } } } : {}),
  };
  return new HttpError(apiError.message, apiError.status, body);
}

const parseBody = (body: BodyInit | null | undefined): unknown =>
  typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = Object.fromEntries(new Headers(options.headers).entries());
  try {
    const response = await api.request({
      url,
      method: options.method ?? 'GET',
      body: parseBody(options.body),
      headers,
      signal: options.signal ?? undefined,
    });
    const data = unwrapEnvelope<unknown>(response.data, response.status, response.headers);
    return {
      status: response.status,
      headers: response.headers,
      body: JSON.stringify(response.data),
      json: withId(data) as Row,
    };
  } catch (error) {
    throw toHttpError(error);
  }
}
