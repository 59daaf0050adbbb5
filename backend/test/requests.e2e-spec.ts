import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { notifications, users } from '../src/database/schema';
import { QueueService } from '../src/queue/queue.service';
import { RequestsService } from '../src/requests/requests.service';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { testDb } from './support/db';
import { createTestApp, TestApp } from './support/test-app';

interface Place {
  type?: string;
  examType?: string;
  examYear?: string;
  note?: string;
  subject?: 'subject' | 'subject2';
  by?: 'name' | 'id';
}

/** A request body for one of the catalogue's subjects, by names (default) or ids. */
function body(cat: TestCatalogue, place: Place = {}): Record<string, unknown> {
  const subject = cat[place.subject ?? 'subject'];
  const ref =
    place.by === 'id'
      ? { college: cat.college._id, course: cat.course._id, branch: cat.branch._id, subject: subject._id }
      : {
          college: cat.college.collegeName,
          course: cat.course.courseName,
          branch: cat.branch.branchName,
          subject: subject.name,
        };
  const { type = 'paper', examType, examYear, note } = place;
  return { type, ...ref, year: subject.year, examType, examYear, note };
}

describe('requests', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let carol: SignedUpUser;
  let uploader: SignedUpUser;
  let cat: TestCatalogue;

  const pointsOf = async (user: SignedUpUser) =>
    (await testDb(t).select({ points: users.points }).from(users).where(eq(users.id, user.user.id)))[0]?.points;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, alice, bob, carol, uploader] = await Promise.all([
      signUp(t, { admin: true }),
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
    ]);
    cat = await createCatalogue(admin);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a request (201), then joins it for the same place by ids (200 and a vote)', async () => {
    const created = await alice.agent
      .post('/api/requests')
      .send(body(cat, { examType: 'endsem', note: 'Any year is fine' }))
      .expect(201);
    const req = created.body.data;
    expect(req).toMatchObject({
      type: 'paper',
      college: { _id: cat.college._id, collegeName: cat.college.collegeName },
      subject: { _id: cat.subject._id, name: cat.subject.name },
      year: cat.subject.year,
      examType: 'endsem',
      examYear: null,
      note: 'Any year is fine',
      status: 'open',
      votes: 1,
      voted: true,
      mine: true,
      owner: { username: alice.user.username },
      documentId: null,
    });

    const joined = await bob.agent
      .post('/api/requests')
      .send(body(cat, { examType: 'endsem', by: 'id' }))
      .expect(200);
    expect(joined.body.data).toMatchObject({
      _id: req._id,
      votes: 2,
      voted: true,
      mine: false,
      note: 'Any year is fine',
    });
    // Asking again joins without a second vote.
    const again = await alice.agent
      .post('/api/requests')
      .send(body(cat, { examType: 'endsem' }))
      .expect(200);
    expect(again.body.data).toMatchObject({ _id: req._id, votes: 2 });

    // Another exam year is another place.
    const other = await bob.agent.post('/api/requests').send(body(cat, { examType: 'endsem', examYear: '2023-24' }));
    expect(other.status).toBe(201);
    expect(other.body.data._id).not.toBe(req._id);

    // Public detail: votes, and `voted` for the caller only.
    const guest = await request(t.server).get(`/api/requests/${req._id}`).expect(200);
    expect(guest.body.data).toMatchObject({ votes: 2, voted: false, mine: false });
    expect((await bob.agent.get(`/api/requests/${req._id}`).expect(200)).body.data.voted).toBe(true);
    expect((await carol.agent.get(`/api/requests/${req._id}`).expect(200)).body.data.voted).toBe(false);
  });

  it('toggles "me too"', async () => {
    const req = (
      await alice.agent
        .post('/api/requests')
        .send(body(cat, { examType: 'quiz' }))
        .expect(201)
    ).body.data;
    expect((await carol.agent.post(`/api/requests/${req._id}/votes`).expect(200)).body.data).toEqual({
      voted: true,
      votes: 2,
    });
    expect((await carol.agent.get(`/api/requests/${req._id}`).expect(200)).body.data.voted).toBe(true);
    expect((await carol.agent.post(`/api/requests/${req._id}/votes`).expect(200)).body.data).toEqual({
      voted: false,
      votes: 1,
    });
    expect((await request(t.server).get(`/api/requests/${req._id}`).expect(200)).body.data.votes).toBe(1);
    await request(t.server).post(`/api/requests/${req._id}/votes`).expect(401);
    expect((await carol.agent.post(`/api/requests/${randomUUID()}/votes`).expect(404)).body.code).toBe(
      'REQUEST.NOT_FOUND',
    );
  });

  it('is withdrawn by its owner or an admin, not by another student', async () => {
    const mine = (
      await alice.agent
        .post('/api/requests')
        .send(body(cat, { examType: 'lab' }))
        .expect(201)
    ).body.data;
    expect((await bob.agent.delete(`/api/requests/${mine._id}`).expect(403)).body.code).toBe('REQUEST.NOT_OWNER');
    await alice.agent.delete(`/api/requests/${mine._id}`).expect(200);
    expect((await request(t.server).get(`/api/requests/${mine._id}`).expect(404)).body.code).toBe('REQUEST.NOT_FOUND');
    // The place is free again: asking makes a new one.
    const next = (
      await bob.agent
        .post('/api/requests')
        .send(body(cat, { examType: 'lab' }))
        .expect(201)
    ).body.data;
    await admin.agent.delete(`/api/requests/${next._id}`).expect(200);
    await admin.agent.delete(`/api/requests/${next._id}`).expect(404);
    expect((await alice.agent.delete('/api/requests/nope').expect(400)).body.code).toBe('REQUEST.INVALID_ID');
  });

  it('filters by place and status, sorts by votes or newest, and pages with a cursor', async () => {
    const own = await createCatalogue(admin);
    const ask = (user: SignedUpUser, examYear: string) =>
      user.agent
        .post('/api/requests')
        .send(body(own, { examYear }))
        .expect((res) => {
          if (res.status !== 200 && res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
        });
    const first = (await ask(alice, '2019')).body.data._id as string;
    const second = (await ask(alice, '2020')).body.data._id as string;
    const third = (await ask(alice, '2021')).body.data._id as string;
    await ask(bob, '2020');
    await ask(carol, '2020');
    await ask(bob, '2021');
    // Votes: second 3, third 2, first 1; newest: third, second, first.
    const list = (query: string) =>
      request(t.server).get(`/api/requests?college=${encodeURIComponent(own.college.collegeName)}${query}`);
    const wanted = (await list('').expect(200)).body.data;
    expect(wanted.requests.map((r: { _id: string }) => r._id)).toEqual([second, third, first]);
    expect(wanted.hasNextPage).toBe(false);
    const newest = (await list('&sort=new').expect(200)).body.data;
    expect(newest.requests.map((r: { _id: string }) => r._id)).toEqual([third, second, first]);

    const page1 = (await list('&sort=wanted&limit=2').expect(200)).body.data;
    expect(page1.requests.map((r: { _id: string }) => r._id)).toEqual([second, third]);
    expect(page1.hasNextPage).toBe(true);
    const page2 = (await request(t.server).get(page1.nextPage.replace(/^\/v1/, '/api')).expect(200)).body.data;
    expect(page2.requests.map((r: { _id: string }) => r._id)).toEqual([first]);
    expect(page2).toMatchObject({ hasNextPage: false, nextPage: null });
    const newPage1 = (await list('&sort=new&limit=1').expect(200)).body.data;
    const newPage2 = (await request(t.server).get(newPage1.nextPage.replace(/^\/v1/, '/api')).expect(200)).body.data;
    expect(newPage2.requests.map((r: { _id: string }) => r._id)).toEqual([second]);

    // By subject id, by a name that matches nothing, and other catalogues' requests stay out.
    const bySubject = (await request(t.server).get(`/api/requests?subject=${own.subject._id}`).expect(200)).body.data;
    expect(bySubject.requests).toHaveLength(3);
    expect((await list('&subject=No%20such%20subject').expect(200)).body.data.requests).toEqual([]);
    expect((await list('&status=fulfilled').expect(200)).body.data.requests).toEqual([]);

    // A signed-in caller sees what they voted for.
    const seen = (await carol.agent.get(`/api/requests?college=${own.college._id}`).expect(200)).body.data.requests;
    expect(seen.map((r: { voted: boolean }) => r.voted)).toEqual([true, false, false]);

    expect((await list('&cursor=bogus').expect(400)).body.code).toBe('REQUEST.INVALID_CURSOR');
    // A cursor of the other order is refused too.
    const newCursor = new URL(newPage1.nextPage, 'http://x').searchParams.get('cursor') ?? '';
    expect((await list(`&sort=wanted&cursor=${newCursor}`).expect(400)).body.code).toBe('REQUEST.INVALID_CURSOR');
    expect((await list('&sort=votes').expect(400)).body.code).toBe('VALIDATION.FAILED');
    expect((await list('&status=closed').expect(400)).body.code).toBe('VALIDATION.FAILED');
  });

  it('refuses bad input with stable codes', async () => {
    const bad = async (payload: Record<string, unknown>, status: number, code: string) => {
      const res = await alice.agent.post('/api/requests').send(payload);
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
      return res.body;
    };
    const tooLong = await bad(body(cat, { note: 'x'.repeat(301) }), 400, 'VALIDATION.FAILED');
    expect(tooLong.errors).toEqual([expect.objectContaining({ field: 'note' })]);
    await bad(body(cat, { type: 'note', examType: 'midsem' }), 400, 'REQUEST.EXAM_TYPE_FOR_NOTE');
    await bad(body(cat, { type: 'book' }), 400, 'VALIDATION.FAILED');
    await bad(body(cat, { examYear: '1850' }), 400, 'VALIDATION.FAILED');
    // Catalogue names are checked as POST /api/papers checks them (same codes).
    await bad({ ...body(cat), college: 'No Such College' }, 400, 'DOCUMENT.UNKNOWN_CATALOGUE');
    await bad({ ...body(cat), year: 9 }, 400, 'DOCUMENT.YEAR_OUT_OF_RANGE');
    await bad({ ...body(cat), extra: 1 }, 400, 'VALIDATION.FAILED');
    await request(t.server).post('/api/requests').send(body(cat)).expect(401);
    const unverified = await signUp(t, { verified: false });
    expect((await unverified.agent.post('/api/requests').send(body(cat)).expect(403)).body.code).toBe(
      'AUTH.UNVERIFIED',
    );
  });

  it('limits new requests per student per day, but joining still works', async () => {
    const dave = await signUp(t);
    const limited = await createCatalogue(admin);
    for (let i = 0; i < 10; i += 1) {
      await dave.agent
        .post('/api/requests')
        .send(body(limited, { examYear: String(2000 + i) }))
        .expect(201);
    }
    const refused = await dave.agent
      .post('/api/requests')
      .send(body(limited, { examYear: '2015' }))
      .expect(429);
    expect(refused.body).toMatchObject({ code: 'REQUEST.DAILY_LIMIT', details: { limit: 10 } });
    // An open request of someone else: joined (200), the limit does not apply.
    await alice.agent
      .post('/api/requests')
      .send(body(limited, { examYear: '2016' }))
      .expect(201);
    await dave.agent
      .post('/api/requests')
      .send(body(limited, { examYear: '2016' }))
      .expect(200);
  });

  it('admins list (most wanted first), close or reject with a reason', async () => {
    const own = await createCatalogue(admin);
    // A student of their own: the others' daily limits are spent by the tests around.
    const erin = await signUp(t);
    const a = (
      await erin.agent
        .post('/api/requests')
        .send(body(own, { examYear: '2018' }))
        .expect(201)
    ).body.data;
    const b = (
      await erin.agent
        .post('/api/requests')
        .send(body(own, { examYear: '2017' }))
        .expect(201)
    ).body.data;
    await bob.agent.post(`/api/requests/${b._id}/votes`).expect(200);
    const listed = await admin.agent
      .get(
        `/api/admin/requests?filter=${encodeURIComponent(JSON.stringify({ subject: own.subject._id, status: 'open' }))}`,
      )
      .expect(200);
    expect(listed.body.data.map((r: { _id: string }) => r._id)).toEqual([b._id, a._id]);
    expect(listed.headers['content-range']).toBe('requests 0-1/2');
    await erin.agent.get('/api/admin/requests').expect(403);

    const closed = await admin.agent
      .put(`/api/admin/requests/${a._id}`)
      .send({ action: 'close', reason: 'The exam was cancelled' })
      .expect(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', reason: 'The exam was cancelled' });
    const rejected = await admin.agent.put(`/api/admin/requests/${b._id}`).send({ action: 'reject', reason: 'Spam' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Spam' });
    expect(
      (await admin.agent.put(`/api/admin/requests/${a._id}`).send({ action: 'reject', reason: 'x' }).expect(409)).body
        .code,
    ).toBe('REQUEST.NOT_OPEN');
    expect(
      (await admin.agent.put(`/api/admin/requests/${a._id}`).send({ action: 'close' }).expect(400)).body.code,
    ).toBe('VALIDATION.FAILED');
    // Out of the open list; the place may be asked for again.
    const open = (await request(t.server).get(`/api/requests?subject=${own.subject._id}`).expect(200)).body.data;
    expect(open.requests).toEqual([]);
    await bob.agent
      .post('/api/requests')
      .send(body(own, { examYear: '2018' }))
      .expect(201);
  });

  describe('fulfilment', () => {
    let own: TestCatalogue;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      own = await createCatalogue(admin);
      const ask = async (name: string, user: SignedUpUser, place: Place) => {
        const res = await user.agent.post('/api/requests').send(body(own, place));
        if (res.status !== 201) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
        ids[name] = res.body.data._id;
      };
      await ask('any', alice, {});
      await ask('midsem2023', bob, { examType: 'midsem', examYear: '2023' });
      await ask('endsem', alice, { examType: 'endsem' });
      await ask('year2019', carol, { examYear: '2019' });
      await ask('note', alice, { type: 'note' });
      await ask('otherSubject', alice, { subject: 'subject2' });
      await ask('uploadersOwn', uploader, { examType: 'midsem' });
      // Carol joins the one with no exam type or year.
      await carol.agent.post('/api/requests').send(body(own)).expect(200);
    });

    it('fulfils exactly the matching open requests, notifies askers and awards the uploader once per request', async () => {
      const before = await pointsOf(uploader);
      const documentId = await uploadDocument(uploader.agent, own, {
        type: 'papers',
        title: 'Midsem 2023 paper',
        examType: 'midsem',
        examYear: '2023',
      });
      await t.idle();
      const status = async (name: string) =>
        (await request(t.server).get(`/api/requests/${ids[name]}`).expect(200)).body.data;
      for (const name of ['any', 'midsem2023', 'uploadersOwn']) {
        expect(await status(name)).toMatchObject({ status: 'fulfilled', documentId, resolvedAt: expect.any(String) });
      }
      for (const name of ['endsem', 'year2019', 'note', 'otherSubject']) {
        expect(await status(name)).toMatchObject({ status: 'open', documentId: null });
      }
      // 10 for the upload, 5 for each of the two requests someone else made (not for the uploader's own).
      expect(await pointsOf(uploader)).toBe((before ?? 0) + 10 + 2 * 5);

      // Alice and Carol asked for "any"; Bob for "midsem2023"; the uploader is not told of their own.
      const rows = await testDb(t).select().from(notifications);
      const byUser = (user: SignedUpUser) => rows.filter((row) => row.userId === user.user.id);
      expect(byUser(alice)).toHaveLength(1);
      expect(byUser(carol)).toHaveLength(1);
      expect(byUser(bob)).toHaveLength(1);
      expect(byUser(uploader)).toHaveLength(0);
      expect(byUser(bob)[0]).toMatchObject({
        kind: 'request-fulfilled',
        payload: {
          requestId: ids.midsem2023,
          documentId,
          title: 'Midsem 2023 paper',
          link: `/feed/document?id=${documentId}`,
        },
      });

      // Listed among the fulfilled ones, no longer among the open ones.
      const fulfilled = (
        await request(t.server).get(`/api/requests?subject=${own.subject._id}&status=fulfilled`).expect(200)
      ).body.data.requests;
      expect(fulfilled.map((r: { _id: string }) => r._id).sort()).toEqual(
        [ids.any, ids.midsem2023, ids.uploadersOwn].sort(),
      );
      // No more votes on a fulfilled request.
      expect((await carol.agent.post(`/api/requests/${ids.any}/votes`).expect(409)).body.code).toBe('REQUEST.NOT_OPEN');

      // The job run again (through the queue, and directly) changes nothing: points and notices once.
      await t.app.get(QueueService).add('requests', 'fulfil', { documentId });
      await t.idle();
      expect(await t.app.get(RequestsService).fulfil(documentId)).toBe(0);
      expect(await pointsOf(uploader)).toBe((before ?? 0) + 10 + 2 * 5);
      expect(await testDb(t).select().from(notifications)).toHaveLength(rows.length);
    });

    it('a note fulfils a note request; an endsem paper of another exam year fulfils only the requests it matches', async () => {
      await uploadDocument(uploader.agent, own, { type: 'notes', title: 'Lecture notes' });
      const endsem = await uploadDocument(uploader.agent, own, {
        type: 'papers',
        title: 'Endsem 2021',
        examType: 'endsem',
        examYear: '2021',
      });
      await t.idle();
      const status = async (name: string) =>
        (await request(t.server).get(`/api/requests/${ids[name]}`).expect(200)).body.data;
      expect((await status('note')).status).toBe('fulfilled');
      expect(await status('endsem')).toMatchObject({ status: 'fulfilled', documentId: endsem });
      expect((await status('year2019')).status).toBe('open');
      expect((await status('otherSubject')).status).toBe('open');
    });
  });
});
