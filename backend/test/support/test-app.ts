/**
 * Boots the real application for integration tests: its own database (PostgreSQL when
 * TEST_DATABASE_URL is set, else PGlite), its own Redis key prefix (when TEST_REDIS_URL is set,
 * else in-process jobs), its own S3 bucket on an in-process s3rver (or a temp folder), and an
 * in-process SMTP server that receives the mail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { createApp, type CreateAppOptions } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { QueueService } from '../../src/queue/queue.service';
import { createWorker, WorkerApp } from '../../src/worker.factory';
import { createTestDatabase, TestDatabase } from './test-database';
import { startS3, TestS3 } from './s3-server';
import { startSmtp, TestSmtp } from './smtp-server';

/**
 * Every suite signs up many users from 127.0.0.1, so the per-address limits are raised; the
 * per-account and per-user ones keep their defaults. Suites about limits pass RATE_LIMITS
 * themselves ('' selects the defaults).
 */
export const TEST_RATE_LIMITS =
  'signup=100000/3600,signup-email=100000/3600,login-ip=100000/300,otp-mail=100000/900,otp-mail-account=100000/900,otp-verify=100000/600,otp-verify-day=100000/86400,otp-account=100000/86400,search=100000/60';

/**
 * How long `idle()` waits for the queue by default: a hang guard, not a time the work must meet.
 * A loaded machine (issue 23: two CPU burners beside the run) stretches thumbnails and OCR many
 * times over, so it is far above what a quiet run needs (well under 10 s).
 */
export const IDLE_CEILING_MS = 300_000;

export interface TestAppOptions {
  storage?: 's3' | 'local';
  /** Extra environment for loadConfig (e.g. ADMIN_EMAIL, UPLOAD_MAX_MB). */
  env?: Record<string, string>;
  /** Last word on the resolved config. */
  configure?: (config: AppConfig) => void;
  /** Serve this folder as the built frontend (defaults to none). */
  frontendDist?: string;
  /**
   * Boot a second instance beside this app: the same database, Redis key prefix, storage, SMTP
   * server (and S3 server), as another replica would. Needs TEST_DATABASE_URL (PGlite belongs to
   * one process). Close it before the app it shares with; the owner cleans up.
   */
  shareWith?: TestApp;
  /** Use PostgreSQL even without TEST_DATABASE_URL (see createTestDatabase). */
  postgres?: boolean;
  /** Shorter connection timeouts or caps (src/common/connection-limits.ts). */
  connectionLimits?: CreateAppOptions['connectionLimits'];
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  smtp: TestSmtp;
  s3?: TestS3;
  /** The Fastify server for supertest: request(t.server). */
  server: NestFastifyApplication['getHttpServer'] extends () => infer S ? S : never;
  /** Waits until every queued job (mail, thumbnails) has finished (at most IDLE_CEILING_MS by default). */
  idle(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The shared app's database, as a TestDatabase that the sharer never drops. */
function sharedDatabase(owner: TestApp): TestDatabase {
  if (!owner.config.database.url) throw new Error('shareWith needs TEST_DATABASE_URL: PGlite belongs to one process');
  return { url: owner.config.database.url, pgliteDir: 'memory://', drop: () => Promise.resolve() };
}

function testEnv(
  dataDir: string,
  database: TestDatabase,
  smtp: TestSmtp,
  s3: TestS3 | undefined,
  redisUrl: string | undefined,
  extra: Record<string, string> | undefined,
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    JWT_ACCESS_SECRET: 'test-access-secret-0123456789',
    JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    RATE_LIMITS: TEST_RATE_LIMITS,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...(s3
      ? { S3_ENDPOINT: s3.endPoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey, S3_BUCKET: s3.bucket }
      : {}),
    ...extra,
  };
}

/** Points a second instance's config at everything its owner uses. */
function shareConfig(config: AppConfig, owner: TestApp): void {
  config.redis.url = owner.config.redis.url;
  config.redis.prefix = owner.config.redis.prefix;
  config.storage = owner.config.storage;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-test-'));
  const owner = options.shareWith;
  const [database, smtp, s3] = owner
    ? [sharedDatabase(owner), owner.smtp, owner.s3]
    : await Promise.all([
        createTestDatabase({ postgres: options.postgres }),
        startSmtp(),
        options.storage === 's3' ? startS3() : Promise.resolve(undefined),
      ]);
  const redisUrl = owner ? owner.config.redis.url : process.env.TEST_REDIS_URL;
  let config: AppConfig;
  let app: NestFastifyApplication;
  try {
    config = loadConfig(testEnv(dataDir, database, smtp, s3, redisUrl, options.env));
    // The run's own database always wins (a suite may pass a placeholder DATABASE_URL to satisfy
    // production mode's checks); without TEST_DATABASE_URL that is an in-memory PGlite.
    config.database.url = database.url;
    if (!database.url) config.database.pgliteDir = 'memory://';
    config.redis.prefix = `ps-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    if (owner) shareConfig(config, owner);
    options.configure?.(config);
    app = await createApp(config, {
      frontendDist: options.frontendDist ?? join(dataDir, 'no-frontend'),
      connectionLimits: options.connectionLimits,
    });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  } catch (error) {
    // A refused configuration or a failed boot must not leave servers open (Jest would hang on
    // them, or force-exit its worker).
    if (!owner) await Promise.allSettled([database.drop(), smtp.close(), s3?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const queue = app.get(QueueService);

  return {
    app,
    config,
    smtp,
    s3,
    server: app.getHttpServer(),
    idle: (timeoutMs = IDLE_CEILING_MS) => queue.whenIdle(timeoutMs),
    async close() {
      await queue.whenIdle(10_000).catch(() => undefined);
      await app.close();
      if (owner) {
        rmSync(dataDir, { recursive: true, force: true });
        return;
      }
      if (config.redis.url) {
        const redis = new Redis(config.redis.url);
        const keys = await redis.keys(`${config.redis.prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      await Promise.all([database.drop(), smtp.close(), s3?.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestWorker {
  worker: WorkerApp;
  config: AppConfig;
  /** The worker's small HTTP server (GET /api/health, GET /metrics) for supertest. */
  server: Server;
  idle(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A ROLE=worker process beside `owner` (which should be ROLE=api): the same database, Redis prefix,
 * storage and SMTP server. Needs TEST_DATABASE_URL and a Redis (TEST_REDIS_URL or the owner's).
 * Close it before the owner.
 */
export async function createTestWorker(
  owner: TestApp,
  options: Pick<TestAppOptions, 'env' | 'configure'> = {},
): Promise<TestWorker> {
  const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-worker-'));
  const redisUrl = owner.config.redis.url;
  if (!redisUrl) throw new Error('createTestWorker needs Redis: give the owner REDIS_URL');
  const env = testEnv(dataDir, sharedDatabase(owner), owner.smtp, owner.s3, redisUrl, {
    ROLE: 'worker',
    ...options.env,
  });
  const config = loadConfig(env);
  config.database.url = owner.config.database.url;
  shareConfig(config, owner);
  options.configure?.(config);
  let worker: WorkerApp;
  try {
    worker = await createWorker(config);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const queue = worker.context.get(QueueService);
  return {
    worker,
    config,
    server: worker.server,
    idle: (timeoutMs = IDLE_CEILING_MS) => queue.whenIdle(timeoutMs),
    async close() {
      await queue.whenIdle(10_000).catch(() => undefined);
      await worker.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
