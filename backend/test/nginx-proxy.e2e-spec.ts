/**
 * The shipped reverse proxy (deploy/nginx.conf, rendered by deploy/render-nginx.mjs) in front of
 * two app instances, on a real nginx: requests reach both, the client address the apps see is
 * the one nginx saw (never what the client wrote into X-Forwarded-For), uploads are streamed,
 * oversized bodies stop at nginx, a dead instance is routed around, request ids pass through,
 * assets are cached and compressed.
 *
 * Each instance sits behind a small TCP relay of its own, so "killing" it (closing its port and
 * cutting its open connections, as a crashed process would) leaves the Nest app to be closed
 * cleanly at the end. Clients connect from different loopback addresses (127.0.0.x) to be
 * different clients.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer, connect, type Server, type Socket, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { startNginx, TestNginx } from './support/nginx';
import { makePdf } from './support/pdf';
import { createTestApp, TEST_RATE_LIMITS, TestApp } from './support/test-app';
import { describeIf } from './support/requires';

const MiB = 1024 * 1024;
const UPLOAD_MAX_MB = 4;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json: () => Record<string, unknown>;
}

interface CallOptions {
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The client's own address (any 127.0.0.x works on Linux). */
  from?: string;
}

function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            json: () => JSON.parse(data.toString('utf8')) as Record<string, unknown>,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A TCP relay to `targetPort`; kill() closes its port and cuts every open connection. */
async function startRelay(targetPort: number): Promise<{ port: number; kill(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    kill: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** A built-frontend folder whose index.html names the instance, plus one hashed asset. */
function frontendFor(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `papershelf-dist-${name}-`));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><body data-instance="${name}"></body></html>`);
  writeFileSync(
    join(dist, 'assets', 'app-3f2a9c1d.js'),
    `export const words = ${JSON.stringify('papershelf '.repeat(800))};\n`,
  );
  return dist;
}

describeIf('nginx')('nginx (deploy/nginx.conf) in front of two app instances', () => {
  const instances: { name: string; t: TestApp; relay: Awaited<ReturnType<typeof startRelay>>; dist: string }[] = [];
  let nginx: TestNginx;
  let base: string;

  beforeAll(async () => {
    for (const name of ['a', 'b']) {
      const dist = frontendFor(name);
      const t = await createTestApp({
        frontendDist: dist,
        env: {
          TRUST_PROXY: 'loopback',
          UPLOAD_MAX_MB: String(UPLOAD_MAX_MB),
          // Each instance counts on its own here; 1 per address lets a third message from one
          // client fail whichever instances the first two reached.
          RATE_LIMITS: `${TEST_RATE_LIMITS},feedback=1/600`,
        },
      });
      await t.app.listen(0, '127.0.0.1');
      const relay = await startRelay((t.app.getHttpServer().address() as AddressInfo).port);
      instances.push({ name, t, relay, dist });
    }
    nginx = await startNginx({
      apiUpstreams: instances.map(({ relay }) => `127.0.0.1:${relay.port}`),
      uploadMaxMb: UPLOAD_MAX_MB,
    });
    base = nginx.url;
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const { t, relay, dist } of instances) {
      await relay.kill();
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('spreads requests over both instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const res = await call(base, 'GET', '/');
      expect(res.status).toBe(200);
      seen.add(/data-instance="(\w)"/.exec(res.body.toString())?.[1] ?? '?');
    }
    expect([...seen].sort()).toEqual(['a', 'b']);
    expect((await call(base, 'GET', '/api/health')).status).toBe(200);
  });

  it('passes the request id through, or gives one of its own', async () => {
    const given = await call(base, 'GET', '/api/health', { headers: { 'x-request-id': 'trace-0123456789' } });
    expect(given.headers['x-request-id']).toBe('trace-0123456789');
    const none = await call(base, 'GET', '/api/health');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // Not the shape the app keeps: nginx replaces it rather than relaying it.
    const odd = await call(base, 'GET', '/api/health', { headers: { 'x-request-id': 'x"}' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(nginx.accessLog()).toContain('id=trace-0123456789');
  });

  it('gives the apps the address nginx saw, whatever the client wrote into X-Forwarded-For', async () => {
    const feedback = (from: string, forged: string) =>
      call(base, 'POST', '/api/feedbacks', {
        from,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged, forwarded: `for=${forged}` },
        body: JSON.stringify({ email: 'a@b.co', name: 'Proxy', feedback: 'through nginx' }),
      });
    // Three messages from 127.0.0.2, each claiming another address: had an app believed the
    // header, each would be a new client and all would pass. One per address per instance:
    // two instances let at most two through.
    const statuses = [];
    for (const forged of ['203.0.113.1', '203.0.113.2', '127.0.0.9, 203.0.113.3']) {
      statuses.push((await feedback('127.0.0.2', forged)).status);
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    // Another client (another address) is counted apart.
    expect((await feedback('127.0.0.3', '203.0.113.1')).status).toBe(201);
    // nginx logs the real peer.
    expect(nginx.accessLog()).toMatch(/^127\.0\.0\.2 .*"POST \/api\/feedbacks" 429/m);
  });

  it('answers 413 itself, in the app error shape, for a body past the upload limit', async () => {
    const res = await call(base, 'POST', '/api/papers', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc((UPLOAD_MAX_MB + 2) * MiB, 0x41),
    });
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ success: false, statusCode: 413, code: 'REQUEST.TOO_LARGE' });
    // Other routes take small bodies only (the app's own limits are lower still).
    const json = await call(base, 'POST', '/api/feedbacks', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(9 * MiB, 0x20),
    });
    expect(json.status).toBe(413);
  });

  it('serves hashed assets compressed, cached and immutable; keeps /metrics internal', async () => {
    const get = () => call(base, 'GET', '/assets/app-3f2a9c1d.js', { headers: { 'accept-encoding': 'gzip' } });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toContain('papershelf papershelf');
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect((await get()).headers['x-cache-status']).toBe('HIT');
    expect((await call(base, 'GET', '/metrics')).status).toBe(404);
  });

  describe('with instance b dead', () => {
    let alice: SignedUpUser;
    let cat: TestCatalogue;

    beforeAll(async () => {
      await instances[1]?.relay.kill();
      const a = instances[0]?.t;
      if (!a) throw new Error('no instance a');
      // Set up directly on instance a (each instance has a database of its own here).
      const admin = await signUp(a, { admin: true });
      alice = await signUp(a);
      cat = await createCatalogue(admin);
    });

    it('keeps answering: reads, and writes that never reached b, go to a', async () => {
      const answers = [];
      for (let i = 0; i < 20; i += 1) answers.push((await call(base, 'GET', '/')).status);
      for (let i = 0; i < 4; i += 1) {
        const res = await call(base, 'POST', '/api/feedbacks', {
          from: `127.0.0.${20 + i}`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@b.co', name: 'Failover', feedback: 'still here' }),
        });
        answers.push(res.status);
      }
      expect(answers.every((s) => s === 200 || s === 201)).toBe(true);
      expect(nginx.errorLog()).toMatch(/Connection refused\) while connecting to upstream/);
    });

    it('streams an upload to the app as it arrives', async () => {
      const pdf = await makePdf({ pages: ['Streamed through nginx'], padBytes: 3 * MiB });
      const boundary = `----papershelf${randomBytes(8).toString('hex')}`;
      const fields: Record<string, string> = {
        title: 'Streamed paper',
        description: 'Sent through the reverse proxy',
        college: cat.college.collegeName,
        course: cat.course.courseName,
        branch: cat.branch.branchName,
        subject: cat.subject.name,
        year: '2',
        examType: 'endsem',
      };
      const head = Buffer.from(
        Object.entries(fields)
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('') +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const a = instances[0]?.t;
      if (!a || a.config.storage.driver !== 'local') throw new Error('instance a stores on local disk');
      const spool = join(a.config.storage.root, '.tmp');

      const answer = new Promise<Answer>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: nginx.port,
            path: '/api/papers',
            method: 'POST',
            agent: false,
            headers: {
              authorization: `Bearer ${alice.accessToken}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(head.length + pdf.length + tail.length),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const body = Buffer.concat(chunks);
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body,
                json: () => JSON.parse(body.toString()) as Record<string, unknown>,
              });
            });
          },
        );
        req.on('error', reject);
        req.write(Buffer.concat([head, pdf.subarray(0, MiB)]));
        // Only the first MiB is sent: the app must already be writing it (nginx does not wait
        // for the whole body), then the rest follows.
        const deadline = Date.now() + 60_000; // a hang guard
        const poll = setInterval(() => {
          const arrived = readdirSync(spool).some((f) => statSync(join(spool, f)).size > 0);
          if (arrived || Date.now() > deadline) {
            clearInterval(poll);
            if (!arrived) {
              req.destroy();
              reject(new Error('the app received nothing while the client was still sending: nginx buffered the body'));
              return;
            }
            req.end(Buffer.concat([pdf.subarray(MiB), tail]));
          }
        }, 20);
      });
      const res = await answer;
      expect(res.status).toBe(201);
      const doc = res.json().data as { _id: string; size: number };
      expect(doc.size).toBe(pdf.length);
      expect(nginx.errorLog()).not.toContain('buffered to a temporary file');

      const download = await call(base, 'GET', `/api/documents/${doc._id}/download`);
      expect(download.status).toBe(200);
      expect(createHash('sha256').update(download.body).digest('hex')).toBe(
        createHash('sha256').update(pdf).digest('hex'),
      );
      await a.idle();
    });

    it('answers 503 in the app error shape when no instance is left', async () => {
      await instances[0]?.relay.kill();
      const res = await call(base, 'GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ success: false, statusCode: 503, code: 'SERVICE.UNAVAILABLE' });
    });
  });
});

describeIf('nginx')('nginx in front of one app, for each form TRUST_PROXY accepts', () => {
  // One feedback per client address: the key the throttler counts under is observable as who
  // shares a budget with whom.
  const feedback = (base: string, from: string, forged: string) =>
    call(base, 'POST', '/api/feedbacks', {
      from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
      body: JSON.stringify({ email: 'a@b.co', name: 'Proxy', feedback: 'through nginx' }),
    });

  it.each(['1', '2', 'loopback', '127.0.0.1', '127.0.0.0/8', '127.0.0.1,::1'])(
    'TRUST_PROXY=%s: the limits count the client nginx saw, never a forged or the proxy address',
    async (trustProxy) => {
      const t = await createTestApp({ env: { TRUST_PROXY: trustProxy, RATE_LIMITS: 'feedback=1/600' } });
      let proxy: TestNginx | undefined;
      try {
        await t.app.listen(0, '127.0.0.1');
        proxy = await startNginx({ apiUpstreams: [`127.0.0.1:${(t.server.address() as AddressInfo).port}`] });
        // Client 127.0.0.2 forges one address, then another: both are counted as 127.0.0.2.
        expect((await feedback(proxy.url, '127.0.0.2', '203.0.113.1')).status).toBe(201);
        expect((await feedback(proxy.url, '127.0.0.2', '203.0.113.2')).status).toBe(429);
        // Client 127.0.0.3 forges the first client's claim: a budget of its own, so the key is
        // neither the forged address nor nginx's (every request came from nginx's 127.0.0.1).
        expect((await feedback(proxy.url, '127.0.0.3', '203.0.113.1')).status).toBe(201);
        expect((await feedback(proxy.url, '127.0.0.3', '127.0.0.2')).status).toBe(429);
      } finally {
        await proxy?.stop();
        await t.close();
      }
    },
  );

  it('TRUST_PROXY off: every client behind nginx is nginx (shared limits), forged headers still ignored', async () => {
    const t = await createTestApp({ env: { RATE_LIMITS: 'feedback=1/600' } });
    let proxy: TestNginx | undefined;
    try {
      await t.app.listen(0, '127.0.0.1');
      proxy = await startNginx({ apiUpstreams: [`127.0.0.1:${(t.server.address() as AddressInfo).port}`] });
      expect((await feedback(proxy.url, '127.0.0.2', '203.0.113.1')).status).toBe(201);
      expect((await feedback(proxy.url, '127.0.0.3', '203.0.113.2')).status).toBe(429);
    } finally {
      await proxy?.stop();
      await t.close();
    }
  });
});
