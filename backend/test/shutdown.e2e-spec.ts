/**
 * Graceful shutdown (issue 9): the real entry point, started as a child process, gets SIGTERM
 * while a request is in flight. It stops accepting connections, answers that request, closes
 * its pools and exits 0. Running jobs are let finish too (bounded), checked on QueueService.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/app-config';
import { appEnv, spawnApp, SpawnedApp } from './support/spawn-app';
import { createTestDatabase, TestDatabase } from './support/test-database';
import { startQueue } from './support/queue';
import { itIf } from './support/requires';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('SIGTERM', () => {
  let dataDir: string;
  let database: TestDatabase;
  let app: SpawnedApp | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'papershelf-shutdown-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (app && app.child.exitCode === null) app.child.kill('SIGKILL');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections and exits 0', async () => {
    app = await spawnApp(
      appEnv(dataDir, {
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      }),
    );
    const running = app;
    await running.waitFor(/listening on/);

    // A request whose body is still arriving: in flight when the signal comes.
    const body = JSON.stringify({ email: 'slow@example.test', name: 'Slow', feedback: 'sent in two halves' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: running.port,
          method: 'POST',
          path: '/api/feedbacks',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        running.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 1500);
      }, 300);
    });

    await running.waitFor(/SIGTERM: no new connections/, 60_000);
    expect(await accepts(running.port)).toBe(false);
    const res = await answer;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, statusCode: 201 });
    expect(await running.exited).toBe(0);
    expect(running.output()).toMatch(/Closed cleanly/);
  });

  itIf('redis')('stops a worker (ROLE=worker) cleanly too', async () => {
    const workerDir = mkdtempSync(join(tmpdir(), 'papershelf-shutdown-worker-'));
    try {
      const worker = await spawnApp(
        appEnv(workerDir, {
          ROLE: 'worker',
          REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
          ...(database.url ? { DATABASE_URL: database.url } : {}),
        }),
      );
      app = worker;
      await worker.waitFor(/Worker running jobs/);
      const health = await fetch(`http://127.0.0.1:${worker.port}/api/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { data: { queue: { driver: string } } }).data.queue.driver).toBe('bullmq');
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toMatch(/Closed cleanly/);
    } finally {
      rmSync(workerDir, { recursive: true, force: true });
    }
  });
});

describe('stopping workers at shutdown', () => {
  const config = () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const c = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/papershelf-drain',
      JWT_ACCESS_SECRET: 'test-access-secret-0123456789',
      JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    c.redis.prefix = `ps-test-drain-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    return c;
  };

  it('lets a running job finish before the connections close', async () => {
    const queue = await startQueue(config());
    const events: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    queue.register('thumbnails', {
      handle: async () => {
        events.push('start');
        started();
        await sleep(700);
        events.push('end');
      },
      summarize: () => 'slow job',
    });
    await queue.add('thumbnails', 'render', { documentId: 'job-1' });
    await running;
    await queue.stopWorkers(5000);
    events.push('stopped');
    await queue.onApplicationShutdown();
    expect(events).toEqual(['start', 'end', 'stopped']);
  });

  it('gives up on a job that outlasts the limit', async () => {
    const queue = await startQueue(config());
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    queue.register('thumbnails', {
      handle: async () => {
        started();
        await hang;
      },
      summarize: () => 'stuck job',
    });
    await queue.add('thumbnails', 'render', { documentId: 'job-1' });
    await running;
    const before = Date.now();
    await queue.stopWorkers(300);
    const waited = Date.now() - before;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(3000);
    release();
    await queue.onApplicationShutdown();
  });
});
