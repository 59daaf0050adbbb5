/**
 * The sample documents a fresh embedded install starts with: labelled, owned by the sample
 * account, with thumbnails, reachable through the feed, the wizard and search (by words that are
 * only inside their PDFs), seeded once; and never with SEED_DEMO=false, in production, with an
 * external database or in tests that do not ask for them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { loadConfig } from '../src/config/app-config';
import { documents, users } from '../src/database/schema';
import { SAMPLE_DOCUMENTS, SAMPLE_TITLE_PREFIX } from '../src/seed/sample-documents';
import { SAMPLE_ACCOUNT } from '../src/seed/sample-documents.service';
import { SeedService } from '../src/seed/seed.service';
import { testDb } from './support/db';
import { listObjects } from './support/objects';
import { createTestApp, TestApp } from './support/test-app';
import { itIf } from './support/requires';

interface Doc {
  _id: string;
  type: 'paper' | 'note';
  title: string;
  description: string;
  preview: string | null;
  pages: number | null;
  owner: { _id: string; username: string }[];
  college: { _id: string }[];
  course: { _id: string }[];
  branch: { _id: string }[];
  subject: { _id: string; name: string }[];
  year: number;
}

const ADMIN = { ADMIN_EMAIL: 'admin@papershelf.test', ADMIN_PASSWORD: 'a-long-admin-password' };

const feed = async (t: TestApp, query: Record<string, string> = {}): Promise<Doc[]> =>
  (await request(t.server).get('/api/documents').query(query).expect(200)).body.data.docs as Doc[];

const documentCount = async (t: TestApp): Promise<number> =>
  (await testDb(t).select({ n: count() }).from(documents))[0]?.n ?? -1;

describe('sample documents on a first embedded start', () => {
  let t: TestApp;

  beforeAll(async () => {
    // test-app runs NODE_ENV=test with SEED_DEMO=false; this suite asks for the first start of `npm start`.
    t = await createTestApp({
      env: { SEED_DEMO: 'true' },
      configure: (config) => {
        config.seedSamples = true;
      },
    });
    await t.idle();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists them in the feed, labelled as samples and uploaded by the sample account', async () => {
    const docs = await feed(t);
    expect(docs.map((d) => d.title)).toEqual(SAMPLE_DOCUMENTS.map((s) => `${SAMPLE_TITLE_PREFIX}${s.title}`));
    for (const doc of docs) {
      expect(doc.title.startsWith('Sample — ')).toBe(true);
      // Student-facing: says it is an example, names no operator setting.
      expect(doc.description).toMatch(/not a real exam paper/);
      expect(doc.description).not.toMatch(/SEED_DEMO|admin/i);
      expect(doc.owner).toEqual([{ _id: expect.any(String), username: SAMPLE_ACCOUNT.username }]);
    }
    expect(new Set(docs.map((d) => d.type))).toEqual(new Set(['paper', 'note']));
  });

  it('renders every thumbnail and counts the pages of the generated PDFs', async () => {
    const docs = await feed(t);
    for (const [index, doc] of docs.entries()) {
      expect(doc.preview).toBe(`/api/documents/${doc._id}/thumbnail`);
      expect(doc.pages).toBe(SAMPLE_DOCUMENTS[index]?.pdf.pages.length);
      const thumb = await request(t.server).get(`/api/documents/${doc._id}/thumbnail`).expect(200);
      expect(thumb.headers['content-type']).toBe('image/png');
      expect((thumb.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    const view = await request(t.server).get(`/api/documents/${docs[0]?._id}/view`).expect(200);
    expect(view.headers['content-type']).toMatch(/application\/pdf/);
    expect((view.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('finds them by words that appear only inside their PDFs', async () => {
    const semaphore = await feed(t, { q: 'semaphore' });
    expect(semaphore.map((d) => d.title)).toEqual(['Sample — Operating Systems end-semester paper']);
    const dijkstra = await request(t.server).get('/api/notes').query({ q: 'Dijkstra' }).expect(200);
    expect(dijkstra.body.data.docs.map((d: Doc) => d.title)).toEqual([
      'Sample — Compiler Design notes: lexing and parsing',
    ]);
  });

  it('places them in the demo catalogue, where the browse wizard finds them', async () => {
    const [paper] = await feed(t, { q: 'heapify' });
    if (!paper) throw new Error('no Data Structures sample');
    const ids = [paper.college, paper.course, paper.branch].map((ref) => ref[0]?._id);
    const path = `/api/papers/${ids.join('/')}/${paper.year}/${paper.subject[0]?._id}`;
    const res = await request(t.server).get(path).expect(200);
    expect(res.body.data.docs.map((d: Doc) => d._id)).toEqual([paper._id]);
    expect(paper.subject[0]?.name).toBe('Data Structures');
  });

  it('gives the sample account no points and no way in', async () => {
    const [account] = await testDb(t).select().from(users).where(eq(users.username, SAMPLE_ACCOUNT.username));
    expect(account).toMatchObject({ email: SAMPLE_ACCOUNT.email, points: 0, isVerified: false, isAdmin: false });
    expect(account?.passwordHash).toEqual(expect.any(String));
  });

  it('seeds them once: another start (or process) adds nothing', async () => {
    await t.app.get(SeedService).run();
    await t.idle();
    expect(await documentCount(t)).toBe(SAMPLE_DOCUMENTS.length);
    const objects = await listObjects(t);
    expect(objects.filter((k) => k.startsWith('documents/'))).toHaveLength(SAMPLE_DOCUMENTS.length);
    expect(objects.filter((k) => k.startsWith('thumbnails/'))).toHaveLength(SAMPLE_DOCUMENTS.length);
  });
});

describe('when sample documents are not seeded', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-samples-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const seedSamples = (env: Record<string, string>): boolean =>
    loadConfig({
      DATA_DIR: dataDir,
      JWT_ACCESS_SECRET: 'test-access-secret-0123456789',
      JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
      ...env,
    }).seedSamples;

  it('seeds them only with embedded defaults outside production and tests', () => {
    expect(seedSamples({})).toBe(true);
    expect(seedSamples({ NODE_ENV: 'development' })).toBe(true);
    expect(seedSamples({ SEED_DEMO: 'false' })).toBe(false);
    expect(seedSamples({ NODE_ENV: 'test' })).toBe(false);
    expect(seedSamples({ DATABASE_URL: 'postgres://db.example/papershelf' })).toBe(false);
    expect(
      seedSamples({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        DATABASE_URL: 'postgres://db.example/papershelf',
        REDIS_URL: 'redis://redis.example:6379',
        S3_ENDPOINT: 'http://s3.example',
        S3_ACCESS_KEY: 'access-key-value',
        S3_SECRET_KEY: 'secret-key-value-0123',
        S3_BUCKET: 'papershelf',
        SMTP_URL: 'smtp://mail.example:25',
        PUBLIC_URL: 'https://papershelf.example',
      }),
    ).toBe(false);
  });

  it('starts empty in development with SEED_DEMO=false', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'development', SEED_DEMO: 'false', ...ADMIN } });
    try {
      expect(t.config.seedSamples).toBe(false);
      await t.idle();
      expect(await feed(t)).toEqual([]);
      expect(await documentCount(t)).toBe(0);
    } finally {
      await t.close();
    }
  });

  itIf('redis')('seeds the catalogue but no documents in production', async () => {
    const t = await createTestApp({
      storage: 's3',
      env: {
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        PUBLIC_URL: 'https://papershelf.example',
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        // Replaced by the run's own database (test-app); production mode insists on one.
        DATABASE_URL: 'postgres://placeholder/papershelf',
        ...ADMIN,
      },
    });
    try {
      expect(t.config.seedSamples).toBe(false);
      await t.idle();
      const colleges = await request(t.server).get('/api/colleges').expect(200);
      expect(colleges.body.data.length).toBeGreaterThan(0);
      expect(await feed(t)).toEqual([]);
      expect(await documentCount(t)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('seeds none in a test app that does not ask for them, even with the demo catalogue', async () => {
    const t = await createTestApp({ env: { SEED_DEMO: 'true' } });
    try {
      await t.idle();
      expect(await documentCount(t)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
