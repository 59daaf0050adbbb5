/**
 * A real nginx in front of app instances, running the shipped deploy/nginx.conf as rendered by
 * deploy/render-nginx.mjs (the renderer is ESM, so it runs in a child Node process: Jest loads
 * this file as CommonJS). Everything lives in a temp folder of its own; stop() ends nginx and
 * removes it. A machine without nginx fails loudly: CI installs it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './moto';

export const RENDERER = resolve(__dirname, '..', '..', '..', 'deploy', 'render-nginx.mjs');

export interface RenderOptions {
  listenPort: number;
  apiUpstreams: string[];
  prefix: string;
  uploadMaxMb?: number;
}

/** deploy/render-nginx.mjs's renderNginxConfig, called in a child process. */
export function renderNginxConfig(options: RenderOptions): string {
  const script =
    `const { renderNginxConfig } = await import(${JSON.stringify(pathToFileURL(RENDERER).href)});` +
    'process.stdout.write(renderNginxConfig(JSON.parse(process.argv[1])));';
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(options)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`render-nginx.mjs failed:\n${result.stderr}`);
  return result.stdout;
}

export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error('nginx is not installed (apt-get install nginx): the reverse-proxy tests need it');
}

export interface TestNginx {
  url: string;
  port: number;
  prefix: string;
  config: string;
  errorLog(): string;
  accessLog(): string;
  stop(): Promise<void>;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

export async function startNginx(options: { apiUpstreams: string[]; uploadMaxMb?: number }): Promise<TestNginx> {
  const binary = nginxBinary();
  const prefix = mkdtempSync(join(tmpdir(), 'papershelf-nginx-'));
  // Started as root, nginx runs its workers as nobody: they must be able to enter the folder.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const config = renderNginxConfig({ listenPort: port, prefix, ...options });
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  const args = ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', file];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the rendered config:\n${check.stderr}`);

  const child: ChildProcess = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  // Should the test process end without stop() (a crash, a timeout), take nginx with it (TERM:
  // the master then ends its workers; a killed master would leave them running).
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const read = (name: string) => {
    try {
      return readFileSync(join(prefix, name), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        // QUIT: graceful (finish open requests); TERM (fast) if that takes long.
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGTERM'), 5000).unref();
      });
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = read('error.log');
      await stop();
      throw new Error(`nginx did not start:\n${stderr}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    prefix,
    config,
    errorLog: () => read('error.log'),
    accessLog: () => read('access.log'),
    stop,
  };
}
