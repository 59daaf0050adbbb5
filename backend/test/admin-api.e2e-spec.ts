/**
 * The admin console's own API, /api/admin/{resource} (react-admin + ra-data-simple-rest): guarded
 * as a whole (401 signed out, 403 for anyone but an admin), every list with Content-Range, one row
 * of every resource in its list's shape, getMany by a list of ids, and the catalogue's create,
 * update and delete. The lists' sorting and filtering are in console-lists.e2e-spec.ts.
 */
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { createTestApp, TestApp } from './support/test-app';

const q = (value: unknown) => JSON.stringify(value);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Method = 'get' | 'post' | 'put' | 'delete';

describe('admin API (/api/admin)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let student: SignedUpUser;
  let unverified: SignedUpUser;
  let cat: TestCatalogue;
  const ids: Record<string, string> = {};

  const upload = (who: SignedUpUser, title: string): Promise<string> =>
    uploadDocument(who.agent, cat, { type: 'notes', title, by: 'id' });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, student, unverified] = await Promise.all([
      signUp(t, { admin: true }),
      signUp(t),
      signUp(t, { verified: false }),
    ]);
    cat = await createCatalogue(admin);
    ids.documents = await upload(student, 'Admin API note');
    ids.reports = (
      await student.agent.post(`/api/documents/${ids.documents}/reports`).send({ reason: 'duplicate' }).expect(201)
    ).body.data._id;
    ids.feedbacks = (
      await request(t.server)
        .post('/api/feedbacks')
        .send({ email: 'reader@example.test', name: 'Reader', feedback: 'Admin API' })
        .expect(201)
    ).body.data._id;
    ids.colleges = cat.college._id;
    ids.courses = cat.course._id;
    ids.branches = cat.branch._id;
    ids.subjects = cat.subject._id;
    ids.users = student.user.id;
    await t.idle();
  });
  afterAll(async () => {
    await t.close();
  });

  const RESOURCES = ['colleges', 'courses', 'branches', 'subjects', 'documents', 'reports', 'feedbacks', 'users'];
  const NOT_FOUND: Record<string, string> = {
    colleges: 'CATALOGUE.COLLEGE_NOT_FOUND',
    courses: 'CATALOGUE.COURSE_NOT_FOUND',
    branches: 'CATALOGUE.BRANCH_NOT_FOUND',
    subjects: 'CATALOGUE.SUBJECT_NOT_FOUND',
    documents: 'DOCUMENT.NOT_FOUND',
    reports: 'REPORT.NOT_FOUND',
    feedbacks: 'FEEDBACK.NOT_FOUND',
    users: 'USER.NOT_FOUND',
  };

  /** Every route of the admin API, with a body the route would accept. */
  const ROUTES = (): [Method, string, Record<string, unknown>?][] => [
    ...RESOURCES.flatMap((r): [Method, string][] => [
      ['get', `/api/admin/${r}`],
      ['get', `/api/admin/${r}/${ids[r]}`],
    ]),
    ['post', '/api/admin/colleges', { collegeName: 'Guarded College', location: 'Pune' }],
    ['post', '/api/admin/courses', { courseName: 'G', abbreviation: 'G', college: ids.colleges, duration: 4 }],
    ['post', '/api/admin/branches', { branchName: 'G', abbreviation: 'G', college: ids.colleges, course: ids.courses }],
    [
      'post',
      '/api/admin/subjects',
      { name: 'G', year: 1, college: ids.colleges, course: ids.courses, branch: ids.branches },
    ],
    ...['colleges', 'courses', 'branches', 'subjects'].flatMap((r): [Method, string, Record<string, unknown>?][] => [
      ['put', `/api/admin/${r}/${ids[r]}`, {}],
      ['delete', `/api/admin/${r}/${ids[r]}`],
    ]),
    ['delete', `/api/admin/documents/${ids.documents}`],
    ['put', `/api/admin/reports/${ids.reports}`, { action: 'dismiss' }],
    ['put', `/api/admin/users/${ids.users}`, { isAdmin: true }],
  ];

  it('refuses guests (401), unverified users and non-admins (403) on every route, and changes nothing', async () => {
    const answers: string[] = [];
    for (const [method, path, body] of ROUTES()) {
      for (const [who, agent, status, code] of [
        ['guest', request.agent(t.server), 401, 'AUTH.UNAUTHENTICATED'],
        ['unverified', unverified.agent, 403, 'AUTH.UNVERIFIED'],
        ['student', student.agent, 403, 'AUTH.ADMIN_ONLY'],
      ] as const) {
        const call = agent[method](path);
        const res = await (body === undefined ? call : call.send(body));
        if (res.status !== status || res.body.code !== code) {
          answers.push(`${who} ${method.toUpperCase()} ${path} → ${res.status} ${res.body.code}`);
        }
      }
    }
    expect(answers).toEqual([]);
    // Nothing above went through.
    await admin.agent.get(`/api/admin/documents/${ids.documents}`).expect(200);
    const report = await admin.agent.get(`/api/admin/reports/${ids.reports}`).expect(200);
    expect(report.body.data.status).toBe('open');
    expect((await admin.agent.get(`/api/admin/users/${ids.users}`).expect(200)).body.data.isAdmin).toBe(false);
  });

  it('lists every resource in the envelope, with Content-Range', async () => {
    for (const r of RESOURCES) {
      const res = await admin.agent
        .get(`/api/admin/${r}`)
        .query({ range: q([0, 0]) })
        .expect(200);
      expect(res.body).toMatchObject({ success: true, statusCode: 200 });
      expect(res.body.data).toHaveLength(1);
      expect(res.headers['content-range']).toMatch(new RegExp(`^${r} 0-0/\\d+$`));
      // No parameters at all: every row (up to the cap), still with Content-Range.
      const all = await admin.agent.get(`/api/admin/${r}`).expect(200);
      const n = all.body.data.length as number;
      expect(all.headers['content-range']).toBe(`${r} 0-${n - 1}/${n}`);
      expect(res.headers['content-range']).toBe(`${r} 0-0/${n}`);
      expect(all.body.data.every((row: { _id?: unknown }) => typeof row._id === 'string')).toBe(true);
    }
  });

  it('reads one row of every resource, as its list shows it; 404 with the resource code', async () => {
    for (const r of RESOURCES) {
      const one = await admin.agent.get(`/api/admin/${r}/${ids[r]}`).expect(200);
      expect(one.body).toMatchObject({ success: true, statusCode: 200, data: { _id: ids[r] } });
      const all = await admin.agent.get(`/api/admin/${r}`).expect(200);
      expect(all.body.data).toContainEqual(one.body.data);
      const missing = await admin.agent.get(`/api/admin/${r}/${UNKNOWN}`).expect(404);
      expect(missing.body.code).toBe(NOT_FOUND[r]);
      expect((await admin.agent.get(`/api/admin/${r}/not-a-uuid`).expect(400)).body.code).toBe('REQUEST.INVALID_ID');
    }
  });

  it("answers react-admin's getMany: filter id as a list (unknown and malformed ids match nothing)", async () => {
    for (const r of RESOURCES.filter((name) => name !== 'users')) {
      const res = await admin.agent
        .get(`/api/admin/${r}`)
        .query({ filter: q({ id: [ids[r], UNKNOWN, 'not-a-uuid'] }) })
        .expect(200);
      expect(res.body.data.map((row: { _id: string }) => row._id)).toEqual([ids[r]]);
      expect(res.headers['content-range']).toBe(`${r} 0-0/1`);
      const one = await admin.agent
        .get(`/api/admin/${r}`)
        .query({ filter: q({ id: ids[r] }) })
        .expect(200);
      expect(one.body.data).toHaveLength(1);
    }
  });

  it('filters the catalogue by parent id or name', async () => {
    const byId = await admin.agent
      .get('/api/admin/subjects')
      .query({ filter: q({ branchId: cat.branch._id }), sort: q(['year', 'DESC']) })
      .expect(200);
    expect(byId.body.data.map((s: { _id: string }) => s._id)).toEqual([cat.subject2._id, cat.subject._id]);
    const byName = await admin.agent
      .get('/api/admin/courses')
      .query({ filter: q({ college: cat.college.collegeName.toUpperCase() }) })
      .expect(200);
    expect(byName.body.data.map((c: { _id: string }) => c._id)).toEqual([cat.course._id]);
    const year = await admin.agent
      .get('/api/admin/subjects')
      .query({ filter: q({ branch: cat.branch.branchName, year: '3' }) })
      .expect(200);
    expect(year.body.data.map((s: { _id: string }) => s._id)).toEqual([cat.subject2._id]);
    const paged = await admin.agent
      .get('/api/admin/colleges')
      .query({ sort: q(['collegeName', 'DESC']), range: q([0, 0]), filter: q({ q: cat.college.collegeName }) })
      .expect(200);
    expect(paged.headers['content-range']).toBe('colleges 0-0/1');
    const bad = await admin.agent
      .get('/api/admin/colleges')
      .query({ filter: q({ course: 'x' }) })
      .expect(400);
    expect(bad.body.code).toBe('LIST.INVALID_PARAMS');
  });

  it('creates, updates and deletes catalogue rows by id, with the messages and checks of /api/{kind}', async () => {
    const post = async (kind: string, body: Record<string, unknown>, message: string) => {
      const res = await admin.agent.post(`/api/admin/${kind}`).send(body).expect(201);
      expect(res.body.message).toBe(message);
      return res.body.data;
    };
    const college = await post(
      'colleges',
      { collegeName: 'Console College', location: 'Goa' },
      'College added successfully.',
    );
    expect(college).toEqual({ _id: expect.any(String), collegeName: 'Console College', location: 'Goa', aliases: [] });
    const course = await post(
      'courses',
      { courseName: 'Console Course', abbreviation: 'CC', college: college._id, duration: 3 },
      'Course added successfully.',
    );
    expect(course).toMatchObject({ college: 'Console College', collegeId: college._id, duration: 3 });
    const branch = await post(
      'branches',
      { branchName: 'Console Branch', abbreviation: 'CB', college: college._id, course: course._id },
      'Branch added successfully.',
    );
    expect(branch).toMatchObject({ course: 'Console Course', courseId: course._id, collegeId: college._id });
    const subject = await post(
      'subjects',
      { name: 'Console Subject', year: 1, college: college._id, course: course._id, branch: branch._id },
      'Subject added successfully.',
    );
    expect(subject).toMatchObject({ branch: 'Console Branch', branchId: branch._id, year: 1 });

    // The same validation and conflicts as POST /api/{kind}.
    const invalid = await admin.agent.post('/api/admin/courses').send({ courseName: '', college: college._id });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION.FAILED');
    expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['courseName', 'abbreviation', 'duration']),
    );
    const extra = await admin.agent.put(`/api/admin/colleges/${college._id}`).send({ isAdmin: true }).expect(400);
    expect(extra.body.code).toBe('VALIDATION.FAILED');
    await admin.agent.put(`/api/admin/courses/${course._id}`).send({ duration: 'four' }).expect(400);
    // Every catalogue column is required: null is refused, never stored (found by hostile-input: once 500).
    for (const body of [{ duration: null }, { courseName: null }, { college: null }]) {
      const res = await admin.agent.put(`/api/admin/courses/${course._id}`).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
    }
    const duplicate = await admin.agent
      .post('/api/admin/colleges')
      .send({ collegeName: 'console college', location: 'X' })
      .expect(409);
    expect(duplicate.body.code).toBe('CATALOGUE.DUPLICATE');
    const unknownParent = await admin.agent
      .post('/api/admin/branches')
      .send({ branchName: 'B', abbreviation: 'B', college: college._id, course: UNKNOWN })
      .expect(400);
    expect(unknownParent.body).toMatchObject({
      code: 'CATALOGUE.UNKNOWN_PARENT',
      message: `Unknown course '${UNKNOWN}' for Console College`,
    });
    const lateYear = await admin.agent.put(`/api/admin/subjects/${subject._id}`).send({ year: 4 }).expect(400);
    expect(lateYear.body.code).toBe('CATALOGUE.YEAR_OUT_OF_RANGE');

    // Partial updates answer the row; an unused row may move.
    const renamed = await admin.agent
      .put(`/api/admin/subjects/${subject._id}`)
      .send({ name: 'Console Subject II', year: 2 })
      .expect(200);
    expect(renamed.body).toMatchObject({
      message: 'Subject updated successfully.',
      data: { _id: subject._id, name: 'Console Subject II', year: 2, branchId: branch._id },
    });
    const moved = await admin.agent
      .put(`/api/admin/courses/${cat.course._id}`)
      .send({ college: college._id })
      .expect(409);
    expect(moved.body.code).toBe('CATALOGUE.IN_USE');
    const spare = await post(
      'courses',
      { courseName: 'Spare Course', abbreviation: 'SC', college: cat.college._id, duration: 2 },
      'Course added successfully.',
    );
    const movedSpare = await admin.agent
      .put(`/api/admin/courses/${spare._id}`)
      .send({ college: college._id, abbreviation: 'SP' })
      .expect(200);
    expect(movedSpare.body.data).toMatchObject({
      collegeId: college._id,
      college: 'Console College',
      abbreviation: 'SP',
    });
    const taken = await admin.agent
      .put(`/api/admin/courses/${spare._id}`)
      .send({ courseName: 'CONSOLE COURSE' })
      .expect(409);
    expect(taken.body.code).toBe('CATALOGUE.DUPLICATE');

    // Deletes: refused while used, then bottom-up.
    const inUse = await admin.agent.delete(`/api/admin/colleges/${college._id}`).expect(409);
    expect(inUse.body).toMatchObject({ code: 'CATALOGUE.IN_USE', details: { courses: 2, branches: 1, subjects: 1 } });
    for (const [kind, id, message] of [
      ['subjects', subject._id, 'Subject deleted successfully.'],
      ['branches', branch._id, 'Branch deleted successfully.'],
      ['courses', course._id, 'Course deleted successfully.'],
      ['courses', spare._id, 'Course deleted successfully.'],
      ['colleges', college._id, 'College deleted successfully.'],
    ] as const) {
      const res = await admin.agent.delete(`/api/admin/${kind}/${id}`).expect(200);
      expect(res.body).toMatchObject({ message, data: null });
    }
    expect((await admin.agent.delete(`/api/admin/colleges/${college._id}`).expect(404)).body.code).toBe(
      'CATALOGUE.COLLEGE_NOT_FOUND',
    );
  });

  it("deletes anyone's document, as DELETE /api/documents/{id} does for admins", async () => {
    const id = await upload(student, 'Admin deletes this');
    await t.idle();
    const res = await admin.agent.delete(`/api/admin/documents/${id}`).expect(200);
    expect(res.body).toMatchObject({ message: 'Document deleted successfully.', data: null });
    await request(t.server).get(`/api/documents/${id}`).expect(404);
    expect((await admin.agent.delete(`/api/admin/documents/${id}`).expect(404)).body.code).toBe('DOCUMENT.NOT_FOUND');
  });

  it('left the console-only routes off the public surface', async () => {
    for (const [method, path] of [
      ['get', `/api/colleges/${ids.colleges}`],
      ['put', `/api/colleges/${ids.colleges}`],
      ['put', `/api/subjects/${ids.subjects}`],
      ['get', `/api/catalogue/courses/${ids.courses}`],
      ['get', '/api/reports'],
      ['patch', `/api/reports/${ids.reports}`],
      ['get', '/api/feedbacks'],
      ['get', '/api/users'],
      ['patch', `/api/users/${ids.users}/role`],
    ] as const) {
      const res = method === 'get' ? await admin.agent.get(path) : await admin.agent[method](path).send({});
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    // The spec's admin paths stay, admin-guarded.
    await student.agent.post('/api/colleges').send({ collegeName: 'Nope', location: 'X' }).expect(403);
    await request(t.server).delete(`/api/subjects/${ids.subjects}`).expect(401);
  });
});
