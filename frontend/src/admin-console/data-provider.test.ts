import type { RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, fail, ok } from '@/testing/fake-adapter';
import { installFakeServer } from '@/testing/render-app';
import { dataProvider, pageOf, toPayload } from './data-provider';

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

  it('pages reports itself, filtered by status on the server', async () => {
    const reports = Array.from({ length: 12 }, (_, i) => ({ _id: `r${String(i)}`, reason: i % 2 ? 'other' : 'illegible', createdAt: `2026-01-${String(10 + i)}` }));
    const calls = fakeApi({ 'GET /api/reports': () => ({ status: 200, body: envelope(reports) }) });
    const result = await dataProvider.getList<RaRecord>('reports', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'open' },
    });
    expect(calls[0]?.url).toBe('/api/reports?status=open');
    expect(result.total).toBe(12);
    expect(result.data.map((r: RaRecord) => r.id)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2']);
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
  it("follows the feed's keyset pages in order, and reaches a later page by walking", async () => {
    const doc = (id: string) => ({ _id: id, title: id });
    const calls = fakeApi({
      'GET /api/documents': (call) =>
        call.url.includes('cursor=p2')
          ? { status: 200, body: envelope({ docs: [doc('c')], nextPage: null, hasNextPage: false }) }
          : { status: 200, body: envelope({ docs: [doc('a'), doc('b')], nextPage: '/v1/documents?q=trees&cursor=p2', hasNextPage: true }) },
    });
    const page = (n: number) =>
      dataProvider.getList<RaRecord>('documents', { pagination: { page: n, perPage: 20 }, filter: { q: 'trees' } });

    const second = await page(2);
    expect(second.data.map((d: RaRecord) => d.id)).toEqual(['c']);
    expect(second.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/documents?q=trees', '/api/documents?q=trees&cursor=p2']);

    const first = await page(1);
    expect(first.data.map((d: RaRecord) => d.id)).toEqual(['a', 'b']);
    expect(first.pageInfo?.hasNextPage).toBe(true);
  });
});

describe('console data provider: sessions', () => {
  it('after a 401, lets the app client refresh the session once and retries', async () => {
    let refreshed = false;
    const calls = fakeApi({
      'GET /api/feedbacks': () =>
        refreshed
          ? { status: 200, body: envelope([{ _id: 'f1', name: 'Asha' }]) }
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
    const result = await dataProvider.getList('feedbacks', { pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(result.data).toEqual([{ _id: 'f1', id: 'f1', name: 'Asha' }]);
    expect(calls.map((c) => c.url)).toEqual(['/api/feedbacks', '/api/feedbacks']);
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

  it('pageOf filters, sorts by nested fields and slices', () => {
    const rows = [
      { id: 1, reporter: { username: 'b' }, reason: 'x' },
      { id: 2, reporter: { username: 'a' }, reason: 'x' },
      { id: 3, reporter: { username: 'c' }, reason: 'y' },
    ];
    const page = pageOf(rows, { pagination: { page: 1, perPage: 1 }, sort: { field: 'reporter.username', order: 'ASC' }, filter: { reason: 'x' } });
    expect(page).toEqual({ data: [rows[1]], total: 2 });
  });
});
