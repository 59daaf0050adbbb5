/**
 * No Docker engine runs here, so the deployment files are checked by reading them: every
 * variable compose gives an app process is one the config knows and accepts, every npm command
 * the Dockerfile runs exists, and the `scaled` profile (nginx → API replicas + worker) is wired
 * the way deploy/nginx.conf expects. (nginx-proxy.e2e-spec.ts runs that nginx.conf for real.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import Fastify from 'fastify';
import { loadConfig } from '../src/config/app-config';
import { compileTrustProxy } from '../src/config/trust-proxy';
import { KNOWN_ENV_VARS } from '../src/config/env.validation';

const root = join(__dirname, '..', '..');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  profiles?: string[];
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
}

interface Compose {
  services: Record<string, Service>;
}

/** Resolves `${VAR:-default}` the way compose does when VAR is unset, and `${VAR:?…}` with a value an operator must supply. */
function resolveEnv(environment: Record<string, string>): Record<string, string> {
  const supplied = (name: string) => `${name.toLowerCase()}-${'0123456789abcdef'.repeat(2)}`;
  return Object.fromEntries(
    Object.entries(environment).map(([k, v]) => [
      k,
      String(v)
        .replace(/\$\{([A-Z_]+):\?[^}]*\}/g, (_m, name: string) => supplied(name))
        .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
    ]),
  );
}

describe('docker-compose.yml and Dockerfile', () => {
  const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
  // Compose applies YAML merge keys (`<<: *app-environment`); so must the parser.
  const compose = parse(text, { merge: true }) as Compose;
  const services = compose.services;
  const appEnv = services.app?.environment ?? {};
  /** Every service that runs the PaperShelf image. */
  const appServices = Object.entries(services).filter(([, s]) => s.build !== undefined);

  it('runs the app beside postgres, redis, minio (+ bucket init) and mailpit by default', () => {
    const always = Object.keys(services).filter((name) => services[name]?.profiles === undefined);
    expect(always.sort()).toEqual(['app', 'mailpit', 'minio', 'minio-init', 'postgres', 'redis']);
    expect(Object.keys(services.app?.depends_on ?? {}).sort()).toEqual(['mailpit', 'minio-init', 'postgres', 'redis']);
  });

  it('sets only variables the config knows, in every app process', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['api', 'app', 'migrate', 'worker']);
    for (const [name, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((key) => !KNOWN_ENV_VARS.includes(key));
      expect({ name, unknown }).toEqual({ name, unknown: [] });
    }
  });

  it('wires every infrastructure variable to a compose service', () => {
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'S3_ENDPOINT',
      'S3_BUCKET',
      'SMTP_URL',
      'JWT_ACCESS_SECRET',
      'PUBLIC_URL',
    ]) {
      expect(appEnv[name]).toBeDefined();
    }
    expect(appEnv.DATABASE_URL).toContain('@postgres:5432/');
    expect(appEnv.REDIS_URL).toBe('redis://redis:6379');
    expect(appEnv.S3_ENDPOINT).toBe('http://minio:9000');
    expect(appEnv.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it('ships no default secrets: compose refuses to start without them', () => {
    for (const name of ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD']) {
      expect(text).toMatch(new RegExp(`\\$\\{${name}:\\?`));
      expect(text).not.toMatch(new RegExp(`\\$\\{${name}:-`));
    }
    expect(text).not.toMatch(/change-me|papershelf-secret/);
  });

  it('pins every image to a release, never latest', () => {
    const images = Object.values(services)
      .map((service) => service.image)
      .filter((image): image is string => image !== undefined);
    expect(images.length).toBe(6);
    for (const image of images) expect(image).toMatch(/^[a-z0-9/._-]+:(?!latest$)[A-Za-z0-9._-]*\d[A-Za-z0-9._-]*$/);
  });

  it('gives configurations that production mode accepts, with the right role', () => {
    const expected: Record<string, string> = { app: 'all', migrate: 'all', api: 'api', worker: 'worker' };
    for (const [name, service] of appServices) {
      const config = loadConfig(resolveEnv(service.environment ?? {}));
      expect({ name, env: config.env, storage: config.storage.driver, role: config.role }).toEqual({
        name,
        env: 'production',
        storage: 's3',
        role: expected[name],
      });
      expect(config.database.url).toContain('postgres');
    }
  });

  it('runs only npm scripts that exist', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const used = [...dockerfile.matchAll(/npm(?:"\s*,\s*"|\s+)(?:run(?:"\s*,\s*"|\s+))?([a-z:-]+)/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => !['ci', 'prune', 'install'].includes(name));
    expect(used.sort()).toEqual(['build', 'start']);
    for (const name of used) expect(scripts[name]).toBeDefined();
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK/);
  });

  it('keeps source maps out of what is served and of the image', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const vite = readFileSync(join(root, 'frontend', 'vite.config.ts'), 'utf8');
    // Hidden maps (no sourceMappingURL), moved out of dist by the build's own plugin.
    expect(vite).toMatch(/^\s*sourcemap: 'hidden',/m);
    expect(vite).toMatch(/^\s*sourceMapsOutOfDist\(\),/m);
    // The image takes dist and nothing else of the frontend; the build that fills dist fails on a map.
    const frontendCopies = [...dockerfile.matchAll(/^COPY .*\/app\/frontend\/(\S+)/gm)].map((m) => m[1]);
    expect(frontendCopies).toEqual(['dist']);
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.build).toMatch(/npm run build -w frontend && node scripts\/check-bundle\.mjs/);
    expect(readFileSync(join(root, 'scripts', 'check-bundle.mjs'), 'utf8')).toMatch(/source maps in dist/);
    expect(readFileSync(join(root, '.dockerignore'), 'utf8').split('\n')).toContain('frontend/sourcemaps');
  });

  describe('profile `scaled`', () => {
    const scaled = Object.keys(services).filter((name) => services[name]?.profiles?.includes('scaled'));
    const api = services.api ?? {};
    const worker = services.worker ?? {};
    const nginx = services.nginx ?? {};
    const nginxConf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');

    it('is nginx, the API replicas, a worker and a one-off migration', () => {
      expect(scaled.sort()).toEqual(['api', 'migrate', 'nginx', 'worker']);
      for (const name of scaled) expect(services[name]?.profiles).toEqual(['scaled']);
      expect(api.deploy?.replicas).toBe(2);
      expect(api.environment?.ROLE).toBe('api');
      expect(worker.environment?.ROLE).toBe('worker');
      expect(worker.environment?.WORKER_CONCURRENCY).toBeDefined();
      // Only nginx is reachable from outside; replicas and workers publish nothing.
      expect(api.ports).toBeUndefined();
      expect(worker.ports).toBeUndefined();
      expect(nginx.ports).toEqual(['3000:80']);
    });

    it('runs the migrations once, before any replica or worker starts', () => {
      const migrate = services.migrate ?? {};
      expect(migrate.command).toEqual(['node', 'backend/dist/migrate.cli.js']);
      expect(existsSync(join(root, 'backend', 'src', 'migrate.cli.ts'))).toBe(true);
      expect(readFileSync(join(root, 'Dockerfile'), 'utf8')).toMatch(/COPY .*\/app\/backend\/dist \.\/backend\/dist/);
      for (const service of [api, worker]) {
        expect(service.depends_on?.migrate?.condition).toBe('service_completed_successfully');
        expect(Object.keys(service.depends_on ?? {}).sort()).toEqual([
          'mailpit',
          'migrate',
          'minio-init',
          'postgres',
          'redis',
        ]);
      }
    });

    it('gives the API replicas a TRUST_PROXY of one hop: nginx, their only HTTP peer', async () => {
      const trust = loadConfig(resolveEnv(api.environment ?? {})).trustProxy;
      expect(trust).not.toBe(false);
      expect(api.environment?.TRUST_PROXY).toBe('1');
      // ... and the hop count is honoured: the client is the address nginx wrote, not nginx.
      const trusted = compileTrustProxy(trust);
      expect(trusted).not.toBe(false);
      const app = Fastify({ trustProxy: trusted });
      app.get('/', (request) => ({ ip: request.ip }));
      const res = await app.inject({
        url: '/',
        remoteAddress: '172.18.0.9',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      await app.close();
      expect(res.json()).toEqual({ ip: '198.51.100.7' });
      // A hop count of 1 is safe because nginx replaces X-Forwarded-For rather than appending.
      expect(nginxConf).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
      expect(nginxConf).not.toMatch(/^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for/m);
    });

    it('mounts deploy/nginx.conf into a pinned nginx, in front of the api service', () => {
      expect(nginx.image).toMatch(/^nginx:1\.\d+\.\d+-alpine$/);
      expect(nginx.volumes).toEqual(['./deploy/nginx.conf:/etc/nginx/nginx.conf:ro']);
      expect(nginx.depends_on?.api?.condition).toBe('service_healthy');
      // The upstream names the api service on the port the replicas listen on.
      const server = /^\s*server (\S+):(\d+) .*# render: api-servers$/m.exec(nginxConf);
      expect(server?.[1]).toBe('api');
      expect(server?.[2]).toBe(api.environment?.PORT);
      expect(nginxConf).toMatch(/^\s*listen 80;/m);
      // The edge closes slow heads as the app does (common/connection-limits.ts: 10 s).
      expect(nginxConf).toMatch(/^\s*client_header_timeout 10s;/m);
    });

    it('lets nginx take what the app takes: uploads of UPLOAD_MAX_MB (+1 MiB of form), streamed', () => {
      const uploadMaxMb = Number(api.environment?.UPLOAD_MAX_MB);
      expect(uploadMaxMb).toBe(100);
      const location = /location ~ \^\/api\/\(papers\|notes\)\$ \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
      expect(location).toContain(`client_max_body_size ${uploadMaxMb + 1}m;`);
      expect(location).toContain('proxy_request_buffering off;');
    });
  });
});
