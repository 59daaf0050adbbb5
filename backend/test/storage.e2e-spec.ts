import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { LocalDiskDriver } from '../src/storage/local-disk.driver';
import { S3Driver } from '../src/storage/s3.driver';
import { ObjectNotFoundError, StorageDriver } from '../src/storage/storage.types';
import { startS3, TestS3 } from './support/s3-server';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const drivers: [string, () => Promise<{ driver: StorageDriver; close(): Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'objects-'));
      return { driver: new LocalDiskDriver(root), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3 (s3rver)',
    async () => {
      const s3: TestS3 = await startS3();
      return { driver: new S3Driver(s3), close: () => s3.close() };
    },
  ],
];

describe.each(drivers)('storage driver: %s', (_name, make) => {
  let driver: StorageDriver;
  let close: () => Promise<void>;
  const body = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  beforeAll(async () => {
    ({ driver, close } = await make());
    await driver.init();
  });
  afterAll(() => close());

  it('stores a stream and reads it back with its content type', async () => {
    await driver.put('docs/a.bin', Readable.from([body.subarray(0, 1000), body.subarray(1000)]), {
      contentType: 'application/pdf',
      size: body.length,
    });
    const info = await driver.stat('docs/a.bin');
    expect(info).toMatchObject({ size: 5000, contentType: 'application/pdf' });
    expect(info?.etag).toBeTruthy();
    const object = await driver.get('docs/a.bin');
    expect(await readAll(object.stream)).toEqual(body);
  });

  it('deletes every object under a prefix and nothing beside it', async () => {
    const put = (key: string) =>
      driver.put(key, Readable.from([Buffer.from(key)]), { contentType: 'image/webp', size: key.length });
    await put('pages/doc-1/1-480.webp');
    await put('pages/doc-1/2-960.webp');
    await put('pages/doc-10/1-480.webp');
    await driver.deletePrefix('pages/doc-1/');
    expect(await driver.stat('pages/doc-1/1-480.webp')).toBeNull();
    expect(await driver.stat('pages/doc-1/2-960.webp')).toBeNull();
    expect(await driver.stat('pages/doc-10/1-480.webp')).toMatchObject({ size: 'pages/doc-10/1-480.webp'.length });
    await driver.deletePrefix('pages/doc-1/'); // nothing left: not an error
    await expect(driver.deletePrefix('pages/doc-10')).rejects.toThrow(/prefix/);
  });

  it('reads a byte range', async () => {
    const object = await driver.get('docs/a.bin', { start: 100, end: 199 });
    expect(await readAll(object.stream)).toEqual(body.subarray(100, 200));
  });

  it('reads the bytes alone (read: no metadata), all of them or a range', async () => {
    expect(await readAll(await driver.read('docs/a.bin'))).toEqual(body);
    expect(await readAll(await driver.read('docs/a.bin', { start: 4990, end: 4999 }))).toEqual(body.subarray(4990));
  });

  it('deletes, after which the object is gone', async () => {
    await driver.delete('docs/a.bin');
    expect(await driver.stat('docs/a.bin')).toBeNull();
    await expect(driver.get('docs/a.bin')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(driver.read('docs/a.bin')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(driver.read('docs/a.bin', { start: 0, end: 9 })).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('leaves nothing behind when the source stream fails midway', async () => {
    const source = new PassThrough();
    const put = driver.put('docs/broken.bin', source, { contentType: 'application/pdf', size: body.length });
    source.write(body.subarray(0, 100));
    setTimeout(() => source.destroy(new Error('client went away')), 20);
    await expect(put).rejects.toThrow();
    expect(await driver.stat('docs/broken.bin')).toBeNull();
  });

  it('answers its health check', async () => {
    await expect(driver.check()).resolves.toBeUndefined();
  });
});

describe('local disk driver', () => {
  it('refuses keys that climb out of its folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'objects-'));
    const driver = new LocalDiskDriver(root);
    await driver.init();
    await expect(
      driver.put('../escape.bin', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
    ).rejects.toThrow(/Invalid object key/);
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('StorageService on S3 with a body of unknown length', () => {
  it('stores it whole (one PUT: it fits in one part)', async () => {
    const s3 = await startS3();
    const { StorageService } = await import('../src/storage/storage.service');
    const { loadConfig } = await import('../src/config/app-config');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')),
      S3_ENDPOINT: s3.endPoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: s3.bucket,
    });
    const storage = new StorageService(config);
    await storage.onModuleInit();
    const payload = Buffer.alloc(300_000, 7);
    await storage.put('spooled.bin', Readable.from([payload.subarray(0, 100_000), payload.subarray(100_000)]), {
      contentType: 'application/pdf',
    });
    expect((await storage.stat('spooled.bin'))?.size).toBe(300_000);
    expect(await readAll((await storage.get('spooled.bin')).stream)).toEqual(payload);
    await s3.close();
  });
});
