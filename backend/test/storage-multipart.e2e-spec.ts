/**
 * S3 multipart uploads against a real S3 implementation (moto_server; s3rver has no multipart):
 * bodies longer than one part or of unknown length, the clean-up when the source or the server
 * fails halfway (no object, no unfinished upload holding parts), and an upload through the app.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import request from 'supertest';
import { DEFAULT_PART_SIZE, S3Driver } from '../src/storage/s3.driver';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { startMoto, TestMoto } from './support/moto';
import { makePdf } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';
import { describeIf } from './support/requires';

const MiB = 1024 * 1024;

/**
 * A stream of `total` bytes in 1 MiB chunks (chunk n filled with (seed + n) % 251) with no
 * length known up front; optionally failing after `failAfter` bytes. `onRead` sees the running
 * count of bytes handed out.
 */
function generated(
  total: number,
  seed: number,
  options: { failAfter?: number; onRead?: (sent: number) => void } = {},
): { stream: Readable; sha256: () => string } {
  const { failAfter, onRead } = options;
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(MiB, total - sent), (seed + sent / MiB) % 251);
      sent += chunk.length;
      hash.update(chunk);
      onRead?.(sent);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

interface S3Proxy {
  endPoint: string;
  /** Bytes of multipart parts the server has acknowledged so far. */
  storedPartBytes: number;
  /** Part uploads the server acknowledged. */
  storedParts: number;
  close(): Promise<void>;
}

/**
 * A pass-through HTTP proxy in front of moto that counts the parts the server has acknowledged
 * and can refuse the n-th part with an S3 error, as a server that rejects a part would.
 */
async function s3Proxy(target: string, options: { refusePart?: number } = {}): Promise<S3Proxy> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const partNumber = req.method === 'PUT' ? url.searchParams.get('partNumber') : null;
    if (partNumber !== null && partNumber === String(options.refusePart)) {
      req.resume();
      req.on('end', () => {
        res.writeHead(400, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>EntityTooLarge</Code><Message>refused by the test</Message></Error>',
        );
      });
      return;
    }
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (partNumber !== null && answer.statusCode === 200) {
          proxy.storedPartBytes += bytes;
          proxy.storedParts += 1;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: S3Proxy = {
    endPoint: `http://127.0.0.1:${port}`,
    storedPartBytes: 0,
    storedParts: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return proxy;
}

describeIf('moto_server')('S3 multipart uploads (moto_server)', () => {
  let moto: TestMoto;
  let driver: S3Driver;

  beforeAll(async () => {
    moto = await startMoto();
    driver = new S3Driver(moto);
    await driver.init();
  });
  afterAll(async () => {
    await moto?.close();
  });

  it('stores a 70 MiB stream of unknown length in parts, reading the source at most a part ahead of the server', async () => {
    const proxy = await s3Proxy(moto.endPoint);
    // How far reading the source ran ahead of what the server had stored: what the upload
    // holds in memory. The client's own putObject would read the whole body first (its
    // "part" for a body of unknown length is 528 MiB).
    let ahead = 0;
    const source = generated(70 * MiB, 1, {
      onRead: (sent) => (ahead = Math.max(ahead, sent - proxy.storedPartBytes)),
    });
    try {
      await new S3Driver({ ...moto, endPoint: proxy.endPoint }).put('big/unknown-length.bin', source.stream, {
        contentType: 'application/pdf',
      });
    } finally {
      await proxy.close();
    }
    expect(proxy.storedParts).toBe(9);
    expect(ahead).toBeLessThanOrEqual(DEFAULT_PART_SIZE + 4 * MiB);
    const info = await driver.stat('big/unknown-length.bin');
    expect(info).toMatchObject({ size: 70 * MiB, contentType: 'application/pdf' });
    // A multipart object's ETag ends in its number of parts: 70 MiB in 8 MiB parts is 9.
    expect(info?.etag).toMatch(/-9$/);
    const stored = await sha256Of((await driver.get('big/unknown-length.bin')).stream);
    expect(stored).toEqual({ sha256: source.sha256(), bytes: 70 * MiB });
    expect(await moto.incompleteUploads()).toEqual([]);
  });

  it('reads a range that spans two parts', async () => {
    const start = DEFAULT_PART_SIZE - 10;
    const object = await driver.get('big/unknown-length.bin', { start, end: start + 19 });
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream as AsyncIterable<Buffer>) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    expect(bytes.length).toBe(20);
    // Chunk n (1 MiB each) is filled with (1 + n) % 251: the range crosses from chunk 7 into 8.
    expect([...bytes.subarray(0, 10)].every((b) => b === 8)).toBe(true);
    expect([...bytes.subarray(10)].every((b) => b === 9)).toBe(true);
  });

  it('sends a body of at most one part in a single PUT, known length or not', async () => {
    const exact = randomBytes(DEFAULT_PART_SIZE);
    await driver.put('small/exact.bin', Readable.from([exact.subarray(0, MiB), exact.subarray(MiB)]), {
      contentType: 'application/pdf',
    });
    await driver.put('small/sized.bin', Readable.from([exact.subarray(0, 1000)]), {
      contentType: 'image/png',
      size: 1000,
    });
    await driver.put('small/empty.bin', Readable.from([]), { contentType: 'application/pdf', size: 0 });
    const [a, b, c] = await Promise.all(
      ['small/exact.bin', 'small/sized.bin', 'small/empty.bin'].map((k) => driver.stat(k)),
    );
    expect(a?.size).toBe(DEFAULT_PART_SIZE);
    expect(a?.etag).not.toMatch(/-\d+$/);
    expect(b).toMatchObject({ size: 1000, contentType: 'image/png' });
    expect(c?.size).toBe(0);
  });

  it('aborts the multipart upload and leaves no object when the source fails halfway', async () => {
    const source = generated(40 * MiB, 2, { failAfter: 20 * MiB });
    await expect(driver.put('broken/source.bin', source.stream, { contentType: 'application/pdf' })).rejects.toThrow(
      'client went away',
    );
    expect(await driver.stat('broken/source.bin')).toBeNull();
    expect(await moto.incompleteUploads('broken/')).toEqual([]);
  });

  it('aborts when the body ends before its announced length', async () => {
    const source = generated(18 * MiB, 3);
    await expect(
      driver.put('broken/short.bin', source.stream, { contentType: 'application/pdf', size: 20 * MiB }),
    ).rejects.toThrow(/ended after 18874368 bytes, 20971520 were announced/);
    expect(await driver.stat('broken/short.bin')).toBeNull();
    expect(await moto.incompleteUploads('broken/')).toEqual([]);
  });

  it('aborts when the server refuses a part halfway', async () => {
    const proxy = await s3Proxy(moto.endPoint, { refusePart: 3 });
    try {
      const viaProxy = new S3Driver({ ...moto, endPoint: proxy.endPoint });
      const source = generated(40 * MiB, 4);
      await expect(
        viaProxy.put('broken/refused.bin', source.stream, { contentType: 'application/pdf' }),
      ).rejects.toMatchObject({
        code: 'EntityTooLarge',
      });
    } finally {
      await proxy.close();
    }
    expect(await driver.stat('broken/refused.bin')).toBeNull();
    expect(await moto.incompleteUploads('broken/')).toEqual([]);
  });
});

describeIf('moto_server')('POST /api/papers with S3 storage on moto_server', () => {
  let moto: TestMoto;
  let proxy: S3Proxy;
  let t: TestApp;
  let alice: SignedUpUser;
  let cat: TestCatalogue;

  beforeAll(async () => {
    moto = await startMoto();
    proxy = await s3Proxy(moto.endPoint);
    t = await createTestApp({
      env: {
        S3_ENDPOINT: proxy.endPoint,
        S3_ACCESS_KEY: moto.accessKey,
        S3_SECRET_KEY: moto.secretKey,
        S3_BUCKET: moto.bucket,
        UPLOAD_MAX_MB: '12',
      },
    });
    const admin = await signUp(t, { admin: true });
    alice = await signUp(t);
    cat = await createCatalogue(admin);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await moto?.close();
  });

  const post = (file: Buffer) =>
    alice.agent
      .post('/api/papers')
      .field('title', `Big scan ${randomBytes(3).toString('hex')}`)
      .field('description', 'A scanned paper, several megabytes')
      .field('college', cat.college.collegeName)
      .field('course', cat.course.courseName)
      .field('branch', cat.branch.branchName)
      .field('subject', cat.subject.name)
      .field('year', '2')
      .field('examType', 'endsem')
      .attach('file', file, { filename: 'scan.pdf', contentType: 'application/pdf' });

  it('stores a PDF larger than one part as a multipart object and serves it back whole', async () => {
    const pdf = await makePdf({ pages: ['A large scanned paper'], padBytes: 10 * MiB });
    expect(pdf.length).toBeGreaterThan(DEFAULT_PART_SIZE);
    const partsBefore = proxy.storedParts;
    const res = await post(pdf);
    expect({ status: res.status, body: res.status === 201 ? 'ok' : res.body }).toEqual({ status: 201, body: 'ok' });
    const id = (res.body as { data: { _id: string; size: number } }).data._id;
    expect(res.body.data.size).toBe(pdf.length);
    const stat = await moto.client.statObject(moto.bucket, `documents/${id}.pdf`);
    expect(stat.size).toBe(pdf.length);
    expect(stat.etag).toMatch(/-2$/);
    expect(proxy.storedParts - partsBefore).toBe(2);
    const download = await request(t.server).get(`/api/documents/${id}/download`).buffer(true).expect(200);
    expect(
      createHash('sha256')
        .update(download.body as Buffer)
        .digest('hex'),
    ).toBe(createHash('sha256').update(pdf).digest('hex'));
    await t.idle();
  });

  it('answers 413 for a file past UPLOAD_MAX_MB after a part was stored, and leaves nothing behind', async () => {
    const before = await moto.client.listObjectsV2(moto.bucket, 'documents/', true).toArray();
    const pdf = await makePdf({ pages: ['Too large'], padBytes: 13 * MiB });
    const partsBefore = proxy.storedParts;
    const res = await post(pdf);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('DOCUMENT.TOO_LARGE');
    // The first 8 MiB part was stored before the limit was reached: the abort had work to do.
    expect(proxy.storedParts - partsBefore).toBe(1);
    const after = await moto.client.listObjectsV2(moto.bucket, 'documents/', true).toArray();
    expect(after.length).toBe(before.length);
    expect(await moto.incompleteUploads('documents/')).toEqual([]);
  });
});
