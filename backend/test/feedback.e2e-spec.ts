import request from 'supertest';
import { DEFAULT_RATE_LIMITS } from '../src/config/rate-limits';
import { signUp } from './support/auth';
import { createTestApp, TestApp } from './support/test-app';

describe('feedback', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Addresses come from X-Forwarded-For set by a proxy on loopback (supertest's connection).
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback', RATE_LIMITS: '' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores feedback from anyone', async () => {
    const res = await request(t.server)
      .post('/api/feedbacks')
      .set('x-forwarded-for', '10.0.0.1')
      .send({ email: ' Asha@Example.com ', name: 'Asha', feedback: 'Love it' })
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Feedback Submitted Successfully',
      data: { email: 'Asha@Example.com', name: 'Asha', feedback: 'Love it' },
    });
  });

  it('refuses an address nobody could answer (400 VALIDATION.FAILED on the email field)', async () => {
    for (const email of ['not-an-email', 'not an email', 'asha@', '@example.com', 'asha@example']) {
      const res = await request(t.server)
        .post('/api/feedbacks')
        .set('x-forwarded-for', '10.0.0.5')
        .send({ email, name: 'Asha', feedback: 'Love it' })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED', message: 'email must be a valid e-mail address' });
      expect(res.body.errors).toEqual([{ field: 'email', message: 'email must be a valid e-mail address' }]);
    }
  });

  it('requires every field and limits their length', async () => {
    const missing = await request(t.server)
      .post('/api/feedbacks')
      .set('x-forwarded-for', '10.0.0.2')
      .send({ email: ' ', name: 'A' })
      .expect(400);
    // A missing field is named once, plainly, not with every rule it would break.
    expect(missing.body.message).toBe('email is required');
    expect(missing.body.errors).toEqual([
      { field: 'email', message: 'email is required' },
      { field: 'feedback', message: 'feedback is required' },
    ]);
    const extra = await request(t.server)
      .post('/api/feedbacks')
      .set('x-forwarded-for', '10.0.0.2')
      .send({ email: 'a@b.co', name: 'A', feedback: 'Hi', extra: '' })
      .expect(400);
    expect(extra.body.errors).toEqual([{ field: 'extra', message: 'property extra should not exist' }]);
    const long = await request(t.server)
      .post('/api/feedbacks')
      .set('x-forwarded-for', '10.0.0.2')
      .send({ email: 'a@b.co', name: 'n'.repeat(101), feedback: 'f'.repeat(5001) })
      .expect(400);
    expect(long.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['feedback', 'name']);
  });

  it('limits each address to a few messages (429 with Retry-After)', async () => {
    const send = () =>
      request(t.server)
        .post('/api/feedbacks')
        .set('x-forwarded-for', '10.0.0.3')
        .send({ email: 'a@b.co', name: 'Spam', feedback: 'again' });
    for (let n = 0; n < DEFAULT_RATE_LIMITS.feedback.limit; n += 1) await send().expect(201);
    const res = await send().expect(429);
    expect(res.body).toMatchObject({ code: 'FEEDBACK.TOO_MANY', message: 'Too many requests. Try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    await request(t.server)
      .post('/api/feedbacks')
      .set('x-forwarded-for', '10.0.0.4')
      .send({ email: 'a@b.co', name: 'Other', feedback: 'hi' })
      .expect(201);
  });

  it('lets only admins read it', async () => {
    const [admin, user] = await Promise.all([signUp(t, { admin: true }), signUp(t)]);
    await request(t.server).get('/api/admin/feedbacks').expect(401);
    await user.agent.get('/api/admin/feedbacks').expect(403);
    const res = await admin.agent.get('/api/admin/feedbacks').expect(200);
    expect(res.body.data[0]).toMatchObject({ name: 'Other' });
    const one = await admin.agent.get(`/api/admin/feedbacks/${res.body.data[0]._id}`).expect(200);
    expect(one.body.data).toEqual(res.body.data[0]);
    const missing = await admin.agent.get('/api/admin/feedbacks/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body.code).toBe('FEEDBACK.NOT_FOUND');
    // Reading feedback is a console action only: the public path takes POST alone.
    await admin.agent.get('/api/feedbacks').expect(404);
  });
});
