/**
 * Starting and stopping the built app for the runners that drive it in Chromium (browser
 * journeys, `npm run bench:web`): a free port, the server run as `npm start` runs it, and the
 * wait for /api/health.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/** A port nothing listens on right now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts backend/dist/main.js with `env`; its output is kept in `log` for an error message. */
export function startApp(root, env) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  server.stdout.on('data', (chunk) => log.push(String(chunk)));
  server.stderr.on('data', (chunk) => log.push(String(chunk)));
  return { server, log };
}

/** Resolves once /api/health answers 200; throws with the app's output if it exits or `timeoutMs` passes. */
export async function waitForHealth(baseURL, { server, log }, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (ok) return;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the app did not start:\n${log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM, then SIGKILL if the app has not exited within 10 s. */
export async function stopApp(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      resolve();
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
