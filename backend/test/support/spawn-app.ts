/**
 * Starts the real entry point (src/main.ts) in a child process, from the TypeScript sources: a few
 * lines of plain JS teach require() to compile .ts with @swc/core (as Jest does), so no build is
 * needed and the code under test is never a stale dist/.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Plain JS run with `node -e`: compiles `.ts` files on require (swc), then requires argv[1]. */
export const BOOTSTRAP = `
const entry = process.argv[1];
const swc = require('node:module').createRequire(entry)('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const options = {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
  module._compile(swc.transformSync(source, options).code, filename);
};
require(entry);
`;

export interface SpawnedApp {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves when a line matching `pattern` has been written (rejects if the process exits first). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The seeded admin of appEnv: `ADMIN_EMAIL` and `ADMIN_PASSWORD`. */
export const SPAWNED_ADMIN = { email: 'admin@example.test', password: 'correct-horse-battery' };

/**
 * A spawned app's environment: a test process on `dataDir` (PGlite there and the in-process queue
 * unless `extra` names servers), no demo data, the test secrets and SPAWNED_ADMIN; `extra` wins.
 */
export function appEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: SPAWNED_ADMIN.email,
    ADMIN_PASSWORD: SPAWNED_ADMIN.password,
    JWT_ACCESS_SECRET: 'test-access-secret-0123456789',
    JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
    ...extra,
  };
}

/** Runs `node src/main.ts` with `env` on top of a minimal environment (never Jest's NODE_OPTIONS). */
export async function spawnApp(env: Record<string, string>): Promise<SpawnedApp> {
  const port = await freePort();
  const base = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].flatMap((k) => (process.env[k] ? [[k, process.env[k] ?? '']] : [])),
  );
  const child = spawn(process.execPath, ['-e', BOOTSTRAP, join(__dirname, '..', '..', 'src', 'main.ts')], {
    env: { ...base, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve(code ?? signal ?? 'unknown');
      for (const wake of waiters) wake();
    });
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });
  return {
    child,
    port,
    output: () => text,
    exited,
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No ${String(pattern)} within ${timeoutMs} ms. Output:\n${text}`));
        }, timeoutMs);
        const check = () => {
          if (pattern.test(text)) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          } else if (done) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`Exited before ${String(pattern)}. Output:\n${text}`));
          }
        };
        waiters.add(check);
        check();
      }),
  };
}
