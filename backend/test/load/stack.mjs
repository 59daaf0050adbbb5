/**
 * The application as it is deployed: the built backend (`node dist/main.js`) started as separate
 * processes — API replicas behind nginx and a worker — or as one all-in-one process, all on
 * loopback. Which processes run is one table (TOPOLOGIES); the role a process gets is its `ROLE`.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginxConfig } from '../../../deploy/render-nginx.mjs';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';
import { freePort, portOpen, startProcess, waitUntil } from './services.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const backendDir = join(here, '..', '..');
export const repoRoot = join(backendDir, '..');
const dist = join(backendDir, 'dist');

/**
 * The deployments the suites start. `replicas` API processes sit behind nginx; `workers` run the
 * queues. Until the build knows ROLE (see roleSupported), every process runs all-in-one whatever
 * it is given: the API replicas then also take jobs, and the worker also answers HTTP (unused).
 */
export const TOPOLOGIES = {
  replicas: { api: { role: 'api', count: 2 }, worker: { role: 'worker', count: 1 }, nginx: true },
  single: { api: { role: 'all', count: 1 }, worker: { role: 'worker', count: 0 }, nginx: false },
};

/** Builds the backend when dist/ is missing (the suites run the built app, as production does). */
export function ensureBuilt() {
  if (existsSync(join(dist, 'main.js'))) return;
  console.log('backend/dist is missing: building the backend (npm run build -w backend)');
  const result = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the backend build failed');
}

/**
 * The newest modification time under dist/. Other work in the same tree may rebuild dist/ while
 * a suite runs; processes started from a half-written build fail in odd ways, so the suites
 * compare this before and after and say so.
 */
export function distStamp() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(dist);
  return newest;
}

/** True when the built app declares ROLE (api | worker | all); otherwise ROLE is ignored. */
export function roleSupported() {
  try {
    return /['"]ROLE['"]|\bROLE\b\s*=/.test(readFileSync(join(dist, 'config', 'env.validation.js'), 'utf8'));
  } catch {
    return false;
  }
}

/** The apps' UPLOAD_MAX_MB, and nginx's upload limit with it (the two must agree). */
const UPLOAD_MAX_MB = 20;

/** Every rate limit raised far beyond the workload: the suites measure capacity, not the throttle. */
export const UNTHROTTLED =
  'login=1000000/60,login-ip=1000000/300,signup=1000000/3600,otp-mail=1000000/900,otp-verify=1000000/600,' +
  'password=1000000/900,upload=1000000/3600,report=1000000/3600,feedback=1000000/600,' +
  'otp-verify-day=1000000/86400,otp-account=1000000/86400,search=1000000/60,avatar=1000000/3600';

/** The environment every app process of a run shares (production mode: no embedded fallbacks). */
export function baseEnv({ databaseUrl, redisUrl, s3, smtpUrl, publicUrl, extra = {} }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    S3_ENDPOINT: s3.endPoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: s3.bucket,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'PaperShelf Load <no-reply@load.test>',
    JWT_ACCESS_SECRET: randomBytes(24).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(24).toString('hex'),
    PUBLIC_URL: publicUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
    TRUST_PROXY: 'loopback',
    RATE_LIMITS: UNTHROTTLED,
    UPLOAD_MAX_MB: String(UPLOAD_MAX_MB),
    ...extra,
  };
}

export function migrate(env, logDir) {
  const result = spawnSync(process.execPath, [join(dist, 'migrate.cli.js')], {
    cwd: backendDir,
    env,
    encoding: 'utf8',
  });
  writeFileSync(join(logDir, 'migrate.log'), `${result.stdout}\n${result.stderr}`);
  if (result.status !== 0) throw new Error(`migrations failed: ${result.stderr || result.stdout}`);
}

export async function healthStatus(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * One app process (`ROLE` = api | worker | all) on its own port and DATA_DIR; resolves once
 * /api/health answers (200, or 503 while a dependency is down when `allowDegraded`).
 */
export async function startApp({ name, role, env, runDir, port, allowDegraded = false }) {
  const appPort = port ?? (await freePort());
  const dataDir = join(runDir, 'data', name);
  mkdirSync(dataDir, { recursive: true });
  const proc = startProcess(name, process.execPath, [...SERVER_NODE_FLAGS, join(dist, 'main.js')], {
    cwd: backendDir,
    env: { ...env, ROLE: role, PORT: String(appPort), DATA_DIR: dataDir },
    logDir: join(runDir, 'logs'),
  });
  try {
    await waitUntil(
      `${name} (${role}) on :${appPort}`,
      async () => {
        if (!proc.running) throw new Error('exited');
        const status = await healthStatus(appPort);
        return status === 200 || (allowDegraded && status === 503);
      },
      60_000,
    );
  } catch (error) {
    proc.kill('SIGKILL');
    throw new Error(`${name} did not come up (${error.message}); its log:\n${proc.tail(40)}`, { cause: error });
  }
  // (Getters such as `running` must stay live: extend the handle, never copy it.)
  return Object.assign(proc, { port: appPort, role });
}

// ---------------------------------------------------------------------------------------------
// nginx

export function nginxAvailable() {
  return existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');
}

/**
 * nginx with the shipped deploy/nginx.conf (rendered for `apiPorts`, everything under the run's
 * folder), in the foreground.
 */
export async function startNginx({ apiPorts, runDir, port }) {
  const prefix = join(runDir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  // Workers run as nobody when the master is root: they must reach the temp folders.
  for (let dir = prefix; dir !== dirname(dir) && dir.startsWith(runDir); dir = dirname(dir)) chmodSync(dir, 0o755);
  const listenPort = port ?? (await freePort());
  let config = renderNginxConfig({
    listenPort,
    apiUpstreams: apiPorts.map((p) => `127.0.0.1:${p}`),
    prefix,
    uploadMaxMb: UPLOAD_MAX_MB,
  });
  const foreground = /^\s*daemon\s+off\s*;/m.test(config);
  if (/^\s*daemon\s+on\s*;/m.test(config)) config = config.replace(/^\s*daemon\s+on\s*;/m, '');
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  const args = ['-p', prefix, '-c', file, '-e', join(prefix, 'error.log')];
  const test = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the rendered deploy/nginx.conf:\n${test.stderr}`);
  const proc = startProcess('nginx', nginx, foreground ? args : [...args, '-g', 'daemon off;'], {
    logDir: join(runDir, 'logs'),
  });
  await waitUntil('nginx', async () => {
    if (!proc.running) throw new Error(`nginx exited: ${proc.tail(10)}`);
    return portOpen(listenPort);
  });
  return Object.assign(proc, { port: listenPort, configFile: file });
}

/**
 * Starts a topology and returns its processes and the URL clients use (nginx's, or the single
 * process's). `env` is shared; each process adds its ROLE, PORT and DATA_DIR.
 */
export async function startTopology(topology, { env, runDir }) {
  const apis = [];
  const workers = [];
  // Workers first: an API that queues before any worker exists is fine, but this shows a worker
  // that fails to boot before any load is offered.
  for (let i = 0; i < topology.worker.count; i += 1) {
    workers.push(await startApp({ name: `worker-${i + 1}`, role: topology.worker.role, env, runDir }));
  }
  for (let i = 0; i < topology.api.count; i += 1) {
    apis.push(await startApp({ name: `${topology.api.role}-${i + 1}`, role: topology.api.role, env, runDir }));
  }
  const nginx = topology.nginx ? await startNginx({ apiPorts: apis.map((a) => a.port), runDir }) : undefined;
  const baseUrl = `http://127.0.0.1:${nginx ? nginx.port : apis[0].port}`;
  return {
    apis,
    workers,
    nginx,
    baseUrl,
    all: () => [...apis, ...workers, ...(nginx ? [nginx] : [])],
    async stop() {
      if (nginx) await nginx.stop(5000);
      await Promise.all([...apis, ...workers].map((p) => p.stop(15_000)));
    },
  };
}
