#!/usr/bin/env node
// `npm test`: backend (Jest: unit + integration against a real database), the API fuzzer and
// access matrix (Jest, backend/test/fuzz: FUZZ_RUNS requests, default 10 000; FUZZ_SEED replays a
// run), the short load and fault suites (backend/test/load: nginx + 2 API replicas + a worker,
// ≈ 2 min together; each check counts as a test; they fail without nginx, moto_server or redis-server), frontend
// (Vitest), and browser journeys (Playwright in Chromium) when Chromium is installed. Ends with
// one summary line
// `N passed, N failed`. TEST_DATABASE_URL / TEST_REDIS_URL select real PostgreSQL / Redis;
// without them the embedded PGlite and in-process jobs are used.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'papershelf-test-results-'));
const only = process.argv[2]; // optional: backend | fuzz | load | faults | frontend | e2e

function run(name, command, args, cwd, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const totals = { passed: 0, failed: 0 };
let failedSuites = 0;

if (!only || only === 'backend') {
  const file = join(out, 'jest.json');
  const code = run('backend', 'npx', ['jest', '--json', `--outputFile=${file}`], join(root, 'backend'), {
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
  });
  const report = readJson(file);
  totals.passed += report?.numPassedTests ?? 0;
  totals.failed += report?.numFailedTests ?? 0;
  if (code !== 0) failedSuites += 1;
}

if (!only || only === 'fuzz') {
  const file = join(out, 'jest-fuzz.json');
  const code = run(
    'fuzz',
    'npx',
    ['jest', '-c', 'test/fuzz/jest.config.js', '--json', `--outputFile=${file}`],
    join(root, 'backend'),
    { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
  );
  const report = readJson(file);
  totals.passed += report?.numPassedTests ?? 0;
  totals.failed += report?.numFailedTests ?? 0;
  if (code !== 0) failedSuites += 1;
}

for (const [name, script] of [
  ['load', 'load.mjs'],
  ['faults', 'faults.mjs'],
]) {
  if (only && only !== name) continue;
  const file = join(out, `${name}.json`);
  const code = run(
    name,
    process.execPath,
    [join('test', 'load', script), '--ci', `--json=${file}`],
    join(root, 'backend'),
  );
  const report = readJson(file);
  totals.passed += report?.passed ?? 0;
  totals.failed += report?.failed ?? 0;
  if (code !== 0) failedSuites += 1;
}

if (!only || only === 'frontend') {
  const file = join(out, 'vitest.json');
  const code = run(
    'frontend',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    join(root, 'frontend'),
  );
  const report = readJson(file);
  totals.passed += report?.numPassedTests ?? 0;
  totals.failed += report?.numFailedTests ?? 0;
  if (code !== 0) failedSuites += 1;
}

const e2eRunner = join(root, 'frontend', 'e2e', 'run.mjs');
if ((!only || only === 'e2e') && existsSync(e2eRunner)) {
  if (existsSync('/usr/bin/chromium')) {
    const file = join(out, 'e2e.json');
    const code = run('browser', process.execPath, [e2eRunner, `--json=${file}`], root);
    const report = readJson(file);
    totals.passed += report?.passed ?? 0;
    totals.failed += report?.failed ?? 0;
    if (code !== 0) failedSuites += 1;
  } else {
    console.log('\n=== browser: /usr/bin/chromium not installed, browser journeys not run (CI installs it)');
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
