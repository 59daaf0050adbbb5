import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

describe('platform (HTTP envelope, errors, health)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports every dependency up on /api/health', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      success: true,
      statusCode: 200,
      data: { status: 'ok', database: { status: 'up' }, queue: { status: 'up' }, storage: { status: 'up' } },
    });
    expect(res.headers['x-request-id']).toMatch(/.{8,}/);
  });

  it('answers unknown API routes with the error envelope and a stable code', async () => {
    const res = await request(t.server).get('/api/does-not-exist').set('x-request-id', 'req-12345678').expect(404);
    expect(res.body).toEqual({
      success: false,
      statusCode: 404,
      code: 'ROUTE.NOT_FOUND',
      message: 'No route for GET /api/does-not-exist',
      requestId: 'req-12345678',
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await request(t.server)
      .post('/api/health')
      .set('content-type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success).toBe(false);
  });

  it('sets security headers', async () => {
    const res = await request(t.server).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
