/**
 * The catalogue's optional extras (issue 26): every level's `aliases` and a subject's `code`,
 * written through the admin and public add routes, answered by the admin and public reads, and
 * each rule refused with VALIDATION.FAILED naming the field.
 */
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { createTestApp, TestApp } from './support/test-app';

describe('catalogue code and aliases', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let cat: TestCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts every level with no aliases and a subject with no code', async () => {
    for (const kind of ['colleges', 'courses', 'branches', 'subjects']) {
      const res = await admin.agent.get(`/api/admin/${kind}`).expect(200);
      for (const row of res.body.data as { aliases: string[] }[]) expect(row.aliases).toEqual([]);
    }
    const subject = await admin.agent.get(`/api/admin/subjects/${cat.subject._id}`).expect(200);
    expect(subject.body.data.code).toBeNull();
  });

  it('stores aliases trimmed, repeats (ignoring case) dropped, on every level, and answers them publicly', async () => {
    const ids = {
      colleges: cat.college._id,
      courses: cat.course._id,
      branches: cat.branch._id,
      subjects: cat.subject._id,
    };
    for (const [kind, id] of Object.entries(ids)) {
      const res = await admin.agent
        .put(`/api/admin/${kind}/${id}`)
        .send({ aliases: [' OS ', 'os', 'Op Sys', 'OP SYS'] })
        .expect(200);
      expect(res.body.data.aliases).toEqual(['OS', 'Op Sys']);
    }
    const colleges = await admin.agent.get('/api/colleges').expect(200);
    expect(
      (colleges.body.data as { _id: string; aliases: string[] }[]).find((c) => c._id === cat.college._id)?.aliases,
    ).toEqual(['OS', 'Op Sys']);
    // [] and null clear them; a body without aliases leaves them.
    await admin.agent.put(`/api/admin/colleges/${cat.college._id}`).send({ location: 'Mumbai' }).expect(200);
    const kept = await admin.agent.get(`/api/admin/colleges/${cat.college._id}`).expect(200);
    expect(kept.body.data.aliases).toEqual(['OS', 'Op Sys']);
    const cleared = await admin.agent.put(`/api/admin/courses/${cat.course._id}`).send({ aliases: [] }).expect(200);
    expect(cleared.body.data.aliases).toEqual([]);
    const nulled = await admin.agent.put(`/api/admin/branches/${cat.branch._id}`).send({ aliases: null }).expect(200);
    expect(nulled.body.data.aliases).toEqual([]);
  });

  it('adds a subject with a code and aliases, through the console and the Admin Panel route', async () => {
    const body = (name: string) => ({
      name,
      year: 1,
      branch: cat.branch._id,
      course: cat.course._id,
      college: cat.college._id,
      code: '  CS 301-A ',
      aliases: ['DS'],
    });
    const consoleAdded = await admin.agent.post('/api/admin/subjects').send(body('Data Structures')).expect(201);
    expect(consoleAdded.body.data).toMatchObject({ code: 'CS 301-A', aliases: ['DS'] });
    const panelAdded = await admin.agent.post('/api/subjects').send(body('Algorithms')).expect(201);
    expect(panelAdded.body.data).toMatchObject({ code: 'CS 301-A', aliases: ['DS'] });
    // Empty clears the code.
    const cleared = await admin.agent
      .put(`/api/admin/subjects/${String(panelAdded.body.data._id)}`)
      .send({ code: '' })
      .expect(200);
    expect(cleared.body.data.code).toBeNull();
  });

  it.each([
    ['aliases', { aliases: 'OS' }],
    ['aliases', { aliases: Array.from({ length: 11 }, (_, i) => `A${i}`) }],
    ['aliases', { aliases: ['  '] }],
    ['aliases', { aliases: ['x'.repeat(41)] }],
    ['aliases', { aliases: [3] }],
    ['aliases', { aliases: ['a\u0000b'] }],
    ['code', { code: 'x'.repeat(21) }],
    ['code', { code: 'CS_301' }],
    ['code', { code: 'CS301!' }],
    ['code', { code: 301 }],
  ])('refuses %s in %j with VALIDATION.FAILED', async (field, body) => {
    const res = await admin.agent.put(`/api/admin/subjects/${cat.subject._id}`).send(body).expect(400);
    expect(res.body.code).toBe('VALIDATION.FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('takes ten aliases of forty characters and a code of twenty', async () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(40, 'x'));
    const res = await admin.agent
      .put(`/api/admin/subjects/${cat.subject._id}`)
      .send({ aliases, code: 'A'.repeat(20) })
      .expect(200);
    expect(res.body.data.aliases).toEqual(aliases);
    expect(res.body.data.code).toBe('A'.repeat(20));
  });

  it("puts a subject's code into its documents' search text", async () => {
    await admin.agent.put(`/api/admin/subjects/${cat.subject._id}`).send({ code: 'ZX981' }).expect(200);
    const upload = await admin.agent
      .post('/api/notes')
      .field('title', 'Coded')
      .field('description', 'd')
      .field('college', cat.college._id)
      .field('course', cat.course._id)
      .field('branch', cat.branch._id)
      .field('subject', cat.subject._id)
      .field('year', String(cat.subject.year))
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'n.pdf', contentType: 'application/pdf' });
    expect(upload.status).toBe(201);
    const found = await admin.agent.get('/api/documents').query({ q: 'ZX981' }).expect(200);
    expect(found.body.data.docs.map((d: { _id: string }) => d._id)).toContain(upload.body.data._id);
  });
});
