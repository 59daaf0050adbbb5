/**
 * No Docker engine runs here, so the deployment files are checked by reading them: every
 * variable compose gives the app is one the config knows and accepts, and every npm command the
 * Dockerfile runs exists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/app-config';
import { KNOWN_ENV_VARS } from '../src/config/env.validation';

const root = join(__dirname, '..', '..');

interface Compose {
  services: Record<string, { environment?: Record<string, string>; build?: unknown; depends_on?: Record<string, unknown> }>;
}

describe('docker-compose.yml and Dockerfile', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as Compose;
  const appEnv = compose.services.app?.environment ?? {};

  it('runs the app beside postgres, redis, minio (+ bucket init) and mailpit', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'mailpit', 'minio', 'minio-init', 'postgres', 'redis']);
    expect(Object.keys(compose.services.app?.depends_on ?? {}).sort()).toEqual(['mailpit', 'minio-init', 'postgres', 'redis']);
  });

  it('sets only variables the config knows', () => {
    const unknown = Object.keys(appEnv).filter((name) => !KNOWN_ENV_VARS.includes(name));
    expect(unknown).toEqual([]);
  });

  it('wires every infrastructure variable to a compose service', () => {
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'SMTP_URL', 'JWT_ACCESS_SECRET', 'PUBLIC_URL']) {
      expect(appEnv[name]).toBeDefined();
    }
    expect(appEnv.DATABASE_URL).toContain('@postgres:5432/');
    expect(appEnv.REDIS_URL).toBe('redis://redis:6379');
    expect(appEnv.S3_ENDPOINT).toBe('http://minio:9000');
    expect(appEnv.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it('gives a configuration that production mode accepts', () => {
    // Resolve ${VAR:-default} the way compose does when VAR is unset.
    const resolved = Object.fromEntries(
      Object.entries(appEnv).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]),
    );
    const config = loadConfig(resolved);
    expect(config.env).toBe('production');
    expect(config.storage.driver).toBe('s3');
    expect(config.database.url).toContain('postgres');
  });

  it('runs only npm scripts that exist', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const used = [...dockerfile.matchAll(/npm(?:"\s*,\s*"|\s+)(?:run(?:"\s*,\s*"|\s+))?([a-z:-]+)/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => !['ci', 'prune', 'install'].includes(name));
    expect(used.sort()).toEqual(['build', 'start']);
    for (const name of used) expect(scripts[name]).toBeDefined();
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK/);
  });
});
