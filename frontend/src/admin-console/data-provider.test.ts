import type { RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearSessionHint, markSessionStarted } from '@/lib/session-hint';
import { createFakeServer, fail, ok } from '@/testing/fake-adapter';
import { installFakeServer } from '@/testing/render-app';
import { dataProvider, toPayload } from './data-provider';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Plays the API over `fetch` (what ra-core's fetchUtils calls): real Response objects. */
function fakeApi(routes: Record<string, (call: Call) => { status: number; body: unknown; headers?: Record<string, string> }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const call = { url: url.pathname + url.search, method: request.method, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const handler = routes[`${call.method} ${url.pathname}`];
    const reply = handler ? handler(call) : { status: 404, body: { success: false, code: 'X', message: 'no route' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...(reply.headers ?? {}) },
    });
  });
  return calls;
}

const envelope = (data: unknown, statusCode = 200) => ({ success: true, statusCode, message: 'OK', data });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('console data provider', () => {
  it('lists a catalogue page with sort/range and Content-Range, ids from _id', async () => {
    const calls = fakeApi({
      'GET /api/colleges': () => ({
        status: 200,
        body: envelope([{ _id: 'c1', collegeName: 'IIT Delhi', location: 'New Delhi' }]),
        headers: { 'content-range': 'colleges 0-0/7' },
      }),
    });
    const result = await dataProvider.getList('colleges', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'collegeName', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(7);
    expect(result.data).toEqual([{ _id: 'c1', id: 'c1', collegeName: 'IIT Delhi', location: 'New Delhi' }]);
    const query = new URLSearchParams(calls[0]?.url.split('?')[1]);
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['collegeName', 'ASC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([0, 9]);
  });

  it('reads one catalogue row at /api/catalogue/{kind}/{id}', async () => {
    const calls = fakeApi({
      'GET /api/catalogue/courses/k1': () => ({ status: 200, body: envelope({ _id: 'k1', courseName: 'B.Tech' }) }),
    });
    const { data } = await dataProvider.getOne<RaRecord>('courses', { id: 'k1' });
    expect(data).toMatchObject({ id: 'k1', courseName: 'B.Tech' });
    expect(calls[0]?.url).toBe('/api/catalogue/courses/k1');
  });

  it('sends only the writable fields, references by id', async () => {
    const calls = fakeApi({
      'PUT /api/courses/k1': (call) => ({ status: 200, body: envelope({ _id: 'k1', ...(call.body as object) }) }),
    });
    await dataProvider.update('courses', {
      id: 'k1',
      data: { id: 'k1', _id: 'k1', courseName: 'B.Tech', abbreviation: 'BT', duration: 4, college: 'IIT Delhi', collegeId: 'c1' },
      previousData: { id: 'k1' },
    });
    expect(calls[0]?.body).toEqual({ courseName: 'B.Tech', abbreviation: 'BT', duration: 4, college: 'c1' });
  });

  it("rejects with the server's message", async () => {
    fakeApi({
      'DELETE /api/colleges/c1': () => ({
        status: 409,
        body: { success: false, statusCode: 409, code: 'CATALOGUE.IN_USE', message: "College 'IIT Delhi' still has 1 course" },
      }),
    });
    await expect(dataProvider.delete('colleges', { id: 'c1', previousData: { id: 'c1' } })).rejects.toMatchObject({
      status: 409,
      message: "College 'IIT Delhi' still has 1 course",
    });
  });

  it('lists reports with the conventions, status inside filter, total from Content-Range', async () => {
    const calls = fakeApi({
      'GET /api/reports': () => ({
        status: 200,
        body: envelope([{ _id: 'r6', reason: 'illegible', status: 'open', document: { _id: 'd1', title: 'Trees' } }]),
        headers: { 'content-range': 'reports 5-5/6' },
      }),
    });
    const result = await dataProvider.getList<RaRecord>('reports', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'open' },
    });
    expect(result.total).toBe(6);
    expect(result.data).toEqual([{ _id: 'r6', id: 'r6', reason: 'illegible', status: 'open', document: { _id: 'd1', title: 'Trees' } }]);
    const query = new URLSearchParams(calls[0]?.url.split('?')[1]);
    expect(calls[0]?.url.startsWith('/api/reports?')).toBe(true);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ status: 'open' });
    expect(JSON.parse(query.get('range') ?? '')).toEqual([5, 9]);
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
  });

  it('fails loudly when a list answers without Content-Range', async () => {
    fakeApi({ 'GET /api/feedbacks': () => ({ status: 200, body: envelope([]) }) });
    await expect(
      dataProvider.getList('feedbacks', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    ).rejects.toThrow(/Content-Range/);
  });

  it('reads one feedback through its list (no one-row route)', async () => {
    const calls = fakeApi({
      'GET /api/feedbacks': () => ({ status: 200, body: envelope([{ _id: 'f9', name: 'Asha' }]) }),
    });
    const { data } = await dataProvider.getOne<RaRecord>('feedbacks', { id: 'f9' });
    expect(data).toEqual({ _id: 'f9', id: 'f9', name: 'Asha' });
    const query = new URLSearchParams(calls[0]?.url.split('?')[1]);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ id: ['f9'] });
  });

  it('maps a missing one-row answer to a 404', async () => {
    fakeApi({ 'GET /api/reports': () => ({ status: 200, body: envelope([]) }) });
    await expect(dataProvider.getOne('reports', { id: 'gone' })).rejects.toMatchObject({ status: 404 });
  });

  it('resolves a report with PATCH {action}', async () => {
    const calls = fakeApi({ 'PATCH /api/reports/r1': () => ({ status: 200, body: envelope({ _id: 'r1', status: 'dismissed' }) }) });
    const { data } = await dataProvider.update<RaRecord>('reports', { id: 'r1', data: { action: 'dismiss' }, previousData: { id: 'r1', status: 'open' } });
    expect(calls[0]?.body).toEqual({ action: 'dismiss' });
    expect(data).toMatchObject({ id: 'r1', status: 'dismissed' });
  });
});

describe('console data provider: users', () => {
  it('changes only the admin role', async () => {
    const calls = fakeApi({
      'PATCH /api/users/u2/role': () => ({ status: 200, body: envelope({ _id: 'u2', username: 'ravi', isAdmin: true }) }),
    });
    const { data } = await dataProvider.update<RaRecord>('users', {
      id: 'u2',
      data: { id: 'u2', username: 'ravi', email: 'r@x.in', isAdmin: true },
      previousData: { id: 'u2', isAdmin: false },
    });
    expect(calls).toEqual([{ url: '/api/users/u2/role', method: 'PATCH', body: { isAdmin: true } }]);
    expect(data).toMatchObject({ id: 'u2', isAdmin: true });
  });
});

describe('console data provider: documents', () => {
  it('lists documents with sort/range/filter and Content-Range', async () => {
    const calls = fakeApi({
      'GET /api/documents': () => ({
        status: 200,
        body: envelope([{ _id: 'd1', title: 'Trees', views: 9, college: [{ _id: 'c1', collegeName: 'IIT Delhi' }] }]),
        headers: { 'content-range': 'documents 0-0/41' },
      }),
    });
    const result = await dataProvider.getList<RaRecord>('documents', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'views', order: 'DESC' },
      filter: { q: 'trees', type: 'paper' },
    });
    expect(result.total).toBe(41);
    expect(result.data[0]).toMatchObject({ id: 'd1', title: 'Trees', college: [{ collegeName: 'IIT Delhi' }] });
    const query = new URLSearchParams(calls[0]?.url.split('?')[1]);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ q: 'trees', type: 'paper' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['views', 'DESC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([0, 24]);
  });

  it('reads one document at /api/documents/{id}, unwrapped', async () => {
    const calls = fakeApi({
      'GET /api/documents/d1': () => ({
        status: 200,
        body: envelope({ _id: 'd1', title: 'Trees', url: '/api/documents/d1/view', preview: '/api/documents/d1/thumbnail' }),
      }),
    });
    const { data } = await dataProvider.getOne<RaRecord>('documents', { id: 'd1' });
    expect(data).toEqual({ _id: 'd1', id: 'd1', title: 'Trees', url: '/api/documents/d1/view', preview: '/api/documents/d1/thumbnail' });
    expect(calls.map((c) => c.url)).toEqual(['/api/documents/d1']);
  });

  it("deletes a document, and surfaces the server's refusal", async () => {
    const calls = fakeApi({
      'DELETE /api/documents/d1': () => ({ status: 200, body: envelope(null) }),
      'DELETE /api/documents/d2': () => ({
        status: 403,
        body: { success: false, statusCode: 403, code: 'DOCUMENT.NOT_OWNER', message: 'Only the uploader or an admin can delete this document' },
      }),
    });
    const { data } = await dataProvider.delete<RaRecord>('documents', { id: 'd1', previousData: { id: 'd1', title: 'Trees' } });
    expect(data).toEqual({ id: 'd1', title: 'Trees' });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/documents/d1' });
    await expect(dataProvider.delete('documents', { id: 'd2' })).rejects.toMatchObject({
      status: 403,
      message: 'Only the uploader or an admin can delete this document',
      body: { code: 'DOCUMENT.NOT_OWNER' },
    });
  });
});

describe('console data provider: sessions', () => {
  it('after a 401, lets the app client refresh the session once and retries', async () => {
    // The admin signed in through the app, which noted that this browser has a session.
    markSessionStarted();
    onTestFinished(clearSessionHint);
    let refreshed = false;
    const calls = fakeApi({
      'GET /api/feedbacks': () =>
        refreshed
          ? { status: 200, body: envelope([{ _id: 'f1', name: 'Asha' }]), headers: { 'content-range': 'feedbacks 0-0/1' } }
          : { status: 401, body: { success: false, statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Please log in' } },
    });
    installFakeServer(
      createFakeServer({
        'GET /api/users/current-user': () => (refreshed ? ok({ _id: 'u1' }) : fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in')),
        'POST /api/users/refresh-token': () => {
          refreshed = true;
          return ok(null);
        },
      }),
    );
    const result = await dataProvider.getList('feedbacks', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(result.data).toEqual([{ _id: 'f1', id: 'f1', name: 'Asha' }]);
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/feedbacks', '/api/feedbacks']);
  });
});

describe('helpers', () => {
  it('toPayload drops empty values and maps reference ids', () => {
    expect(toPayload('subjects', { id: 's', name: 'DS', year: 2, collegeId: 'c', courseId: 'k', branchId: '', college: 'x' })).toEqual({
      name: 'DS',
      year: 2,
      college: 'c',
      course: 'k',
    });
  });
});
