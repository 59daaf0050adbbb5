/**
 * A fake axios transport for unit tests. It plays the server's side of the wire contract
 * (status + JSON envelope) so the real api-client code runs unchanged; no app code is stubbed.
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

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
  body: unknown;
  withCredentials: boolean | undefined;
  config: InternalAxiosRequestConfig;
}

export interface FakeServer {
  adapter: AxiosAdapter;
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

export function createFakeServer(routes: Record<string, FakeReply | FakeHandler> = {}): FakeServer {
  const table = new Map<string, FakeReply | FakeHandler>(Object.entries(routes));
  const requests: RecordedRequest[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const recorded: RecordedRequest = {
      method,
      url,
      body: parseBody(config.data),
      withCredentials: config.withCredentials,
      config,
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

    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }

    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    const validate = config.validateStatus;
    if (validate && !validate(reply.status)) {
      throw new AxiosError(
        `Request failed with status code ${String(reply.status)}`,
        reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        undefined,
        response,
      );
    }
    return response;
  };

  return {
    adapter,
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
