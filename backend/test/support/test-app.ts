/**
 * Boots the real application for integration tests: its own database (PostgreSQL when
 * TEST_DATABASE_URL is set, else PGlite), its own Redis key prefix (when TEST_REDIS_URL is set,
 * else in-process jobs), its own S3 bucket on an in-process s3rver (or a temp folder), and an
 * in-process SMTP server that receives the mail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { QueueService } from '../../src/queue/queue.service';
import { createTestDatabase } from './test-database';
import { startS3, TestS3 } from './s3-server';
import { startSmtp, TestSmtp } from './smtp-server';

export interface TestAppOptions {
  storage?: 's3' | 'local';
  /** Extra environment for loadConfig (e.g. ADMIN_EMAIL, UPLOAD_MAX_MB). */
  env?: Record<string, string>;
  /** Last word on the resolved config. */
  configure?: (config: AppConfig) => void;
  /** Serve this folder as the built frontend (defaults to none). */
  frontendDist?: string;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  smtp: TestSmtp;
  s3?: TestS3;
  /** The Fastify server for supertest: request(t.server). */
  server: NestFastifyApplication['getHttpServer'] extends () => infer S ? S : never;
  /** Waits until every queued job (mail, thumbnails) has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-test-'));
  const [database, smtp, s3] = await Promise.all([
    createTestDatabase(),
    startSmtp(),
    options.storage === 's3' ? startS3() : Promise.resolve(undefined),
  ]);
  const redisUrl = process.env.TEST_REDIS_URL;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    JWT_ACCESS_SECRET: 'test-access-secret-0123456789',
    JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...(s3
      ? { S3_ENDPOINT: s3.endPoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey, S3_BUCKET: s3.bucket }
      : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  if (!database.url) config.database.pgliteDir = 'memory://';
  config.redis.prefix = `ps-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  options.configure?.(config);

  let app: NestFastifyApplication;
  try {
    app = await createApp(config, { frontendDist: options.frontendDist ?? join(dataDir, 'no-frontend') });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  } catch (error) {
    // A failed boot must not leave servers open (Jest would hang on them).
    await Promise.allSettled([database.drop(), smtp.close(), s3?.close()]);
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
    idle: () => queue.whenIdle(),
    async close() {
      await queue.whenIdle(10_000).catch(() => undefined);
      await app.close();
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${config.redis.prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      await Promise.all([database.drop(), smtp.close(), s3?.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
