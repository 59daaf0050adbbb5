/**
 * The admin console's lists (react-admin + ra-data-simple-rest) at /api/admin/{reports,feedbacks,
 * documents}: `sort`, `range` and `filter` give one page and Content-Range, for admins only. The
 * public routes keep their one shape (GET /api/documents is the feed, for admins too).
 */
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { createTestApp, TestApp } from './support/test-app';

const q = (value: unknown) => JSON.stringify(value);

describe('console lists (react-admin conventions)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;
  let cat: TestCatalogue;
  const ids: Record<string, string> = {};

  const upload = (type: 'papers' | 'notes', title: string, subject: 'subject' | 'subject2' = 'subject') =>
    uploadDocument(admin.agent, cat, { type, title, description: `About ${title}`, examType: 'quiz', subject });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, user] = await Promise.all([signUp(t, { admin: true }), signUp(t)]);
    cat = await createCatalogue(admin);
    ids.alpha = await upload('papers', 'Alpha graphs');
    ids.beta = await upload('notes', 'Beta trees', 'subject2');
    ids.gamma = await upload('papers', 'Gamma heaps');
    // Views make a sort key that is not the upload order.
    for (let n = 0; n < 3; n += 1) await request(t.server).get(`/api/documents/${ids.beta}/view`).expect(200);
    await request(t.server).get(`/api/documents/${ids.alpha}/view`).expect(200);
    for (const [name, reason] of [
      ['alpha', 'illegible'],
      ['beta', 'duplicate'],
      ['gamma', 'other'],
    ] as const) {
      const res = await user.agent.post(`/api/documents/${ids[name]}/reports`).send({ reason }).expect(201);
      ids[`report-${name}`] = res.body.data._id as string;
    }
    await admin.agent.put(`/api/admin/reports/${ids['report-gamma']}`).send({ action: 'dismiss' }).expect(200);
    for (const name of ['Asha', 'Bala', 'Chitra']) {
      await request(t.server)
        .post('/api/feedbacks')
        .set('x-forwarded-for', `10.9.0.${name.length}${name.charCodeAt(0)}`)
        .send({ email: `${name.toLowerCase()}@x.in`, name, feedback: `Message from ${name}` })
        .expect(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  describe('reports', () => {
    it('pages, sorts and filters with Content-Range', async () => {
      const res = await admin.agent
        .get('/api/admin/reports')
        .query({ sort: q(['reason', 'ASC']), range: q([0, 1]), filter: q({ status: 'open' }) })
        .expect(200);
      expect(res.headers['content-range']).toBe('reports 0-1/2');
      expect(res.body.data.map((r: { reason: string }) => r.reason)).toEqual(['duplicate', 'illegible']);
      expect(res.body.data[0]).toMatchObject({ document: { _id: ids.beta, title: 'Beta trees' }, status: 'open' });

      const second = await admin.agent
        .get('/api/admin/reports')
        .query({ sort: q(['createdAt', 'DESC']), range: q([2, 3]) })
        .expect(200);
      expect(second.headers['content-range']).toBe('reports 2-2/3');
      expect(second.body.data.map((r: { _id: string }) => r._id)).toEqual([ids['report-alpha']]);

      const byTitle = await admin.agent
        .get('/api/admin/reports')
        .query({ sort: q(['document.title', 'DESC']), filter: q({ q: 'a' }) })
        .expect(200);
      expect(byTitle.body.data.map((r: { document: { title: string } }) => r.document.title)).toEqual([
        'Gamma heaps',
        'Beta trees',
        'Alpha graphs',
      ]);

      // react-admin's getMany
      const many = await admin.agent
        .get('/api/admin/reports')
        .query({ filter: q({ id: [ids['report-gamma'], 'not-a-uuid'] }) })
        .expect(200);
      expect(many.body.data).toEqual([expect.objectContaining({ _id: ids['report-gamma'], status: 'dismissed' })]);
      const dismissed = await admin.agent
        .get('/api/admin/reports')
        .query({ filter: q({ status: 'dismissed' }), range: q([0, 9]) })
        .expect(200);
      expect(dismissed.headers['content-range']).toBe('reports 0-0/1');
    });

    it('answers every report, newest first, without parameters', async () => {
      const res = await admin.agent.get('/api/admin/reports').expect(200);
      expect(res.headers['content-range']).toBe('reports 0-2/3');
      expect(res.body.data.map((r: { _id: string }) => r._id)).toEqual([
        ids['report-gamma'],
        ids['report-beta'],
        ids['report-alpha'],
      ]);
      // The old top-level status parameter is not a list parameter: filter carries it.
      expect((await admin.agent.get('/api/admin/reports').query({ status: 'open' }).expect(400)).body.code).toBe(
        'VALIDATION.FAILED',
      );
    });

    it('refuses bad parameters and non-admins', async () => {
      const bad = await admin.agent
        .get('/api/admin/reports')
        .query({ sort: q(['note', 'ASC']) })
        .expect(400);
      expect(bad.body.code).toBe('LIST.INVALID_PARAMS');
      await admin.agent.get('/api/admin/reports').query({ range: '[5,1]' }).expect(400);
      await admin.agent
        .get('/api/admin/reports')
        .query({ filter: q({ owner: 'x' }) })
        .expect(400);
      await user.agent
        .get('/api/admin/reports')
        .query({ range: q([0, 9]) })
        .expect(403);
      await request(t.server)
        .get('/api/admin/reports')
        .query({ range: q([0, 9]) })
        .expect(401);
    });
  });

  describe('feedbacks', () => {
    it('pages, sorts and searches with Content-Range', async () => {
      const res = await admin.agent
        .get('/api/admin/feedbacks')
        .query({ sort: q(['name', 'DESC']), range: q([0, 1]) })
        .expect(200);
      expect(res.headers['content-range']).toBe('feedbacks 0-1/3');
      expect(res.body.data.map((f: { name: string }) => f.name)).toEqual(['Chitra', 'Bala']);

      const found = await admin.agent
        .get('/api/admin/feedbacks')
        .query({ filter: q({ q: 'BALA@' }), range: q([0, 9]) })
        .expect(200);
      expect(found.headers['content-range']).toBe('feedbacks 0-0/1');
      expect(found.body.data[0]).toMatchObject({ name: 'Bala', email: 'bala@x.in', feedback: 'Message from Bala' });

      const past = await admin.agent
        .get('/api/admin/feedbacks')
        .query({ range: q([10, 19]) })
        .expect(200);
      expect(past.headers['content-range']).toBe('feedbacks */3');
      expect(past.body.data).toEqual([]);
    });

    it('answers every message, newest first, without parameters; admins only', async () => {
      const plain = await admin.agent.get('/api/admin/feedbacks').expect(200);
      expect(plain.headers['content-range']).toBe('feedbacks 0-2/3');
      expect(plain.body.data.map((f: { name: string }) => f.name)).toEqual(['Chitra', 'Bala', 'Asha']);
      await user.agent
        .get('/api/admin/feedbacks')
        .query({ range: q([0, 9]) })
        .expect(403);
      await request(t.server)
        .get('/api/admin/feedbacks')
        .query({ range: q([0, 9]) })
        .expect(401);
      expect((await admin.agent.get('/api/admin/feedbacks').query({ sort: 'name' }).expect(400)).body.code).toBe(
        'LIST.INVALID_PARAMS',
      );
    });
  });

  describe('documents', () => {
    it('gives admins a sortable, paged, filtered list with Content-Range', async () => {
      const res = await admin.agent
        .get('/api/admin/documents')
        .query({ sort: q(['views', 'DESC']), range: q([0, 1]) })
        .expect(200);
      expect(res.headers['content-range']).toBe('documents 0-1/3');
      expect(res.body.data.map((d: { _id: string }) => d._id)).toEqual([ids.beta, ids.alpha]);
      expect(res.body.data[0]).toMatchObject({
        title: 'Beta trees',
        type: 'note',
        views: 3,
        url: `/api/documents/${ids.beta}/view`,
        college: [{ collegeName: cat.college.collegeName }],
        owner: [{ username: admin.user.username }],
      });

      const titles = async (query: Record<string, string>) =>
        (await admin.agent.get('/api/admin/documents').query(query).expect(200)).body.data.map(
          (d: { title: string }) => d.title,
        );
      expect(await titles({ sort: q(['title', 'ASC']), filter: q({ type: 'paper' }) })).toEqual([
        'Alpha graphs',
        'Gamma heaps',
      ]);
      expect(await titles({ sort: q(['title', 'DESC']), filter: q({ subject: cat.subject2._id }) })).toEqual([
        'Beta trees',
      ]);
      expect(await titles({ filter: q({ q: 'hea' }) })).toEqual(['Gamma heaps']);
      expect(await titles({ filter: q({ q: '!!' }) })).toEqual([]);
      expect(await titles({ sort: q(['title', 'ASC']), filter: q({ id: [ids.gamma, ids.alpha] }) })).toEqual([
        'Alpha graphs',
        'Gamma heaps',
      ]);
      expect(await titles({ sort: q(['title', 'ASC']), filter: q({ year: 2 }) })).toEqual([
        'Alpha graphs',
        'Gamma heaps',
      ]);
      // Catalogue levels by name (case-insensitive) or id, as the feed takes them; an unknown name matches nothing.
      expect(
        await titles({
          sort: q(['title', 'ASC']),
          filter: q({ college: cat.college.collegeName.toUpperCase(), branch: cat.branch._id, type: 'paper' }),
        }),
      ).toEqual(['Alpha graphs', 'Gamma heaps']);
      expect(await titles({ filter: q({ course: 'No such course' }) })).toEqual([]);
    });

    it("answers the feed's keyset pages on GET /api/documents for everyone, admins included", async () => {
      for (const agent of [request(t.server), user.agent, admin.agent]) {
        const res = await agent.get('/api/documents').query({ limit: 2 }).expect(200);
        expect(res.headers['content-range']).toBeUndefined();
        expect(res.body.data.docs.map((d: { title: string }) => d.title)).toEqual(['Gamma heaps', 'Beta trees']);
        expect(res.body.data.hasNextPage).toBe(true);
        expect(res.body.data.nextPage).toMatch(/^\/v1\/documents\?limit=2&cursor=/);
      }
      // react-admin's parameters are unknown to the feed, as any other unknown key.
      for (const agent of [request(t.server), user.agent, admin.agent]) {
        const res = await agent
          .get('/api/documents')
          .query({ range: q([0, 9]) })
          .expect(400);
        expect(res.body.code).toBe('VALIDATION.FAILED');
      }
    });

    it('keeps the admin list for admins, and checks its parameters', async () => {
      await request(t.server)
        .get('/api/admin/documents')
        .query({ range: q([0, 9]) })
        .expect(401);
      const student = await user.agent
        .get('/api/admin/documents')
        .query({ range: q([0, 9]) })
        .expect(403);
      expect(student.body.code).toBe('AUTH.ADMIN_ONLY');
      const feedParameter = await admin.agent
        .get('/api/admin/documents')
        .query({ range: q([0, 9]), college: 'x' })
        .expect(400);
      expect(feedParameter.body.code).toBe('VALIDATION.FAILED');
      const everything = await admin.agent.get('/api/admin/documents').expect(200);
      expect(everything.headers['content-range']).toBe('documents 0-2/3');
      await admin.agent
        .get('/api/admin/documents')
        .query({ sort: q(['description', 'ASC']) })
        .expect(400);
      await admin.agent
        .get('/api/admin/documents')
        .query({ filter: q({ type: 'book' }) })
        .expect(400);
    });
  });
});
