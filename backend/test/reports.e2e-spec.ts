import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { createTestApp, TestApp } from './support/test-app';

describe('reports', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;
  let cat: TestCatalogue;

  const upload = (title: string): Promise<string> => uploadDocument(admin.agent, cat, { title, examType: 'quiz' });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, user] = await Promise.all([signUp(t, { admin: true }), signUp(t)]);
    cat = await createCatalogue(admin);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes one open report per user and document, lets admins list, read and dismiss it', async () => {
    const id = await upload('Blurry scan');
    const res = await user.agent
      .post(`/api/documents/${id}/reports`)
      .send({ reason: 'illegible', note: 'page 2' })
      .expect(201);
    expect(res.body.data).toMatchObject({
      reason: 'illegible',
      note: 'page 2',
      status: 'open',
      document: { _id: id, title: 'Blurry scan' },
      reporter: { _id: user.user.id },
    });
    const again = await user.agent.post(`/api/documents/${id}/reports`).send({ reason: 'other' }).expect(409);
    expect(again.body.code).toBe('REPORT.ALREADY_OPEN');

    await user.agent.get('/api/admin/reports').expect(403);
    const list = await admin.agent
      .get('/api/admin/reports')
      .query({ filter: JSON.stringify({ status: 'open' }) })
      .expect(200);
    expect(list.body.data.map((r: { _id: string }) => r._id)).toContain(res.body.data._id);

    const dismissed = await admin.agent
      .put(`/api/admin/reports/${res.body.data._id}`)
      .send({ action: 'dismiss' })
      .expect(200);
    expect(dismissed.body.message).toBe('Report resolved.');
    expect(dismissed.body.data).toMatchObject({
      _id: res.body.data._id,
      reason: 'illegible',
      status: 'dismissed',
      document: { _id: id, title: 'Blurry scan' },
    });
    expect(dismissed.body.data.resolvedAt).toEqual(expect.any(String));
    // The row as the console's getOne reads it.
    const one = await admin.agent.get(`/api/admin/reports/${res.body.data._id}`).expect(200);
    expect(one.body.data).toEqual(dismissed.body.data);
    expect(
      (await admin.agent.put(`/api/admin/reports/${res.body.data._id}`).send({ action: 'dismiss' }).expect(409)).body
        .code,
    ).toBe('REPORT.ALREADY_RESOLVED');
    // Once resolved, the same user may report again.
    await user.agent.post(`/api/documents/${id}/reports`).send({ reason: 'wrong-details' }).expect(201);
  });

  it('deletes the document when an admin acts on a report', async () => {
    const id = await upload('Copyrighted');
    const report = await user.agent.post(`/api/documents/${id}/reports`).send({ reason: 'copyright' }).expect(201);
    await t.idle();
    const res = await admin.agent
      .put(`/api/admin/reports/${report.body.data._id}`)
      .send({ action: 'delete-document' })
      .expect(200);
    expect(res.body.data).toMatchObject({ _id: report.body.data._id, status: 'actioned', document: { _id: id } });
    expect(res.body.data.resolvedAt).toEqual(expect.any(String));
    await request(t.server).get(`/api/documents/${id}`).expect(404);
    // The uploader is told which document went and why (not who reported it).
    await t.idle();
    const notice = await t.smtp.waitFor(admin.user.email, /upload was removed/i);
    expect(notice.text).toContain('"Copyrighted"');
    expect(notice.text).toContain('may infringe copyright');
    expect(notice.text).not.toContain(user.user.username);
    // The report went with the document.
    expect((await admin.agent.get(`/api/admin/reports/${report.body.data._id}`).expect(404)).body.code).toBe(
      'REPORT.NOT_FOUND',
    );
  });

  it('validates reasons, ids and access', async () => {
    const id = await upload('Validation');
    expect((await user.agent.post(`/api/documents/${id}/reports`).send({ reason: 'spam' }).expect(400)).body.code).toBe(
      'VALIDATION.FAILED',
    );
    await user.agent.post(`/api/documents/${randomUUID()}/reports`).send({ reason: 'other' }).expect(404);
    await request(t.server).post(`/api/documents/${id}/reports`).send({ reason: 'other' }).expect(401);
    await admin.agent.put(`/api/admin/reports/${randomUUID()}`).send({ action: 'dismiss' }).expect(404);
    await admin.agent.put(`/api/admin/reports/${randomUUID()}`).send({ action: 'explode' }).expect(400);
    await user.agent.put(`/api/admin/reports/${randomUUID()}`).send({ action: 'dismiss' }).expect(403);
  });
});
