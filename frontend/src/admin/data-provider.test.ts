import { HttpError, type RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer,
  fail,
  ok,
  setSignedInHint,
  type FakeResponse,
  type FakeServer,
} from '@/testing/fake-adapter';
import { installFakeServer } from '@/testing/render-app';
import { changedPayload, dataProvider, toPayload } from './data-provider';

/** The API's answer to a list: one page of rows plus its place in the whole. */
const page = (resource: string, rows: object[], total: number, start = 0): FakeResponse => ({
  ...ok(rows),
  headers: {
    'content-range': rows.length
      ? `${resource} ${String(start)}-${String(start + rows.length - 1)}/${String(total)}`
      : `${resource} */${String(total)}`,
  },
});

const query = (server: FakeServer, index = 0) => {
  const url = server.requests[index]?.url ?? '';
  const params = new URLSearchParams(url.split('?')[1]);
  return {
    path: url.split('?')[0],
    sort: JSON.parse(params.get('sort') ?? 'null') as unknown,
    range: JSON.parse(params.get('range') ?? 'null') as unknown,
    filter: JSON.parse(params.get('filter') ?? 'null') as unknown,
  };
};

const refused = (status: number, code: string, message: string, extra: object = {}): FakeResponse => ({
  status,
  body: { success: false, statusCode: status, code, message, requestId: 'req-1', ...extra },
});

describe('admin data provider: reads', () => {
  it('lists a page under /api/admin with sort, range and filter; total from Content-Range; id from _id', async () => {
    const server = installFakeServer(
      createFakeServer({
        'GET /api/admin/courses': page('courses', [{ _id: 'k1', courseName: 'B.Tech', collegeId: 'c1' }], 31, 25),
      }),
    );
    const result = await dataProvider.getList('courses', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { collegeId: 'c1', q: 'tech' },
    });
    expect(result.total).toBe(31);
    expect(result.data).toEqual([{ _id: 'k1', id: 'k1', courseName: 'B.Tech', collegeId: 'c1' }]);
    expect(query(server)).toEqual({
      path: '/api/admin/courses',
      sort: ['createdAt', 'DESC'],
      range: [25, 49],
      filter: { collegeId: 'c1', q: 'tech' },
    });
    expect(server.requests[0]?.withCredentials).toBe(true);
  });

  it('fails loudly when a list answers without Content-Range', async () => {
    installFakeServer(createFakeServer({ 'GET /api/admin/feedbacks': ok([]) }));
    await expect(
      dataProvider.getList('feedbacks', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toThrow(/Content-Range/);
  });

  it('reads one row of any resource at /api/admin/{resource}/{id}', async () => {
    const server = installFakeServer(
      createFakeServer({
        'GET /api/admin/reports/r1': ok({ _id: 'r1', status: 'open', document: { _id: 'd1', title: 'Trees' } }),
      }),
    );
    const { data } = await dataProvider.getOne<RaRecord>('reports', { id: 'r1' });
    expect(data).toEqual({ _id: 'r1', id: 'r1', status: 'open', document: { _id: 'd1', title: 'Trees' } });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/admin/reports/r1']);
  });

  it('reads references (getMany) through the list filter `id`', async () => {
    const server = installFakeServer(
      createFakeServer({
        'GET /api/admin/colleges': ok([
          { _id: 'c1', collegeName: 'IIT Delhi' },
          { _id: 'c2', collegeName: 'NIT Trichy' },
        ]),
      }),
    );
    const { data } = await dataProvider.getMany<RaRecord>('colleges', { ids: ['c1', 'c2'] });
    expect(data.map((row) => row.id)).toEqual(['c1', 'c2']);
    expect(query(server).filter).toEqual({ id: ['c1', 'c2'] });
  });
});

describe('admin data provider: writes', () => {
  it('creates with the fields the API accepts, references by id (spec POST /api/courses)', async () => {
    const server = installFakeServer(
      createFakeServer({
        'POST /api/admin/courses': (request) =>
          ok({ _id: 'k9', ...(request.body as object), college: 'IIT Delhi', collegeId: 'c1' }, 201),
      }),
    );
    const { data } = await dataProvider.create<RaRecord>('courses', {
      data: {
        courseName: 'M.Tech',
        abbreviation: 'MT',
        duration: 2,
        collegeId: 'c1',
        college: 'IIT Delhi',
        stray: 'x',
      },
    });
    expect(server.requests[0]?.body).toEqual({ courseName: 'M.Tech', abbreviation: 'MT', duration: 2, college: 'c1' });
    expect(data).toMatchObject({ id: 'k9', courseName: 'M.Tech' });
  });

  it('updates with only the fields that changed', async () => {
    const server = installFakeServer(
      createFakeServer({ 'PUT /api/admin/branches/b1': (request) => ok({ _id: 'b1', ...(request.body as object) }) }),
    );
    const before = {
      id: 'b1',
      _id: 'b1',
      branchName: 'CSE',
      abbreviation: 'CS',
      collegeId: 'c1',
      courseId: 'k1',
      college: 'IIT Delhi',
    };
    await dataProvider.update('branches', {
      id: 'b1',
      data: { ...before, abbreviation: 'CSE', courseId: 'k2' },
      previousData: before,
    });
    expect(server.requests[0]?.body).toEqual({ abbreviation: 'CSE', course: 'k2' });
  });

  it('resolves a report with {action} and changes a role with {isAdmin}', async () => {
    const server = installFakeServer(
      createFakeServer({
        'PUT /api/admin/reports/r1': ok({ _id: 'r1', status: 'dismissed' }),
        'PUT /api/admin/users/u2': ok({ _id: 'u2', isAdmin: true }),
      }),
    );
    const report = await dataProvider.update<RaRecord>('reports', {
      id: 'r1',
      data: { action: 'dismiss' },
      previousData: { id: 'r1', status: 'open' },
    });
    await dataProvider.update('users', {
      id: 'u2',
      data: { id: 'u2', username: 'ravi', email: 'r@x.in', isAdmin: true },
      previousData: { id: 'u2', username: 'ravi', isAdmin: false },
    });
    expect(report.data).toMatchObject({ id: 'r1', status: 'dismissed' });
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', '/api/admin/reports/r1', { action: 'dismiss' }],
      ['PUT', '/api/admin/users/u2', { isAdmin: true }],
    ]);
  });

  it('deletes, answering with the deleted record', async () => {
    const server = installFakeServer(createFakeServer({ 'DELETE /api/admin/documents/d1': ok(null) }));
    const { data } = await dataProvider.delete<RaRecord>('documents', {
      id: 'd1',
      previousData: { id: 'd1', title: 'Trees' },
    });
    expect(data).toEqual({ id: 'd1', title: 'Trees' });
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', url: '/api/admin/documents/d1' });
  });
});

describe('admin data provider: refusals', () => {
  it("marks the form's field the server named (a course of another college), with its reason", async () => {
    const message = "Unknown course 'k2' for IIT Delhi";
    installFakeServer(
      createFakeServer({
        'POST /api/admin/branches': refused(400, 'CATALOGUE.UNKNOWN_PARENT', message, {
          errors: [{ field: 'course', message }],
        }),
      }),
    );
    const error: unknown = await dataProvider
      .create('branches', { data: { branchName: 'ECE', abbreviation: 'EC', collegeId: 'c1', courseId: 'k2' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message,
      body: { code: 'CATALOGUE.UNKNOWN_PARENT', errors: { courseId: message, root: { serverError: message } } },
    });
  });

  it('marks the name field of a duplicate', async () => {
    installFakeServer(
      createFakeServer({
        'POST /api/admin/colleges': refused(409, 'CATALOGUE.DUPLICATE', "College 'IIT Delhi' already exists"),
      }),
    );
    await expect(
      dataProvider.create('colleges', { data: { collegeName: 'IIT Delhi', location: 'Delhi' } }),
    ).rejects.toMatchObject({
      status: 409,
      body: { errors: { collegeName: "College 'IIT Delhi' already exists" } },
    });
  });

  it("rejects a refused delete with the server's message and code, and no form errors", async () => {
    installFakeServer(
      createFakeServer({
        'DELETE /api/admin/colleges/c1': refused(
          409,
          'CATALOGUE.IN_USE',
          "College 'IIT Delhi' still has 1 course: delete or move them first",
          {
            details: { courses: 1 },
          },
        ),
      }),
    );
    const error: unknown = await dataProvider
      .delete('colleges', { id: 'c1', previousData: { id: 'c1' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      message: "College 'IIT Delhi' still has 1 course: delete or move them first",
      body: { code: 'CATALOGUE.IN_USE', details: { courses: 1 } },
    });
    expect((error as HttpError).body).not.toHaveProperty('errors');
  });

  it('after a 401, lets the app client refresh the session once and retries', async () => {
    // The admin signed in through the app: the server set the signedIn hint cookie.
    setSignedInHint(true);
    let refreshed = false;
    const server = installFakeServer(
      createFakeServer({
        'GET /api/admin/feedbacks': () =>
          refreshed
            ? page('feedbacks', [{ _id: 'f1', name: 'Asha' }], 1)
            : fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in'),
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
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual([
      '/api/admin/feedbacks',
      '/api/users/refresh-token',
      '/api/admin/feedbacks',
    ]);
  });
});

describe('payloads', () => {
  it("sends a request's close/reject action and reason only (issue 27)", () => {
    const record = { id: 'r1', status: 'open', votes: 3, reason: null, note: 'please' };
    expect(changedPayload('requests', { ...record, action: 'reject', reason: 'Not a real paper' }, record)).toEqual({
      action: 'reject',
      reason: 'Not a real paper',
    });
  });

  it('keeps writable fields, renames references and drops empty values', () => {
    expect(
      toPayload('subjects', {
        id: 's',
        name: 'DS',
        year: 2,
        collegeId: 'c',
        courseId: 'k',
        branchId: '',
        college: 'x',
      }),
    ).toEqual({
      name: 'DS',
      year: 2,
      college: 'c',
      course: 'k',
    });
  });

  it("sends a subject's code and aliases, and clears an emptied code with null (issue 26)", () => {
    const before = { id: 's', name: 'OS', code: 'CS301', aliases: ['OS'] };
    expect(changedPayload('subjects', { ...before, aliases: ['OS', 'Op Sys'] }, before)).toEqual({
      aliases: ['OS', 'Op Sys'],
    });
    expect(changedPayload('subjects', { ...before, code: '' }, before)).toEqual({ code: null });
    expect(
      changedPayload(
        'colleges',
        { id: 'c', collegeName: 'A', aliases: [] },
        { id: 'c', collegeName: 'A', aliases: ['X'] },
      ),
    ).toEqual({
      aliases: [],
    });
  });

  it('sends a changed field, and false (withdrawing a role) as a value', () => {
    expect(changedPayload('users', { id: 'u', isAdmin: false }, { id: 'u', isAdmin: true })).toEqual({
      isAdmin: false,
    });
    expect(
      changedPayload(
        'colleges',
        { id: 'c', collegeName: 'A', location: 'B' },
        { id: 'c', collegeName: 'A', location: 'C' },
      ),
    ).toEqual({
      location: 'B',
    });
  });

  it('refuses to write a read-only resource', () => {
    expect(() => toPayload('feedbacks', { id: 'f' })).toThrow(/cannot be changed/);
  });
});
