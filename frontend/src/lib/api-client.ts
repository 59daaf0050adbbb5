/**
 * The one HTTP client of the app. Owns the wire contract with the server:
 * - success envelope `{ success: true, statusCode, message, data }` → helpers resolve to `data`;
 * - error envelope `{ success: false, statusCode, code, message, errors?, requestId }` → every
 *   failure (HTTP, network, timeout, cancel) rejects with an `ApiError`.
 * Paths are relative (`/api/...`) so the dev proxy and production share one origin and the
 * auth cookies travel with every request. The transport is `fetch` (axios cost the first load
 * ≈ 15 KB gzip, issue 12); an upload that reports progress passes its own transport
 * (lib/upload-with-progress.ts, XMLHttpRequest) through the same envelope and refresh logic.
 */
import { strings } from '@/config/strings';
import type { ApiSchema, ErrorCode } from './api-types';
import { forgetLegacySessionHint, hasSessionHint } from './session-hint';
import { sleep } from './sleep';

/** openapi.json's success envelope (one per payload there), around any payload. */
export type ApiSuccessEnvelope<T> = Omit<ApiSchema<'EmptyEnvelopeDto'>, 'success' | 'data'> & {
  success: true;
  data: T;
};

/**
 * openapi.json's error envelope as the client trusts it: `isErrorEnvelope` checks only `success`,
 * `code` and `message`, so the rest is narrowed where it is read.
 */
export type ApiErrorEnvelope = Omit<ApiSchema<'ErrorEnvelopeDto'>, 'success' | 'errors' | 'details'> & {
  success: false;
  /** Field-level details (`[{ field, message }]`); callers must narrow it. */
  errors?: unknown;
  /** Machine-readable facts, e.g. `retryAfterSeconds` on a 429 or the `field` of a conflict. */
  details?: unknown;
};

/** Codes for failures that never reached a server-made error envelope. */
export const CLIENT_ERROR_CODES = {
  network: 'CLIENT.NETWORK_ERROR',
  timeout: 'CLIENT.TIMEOUT',
  cancelled: 'CLIENT.CANCELLED',
  http: 'CLIENT.HTTP_ERROR',
  invalidResponse: 'CLIENT.INVALID_RESPONSE',
  unknown: 'CLIENT.UNKNOWN',
} as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/**
 * What an ApiError's `code` holds: one of the server's codes (openapi.json) or one of ours for a
 * failure no server answered. A server newer than this build may send a code not listed yet; it
 * is passed on as is and matches no check.
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  code: ApiErrorCode;
  message: string;
  requestId?: string | undefined;
  errors?: unknown;
  details?: Record<string, unknown> | undefined;
  /** From `details.retryAfterSeconds` or the Retry-After header. */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly requestId: string | undefined;
  readonly errors: unknown;
  readonly details: Record<string, unknown> | undefined;
  /** How long the server asked us to wait (a 429), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.errors = init.errors;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the user can act on when the server refused a request: how long to wait after a 429,
 * else the server's own words for a 4xx (a duplicate, a conflict, a wrong old password).
 * Undefined for a missing session (401 AUTH.UNAUTHENTICATED), for access refusals (403: the
 * guards handle those), and for anything that is not a refusal (5xx, no answer).
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 403) return undefined;
  if (error.status === 401 && error.code === 'AUTH.UNAUTHENTICATED') return undefined;
  if (error.status === 429 && error.retryAfterSeconds !== undefined)
    return strings.errors.tryAgainIn(error.retryAfterSeconds);
  // A validation failure names the broken rule per field; the first says more than "Validation failed".
  return Object.values(fieldErrors(error))[0] ?? error.message;
}

/**
 * The server's per-field reasons (`errors: [{ field, message }]`, or the `details.field` of a
 * conflict such as a taken username), keyed by field; the first reason per field wins.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (!isApiError(error)) return found;
  if (Array.isArray(error.errors)) {
    for (const entry of error.errors) {
      if (
        isRecord(entry) &&
        typeof entry.field === 'string' &&
        typeof entry.message === 'string' &&
        entry.field !== ''
      ) {
        found[entry.field] ??= entry.message;
      }
    }
  }
  const field = error.details?.field;
  if (typeof field === 'string' && field !== '') found[field] ??= error.message;
  return found;
}

const secondsFrom = (value: unknown): number | undefined => {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
};

export const isErrorEnvelope = (value: unknown): value is ApiErrorEnvelope =>
  isRecord(value) && value.success === false && typeof value.code === 'string' && typeof value.message === 'string';

const isSuccessEnvelope = (value: unknown): value is ApiSuccessEnvelope<unknown> =>
  isRecord(value) && value.success === true && 'data' in value;

type ResponseHeaders = Headers | undefined;

const requestIdFrom = (headers: ResponseHeaders): string | undefined => {
  const value = headers?.get('x-request-id');
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const fromEnvelope = (
  envelope: ApiErrorEnvelope,
  status: number,
  headers: ResponseHeaders,
  cause?: unknown,
): ApiError => {
  const details = isRecord(envelope.details) ? envelope.details : undefined;
  return new ApiError({
    status: status || envelope.statusCode,
    code: envelope.code,
    message: envelope.message,
    requestId: typeof envelope.requestId === 'string' ? envelope.requestId : requestIdFrom(headers),
    errors: envelope.errors,
    details,
    retryAfterSeconds: secondsFrom(details?.retryAfterSeconds) ?? secondsFrom(headers?.get('retry-after') ?? undefined),
    cause,
  });
};

const errorName = (error: unknown): string | undefined =>
  isRecord(error) && typeof error.name === 'string' ? error.name : undefined;

/** Normalises anything a request can throw into an `ApiError`. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (errorName(error) === 'AbortError') {
    return new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.cancelled,
      message: 'Request cancelled',
      cause: error,
    });
  }
  return new ApiError({
    status: 0,
    code: CLIENT_ERROR_CODES.unknown,
    message: error instanceof Error ? error.message : 'Unexpected error',
    cause: error,
  });
}

/** A failure of the transport itself (no response): cancelled, timed out, or unreachable. */
function transportError(error: unknown): ApiError {
  const name = errorName(error);
  if (name === 'AbortError') return toApiError(error);
  const timedOut = name === 'TimeoutError';
  return new ApiError({
    status: 0,
    code: timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network,
    message: timedOut ? 'The server took too long to answer' : 'The server could not be reached',
    cause: error,
  });
}

/** A response outside 2xx as an `ApiError`: the server's envelope when it sent one. */
function responseError(response: ApiResponse): ApiError {
  if (isErrorEnvelope(response.data)) return fromEnvelope(response.data, response.status, response.headers);
  return new ApiError({
    status: response.status,
    code: CLIENT_ERROR_CODES.http,
    message: `Request failed with status ${String(response.status)}`,
    requestId: requestIdFrom(response.headers),
  });
}

/**
 * Returns `data` from a success envelope. The payload type is the caller's claim about the
 * endpoint: the envelope is checked here, the payload is not (no schema library in the client).
 */
export function unwrapEnvelope<T>(body: unknown, status: number, headers?: Headers): T {
  if (isSuccessEnvelope(body)) return body.data as T;
  if (isErrorEnvelope(body)) throw fromEnvelope(body, status, headers);
  throw new ApiError({
    status,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: 'Unexpected response from the server',
    requestId: requestIdFrom(headers),
  });
}

/**
 * Paged list responses carry `nextPage` as a server URL under `/v1`; the client must call it
 * under `/api` (spec §3). Only the first `/v1` path segment is replaced.
 */
export function rewriteNextPage(url: string): string {
  return url.replace(/\/v1(?=[/?#]|$)/, '/api');
}

/** `fetch`'s shape: the default transport, a test's fake server, or an upload with progress. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiRequestConfig {
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Another transport for this call (an upload that reports progress). */
  transport?: Transport;
}

export interface ApiRequest extends ApiRequestConfig {
  method: string;
  url: string;
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  /** Let the request outlive the page (fetch `keepalive`): the session refresh. */
  keepalive?: boolean;
}

/** A response as the server sent it, body parsed as JSON when it is JSON. */
export interface ApiResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

export interface ApiClient {
  /** The whole response, for the rare call that needs more than `data` (the admin console). */
  request: (request: ApiRequest) => Promise<ApiResponse>;
  get: <T>(url: string, config?: ApiRequestConfig) => Promise<T>;
  delete: <T>(url: string, config?: ApiRequestConfig) => Promise<T>;
  post: <T>(url: string, body?: unknown, config?: ApiRequestConfig) => Promise<T>;
  put: <T>(url: string, body?: unknown, config?: ApiRequestConfig) => Promise<T>;
  patch: <T>(url: string, body?: unknown, config?: ApiRequestConfig) => Promise<T>;
}

export interface CreateApiClientOptions {
  /** Transport override; tests pass a fake server's `fetch` so the real client code still runs. */
  fetch?: Transport;
}

/** The session refresh endpoint (not in the spec's table, needed by it: access tokens last 15 min). */
export const REFRESH_PATH = '/api/users/refresh-token';

/** Calls whose 401 means "wrong credentials", not "expired access token": never refreshed. */
const NO_REFRESH_PATHS = [REFRESH_PATH, '/api/users/login-user', '/api/users/logout-user', '/api/users/register-user'];

/**
 * Only a browser that started a session has one to renew (see session-hint): a visitor's 401
 * is the answer, not a lapsed access token.
 */
const shouldRefreshAfter = (error: ApiError, url: string | undefined): boolean =>
  error.status === 401 &&
  error.code === 'AUTH.UNAUTHENTICATED' &&
  !NO_REFRESH_PATHS.some((path) => url?.startsWith(path)) &&
  hasSessionHint();

interface LockManagerLike {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
}

/** How often a refresh that raced another request of this browser is tried again, and the first wait. */
const RACED_REFRESH_RETRIES = 4;
const RACED_REFRESH_FIRST_WAIT_MS = 250;

/**
 * Returns a function that rotates the refresh cookie once and tells whether a new session was
 * issued. Concurrent callers in this tab share one request, and tabs take turns through the Web
 * Locks API, so the same token is not presented twice on purpose. It still can be: a page that
 * navigates away while its refresh is in flight, and the next page that finds the access token
 * lapsed too. So the refresh is sent `keepalive` (an unload does not cancel it: the server's new
 * cookies reach the browser), and a token the server saw rotated a moment ago (401
 * AUTH.REFRESH_RACED, session and cookies kept) is tried again after a short wait, by when the
 * winner's cookies are in place.
 */
function createSessionRefresher(
  send: (request: ApiRequest, retried: boolean) => Promise<ApiResponse>,
): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  const rotate = async (): Promise<boolean> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        // The server also sets (or, refusing, clears) the signedIn hint cookie (see session-hint).
        await send({ method: 'POST', url: REFRESH_PATH, keepalive: true }, true);
        return true;
      } catch (error) {
        const refused = toApiError(error);
        if (refused.code === 'AUTH.REFRESH_RACED') {
          if (attempt >= RACED_REFRESH_RETRIES) return false;
          await sleep(RACED_REFRESH_FIRST_WAIT_MS * 2 ** attempt);
          continue;
        }
        // The server refused the refresh token: there is no session left to renew.
        if (refused.status === 401) forgetLegacySessionHint();
        return false;
      }
    }
  };
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return () => {
    inFlight ??= (locks ? locks.request('papershelf-session-refresh', rotate) : rotate()).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer;

const parseText = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's HTML error page): kept as text, reported by its status.
    return text;
  }
};

/** Looked up per call, so a test can stand a fake server in for the network. */
const globalFetch: Transport = (url, init) => globalThis.fetch(url, init);

export function createApiClient(options: CreateApiClientOptions = {}): ApiClient {
  const defaultTransport = options.fetch ?? globalFetch;

  const exchange = async (request: ApiRequest): Promise<ApiResponse> => {
    const headers = new Headers(request.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    let body: BodyInit | undefined;
    if (isRawBody(request.body)) body = request.body;
    else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const transport = request.transport ?? defaultTransport;
    let response: Response;
    let text: string;
    try {
      response = await transport(request.url, {
        method: request.method,
        headers,
        credentials: 'include',
        ...(body === undefined ? {} : { body }),
        ...(request.keepalive ? { keepalive: true } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      throw transportError(error);
    }
    return { status: response.status, headers: response.headers, data: parseText(text) };
  };

  const send = async (request: ApiRequest, retried: boolean): Promise<ApiResponse> => {
    const response = await exchange(request);
    if (response.status >= 200 && response.status < 300) return response;
    const error = responseError(response);
    if (retried || !shouldRefreshAfter(error, request.url)) throw error;
    if (!(await refresh())) throw error;
    return send(request, true);
  };
  const refresh = createSessionRefresher(send);

  const call = async <T>(request: ApiRequest): Promise<T> => {
    const response = await send(request, false);
    return unwrapEnvelope<T>(response.data, response.status, response.headers);
  };

  return {
    request: (request) => send(request, false),
    get: <T>(url: string, config?: ApiRequestConfig) => call<T>({ ...config, method: 'GET', url }),
    delete: <T>(url: string, config?: ApiRequestConfig) => call<T>({ ...config, method: 'DELETE', url }),
    post: <T>(url: string, body?: unknown, config?: ApiRequestConfig) =>
      call<T>({ ...config, method: 'POST', url, body }),
    put: <T>(url: string, body?: unknown, config?: ApiRequestConfig) =>
      call<T>({ ...config, method: 'PUT', url, body }),
    patch: <T>(url: string, body?: unknown, config?: ApiRequestConfig) =>
      call<T>({ ...config, method: 'PATCH', url, body }),
  };
}

/** The app-wide client. */
export const api = createApiClient();
