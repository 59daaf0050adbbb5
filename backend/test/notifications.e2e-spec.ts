import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { NotificationsService } from '../src/notifications/notifications.service';
import { RequestsService } from '../src/requests/requests.service';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { createTestApp, TestApp } from './support/test-app';

interface Entry {
  _id: string;
  kind: string;
  message: string;
  link: string | null;
  read: boolean;
  payload: Record<string, unknown>;
}

describe('notifications', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let asker: SignedUpUser;
  let uploader: SignedUpUser;
  let cat: TestCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, asker, uploader] = await Promise.all([signUp(t, { admin: true }), signUp(t), signUp(t)]);
    cat = await createCatalogue(admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (user: SignedUpUser, query = '') =>
    (await user.agent.get(`/api/notifications${query}`).expect(200)).body.data as {
      notifications: Entry[];
      unreadCount: number;
      nextPage: string | null;
      hasNextPage: boolean;
    };

  it('tells the asker when their request is fulfilled, with a link to the document', async () => {
    expect(await list(asker)).toEqual({ notifications: [], unreadCount: 0, nextPage: null, hasNextPage: false });
    const req = await asker.agent
      .post('/api/requests')
      .send({
        type: 'paper',
        college: cat.college._id,
        course: cat.course._id,
        branch: cat.branch._id,
        subject: cat.subject._id,
        year: cat.subject.year,
      })
      .expect(201);
    const documentId = await uploadDocument(uploader.agent, cat, { type: 'papers', title: 'Operating Systems midsem' });
    await t.idle();
    const page = await list(asker);
    expect(page.unreadCount).toBe(1);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        kind: 'request-fulfilled',
        read: false,
        link: `/feed/document?id=${documentId}`,
        payload: expect.objectContaining({ requestId: req.body.data._id, documentId, subject: cat.subject.name }),
      }),
    ]);
    expect(page.notifications[0]?.message).toContain('Operating Systems midsem');
  });

  it('pages newest first, marks read by ids (the caller’s only) or all', async () => {
    const reader = await signUp(t);
    const service = t.app.get(NotificationsService);
    for (let i = 0; i < 25; i += 1) {
      await service.notify([
        {
          userId: reader.user.id,
          kind: 'upload-removed',
          payload: { title: `Doc ${i}`, reason: 'it could not be read' },
        },
      ]);
    }
    const first = await list(reader, '?limit=10');
    expect(first.unreadCount).toBe(25);
    expect(first.notifications.map((n) => n.payload.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Doc ${24 - i}`),
    );
    expect(first.hasNextPage).toBe(true);
    const second = (await reader.agent.get(String(first.nextPage).replace(/^\/v1/, '/api')).expect(200)).body.data;
    expect(second.notifications.map((n: Entry) => n.payload.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Doc ${14 - i}`),
    );
    const third = (await reader.agent.get(second.nextPage.replace(/^\/v1/, '/api')).expect(200)).body.data;
    expect(third.notifications).toHaveLength(5);
    expect(third.hasNextPage).toBe(false);

    const ids = first.notifications.slice(0, 3).map((n) => n._id);
    // Someone else's ids mark nothing.
    expect((await asker.agent.post('/api/notifications/read').send({ ids }).expect(200)).body.data.marked).toBe(0);
    expect((await reader.agent.post('/api/notifications/read').send({ ids }).expect(200)).body.data).toEqual({
      marked: 3,
      unreadCount: 22,
    });
    // Again: nothing more to mark.
    expect((await reader.agent.post('/api/notifications/read').send({ ids }).expect(200)).body.data.marked).toBe(0);
    const after = await list(reader, '?limit=4');
    expect(after.notifications.map((n) => n.read)).toEqual([true, true, true, false]);
    expect((await reader.agent.post('/api/notifications/read').send({ all: true }).expect(200)).body.data).toEqual({
      marked: 22,
      unreadCount: 0,
    });
    expect((await list(reader)).unreadCount).toBe(0);
  });

  it('refuses bad input with stable codes, and guests', async () => {
    const read = (payload: unknown) => asker.agent.post('/api/notifications/read').send(payload as object);
    expect((await read({}).expect(400)).body.code).toBe('NOTIFICATION.READ_TARGET');
    expect((await read({ ids: [randomUUID()], all: true }).expect(400)).body.code).toBe('NOTIFICATION.READ_TARGET');
    expect((await read({ all: false }).expect(400)).body.code).toBe('VALIDATION.FAILED');
    expect((await read({ ids: ['nope'] }).expect(400)).body.code).toBe('VALIDATION.FAILED');
    expect((await read({ ids: [] }).expect(400)).body.code).toBe('VALIDATION.FAILED');
    expect((await asker.agent.get('/api/notifications?cursor=bogus').expect(400)).body.code).toBe(
      'NOTIFICATION.INVALID_CURSOR',
    );
    expect((await asker.agent.get('/api/notifications?limit=0').expect(400)).body.code).toBe('VALIDATION.FAILED');
    await request(t.server).get('/api/notifications').expect(401);
    await request(t.server).post('/api/notifications/read').send({ all: true }).expect(401);
  });

  it('tells the uploader when an admin removes their upload on a report, with the reason', async () => {
    const id = await uploadDocument(uploader.agent, cat, { type: 'notes', title: 'Scanned sideways' });
    const report = await asker.agent.post(`/api/documents/${id}/reports`).send({ reason: 'illegible' }).expect(201);
    await admin.agent.put(`/api/admin/reports/${report.body.data._id}`).send({ action: 'delete-document' }).expect(200);
    const page = await list(uploader);
    expect(page.notifications[0]).toMatchObject({
      kind: 'upload-removed',
      read: false,
      link: null,
      payload: { documentId: id, title: 'Scanned sideways', reason: 'it could not be read' },
    });
    expect(page.notifications[0]?.message).toContain('it could not be read');
  });

  it('mails askers whose switch is on, once, with an unsubscribe link that needs no login', async () => {
    const own = await createCatalogue(admin);
    const [keen, quiet] = await Promise.all([signUp(t), signUp(t)]);
    expect((await quiet.agent.get('/api/notifications/settings').expect(200)).body.data).toEqual({
      notifyByEmail: true,
    });
    expect(
      (await quiet.agent.put('/api/notifications/settings').send({ notifyByEmail: false }).expect(200)).body.data,
    ).toEqual({ notifyByEmail: false });
    const place = {
      type: 'note',
      college: own.college._id,
      course: own.course._id,
      branch: own.branch._id,
      subject: own.subject._id,
      year: own.subject.year,
    };
    await keen.agent.post('/api/requests').send(place).expect(201);
    await quiet.agent.post('/api/requests').send(place).expect(200);
    const documentId = await uploadDocument(uploader.agent, own, { type: 'notes', title: 'Unit 3 notes' });
    await t.idle();

    const mail = await t.smtp.waitFor(keen.user.email, /request was fulfilled/i);
    expect(mail.text).toContain('Unit 3 notes');
    expect(mail.text).toContain(`/feed/document?id=${documentId}`);
    // Both are notified under the bell; only the one whose switch is on is mailed.
    expect((await list(quiet)).unreadCount).toBe(1);
    const mailsTo = (user: SignedUpUser) =>
      t.smtp.messages.filter(
        (m) => m.to && JSON.stringify(m.to).includes(user.user.email) && /fulfilled/.test(m.subject ?? ''),
      );
    expect(mailsTo(quiet)).toHaveLength(0);

    // The job again: no second mail.
    await t.app.get(RequestsService).fulfil(documentId);
    await t.idle();
    expect(mailsTo(keen)).toHaveLength(1);

    const link = /(https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(String(link));
    const token = url.searchParams.get('token') ?? '';
    // A forged or altered token does nothing.
    const forged = `${token.slice(0, -2)}xx`;
    expect(
      (
        await request(t.server)
          .get(`/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`)
          .expect(400)
      ).body.code,
    ).toBe('NOTIFICATION.INVALID_TOKEN');
    expect(
      (
        await request(t.server)
          .post('/api/notifications/unsubscribe')
          .send({ token: `${quiet.user.id}.${token.split('.')[1]}` })
          .expect(400)
      ).body.code,
    ).toBe('NOTIFICATION.INVALID_TOKEN');
    expect((await keen.agent.get('/api/notifications/settings').expect(200)).body.data.notifyByEmail).toBe(true);
    // The link itself, without any session: e-mails off.
    const page = await request(t.server).get(`${url.pathname}${url.search}`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('unsubscribed');
    expect((await keen.agent.get('/api/notifications/settings').expect(200)).body.data.notifyByEmail).toBe(false);
    // The one-click POST form takes the same token (and is idempotent).
    await request(t.server).post('/api/notifications/unsubscribe').send({ token }).expect(200);
  });
});
