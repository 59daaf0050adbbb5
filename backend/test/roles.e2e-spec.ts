/**
 * ROLE=api beside ROLE=worker (issue 9): the API serves HTTP and only enqueues; the worker runs
 * the mail and thumbnails jobs and answers only GET /api/health and GET /metrics. They share
 * PostgreSQL, Redis, storage and the SMTP server, as in a deployment. Runs on PostgreSQL
 * (TEST_DATABASE_URL or the local server) and Redis (TEST_REDIS_URL or the local default).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { signUp, uniqueName } from './support/auth';
import { createCatalogue, postDocument } from './support/catalogue';
import { makePdf } from './support/pdf';
import { createTestApp, createTestWorker, TestApp, TestWorker } from './support/test-app';
import { describeIf } from './support/requires';
import { sample } from './support/metrics';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeIf('postgres', 'redis')('ROLE=api with a ROLE=worker', () => {
  let api: TestApp;
  let worker: TestWorker;

  beforeAll(async () => {
    api = await createTestApp({ postgres: true, env: { ROLE: 'api', REDIS_URL: redisUrl } });
    worker = await createTestWorker(api, { env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('the API only enqueues: the worker sends the mail and renders the thumbnail', async () => {
    const [admin, alice] = await Promise.all([signUp(api, { admin: true }), signUp(api)]);
    const cat = await createCatalogue(admin);
    const res = await postDocument(alice.agent, cat, {
      title: `Roles ${randomBytes(3).toString('hex')}`,
      description: 'Rendered by the worker',
      examType: 'endsem',
    })
      .attach('file', await makePdf({ pages: ['Rendered elsewhere'] }), {
        filename: 'p.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    await api.idle();
    const detail = await request(api.server)
      .get(`/api/documents/${res.body.data._id as string}`)
      .expect(200);
    expect(detail.body.data.preview).toBe(`/api/documents/${res.body.data._id as string}/thumbnail`);

    // Who ran what: every job attempt was the worker's, none the API's.
    const apiMetrics = (await request(api.server).get('/metrics').expect(200)).text;
    const workerMetrics = (await request(worker.server).get('/metrics').expect(200)).text;
    for (const queue of ['mail', 'thumbnails']) {
      const series = `papershelf_job_duration_seconds_count{queue="${queue}",status="completed"}`;
      expect([queue, sample(apiMetrics, series)]).toEqual([queue, 0]);
      expect([queue, sample(workerMetrics, series)]).toEqual([queue, expect.any(Number)]);
      expect(sample(workerMetrics, series)).toBeGreaterThanOrEqual(1);
    }
    // Both see the same queues.
    expect(sample(apiMetrics, 'papershelf_queue_jobs{queue="thumbnails",state="waiting"}')).toBe(0);
    expect(sample(workerMetrics, 'papershelf_queue_jobs{queue="thumbnails",state="failed"}')).toBe(0);
  });

  it('the worker answers health in the API shape, metrics, and nothing else', async () => {
    const health = await request(worker.server).get('/api/health').expect(200);
    expect(health.body).toEqual({
      success: true,
      statusCode: 200,
      message: 'OK',
      data: {
        status: 'ok',
        database: { status: 'up', driver: 'postgres' },
        queue: { status: 'up', driver: 'bullmq' },
        storage: { status: 'up', driver: expect.any(String) },
      },
    });
    const apiHealth = await request(api.server).get('/api/health').expect(200);
    expect(Object.keys(apiHealth.body.data as object).sort()).toEqual(Object.keys(health.body.data as object).sort());
    expect(health.headers['x-request-id']).toBeDefined();

    const missing = await request(worker.server).get('/api/documents').expect(404);
    expect(missing.body).toMatchObject({ success: false, code: 'ROUTE.NOT_FOUND', requestId: expect.any(String) });
    await request(worker.server).post('/api/users/login-user').send({ email: 'a@b.c', password: 'x' }).expect(404);
    await request(worker.server).get('/metrics').set('x-forwarded-for', '203.0.113.9').expect(403);
  });

  it('the worker logs a job with the id of the request that queued it', async () => {
    const requestId = `trace-${randomUUID()}`;
    const chunks: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = (chunk: unknown, ...rest: unknown[]) => {
      chunks.push(String(chunk));
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    };
    try {
      const username = uniqueName();
      const res = await request(api.server)
        .post('/api/users/register-user')
        .set('x-request-id', requestId)
        .send({ username, email: `${username.toLowerCase()}@example.test`, password: 'correct-horse-battery' })
        .expect(201);
      expect(res.headers['x-request-id']).toBe(requestId);
      await api.idle();
      await worker.idle();
    } finally {
      process.stdout.write = write;
    }
    const lines = chunks
      .join('')
      .split('\n')
      .filter((l) => l.includes(requestId));
    expect(lines.some((l) => /\[Mail\] Mail to .* sent/.test(l) && /job: 'mail#/.test(l))).toBe(true);
  });
});
