/**
 * The one HTTP client of the app. Owns the wire contract with the server:
 * - success envelope `{ success: true, statusCode, message, data }` → helpers resolve to `data`;
 * - error envelope `{ success: false, statusCode, code, message, errors?, requestId }` → every
 *   failure (HTTP, network, timeout, cancel) rejects with an `ApiError`.
 * Paths are relative (`/api/...`) so the dev proxy and production share one origin and the
 * auth cookies travel with every request.
 */
import axios, {
  isAxiosError,
  isCancel,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponseHeaders,
  type RawAxiosResponseHeaders,
} from 'axios';
import { strings } from '@/config/strings';
import { clearSessionHint, hasSessionHint, markSessionStarted } from './session-hint';

export interface ApiSuccessEnvelope<T> {
  success: true;
  statusCode: number;
  message: string;
  data: T;
}

export interface ApiErrorEnvelope {
  success: false;
  statusCode: number;
  code: string;
  message: string;
  /** Field-level details; the server decides the shape, so callers must narrow it. */
  errors?: unknown;
  /** Machine-readable facts, e.g. `retryAfterSeconds` on a 429 or the `field` of a conflict. */
  details?: unknown;
  requestId: string;
}

/** Codes for failures that never reached a server-made error envelope. */
export const CLIENT_ERROR_CODES = {
  network: 'CLIENT.NETWORK_ERROR',
  timeout: 'CLIENT.TIMEOUT',
  cancelled: 'CLIENT.CANCELLED',
  http: 'CLIENT.HTTP_ERROR',
  invalidResponse: 'CLIENT.INVALID_RESPONSE',
  unknown: 'CLIENT.UNKNOWN',
} as const;

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  code: string;
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
  readonly code: string;
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
  if (error.status === 429 && error.retryAfterSeconds !== undefined) return strings.errors.tryAgainIn(error.retryAfterSeconds);
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
      if (isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string' && entry.field !== '') {
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
  isRecord(value) &&
  value.success === false &&
  typeof value.code === 'string' &&
  typeof value.message === 'string';

const isSuccessEnvelope = (value: unknown): value is ApiSuccessEnvelope<unknown> =>
  isRecord(value) && value.success === true && 'data' in value;

type Headers = RawAxiosResponseHeaders | AxiosResponseHeaders | undefined;

const requestIdFrom = (headers: Headers): string | undefined => {
  const value: unknown = headers?.['x-request-id'];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const fromEnvelope = (
  envelope: ApiErrorEnvelope,
  status: number,
  headers: Headers,
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
    retryAfterSeconds: secondsFrom(details?.retryAfterSeconds) ?? secondsFrom(headers?.['retry-after']),
    cause,
  });
};

/** Normalises anything a request can throw into an `ApiError`. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCancel(error)) {
    return new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.cancelled,
      message: 'Request cancelled',
      cause: error,
    });
  }
  if (isAxiosError(error)) {
    const response = error.response;
    if (response) {
      const body: unknown = response.data;
      if (isErrorEnvelope(body)) return fromEnvelope(body, response.status, response.headers, error);
      return new ApiError({
        status: response.status,
        code: CLIENT_ERROR_CODES.http,
        message: `Request failed with status ${String(response.status)}`,
        requestId: requestIdFrom(response.headers),
        cause: error,
      });
    }
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return new ApiError({
      status: 0,
      code: timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network,
      message: timedOut ? 'The server took too long to answer' : 'The server could not be reached',
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

export type ApiRequestConfig = Omit<AxiosRequestConfig, 'url' | 'method' | 'data'>;

export interface ApiClient {
  /** The underlying axios instance, for the rare call that needs the raw response. */
  readonly instance: AxiosInstance;
  get: <T>(url: string, config?: ApiRequestConfig) => Promise<T>;
  delete: <T>(url: string, config?: ApiRequestConfig) => Promise<T>;
  post: <T>(url: string, body?: unknown, config?: ApiRequestConfig) => Promise<T>;
  put: <T>(url: string, body?: unknown, config?: ApiRequestConfig) => Promise<T>;
  patch: <T>(url: string, body?: unknown, config?: ApiRequestConfig) => Promise<T>;
}

export interface CreateApiClientOptions {
  /** Transport override; tests pass a fake adapter so the real client code still runs. */
  adapter?: AxiosAdapter;
}

/** The session refresh endpoint (not in the spec's table, needed by it: access tokens last 15 min). */
export const REFRESH_PATH = '/api/users/refresh-token';

/** Calls whose 401 means "wrong credentials", not "expired access token": never refreshed. */
const NO_REFRESH_PATHS = [
  REFRESH_PATH,
  '/api/users/login-user',
  '/api/users/logout-user',
  '/api/users/register-user',
];

type RetriableConfig = AxiosRequestConfig & { _retried?: boolean };

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

/**
 * Returns a function that rotates the refresh cookie once and tells whether a new session was
 * issued. Concurrent callers in this tab share one request, and tabs take turns through the Web
 * Locks API: the server revokes a whole session when a refresh token is presented twice, so two
 * tabs must never rotate the same token in parallel.
 */
function createSessionRefresher(instance: AxiosInstance): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  const rotate = async (): Promise<boolean> => {
    try {
      await instance.request({ method: 'POST', url: REFRESH_PATH, _retried: true } as RetriableConfig);
      markSessionStarted();
      return true;
    } catch (error) {
      // The server refused the refresh token: there is no session left to renew.
      if (toApiError(error).status === 401) clearSessionHint();
      return false;
    }
  };
  const locks =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return () => {
    inFlight ??= (locks ? locks.request('papershelf-session-refresh', rotate) : rotate()).finally(
      () => {
        inFlight = undefined;
      },
    );
    return inFlight;
  };
}

export function createApiClient(options: CreateApiClientOptions = {}): ApiClient {
  const instance = axios.create({
    baseURL: '',
    withCredentials: true,
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const refresh = createSessionRefresher(instance);
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const apiError = toApiError(error);
    const config = isAxiosError(error) ? (error.config as RetriableConfig | undefined) : undefined;
    if (!config || config._retried || !shouldRefreshAfter(apiError, config.url)) throw apiError;
    if (!(await refresh())) throw apiError;
    return instance.request({ ...config, _retried: true } as RetriableConfig);
  });

  const request = async <T>(config: AxiosRequestConfig): Promise<T> => {
    const response = await instance.request<unknown>(config);
    return unwrapEnvelope<T>(response.data, response.status, response.headers);
  };

  return {
    instance,
    get: <T>(url: string, config?: ApiRequestConfig) => request<T>({ ...config, method: 'GET', url }),
    delete: <T>(url: string, config?: ApiRequestConfig) =>
      request<T>({ ...config, method: 'DELETE', url }),
    post: <T>(url: string, body?: unknown, config?: ApiRequestConfig) =>
      request<T>({ ...config, method: 'POST', url, data: body }),
    put: <T>(url: string, body?: unknown, config?: ApiRequestConfig) =>
      request<T>({ ...config, method: 'PUT', url, data: body }),
    patch: <T>(url: string, body?: unknown, config?: ApiRequestConfig) =>
      request<T>({ ...config, method: 'PATCH', url, data: body }),
  };
}

/** The app-wide client. */
export const api = createApiClient();
