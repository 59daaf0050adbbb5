import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, fail, ok, setSignedInHint } from '@/testing/fake-adapter';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  createApiClient,
  fieldErrors,
  isApiError,
  refusalMessage,
  rewriteNextPage,
  toApiError,
  unwrapEnvelope,
} from './api-client';
import { hasSessionHint } from './session-hint';

const catchError = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the request to fail');
};

describe('api client', () => {
  it('sends relative paths with credentials and resolves to data.data', async () => {
    const server = createFakeServer({
      'GET /api/users/current-user': ok({ username: 'asha', isVerified: true }),
    });
    const client = createApiClient({ fetch: server.fetch });

    const user = await client.get<{ username: string; isVerified: boolean }>('/api/users/current-user');

    expect(user).toEqual({ username: 'asha', isVerified: true });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/api/users/current-user');
    expect(server.requests[0]?.withCredentials).toBe(true);
  });

  it('posts the JSON body it is given', async () => {
    const server = createFakeServer({ 'POST /api/feedbacks': ok({ _id: 'f1' }, 201) });
    const client = createApiClient({ fetch: server.fetch });

    const created = await client.post<{ _id: string }>('/api/feedbacks', {
      email: 'a@b.c',
      name: 'Asha',
      feedback: 'Great',
    });

    expect(created).toEqual({ _id: 'f1' });
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.body).toEqual({ email: 'a@b.c', name: 'Asha', feedback: 'Great' });
  });

  it('supports put, patch and delete with the same unwrapping', async () => {
    const server = createFakeServer({
      'PUT /api/x': ok('put'),
      'PATCH /api/x': ok('patch'),
      'DELETE /api/x': ok(null),
    });
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.put<string>('/api/x', { a: 1 })).resolves.toBe('put');
    await expect(client.patch<string>('/api/x', { a: 1 })).resolves.toBe('patch');
    await expect(client.delete<null>('/api/x')).resolves.toBeNull();
    expect(server.requests.map((r) => r.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
  });

  it('turns an error envelope into a typed ApiError', async () => {
    const server = createFakeServer({
      'POST /api/users/login-user': fail(401, 'AUTH.INVALID_CREDENTIALS', 'Bad login', 'req-42'),
    });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.post('/api/users/login-user', { email: 'x' }));

    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(401);
    expect(error.code).toBe('AUTH.INVALID_CREDENTIALS');
    expect(error.message).toBe('Bad login');
    expect(error.requestId).toBe('req-42');
  });

  it('keeps field errors from the envelope', async () => {
    const errors = [{ field: 'email', message: 'must be an email' }];
    const server = createFakeServer({
      'POST /api/feedbacks': {
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          code: 'VALIDATION.FAILED',
          message: 'Invalid input',
          errors,
          requestId: 'req-1',
        },
      },
    });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.post('/api/feedbacks', {}));

    expect(error.status).toBe(400);
    expect(error.errors).toEqual(errors);
  });

  it('rejects a raw request with ApiError too', async () => {
    const server = createFakeServer({ 'GET /api/x': fail(500, 'INTERNAL', 'Boom') });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.request({ method: 'GET', url: '/api/x' }));

    expect(error.status).toBe(500);
    expect(error.code).toBe('INTERNAL');
  });

  it('reports an unreachable server as a network ApiError with status 0', async () => {
    const server = createFakeServer({ 'GET /api/x': 'network-error' });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.get('/api/x'));

    expect(error.status).toBe(0);
    expect(error.code).toBe(CLIENT_ERROR_CODES.network);
  });

  it('reports a non-envelope error body with its status and the x-request-id header', async () => {
    const server = createFakeServer({
      'GET /api/x': { status: 502, body: '<html>Bad gateway</html>', headers: { 'x-request-id': 'gw-9' } },
    });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.get('/api/x'));

    expect(error.status).toBe(502);
    expect(error.code).toBe(CLIENT_ERROR_CODES.http);
    expect(error.requestId).toBe('gw-9');
  });

  it('rejects a 2xx body that is not a success envelope', async () => {
    const server = createFakeServer({ 'GET /api/x': { status: 200, body: { hello: 'world' } } });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.get('/api/x'));

    expect(error.status).toBe(200);
    expect(error.code).toBe(CLIENT_ERROR_CODES.invalidResponse);
  });
});

describe('unwrapEnvelope', () => {
  it('returns data, including falsy data', () => {
    expect(unwrapEnvelope({ success: true, statusCode: 200, message: '', data: 0 }, 200)).toBe(0);
  });

  it('throws the envelope error for success:false', () => {
    expect(() =>
      unwrapEnvelope({ success: false, statusCode: 409, code: 'X.CONFLICT', message: 'Taken', requestId: 'r' }, 200),
    ).toThrow(ApiError);
  });
});

describe('toApiError', () => {
  it('passes an ApiError through unchanged', () => {
    const original = new ApiError({ status: 418, code: 'REQUEST.INVALID', message: 'teapot' });
    expect(toApiError(original)).toBe(original);
  });

  it('wraps an unknown thrown value', () => {
    const error = toApiError(new Error('odd'));
    expect(error.code).toBe(CLIENT_ERROR_CODES.unknown);
    expect(error.message).toBe('odd');
  });
});

describe('rewriteNextPage', () => {
  it('replaces the /v1 prefix with /api', () => {
    expect(rewriteNextPage('/v1/papers?page=2&limit=10')).toBe('/api/papers?page=2&limit=10');
  });

  it('rewrites a /v1 segment inside an absolute URL', () => {
    expect(rewriteNextPage('http://localhost:3000/v1/notes?page=3')).toBe('http://localhost:3000/api/notes?page=3');
  });

  it('only touches a whole /v1 path segment, once', () => {
    expect(rewriteNextPage('/v1/papers/v1')).toBe('/api/papers/v1');
    expect(rewriteNextPage('/v10/papers')).toBe('/v10/papers');
    expect(rewriteNextPage('/api/papers?page=2')).toBe('/api/papers?page=2');
  });
});

describe('session refresh', () => {
  // This browser holds a session: the server set the signedIn hint cookie at login.
  beforeEach(() => {
    setSignedInHint(true);
  });

  it('refreshes an expired access token once and retries the call', async () => {
    let refreshed = false;
    const server = createFakeServer({
      'GET /api/bookmarks': () =>
        refreshed ? ok(['doc-1']) : fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in to continue'),
      // As the server answers: the new tokens are in HttpOnly cookies only, the body is empty.
      'POST /api/users/refresh-token': () => {
        refreshed = true;
        return ok(null);
      },
    });
    const client = createApiClient({ fetch: server.fetch });

    await expect(client.get<string[]>('/api/bookmarks')).resolves.toEqual(['doc-1']);
    // The client keeps no token of its own: nothing readable by scripts.
    expect(document.cookie).not.toMatch(/Token/);
    expect(Object.keys(localStorage).filter((key) => /token/i.test(key))).toEqual([]);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/bookmarks',
      'POST /api/users/refresh-token',
      'GET /api/bookmarks',
    ]);
  });

  it('shares one refresh between concurrent calls', async () => {
    let refreshed = false;
    const server = createFakeServer({
      'GET /api/a': () => (refreshed ? ok('a') : fail(401, 'AUTH.UNAUTHENTICATED', 'no')),
      'GET /api/b': () => (refreshed ? ok('b') : fail(401, 'AUTH.UNAUTHENTICATED', 'no')),
      'POST /api/users/refresh-token': async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        refreshed = true;
        return ok(null);
      },
    });
    const client = createApiClient({ fetch: server.fetch });

    await expect(Promise.all([client.get('/api/a'), client.get('/api/b')])).resolves.toEqual(['a', 'b']);
    expect(server.requests.filter((request) => request.url === '/api/users/refresh-token')).toHaveLength(1);
  });

  it('sends the refresh keepalive, so a page that navigates away still gets the new cookies', async () => {
    const server = createFakeServer({
      'GET /api/bookmarks': fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in to continue'),
      'POST /api/users/refresh-token': fail(401, 'AUTH.REFRESH_INVALID', 'Session expired'),
    });
    await catchError(createApiClient({ fetch: server.fetch }).get('/api/bookmarks'));
    expect(server.requests.map((r) => `${r.url} ${String(r.keepalive)}`)).toEqual([
      '/api/bookmarks false',
      '/api/users/refresh-token true',
    ]);
  });

  it('a refresh that raced another request of this browser waits for the winner, then renews', async () => {
    vi.useFakeTimers();
    try {
      // The browser still holds the token another request rotated a moment ago; then its cookies land.
      let attempts = 0;
      let refreshed = false;
      const server = createFakeServer({
        'GET /api/bookmarks': () =>
          refreshed ? ok(['doc-1']) : fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in to continue'),
        'POST /api/users/refresh-token': () => {
          attempts += 1;
          if (attempts < 3) return fail(401, 'AUTH.REFRESH_RACED', 'Refreshed a moment ago');
          refreshed = true;
          return ok(null);
        },
      });
      const result = createApiClient({ fetch: server.fetch }).get<string[]>('/api/bookmarks');
      await vi.advanceTimersByTimeAsync(250);
      expect(attempts).toBe(2);
      expect(hasSessionHint()).toBe(true);
      await vi.advanceTimersByTimeAsync(500);
      await expect(result).resolves.toEqual(['doc-1']);
      expect(attempts).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a refresh that keeps racing, without forgetting the session', async () => {
    vi.useFakeTimers();
    try {
      const server = createFakeServer({
        'GET /api/bookmarks': fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in to continue'),
        'POST /api/users/refresh-token': fail(401, 'AUTH.REFRESH_RACED', 'Refreshed a moment ago'),
      });
      const result = catchError(createApiClient({ fetch: server.fetch }).get('/api/bookmarks'));
      await vi.runAllTimersAsync();
      expect((await result).code).toBe('AUTH.UNAUTHENTICATED');
      // The first try and four more, 250 + 500 + 1 000 + 2 000 ms apart.
      expect(server.requests.filter((r) => r.url === '/api/users/refresh-token')).toHaveLength(5);
      expect(hasSessionHint()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives back the original 401 when the refresh fails too', async () => {
    const server = createFakeServer({
      'GET /api/users/current-user': fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in to continue'),
      'POST /api/users/refresh-token': fail(401, 'AUTH.REFRESH_INVALID', 'Session expired'),
    });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.get('/api/users/current-user'));
    expect(error.code).toBe('AUTH.UNAUTHENTICATED');
    expect(server.requests).toHaveLength(2);
  });

  it('a refused refresh forgets the session, so the next 401 is not followed by another', async () => {
    const server = createFakeServer({
      'GET /api/users/current-user': fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in to continue'),
      'POST /api/users/refresh-token': fail(401, 'AUTH.REFRESH_INVALID', 'Session expired'),
    });
    const client = createApiClient({ fetch: server.fetch });

    await catchError(client.get('/api/users/current-user'));
    expect(hasSessionHint()).toBe(false);
    await catchError(client.get('/api/users/current-user'));
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/users/current-user',
      '/api/users/refresh-token',
      '/api/users/current-user',
    ]);
  });

  it('never tries a refresh for a visitor: no session was ever started in this browser', async () => {
    setSignedInHint(false);
    const server = createFakeServer({
      'GET /api/users/current-user': fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in to continue'),
      'POST /api/users/refresh-token': fail(401, 'AUTH.REFRESH_INVALID', 'No session'),
    });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.get('/api/users/current-user'));
    expect(error.code).toBe('AUTH.UNAUTHENTICATED');
    expect(server.requests.map((r) => r.url)).toEqual(['/api/users/current-user']);
  });

  it('never refreshes after a wrong password', async () => {
    const server = createFakeServer({
      'POST /api/users/login-user': fail(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    const client = createApiClient({ fetch: server.fetch });

    const error = await catchError(client.post('/api/users/login-user', { email: 'a@b.c', password: 'x' }));
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });
});

describe('what a refusal tells the user', () => {
  const refused = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    createApiClient({
      fetch: createFakeServer({
        'POST /api/x': { status, body: { success: false, statusCode: status, requestId: 'r', ...body }, headers },
      }).fetch,
    }).post('/api/x');

  it('reads the wait of a 429 from details.retryAfterSeconds, else from Retry-After', async () => {
    const fromDetails = await catchError(
      refused(429, { code: 'OTP.RESEND_TOO_SOON', message: 'Please wait', details: { retryAfterSeconds: 27 } }),
    );
    expect(fromDetails.retryAfterSeconds).toBe(27);
    expect(refusalMessage(fromDetails)).toBe('Try again in 27 seconds.');

    const fromHeader = await catchError(
      refused(429, { code: 'AUTH.TOO_MANY_ATTEMPTS', message: 'Slow down' }, { 'retry-after': '900' }),
    );
    expect(fromHeader.retryAfterSeconds).toBe(900);
    expect(refusalMessage(fromHeader)).toBe('Try again in 15 minutes.');
  });

  it("gives the server's reason for a refusal, the first broken rule for a validation failure, nothing for a lapsed session", async () => {
    const wrong = await catchError(refused(401, { code: 'AUTH.WRONG_PASSWORD', message: 'Old password is incorrect' }));
    expect(refusalMessage(wrong)).toBe('Old password is incorrect');

    const invalid = await catchError(
      refused(400, {
        code: 'VALIDATION.FAILED',
        message: 'Validation failed',
        errors: [{ field: 'mobileNumber', message: 'mobileNumber must be 7 to 15 digits' }],
      }),
    );
    expect(refusalMessage(invalid)).toBe('mobileNumber must be 7 to 15 digits');
    expect(fieldErrors(invalid)).toEqual({ mobileNumber: 'mobileNumber must be 7 to 15 digits' });

    const taken = await catchError(
      refused(409, {
        code: 'USER.EXISTS',
        message: 'A user with this username already exists',
        details: { field: 'username' },
      }),
    );
    expect(fieldErrors(taken)).toEqual({ username: 'A user with this username already exists' });

    expect(
      refusalMessage(await catchError(refused(401, { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in' }))),
    ).toBeUndefined();
    expect(refusalMessage(await catchError(refused(500, { code: 'INTERNAL', message: 'boom' })))).toBeUndefined();
  });
});
