import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { createTestApp, TestApp } from './support/test-app';

function uploadNote(user: SignedUpUser, cat: TestCatalogue, title: string): Promise<string> {
  return uploadDocument(user.agent, cat, { type: 'notes', title });
}

describe('bookmarks', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;
  let cat: TestCatalogue;
  let first: string;
  let second: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, user] = await Promise.all([signUp(t, { admin: true }), signUp(t)]);
    cat = await createCatalogue(admin);
    first = await uploadNote(admin, cat, 'First note');
    second = await uploadNote(admin, cat, 'Second note');
    await t.idle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('toggles on and off, and lists newest bookmark first in the document shape', async () => {
    expect((await user.agent.get('/api/bookmarks').expect(200)).body.data).toEqual([]);
    expect((await user.agent.post(`/api/bookmarks/${first}`).expect(200)).body.data).toEqual({ bookmarked: true });
    expect((await user.agent.post(`/api/bookmarks/${second}`).expect(200)).body.data).toEqual({ bookmarked: true });
    const list = await user.agent.get('/api/bookmarks').expect(200);
    expect(list.body.data.map((d: { _id: string }) => d._id)).toEqual([second, first]);
    expect(list.body.data[0]).toMatchObject({ title: 'Second note', owner: [{ username: admin.user.username }] });

    expect((await user.agent.post(`/api/bookmarks/${second}`).expect(200)).body.data).toEqual({ bookmarked: false });
    expect((await user.agent.get('/api/bookmarks').expect(200)).body.data.map((d: { _id: string }) => d._id)).toEqual([
      first,
    ]);
  });

  it('keeps bookmarks per user', async () => {
    expect((await admin.agent.get('/api/bookmarks').expect(200)).body.data).toEqual([]);
  });

  it('404 for an unknown document, 400 for a malformed id, 401 for guests', async () => {
    expect((await user.agent.post(`/api/bookmarks/${randomUUID()}`).expect(404)).body.code).toBe('DOCUMENT.NOT_FOUND');
    expect((await user.agent.post('/api/bookmarks/nope').expect(400)).body.code).toBe('REQUEST.INVALID_ID');
    await request(t.server).post(`/api/bookmarks/${first}`).expect(401);
    await request(t.server).get('/api/bookmarks').expect(401);
  });

  it('drops the bookmark when the document is deleted', async () => {
    await admin.agent.delete(`/api/documents/${first}`).expect(200);
    expect((await user.agent.get('/api/bookmarks').expect(200)).body.data).toEqual([]);
  });
});
