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

  it('keeps generated secrets across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwt).toEqual(loadConfig({ DATA_DIR: dir }).jwt);
  });

  it('selects the S3 driver when S3_ENDPOINT is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' });
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
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'SMTP_URL', 'JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET']) {
      expect(message).toContain(name);
    }
  });
});
