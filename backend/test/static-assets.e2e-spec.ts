/**
 * The built frontend's files (issue 12): precompressed copies chosen by Accept-Encoding,
 * immutable caching for hashed assets, and index.html checked on every load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

/** Fastify's inject keeps the bytes as sent (supertest would decode them). */
const fetchRaw = (t: TestApp, url: string, acceptEncoding: string) =>
  t.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('static assets: precompressed and cached', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'dist-static-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    const html = '<!doctype html><title>PaperShelf</title><div id="root"></div>';
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(html));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    // Below the build's compression threshold: no copies.
    writeFileSync(join(dist, 'assets', 'tiny-def456.js'), 'export {};');
    // A source map left in dist (an old build, a copy by hand): it holds the whole source.
    const map = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['// the source'] });
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), map);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map.gz'), gzipSync(map));
    writeFileSync(join(dist, 'app.css.map'), map);
    t = await createTestApp({ frontendDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, cached for good', async () => {
    const res = await fetchRaw(t, '/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = res.rawPayload;
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await fetchRaw(t, '/assets/index-abc123.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no encoding, still varying on it', async () => {
    const res = await request(t.server).get('/assets/index-abc123.js').set('accept-encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('falls back to the plain file when a small asset has no copies', async () => {
    const res = await request(t.server).get('/assets/tiny-def456.js').set('accept-encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('export {};');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('has index.html revalidated on every load, at / and on client routes too', async () => {
    const direct = await request(t.server).get('/index.html').set('accept-encoding', 'gzip').expect(200);
    expect(direct.headers['cache-control']).toBe('no-cache');
    for (const path of ['/', '/feed']) {
      const res = await request(t.server).get(path).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches other public files briefly, not for good', async () => {
    const res = await request(t.server).get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('still answers 404 for a missing asset', async () => {
    await request(t.server).get('/assets/missing-000000.js').set('accept-encoding', 'br, gzip').expect(404);
  });

  it('never serves a source map, even one left in dist', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/app.css.map', '/assets/index-abc123.js.map.gz']) {
      for (const encoding of ['identity', 'gzip, br']) {
        const res = await fetchRaw(t, path, encoding);
        expect([path, encoding, res.statusCode]).toEqual([path, encoding, 404]);
        expect(res.body).not.toContain('the source');
      }
    }
  });
});
