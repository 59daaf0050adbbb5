/**
 * A fake network for unit tests: a `fetch` and an `XMLHttpRequest` (uploads with progress) that
 * play the server's side of the wire contract (status + JSON envelope) so the real api-client
 * code runs unchanged; no app code is stubbed.
 */
import type { Transport } from '@/lib/api-client';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/session-hint';
import { NULL_BODY_STATUSES } from '@/lib/upload-with-progress';

/**
 * The browser's side of the server's signedIn hint cookie (backend/src/auth/auth.cookies.ts),
 * in jsdom's cookie jar: a test of a browser that holds a session starts with it.
 */
export function setSignedInHint(present: boolean): void {
  document.cookie = present
    ? `${SIGNED_IN_HINT_COOKIE}=1; path=/`
    : `${SIGNED_IN_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** What the real server does to the hint cookie on the routes that set or end a session. */
function playSessionHint(method: string, path: string, reply: FakeReply): void {
  if (reply === 'network-error' || method !== 'POST') return;
  const success = reply.status >= 200 && reply.status < 300;
  if (path === '/api/users/login-user' && success) setSignedInHint(true);
  // As the server: a refused refresh clears the hint, except one that raced another (cookies kept).
  const raced = (reply.body as { code?: unknown } | undefined)?.code === 'AUTH.REFRESH_RACED';
  if (path === '/api/users/refresh-token' && (success || (reply.status === 401 && !raced))) setSignedInHint(success);
  if (path === '/api/users/logout-user' || (path === '/api/users/change-forget-password' && success)) {
    setSignedInHint(false);
  }
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A reply, or `'network-error'` to simulate an unreachable server. */
export type FakeReply = FakeResponse | 'network-error';

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface RecordedRequest {
  method: string;
  url: string;
  /** A JSON body parsed; FormData and other bodies as sent. */
  body: unknown;
  withCredentials: boolean;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  /** Sent to outlive the page (fetch `keepalive`). */
  keepalive: boolean;
}

export interface FakeServer {
  /** Stands in for `fetch` (what `createApiClient({ fetch })` and installFakeServer take). */
  fetch: Transport;
  /** Stands in for the browser's XMLHttpRequest (uploads that report progress). */
  XMLHttpRequest: typeof XMLHttpRequest;
  requests: RecordedRequest[];
  /** Register or replace a handler, keyed `'METHOD /path'`. */
  on(route: string, reply: FakeReply | FakeHandler): void;
}

export const ok = <T>(data: T, status = 200, message = 'OK'): FakeResponse => ({
  status,
  body: { success: true, statusCode: status, message, data },
});

export const fail = (status: number, code: string, message: string, requestId = 'req-test'): FakeResponse => ({
  status,
  body: { success: false, statusCode: status, code, message, requestId },
});

const parseBody = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
};

const toResponse = (reply: FakeResponse): Response =>
  new Response(
    NULL_BODY_STATUSES.has(reply.status) || reply.body === undefined
      ? null
      : typeof reply.body === 'string'
        ? reply.body
        : JSON.stringify(reply.body),
    { status: reply.status, headers: reply.headers ?? {} },
  );

export function createFakeServer(routes: Record<string, FakeReply | FakeHandler> = {}): FakeServer {
  const table = new Map<string, FakeReply | FakeHandler>(Object.entries(routes));
  const requests: RecordedRequest[] = [];

  /** Records the request and finds the reply; `undefined` for a network error. */
  const answer = async (url: string, init: RequestInit): Promise<Response | undefined> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const recorded: RecordedRequest = {
      method,
      url,
      body: parseBody(init.body),
      withCredentials: init.credentials === 'include',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      keepalive: init.keepalive === true,
    };
    requests.push(recorded);

    const path = url.split('?')[0] ?? url;
    const entry = table.get(`${method} ${path}`);
    const reply: FakeReply =
      entry === undefined
        ? fail(404, 'ROUTE.NOT_FOUND', `No fake route for ${method} ${path}`)
        : typeof entry === 'function'
          ? await entry(recorded)
          : entry;
    playSessionHint(method, path, reply);
    return reply === 'network-error' ? undefined : toResponse(reply);
  };

  const fakeFetch: Transport = async (url, init) => {
    if (init.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
    const response = await answer(url, init);
    if (!response) throw new TypeError('Failed to fetch');
    return response;
  };

  /** Just what upload-with-progress uses: one progress event, then load or error. */
  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    withCredentials = false;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private responseHeaders = '';

    open(method: string, url: string | URL): void {
      this.method = method;
      this.url = String(url);
    }

    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }

    getAllResponseHeaders(): string {
      return this.responseHeaders;
    }

    abort(): void {
      this.dispatchEvent(new Event('abort'));
    }

    send(body: XMLHttpRequestBodyInit | null): void {
      const init: RequestInit = {
        method: this.method,
        headers: this.headers,
        credentials: this.withCredentials ? 'include' : 'same-origin',
        ...(body === null ? {} : { body }),
      };
      void (async () => {
        const progress = new Event('progress');
        Object.assign(progress, { lengthComputable: true, loaded: 1, total: 1 });
        this.upload.dispatchEvent(progress);
        const response = await answer(this.url, init);
        if (!response) {
          this.dispatchEvent(new Event('error'));
          return;
        }
        this.status = response.status;
        this.responseText = await response.text();
        this.responseHeaders = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\r\n');
        this.dispatchEvent(new Event('load'));
      })();
    }
  }

  return {
    fetch: fakeFetch,
    // Only the members upload-with-progress uses are played; the cast names that.
    XMLHttpRequest: FakeXMLHttpRequest as unknown as typeof XMLHttpRequest,
    requests,
    on: (route, reply) => {
      table.set(route, reply);
    },
  };
}

/**
 * The requests the screen under test made itself: a guest's first `current-user` 401 makes the
 * client try one session refresh, which is the client's business, not the screen's.
 */
export const screenRequests = (server: FakeServer): RecordedRequest[] =>
  server.requests.filter((request) => request.url !== '/api/users/refresh-token');
