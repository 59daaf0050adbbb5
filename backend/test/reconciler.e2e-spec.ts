/**
 * Issue 23, part 1: the database is the source of truth for work that must happen; the queue only
 * carries it. Work that only Redis (or the in-process queue's memory) remembered is found again in
 * the database by the reconciler (documents/pipeline/document-reconciler.ts) and handed to the queue again
 * under the same job ids; a document whose job keeps dying ends `failed` after
 * DOCUMENT_MAX_ATTEMPTS, with the reason shown to admins. Every wait below is a generous bound on
 * an outcome, never an assertion on elapsed time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Redis from 'ioredis';
import request from 'supertest';
import { documents, mailMessages, outbox } from '../src/database/schema';
import { documentJobId } from '../src/documents/pipeline/document-jobs';
import { signUp, uniqueName } from './support/auth';
import { createCatalogue, postDocument, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { nestedFormsPdf } from './support/nested-forms-pdf';
import { makePdf } from './support/pdf';
import { describeIf } from './support/requires';
import { appEnv, spawnApp, SpawnedApp, SPAWNED_ADMIN } from './support/spawn-app';
import { createTestApp, createTestWorker, TEST_RATE_LIMITS, TestApp, TestWorker } from './support/test-app';
import { sample } from './support/metrics';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value (not undefined); a generous bound, not a timing assertion. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, boundMs = 240_000): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${boundMs / 1000} s`);
    await sleep(100);
  }
}

/** Fast passes for the tests (the defaults are 60 s and 60 s). */
const RECONCILE_ENV = { RECONCILE_INTERVAL_MS: '200', RECONCILE_GRACE_MS: '300' };

/**
 * A Redis database of this suite's own, which it may flush: the other suites share database 0
 * (each under its own key prefix) and never see it.
 */
function lossyRedisUrl(): string {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '/13';
  return url.toString();
}

// Needs PostgreSQL and Redis: skipped with the reason on a machine without them (a failure under CI).
describeIf('postgres', 'redis')('Redis loses its data (1 worker + API, PostgreSQL and Redis)', () => {
  let api: TestApp;
  let worker: TestWorker | undefined;
  const redisUrl = lossyRedisUrl();

  beforeAll(async () => {
    api = await createTestApp({ postgres: true, env: { ROLE: 'api', REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('the worker, back after FLUSHDB, still renders the thumbnail, reads the text and sends the code', async () => {
    // Accounts and catalogue while a worker runs (their code mails need it); then the worker stops.
    const first = await createTestWorker(api);
    const [admin, alice] = await Promise.all([signUp(api, { admin: true }), signUp(api)]);
    const cat = await createCatalogue(admin);
    await first.close();

    // With no worker: an upload and a sign-up. The relay (in the API) hands both jobs to Redis.
    const title = `Reconciled ${randomBytes(3).toString('hex')}`;
    const uploaded = await postDocument(alice.agent, cat, { title })
      .attach('file', await makePdf({ pages: ['Semaphores and monitors, reconciled'] }), {
        filename: 'r.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    const id = uploaded.body.data._id as string;
    const username = uniqueName();
    const email = `${username.toLowerCase()}@example.test`;
    const registered = await request(api.server)
      .post('/api/users/register-user')
      .send({ username, email, password: 'correct-horse-battery' })
      .expect(201);
    expect(registered.body.data._id).toEqual(expect.any(String));
    const [mail] = await testDb(api).select().from(mailMessages).where(eq(mailMessages.recipient, email));
    expect(mail).toMatchObject({ sentAt: null });
    const mailJob = mail?.id ?? '';

    // Both are in Redis now, waiting for a worker: the thumbnail under its document's job id.
    const thumbnailJob = documentJobId('thumbnails', id);
    const redis = new Redis(redisUrl);
    try {
      await eventually('the thumbnail job relayed into Redis', async () => {
        const [row] = await testDb(api).select().from(outbox).where(eq(outbox.id, thumbnailJob));
        return row?.relayedAt ? row : undefined;
      });
      expect(await redis.exists(`${api.config.redis.prefix}:thumbnails:${thumbnailJob}`)).toBe(1);
      await eventually('the mail job relayed into Redis', async () => {
        const [row] = await testDb(api).select().from(outbox).where(eq(outbox.id, mailJob));
        return row?.relayedAt ? row : undefined;
      });
      expect(await redis.exists(`${api.config.redis.prefix}:mail:${mailJob}`)).toBe(1);

      // Redis loses everything (a restart without persistence, a failover that had not caught up).
      await redis.flushdb();
      expect(await redis.dbsize()).toBe(0);
    } finally {
      await redis.quit();
    }

    // The worker comes back, with the reconciler's passes made short for the test.
    worker = await createTestWorker(api, { env: RECONCILE_ENV });

    const done = await eventually('the thumbnail and the text', async () => {
      const [row] = await testDb(api).select().from(documents).where(eq(documents.id, id));
      return row?.thumbnailKey && row.textSource ? row : undefined;
    });
    expect(done).toMatchObject({ previewStatus: 'ready', textSource: 'pdf', previewAttempts: 1 });
    expect(done.extractedText).toMatch(/Semaphores and monitors/);
    const detail = await request(api.server).get(`/api/documents/${id}`).expect(200);
    expect(detail.body.data.preview).toBe(`/api/documents/${id}/thumbnail`);
    // Found by its text, which only the PDF holds.
    const found = await request(api.server).get('/api/papers').query({ q: 'semaphores monitors' }).expect(200);
    expect((found.body.data.docs as Array<{ _id: string }>).map((d) => d._id)).toContain(id);

    // The code mail, still valid, went out too.
    const code = await eventually('the verification code mail', async () =>
      api.smtp.waitFor(email, /verification code/i, 1000).catch(() => undefined),
    );
    expect(code.text).toMatch(/\b\d{4}\b/);

    const metrics = (await request(worker.server).get('/metrics').expect(200)).text;
    expect(sample(metrics, 'papershelf_reconciled_jobs_total{kind="thumbnail"}')).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'papershelf_reconciled_jobs_total{kind="mail"}')).toBeGreaterThanOrEqual(1);
  }, 480_000);
});

/** The all-in-one process on its embedded defaults: PGlite under DATA_DIR, the in-process queue. */
function embeddedEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return appEnv(dataDir, {
    LOG_LEVEL: 'debug',
    RATE_LIMITS: `${TEST_RATE_LIMITS},upload=1000/3600`,
    ...RECONCILE_ENV,
    ...extra,
  });
}

async function startEmbedded(dataDir: string, extra?: Record<string, string>): Promise<SpawnedApp> {
  const app = await spawnApp(embeddedEnv(dataDir, extra));
  await app.waitFor(/listening on/, 120_000);
  return app;
}

async function killHard(app: SpawnedApp): Promise<void> {
  app.child.kill('SIGKILL');
  expect(await app.exited).toBe('SIGKILL');
}

/** The seeded admin, logged in on `app`. */
async function adminAgent(app: SpawnedApp) {
  const agent = request.agent(`http://127.0.0.1:${app.port}`);
  await agent.post('/api/users/login-user').send(SPAWNED_ADMIN).expect(200);
  return agent;
}

async function adminDocument(agent: Awaited<ReturnType<typeof adminAgent>>, id: string) {
  return (await agent.get(`/api/admin/documents/${id}`).expect(200)).body.data as {
    preview: string | null;
    textSource: string | null;
    processing: { previewStatus: string; previewAttempts: number; textAttempts: number; failureReason: string | null };
  };
}

describe('the all-in-one embedded process dies (kill -9)', () => {
  const dirs: string[] = [];
  const running: SpawnedApp[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'papershelf-reconcile-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (dir: string, extra?: Record<string, string>) => {
    const app = await startEmbedded(dir, extra);
    running.push(app);
    return app;
  };

  afterAll(() => {
    for (const app of running)
      if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function upload(app: SpawnedApp, cat: TestCatalogue, pdf: Buffer): Promise<string> {
    const agent = await adminAgent(app);
    const res = await postDocument(agent, cat, {
      title: `Killed ${randomBytes(3).toString('hex')}`,
    })
      .attach('file', pdf, { filename: 'k.pdf', contentType: 'application/pdf' })
      .expect(201);
    return res.body.data._id as string;
  }

  async function catalogue(app: SpawnedApp): Promise<TestCatalogue> {
    const agent = await adminAgent(app);
    return createCatalogue({ agent } as unknown as Parameters<typeof createCatalogue>[0]);
  }

  it('after an upload: restarted, the reconciler hands the lost job over again and the thumbnail and text arrive', async () => {
    const dir = dataDir();
    const first = await start(dir);
    const cat = await catalogue(first);
    // A PDF that holds the single renderer for seconds, then ours: its job waits in the
    // in-process queue (handed over with the upload's commit) when the process dies.
    const slow = await upload(first, cat, await nestedFormsPdf());
    await first.waitFor(new RegExp(`Document ${slow}: thumbnail attempt 1\\b`), 120_000);
    const id = await upload(first, cat, await makePdf({ pages: ['Deadlock avoidance after a crash'] }));
    await killHard(first);
    expect(first.output()).not.toMatch(new RegExp(`Document ${id}: thumbnail attempt`));

    const second = await start(dir);
    await second.waitFor(/Handed unfinished work to the queue again: 2 thumbnail/, 120_000);
    const admin = await adminAgent(second);
    const doc = await eventually('the thumbnail and the text', async () => {
      const d = await adminDocument(admin, id);
      return d.preview && d.textSource ? d : undefined;
    });
    expect(doc).toMatchObject({ preview: `/api/documents/${id}/thumbnail`, textSource: 'pdf' });
    expect(doc.processing).toMatchObject({ previewStatus: 'ready', failureReason: null });
    const thumbnail = await request(`http://127.0.0.1:${second.port}`).get(`/api/documents/${id}/thumbnail`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toMatch(/image\/png/);
    // The slow PDF's jobs end too before the stop: a render still running at SIGTERM may outlast
    // the 25 s shutdown cap on a loaded machine (exit 1, as documented), which is not this test's point.
    await eventually('the queue idle', async () => {
      const metrics = (await request(`http://127.0.0.1:${second.port}`).get('/metrics').expect(200)).text;
      const busy = metrics
        .split('\n')
        .filter((line) => /^papershelf_queue_jobs\{.*state="(waiting|active|delayed|prioritized)"\}/.test(line))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
      return busy === 0 && sample(metrics, 'papershelf_outbox_pending') === 0 ? true : undefined;
    });
    second.child.kill('SIGTERM');
    const code = await second.exited;
    // The output's end says why, should it not close cleanly.
    expect({ code, end: code === 0 ? '' : second.output().slice(-3000) }).toEqual({ code: 0, end: '' });
  }, 600_000);

  it('a document whose job kills the process every time ends failed after DOCUMENT_MAX_ATTEMPTS, not retried for ever', async () => {
    const dir = dataDir();
    const env = { DOCUMENT_MAX_ATTEMPTS: '2' };
    let app = await start(dir, env);
    const cat = await catalogue(app);
    // Minutes of pdfjs work (stopped after the thumbnail's CPU limit): the process dies long before.
    const id = await upload(app, cat, await nestedFormsPdf());
    for (const attempt of [1, 2]) {
      // The attempt is counted in the database before the render starts; the process dies during it.
      await app.waitFor(new RegExp(`Document ${id}: thumbnail attempt ${attempt}\\b`), 120_000);
      await killHard(app);
      app = await start(dir, env);
    }
    await app.waitFor(/Out of attempts \(2\): 1 preview\(s\) marked failed/, 120_000);
    const admin = await adminAgent(app);
    const doc = await adminDocument(admin, id);
    expect(doc.preview).toBeNull();
    expect(doc.processing).toEqual({
      previewStatus: 'failed',
      previewAttempts: 2,
      textAttempts: 0,
      failureReason: 'Gave up after 2 attempts (the process stopped during each)',
    });
    // Further passes leave it alone: no third attempt.
    await app.waitFor(/Out of attempts/);
    await sleep(2000);
    expect(app.output()).not.toMatch(new RegExp(`Document ${id}: thumbnail attempt 3`));
    expect((await adminDocument(admin, id)).processing.previewAttempts).toBe(2);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 720_000);
});
