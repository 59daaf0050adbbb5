#!/usr/bin/env node
// `npm start`: builds on first run (or when a build is missing), then serves the API and the
// built frontend from one process on PORT (default 3000) with embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const backendMain = join(root, 'backend', 'dist', 'main.js');
const frontendIndex = join(root, 'frontend', 'dist', 'index.html');

if (!existsSync(backendMain) || !existsSync(frontendIndex)) {
  console.log('Building PaperShelf (first start)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, backendMain], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
