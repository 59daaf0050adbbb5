import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

describe('loadConfig', () => {
  it('selects the embedded defaults when no infrastructure is configured', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDir).toBe(join(dir, 'db'));
    expect(config.storage).toEqual({ driver: 'local', root: join(dir, 'objects') });
    expect(config.redis.url).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.uploadMaxBytes).toBe(100 * 1024 * 1024);
    expect(config.jwt.accessSecret).toHaveLength(64);
  });

  it("keys Redis under 'papershelf' unless REDIS_PREFIX names another, and refuses a prefix with odd characters", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).redis.prefix).toBe('papershelf');
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_PREFIX: 'staging_2' }).redis.prefix).toBe('staging_2');
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_PREFIX: 'a b:{c}' })).toThrow(/REDIS_PREFIX/);
  });

  it('keeps generated secrets across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwt).toEqual(loadConfig({ DATA_DIR: dir }).jwt);
  });

  it('selects the S3 driver when S3_ENDPOINT is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'a',
      S3_SECRET_KEY: 'b',
    });
    expect(config.storage).toMatchObject({ driver: 's3', endPoint: 'http://minio:9000', bucket: 'papershelf' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id-only' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('requires real infrastructure and secrets in production', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'S3_ENDPOINT',
      'SMTP_URL',
      'JWT_ACCESS_SECRET',
      'JWT_REFRESH_SECRET',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('trusts no proxy by default, and only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '*', 'proxy.local', '10.0.0.0/33', '99']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads rate limit overrides over the defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: 'login=3/30, upload=100/3600' });
    expect(config.rateLimits.login).toEqual({ limit: 3, ttlSeconds: 30 });
    expect(config.rateLimits.upload).toEqual({ limit: 100, ttlSeconds: 3600 });
    expect(config.rateLimits.signup).toEqual({ limit: 100, ttlSeconds: 3600 });
    for (const bad of ['login=3', 'nope=1/1', 'login=0/60', 'login=-1/60']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: bad })).toThrow(/RATE_LIMITS/);
    }
  });

  it('refuses placeholder or shared secrets in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://db/x',
      REDIS_URL: 'redis://r:6379',
      S3_ENDPOINT: 'http://s3:9000',
      S3_ACCESS_KEY: 'a',
      S3_SECRET_KEY: 'b',
      S3_BUCKET: 'bucket',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://papershelf.example',
      JWT_ACCESS_SECRET: 'a-real-access-secret-0123456789',
      JWT_REFRESH_SECRET: 'a-real-refresh-secret-0123456789',
    };
    expect(loadConfig(production).env).toBe('production');
    expect(() => loadConfig({ ...production, JWT_ACCESS_SECRET: 'change-me-access-secret-0123456789' })).toThrow(
      /JWT_ACCESS_SECRET: is a placeholder/,
    );
    expect(() => loadConfig({ ...production, JWT_REFRESH_SECRET: production.JWT_ACCESS_SECRET })).toThrow(
      /must differ/,
    );
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'change-me-admin' })).toThrow(/ADMIN_PASSWORD/);
  });
  it('runs everything in one process by default; api and worker roles need Redis', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.role).toBe('all');
    expect(defaults.worker.concurrency).toBe(2);
    expect(defaults.metrics.token).toBeUndefined();
    for (const role of ['api', 'worker']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ROLE: role })).toThrow(
        new RegExp(`REDIS_URL: is required when ROLE=${role}`),
      );
      expect(loadConfig({ DATA_DIR: dataDir(), ROLE: role, REDIS_URL: 'redis://r:6379' }).role).toBe(role);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), ROLE: 'scheduler' })).toThrow(/ROLE/);
    const tuned = loadConfig({
      DATA_DIR: dataDir(),
      WORKER_CONCURRENCY: '6',
      METRICS_TOKEN: 'a-scrape-token-0123456789',
    });
    expect(tuned.worker.concurrency).toBe(6);
    expect(tuned.metrics.token).toBe('a-scrape-token-0123456789');
    for (const bad of ['0', 'two', '1000']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), WORKER_CONCURRENCY: bad })).toThrow(/WORKER_CONCURRENCY/);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads OCR, OCR_MAX_PAGES and OCR_PAGE_TIMEOUT_MS (on, 10 pages, 30 s by default); the OCR budget is fixed', () => {
    const budget = { documentSeconds: 60, userSecondsPerDay: 900 };
    expect(loadConfig({ DATA_DIR: dataDir() }).ocr).toEqual({
      enabled: true,
      maxPages: 10,
      pageTimeoutMs: 30_000,
      ...budget,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), OCR: 'off', OCR_MAX_PAGES: '3', OCR_PAGE_TIMEOUT_MS: '5000' }).ocr,
    ).toEqual({ enabled: false, maxPages: 3, pageTimeoutMs: 5000, ...budget });
    expect(() => loadConfig({ DATA_DIR: dataDir(), OCR: 'false' })).toThrow(/OCR/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OCR_MAX_PAGES: '0' })).toThrow(/OCR_MAX_PAGES/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OCR_PAGE_TIMEOUT_MS: '10' })).toThrow(/OCR_PAGE_TIMEOUT_MS/);
  });
});
