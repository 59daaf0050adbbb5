/**
 * Observability (issue 9): GET /metrics (Prometheus text, one registry per app instance, private
 * network or METRICS_TOKEN only, not in the OpenAPI document) and request ids that travel with
 * jobs into the log lines of whoever runs them. Runs on PGlite/in-process jobs and on
 * PostgreSQL/BullMQ alike.
 */
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { AppLogger } from '../src/common/app-logger';
import { runWithContext } from '../src/common/request-context';
import { loadConfig } from '../src/config/app-config';
import { signUp } from './support/auth';
import { createTestApp, TestApp } from './support/test-app';
import { startQueue } from './support/queue';
import { sample } from './support/metrics';

/** Collects everything written to stdout/stderr while `work` runs. */
async function captureOutput(work: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const capture = (chunk: unknown, ...rest: unknown[]) => {
    chunks.push(String(chunk));
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  };
  process.stdout.write = capture;
  process.stderr.write = capture;
  try {
    await work();
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
  }
  return chunks.join('');
}

describe('GET /metrics', () => {
  let t: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    [t, other] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), other.close()]);
  });

  it('serves Prometheus text to a scraper on the same machine', async () => {
    const res = await request(t.server).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['x-request-id']).toBeDefined();
    expect(res.text).toMatch(/^# HELP /m);
    // Event-loop delay comes with the process metrics.
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('labels requests by route pattern, method and status, never by raw URL', async () => {
    const id = randomUUID();
    await request(t.server).get(`/api/courses/${id}`);
    await request(t.server).get(`/api/courses/${randomUUID()}`);
    await request(t.server).get('/api/no-such-route').expect(404);
    const { text } = await request(t.server).get('/metrics').expect(200);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-route');
    const status = text.match(
      /papershelf_http_requests_total\{method="GET",route="\/api\/courses\/:collegeId",status="(\d+)"\} (\d+)/,
    );
    expect(status?.[2]).toBe('2');
    expect(
      sample(
        text,
        `papershelf_http_request_duration_seconds_count{method="GET",route="/api/courses/:collegeId",status_class="${status?.[1]?.[0] ?? '?'}xx"}`,
      ),
    ).toBe(2);
    expect(
      sample(text, 'papershelf_http_requests_total{method="GET",route="(unmatched)",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /papershelf_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/courses\/:collegeId",status_class="\dxx"\}/,
    );
  });

  it('reports queue depth per queue and state, job durations and failures, and the outbox backlog', async () => {
    await signUp(t); // mails a code: one mail job
    await t.idle();
    const { text } = await request(t.server).get('/metrics').expect(200);
    for (const queue of ['mail', 'thumbnails']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect([queue, state, sample(text, `papershelf_queue_jobs{queue="${queue}",state="${state}"}`)]).toEqual([
          queue,
          state,
          expect.any(Number),
        ]);
      }
      expect(sample(text, `papershelf_job_failures_total{queue="${queue}",final="true"}`)).toBe(0);
    }
    // Nothing waits once idle: the oldest waiting job's age is 0 on every queue.
    for (const queue of ['mail', 'thumbnails', 'ocr']) {
      expect([queue, sample(text, `papershelf_queue_oldest_waiting_seconds{queue="${queue}"}`)]).toEqual([queue, 0]);
    }
    expect(sample(text, 'papershelf_queue_jobs{queue="mail",state="active"}')).toBe(0);
    expect(
      sample(text, 'papershelf_job_duration_seconds_count{queue="mail",status="completed"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'papershelf_outbox_pending')).toBe(0);
    expect(sample(text, 'papershelf_outbox_oldest_seconds')).toBe(0);
  });

  it('keeps one registry per app instance', async () => {
    await request(other.server).get('/api/health').expect(200);
    await request(other.server).get('/api/health').expect(200);
    const mine = (await request(t.server).get('/metrics')).text;
    const theirs = (await request(other.server).get('/metrics')).text;
    const health = 'papershelf_http_requests_total{method="GET",route="/api/health",status="200"}';
    expect(sample(theirs, health)).toBe(2);
    expect(sample(mine, health)).toBeUndefined();
  });

  it('is refused to a request relayed from outside by an untrusted proxy', async () => {
    const res = await request(t.server).get('/metrics').set('x-forwarded-for', '203.0.113.5').expect(403);
    expect(res.body).toMatchObject({ success: false, code: 'METRICS.FORBIDDEN', requestId: expect.any(String) });
    expect(res.text).not.toContain('papershelf_');
  });

  it('is not part of the API contract', async () => {
    const docs = await request(t.server).get('/api/docs-json').expect(200);
    expect(Object.keys(docs.body.paths as Record<string, unknown>).filter((p) => p.includes('metrics'))).toEqual([]);
  });
});

describe('GET /metrics with METRICS_TOKEN behind a proxy', () => {
  let t: TestApp;
  const token = 'scrape-token-0123456789abcdef';

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token, TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens to the token from any address, and to private clients the proxy names', async () => {
    const outside = () => request(t.server).get('/metrics').set('x-forwarded-for', '203.0.113.5');
    expect((await outside()).status).toBe(403);
    expect((await outside().set('authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await outside().set('authorization', 'Bearer not-the-token-0123456789')).status).toBe(403);
    await request(t.server).get('/metrics').set('x-forwarded-for', '10.1.2.3').expect(200);
  });
});

describe('request ids in job logs', () => {
  let output = '';
  const requestId = `trace-${randomUUID()}`;

  it('a job runs, and logs, with the id of the request that enqueued it', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const base = {
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/papershelf-observability',
      JWT_ACCESS_SECRET: 'test-access-secret-0123456789',
      JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    // With Redis, the enqueuing side is an API replica and a separate worker runs the job.
    const producerConfig = loadConfig({ ...base, ...(redisUrl ? { ROLE: 'api' } : {}) });
    const consumerConfig = loadConfig({ ...base, ...(redisUrl ? { ROLE: 'worker' } : {}) });
    const prefix = `ps-test-trace-${Date.now().toString(36)}`;
    producerConfig.redis.prefix = prefix;
    consumerConfig.redis.prefix = prefix;
    const producer = await startQueue(producerConfig);
    const consumer = redisUrl ? await startQueue(consumerConfig) : producer;
    const seen: { requestId?: string }[] = [];
    const processor = {
      handle: async (_payload: { documentId: string }, job: { requestId?: string }) => {
        seen.push({ requestId: job.requestId });
        new Logger('TraceTest').warn('rendering the test job');
      },
      summarize: () => 'test job',
    };
    // The logger the app installs (main.ts / createApp), at a level that shows the line.
    Logger.overrideLogger(new AppLogger({ logLevels: ['error', 'warn'], colors: false }));
    // An API replica never registers processors: only the consumer runs the job.
    producer.register('thumbnails', processor);
    if (consumer !== producer) consumer.register('thumbnails', processor);
    const ranOnProducer: unknown[] = [];
    if (consumer !== producer) producer.onJobFinished((event) => ranOnProducer.push(event));
    try {
      output = await captureOutput(async () => {
        await runWithContext({ requestId }, () => producer.add('thumbnails', 'render', { documentId: 'job-1' }));
        await producer.add('thumbnails', 'render', { documentId: 'job-2' }); // outside any request
        await consumer.whenIdle(120_000);
        await producer.whenIdle(120_000);
      });
    } finally {
      await producer.onApplicationShutdown();
      if (consumer !== producer) await consumer.onApplicationShutdown();
    }
    expect(seen).toHaveLength(2);
    expect(ranOnProducer).toEqual([]);
    expect(seen.map((s) => s.requestId).sort()).toEqual([requestId, undefined].sort());
    const lines = output.split('\n').filter((l) => l.includes('rendering the test job'));
    expect(lines).toHaveLength(2);
    expect(lines.filter((l) => l.includes(`requestId: '${requestId}'`))).toHaveLength(1);
    expect(lines.every((l) => /job: 'thumbnails#[^']+'/.test(l))).toBe(true);
  });
});
