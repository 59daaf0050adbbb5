import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    const res = await request(t.server).post('/api/health').set('content-type', 'application/json').send('{"broken":');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success).toBe(false);
  });

  it('sets security headers', async () => {
    const res = await request(t.server).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The upload's confetti runs in a blob: worker; scripts stay same-origin only.
    expect(res.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });
});

describe('serving the built frontend', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PaperShelf</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("hi")');
    t = await createTestApp({ frontendDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes on reload', async () => {
    for (const path of ['/', '/feed', '/papers/IIT/BTech', '/dashboard/saved-items']) {
      const res = await request(t.server).get(path).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<title>PaperShelf</title>');
    }
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await request(t.server).get('/assets/app-abc123.js').expect(200);
    expect(res.text).toContain('console.log');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for unknown API routes and missing files', async () => {
    const api = await request(t.server).get('/api/nothing-here').expect(404);
    expect(api.body.code).toBe('ROUTE.NOT_FOUND');
    await request(t.server).get('/assets/missing.js').expect(404);
  });
});

describe('health when a dependency is down', () => {
  it('answers 503 HEALTH.DEGRADED naming the dependency', async () => {
    const t = await createTestApp();
    try {
      const storage = t.config.storage;
      if (storage.driver !== 'local') throw new Error('expected the local driver');
      rmSync(storage.root, { recursive: true, force: true });
      const res = await request(t.server).get('/api/health').expect(503);
      expect(res.body).toMatchObject({
        success: false,
        code: 'HEALTH.DEGRADED',
        details: { status: 'degraded', storage: { status: 'down' }, database: { status: 'up' } },
      });
    } finally {
      await t.close();
    }
  });
});
