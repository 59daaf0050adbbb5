/**
 * What a connection may cost (src/common/connection-limits.ts), on a real listening app over
 * loopback: idle sockets and slow heads are closed, a non-upload body must arrive whole in time,
 * an upload must keep a minimum rate (and has no total time), one address gets a bounded number
 * of open connections while another keeps being answered.
 *
 * Everything asserted is what happened (the server closed the socket, how many were accepted or
 * refused, what was answered), never how long it took. The limits are shortened so the suite
 * waits a few seconds rather than the production ones (10 s head, 30 s body, 10 s upload window).
 */
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import {
  CONNECTION_LIMITS,
  connectionStats,
  FD_RESERVE,
  openFileLimit,
  type ConnectionStats,
} from '../src/common/connection-limits';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { makePdf } from './support/pdf';
import { createTestApp, createTestWorker, TestApp } from './support/test-app';

const LIMITS = {
  headMs: 1_500,
  checkIntervalMs: 250,
  bodyMs: 2_500,
  uploadWindowMs: 1_000,
  uploadMinBytes: 2_048,
  perAddress: 1_000,
  exemptLoopback: true,
};

interface Outcome {
  /** The server closed the connection (FIN or reset), not us. */
  closedByServer: boolean;
  /** What the server sent before closing (e.g. Node's 408). */
  received: string;
  /** Bytes we managed to send. */
  sent: number;
}

/** Waits until `predicate` holds, polling; fails after `ceilingMs` (a hang guard, not a measure). */
async function until(predicate: () => boolean, ceilingMs = 120_000): Promise<void> {
  const deadline = Date.now() + ceilingMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function open(port: number, from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Opens a connection, writes `head`, then `body` in `chunk`-byte pieces every `everyMs`, until the
 * body is sent or the server closes. Resolves with what happened.
 */
async function drip(
  port: number,
  from: string,
  head: string,
  body: Buffer,
  chunk: number,
  everyMs: number,
): Promise<Outcome> {
  const socket = await open(port, from);
  const outcome: Outcome = { closedByServer: false, received: '', sent: 0 };
  socket.on('data', (data: Buffer) => (outcome.received += data.toString('latin1')));
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    const timer: { drip?: NodeJS.Timeout } = {};
    const finish = () => {
      clearInterval(timer.drip);
      resolve(outcome);
    };
    socket.once('end', () => {
      outcome.closedByServer = true;
    });
    socket.once('close', () => {
      // A reset (no FIN) is the server closing too: we never destroy the socket ourselves first.
      if (!socket.writableEnded) outcome.closedByServer = true;
      finish();
    });
    socket.write(head);
    if (body.length === 0) return;
    timer.drip = setInterval(() => {
      if (socket.destroyed) return;
      const piece = body.subarray(outcome.sent, outcome.sent + chunk);
      outcome.sent += piece.length;
      socket.write(piece);
      if (outcome.sent >= body.length) {
        clearInterval(timer.drip);
        // Sent in full: wait for the answer, then close our side.
        const answered = () => {
          if (/\r\n\r\n/.test(outcome.received)) socket.end();
          else setTimeout(answered, 25);
        };
        answered();
      }
    }, everyMs);
  });
}

function get(port: number, path: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, localAddress: from }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('connection limits', () => {
  let t: TestApp;
  let port: number;
  let stats: ConnectionStats;

  beforeAll(async () => {
    t = await createTestApp({ connectionLimits: LIMITS, env: { RATE_LIMITS: 'feedback=100000/60' } });
    await t.app.listen(0, '127.0.0.1');
    port = (t.server.address() as AddressInfo).port;
    const found = connectionStats(t.server);
    if (!found) throw new Error('the app server has no connection limits');
    stats = found;
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a connection that sends nothing, or only part of a head', async () => {
    const [idle, partial, slowHead] = await Promise.all([
      drip(port, '127.0.0.21', '', Buffer.alloc(0), 1, 100),
      drip(port, '127.0.0.21', 'GET /api/health HT', Buffer.alloc(0), 1, 100),
      // The head a byte at a time, slower than the head limit allows.
      drip(
        port,
        '127.0.0.21',
        '',
        Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Pad: ' + 'a'.repeat(200)),
        1,
        50,
      ),
    ]);
    for (const outcome of [idle, partial, slowHead]) {
      expect(outcome.closedByServer).toBe(true);
      expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    }
    expect(slowHead.sent).toBeLessThan(230);
  });

  it('closes a JSON request whose body has not arrived whole in time', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.co', name: 'Slow', feedback: 'x'.repeat(400) }));
    const head =
      'POST /api/feedbacks HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${String(body.length)}\r\n\r\n`;
    const before = stats.bodyTimeouts;
    // Two bytes every 100 ms: far from done when the body limit passes.
    const outcome = await drip(port, '127.0.0.22', head, body, 2, 100);
    expect(outcome.closedByServer).toBe(true);
    expect(outcome.sent).toBeLessThan(body.length);
    expect(outcome.received).toBe('');
    expect(stats.bodyTimeouts).toBe(before + 1);
  });

  it('answers a JSON request that arrives in time', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.co', name: 'Quick', feedback: 'in time' }));
    const head =
      'POST /api/feedbacks HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${String(body.length)}\r\nConnection: close\r\n\r\n`;
    const outcome = await drip(port, '127.0.0.22', head, body, body.length, 10);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 201 /);
    expect(outcome.sent).toBe(body.length);
  });

  describe('uploads (multipart)', () => {
    let alice: SignedUpUser;
    let cat: TestCatalogue;
    beforeAll(async () => {
      const admin = await signUp(t, { admin: true });
      alice = await signUp(t);
      cat = await createCatalogue(admin);
    });

    /** A paper upload's head and whole body (the fields, then the PDF). */
    const upload = (pdf: Buffer): { head: string; body: Buffer } => {
      const boundary = 'papershelfboundary';
      const fields: Record<string, string> = {
        title: 'Slowly sent paper',
        description: 'Sent a piece at a time',
        college: cat.college.collegeName,
        course: cat.course.courseName,
        branch: cat.branch.branchName,
        subject: cat.subject.name,
        year: '2',
        examType: 'endsem',
      };
      const body = Buffer.concat([
        Buffer.from(
          Object.entries(fields)
            .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
            .join('') +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const head =
        'POST /api/papers HTTP/1.1\r\nHost: x\r\nConnection: close\r\n' +
        `Authorization: Bearer ${alice.accessToken}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${String(body.length)}\r\n\r\n`;
      return { head, body };
    };

    it('closes an upload that drips in below the minimum rate', async () => {
      const { head, body } = upload(await makePdf({ pages: ['Dripped'], padBytes: 32 * 1024 }));
      const before = stats.slowUploads;
      // 16 bytes every 100 ms: ≈ 160 B per window against a minimum of 2 KiB.
      const outcome = await drip(port, '127.0.0.23', head, body, 16, 100);
      expect(outcome.closedByServer).toBe(true);
      expect(outcome.sent).toBeLessThan(body.length);
      expect(stats.slowUploads).toBe(before + 1);
    });

    it('lets an upload above the minimum rate run past the body limit (no total time for uploads)', async () => {
      // 2 KiB every 100 ms ≈ 20 KiB per window: ~40 KiB takes about twice bodyMs, and is stored.
      const { head, body } = upload(await makePdf({ pages: ['Steady'], padBytes: 36 * 1024 }));
      const [slowBefore, bodyBefore] = [stats.slowUploads, stats.bodyTimeouts];
      const outcome = await drip(port, '127.0.0.24', head, body, 2048, 100);
      expect(outcome.sent).toBe(body.length);
      expect(outcome.received).toMatch(/^HTTP\/1\.1 201 /);
      expect([stats.slowUploads, stats.bodyTimeouts]).toEqual([slowBefore, bodyBefore]);
      await t.idle();
    });
  });
});

describe('connection limits: open connections per address', () => {
  // A head limit far above the test's length, so the accepted idle sockets stay open throughout.
  // Loopback is exempt in production (a local proxy, the health check); counted here.
  const CAP = { ...LIMITS, headMs: 120_000, perAddress: 40, exemptLoopback: false };
  let t: TestApp;
  let port: number;
  let stats: ConnectionStats;

  beforeAll(async () => {
    t = await createTestApp({ connectionLimits: CAP });
    await t.app.listen(0, '127.0.0.1');
    port = (t.server.address() as AddressInfo).port;
    const found = connectionStats(t.server);
    if (!found) throw new Error('the app server has no connection limits');
    stats = found;
  });
  afterAll(async () => {
    await t.close();
  });

  it('caps open connections per client address; other clients keep being answered', async () => {
    const attempts = 1_500;
    const WAVE = 250;
    const from = '127.0.0.25';
    const refusedBefore = stats.refusedPerAddress;
    const sockets: Socket[] = [];
    let closed = 0;
    try {
      const settled = () => (stats.open.get(`4:${from}`) ?? 0) + (stats.refusedPerAddress - refusedBefore);
      // In waves smaller than the listen backlog (511): a full accept queue makes the kernel drop
      // SYNs, and their retries back off for tens of seconds on a busy machine.
      for (let wave = 0; wave < attempts; wave += WAVE) {
        for (let i = wave; i < Math.min(attempts, wave + WAVE); i += 1) {
          const socket = connect({ host: '127.0.0.1', port, localAddress: from });
          socket.on('error', () => undefined);
          socket.once('close', () => (closed += 1));
          sockets.push(socket);
        }
        // Every attempt so far is settled: accepted and counted open, or refused and closed.
        await until(() => settled() >= Math.min(attempts, wave + WAVE));
      }
      await until(() => closed >= attempts - CAP.perAddress);
      expect(stats.open.get(`4:${from}`)).toBe(CAP.perAddress);
      expect(stats.refusedPerAddress - refusedBefore).toBe(attempts - CAP.perAddress);
      expect(closed).toBe(attempts - CAP.perAddress);
      // While those are open, another address is answered.
      for (let i = 0; i < 5; i += 1) expect(await get(port, '/api/health', '127.0.0.26')).toBe(200);
      expect(stats.open.get(`4:${from}`)).toBe(CAP.perAddress);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await until(() => stats.open.get(`4:${from}`) === undefined);
  });
});

describe('connection limits: the production defaults, on the API and the worker', () => {
  it('gives both HTTP servers the head timeout, a frequent check and the caps', async () => {
    const t = await createTestApp();
    const worker = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? await createTestWorker(t) : undefined;
    try {
      for (const server of [t.server, ...(worker ? [worker.server] : [])]) {
        expect(connectionStats(server)).toBeDefined();
        expect(server.headersTimeout).toBe(CONNECTION_LIMITS.headMs);
        expect(server.requestTimeout).toBe(0);
        const fileLimit = openFileLimit();
        if (fileLimit !== undefined) expect(server.maxConnections).toBe(Math.max(256, fileLimit - FD_RESERVE));
      }
    } finally {
      await worker?.close();
      await t.close();
    }
  });
});
