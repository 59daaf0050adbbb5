#!/usr/bin/env node
// `npm test`: backend (Jest: unit + integration), the API fuzzer and access matrix (Jest,
// backend/test/fuzz: FUZZ_RUNS requests; FUZZ_SEED replays a run), the short load and fault
// suites (backend/test/load: nginx + 2 API replicas + a worker; each check counts as a test),
// frontend (Vitest) and browser journeys (Playwright in Chromium).
//
// A fresh machine with only Node passes (issue 23): what needs a server the machine lacks
// (PostgreSQL, Redis, nginx, moto_server, Chromium) is skipped with its reason, and where an
// embedded stand-in exists (PGlite, the in-process queue, local disk) that runs instead. Jest
// suites skip through backend/test/support/requires.ts, which records each reason in a file read
// here; the load, fault and browser suites are skipped here whole (one skip each). Under CI=true
// any skip is a failure. Ends with each suite's duration, then the summary line
// `N passed, N failed, K skipped`, then one line per missing tool with the command that installs it.
//
// TEST_DATABASE_URL / TEST_REDIS_URL select real PostgreSQL / Redis (else the machine's on the
// default ports, when they answer); PAPERSHELF_TEST_WITHOUT=nginx,postgres,… treats tools as
// missing (to see a newcomer's run on a fully equipped machine).
//
// Suites that share no server run side by side (lanes below); their output is printed whole
// when each ends. `node scripts/test.mjs <suite>` runs one: backend | fuzz | load | faults |
// frontend | e2e.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'papershelf-test-results-'));
const only = process.argv[2]; // optional: backend | fuzz | load | faults | frontend | e2e
const ci = process.env.CI === 'true';

// ---- what the machine has --------------------------------------------------------------------

const INSTALL = {
  postgres: 'apt-get install -y postgresql (and set TEST_DATABASE_URL)',
  redis: 'apt-get install -y redis-server (and set TEST_REDIS_URL)',
  'redis-server': 'apt-get install -y redis-server',
  nginx: 'apt-get install -y nginx',
  moto_server: 'pip install "moto[server]"',
  chromium: 'apt-get install -y chromium',
  'postgresql binaries': 'apt-get install -y postgresql',
};

const onPath = (command) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));

/** A TCP connect to the URL's host and port. */
function answers(url, defaultPort) {
  const { hostname, port } = new URL(url);
  const script =
    "const s=require('node:net').connect(+process.argv[2],process.argv[1]);" +
    's.setTimeout(2000,()=>process.exit(1));s.on("connect",()=>process.exit(0));s.on("error",()=>process.exit(1));';
  return (
    spawnSync(process.execPath, ['-e', script, hostname.replace(/^\[|\]$/g, ''), port || String(defaultPort)], {
      timeout: 5000,
    }).status === 0
  );
}

function postgresBinaries() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb'));
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')));
}

const without = new Set((process.env.PAPERSHELF_TEST_WITHOUT ?? '').split(',').filter(Boolean));
const has = (tool, probe) => !without.has(tool) && probe();
const tools = {
  postgres: has('postgres', () => answers(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test', 5432)),
  redis: has('redis', () => answers(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', 6379)),
  'redis-server': has('redis-server', () => onPath('redis-server')),
  nginx: has('nginx', () =>
    [process.env.NGINX_BIN, '/usr/sbin/nginx'].some((p) => p && existsSync(p)) ? true : onPath('nginx'),
  ),
  moto_server: has('moto_server', () => onPath('moto_server')),
  chromium: has('chromium', () => existsSync('/usr/bin/chromium')),
  'postgresql binaries': has('postgresql binaries', postgresBinaries),
};
const missingTools = Object.keys(tools).filter((tool) => !tools[tool]);

// Jest's suites skip on the same verdicts (support/requires.ts), and use the embedded stand-ins.
const skipsFile = join(out, 'skips.jsonl');
writeFileSync(skipsFile, '');
const testEnv = { PAPERSHELF_TOOLS_MISSING: missingTools.join(','), PAPERSHELF_SKIPS_FILE: skipsFile };
const unset = [];
if (!tools.postgres) unset.push('TEST_DATABASE_URL');
if (!tools.redis) unset.push('TEST_REDIS_URL');
// The machine's servers on their default ports, when they answered and no URL names others: the
// suites read TEST_* only (without them, ROLE=api tests had no Redis on a machine that has one).
if (tools.postgres && !process.env.TEST_DATABASE_URL)
  testEnv.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
if (tools.redis && !process.env.TEST_REDIS_URL) testEnv.TEST_REDIS_URL = 'redis://127.0.0.1:6379';

// ---- the suites --------------------------------------------------------------------------------

const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };
const jestCounts = (report) => ({
  passed: report?.numPassedTests ?? 0,
  failed: report?.numFailedTests ?? 0,
  skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
});
const scriptCounts = (report) => ({
  passed: report?.passed ?? 0,
  failed: report?.failed ?? 0,
  skipped: report?.skipped ?? 0,
});

/** Backend Jest with `config` args (none: the default config), reporting to `file`. */
const backendJest = (...config) => ({
  command: 'npx',
  args: (file) => ['jest', ...config, '--json', `--outputFile=${file}`],
  cwd: join(root, 'backend'),
  env: jestEnv,
  counts: jestCounts,
});

const SUITES = {
  backend: backendJest(),
  // On PostgreSQL, as deployed: it asserts the main thread's CPU per request, which PGlite's
  // queries (WASM on that thread) would dominate.
  fuzz: { ...backendJest('-c', 'test/fuzz/jest.config.js'), needs: ['postgres'] },
  load: {
    needs: ['nginx', 'moto_server', 'redis-server', 'postgres'],
    command: process.execPath,
    args: (file) => [join('test', 'load', 'load.mjs'), '--ci', `--json=${file}`],
    cwd: join(root, 'backend'),
    counts: scriptCounts,
  },
  faults: {
    needs: ['nginx', 'moto_server', 'redis-server', 'postgresql binaries'],
    command: process.execPath,
    args: (file) => [join('test', 'load', 'faults.mjs'), '--ci', `--json=${file}`],
    cwd: join(root, 'backend'),
    counts: scriptCounts,
  },
  frontend: {
    command: 'npx',
    args: (file) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    cwd: join(root, 'frontend'),
    counts: jestCounts,
  },
  e2e: {
    label: 'browser',
    needs: ['chromium'],
    command: process.execPath,
    args: (file) => [join(root, 'frontend', 'e2e', 'run.mjs'), `--json=${file}`],
    cwd: root,
    counts: scriptCounts,
  },
};

/**
 * Lanes run side by side; a lane runs its suites one after another. No two suites share a server
 * (Jest and the fuzzer make databases of their own, on PostgreSQL or PGlite; load and faults start
 * their servers on free ports; frontend and browser need none). Three lanes keep both cores busy
 * while any one suite waits (its jobs, timers, child processes: the journeys alone keep the machine
 * only 41 % busy). Each suite alone on a quiet 2-core machine (2026-11-28, wall / CPU of its
 * processes): backend 294 / 430 s, browser 479 / 392 s (Chromium's included), frontend 111 / 104 s,
 * faults 79 / 60 s, fuzz 68 / 78 s, load 28 / 28 s. Side by side each takes 2–3 times as long (the
 * CPU they share, and ≈ 50 % more CPU for the same work: caches and memory shared by ten busy
 * processes), so the lanes are balanced on the figures of a whole run: backend 805 s, browser
 * 756 s, frontend 405 + fuzz 214 + load 52 + faults 86 = 757 s (they were behind the journeys,
 * whose lane then took 894 s).
 */
const LANES = [['backend'], ['e2e'], ['frontend', 'fuzz', 'load', 'faults']];

const totals = { passed: 0, failed: 0, skipped: 0 };
const durations = [];
const skipped = []; // { suite, tool, reason }
let failedSuites = 0;

/** The children's user + system seconds from the second line of a shell's `times` (`0m1.5s 0m0.2s`). */
function childCpuSeconds(file) {
  try {
    const line = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  } catch {
    return undefined;
  }
}

function runSuite(name, live) {
  const suite = SUITES[name];
  const label = suite.label ?? name;
  const lacking = (suite.needs ?? []).filter((tool) => !tools[tool]);
  if (lacking.length > 0) {
    const reason = `needs ${lacking.join(', ')}`;
    console.log(`\n=== ${label}: skipped (${reason})${ci ? ' — CI=true: a skip is a failure' : ''}`);
    for (const tool of lacking) skipped.push({ suite: label, tool, reason });
    // Under CI=true the suite counts as failed, as a Jest suite's missing tool does (requires.ts).
    if (ci) totals.failed += 1;
    else totals.skipped += 1;
    durations.push({ label, seconds: 0, note: ci ? 'not run: failed' : 'skipped' });
    return Promise.resolve();
  }
  const file = join(out, `${name}.json`);
  const logFile = join(out, `${name}.log`);
  const args = suite.args(file);
  const env = { ...process.env, ...testEnv, ...(suite.env ?? {}) };
  for (const key of unset) delete env[key];
  const started = Date.now();
  console.log(`\n=== ${label}: ${suite.command} ${args.join(' ')}${live ? '' : ' (its output when it ends)'}`);
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    // Through a shell whose `times` reports the CPU (user + system) of every process the suite ran,
    // grandchildren included once reaped: the figure to cut, since wall time on 2 cores is shared.
    const timesFile = join(out, `${name}.times`);
    const child = spawn(
      '/bin/sh',
      ['-c', '"$0" "$@"; rc=$?; times > "$PAPERSHELF_TIMES_FILE"; exit $rc', suite.command, ...args],
      { cwd: suite.cwd, env: { ...env, PAPERSHELF_TIMES_FILE: timesFile }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    if (live) {
      child.stdout.pipe(process.stdout, { end: false });
      child.stderr.pipe(process.stderr, { end: false });
    }
    child.on('close', (code) => {
      log.end(() => {
        const seconds = (Date.now() - started) / 1000;
        let report;
        try {
          report = JSON.parse(readFileSync(file, 'utf8'));
        } catch {
          report = undefined;
        }
        const counts = suite.counts(report);
        const cpu = childCpuSeconds(timesFile);
        totals.passed += counts.passed;
        totals.failed += counts.failed;
        totals.skipped += counts.skipped;
        if (code !== 0) failedSuites += 1;
        durations.push({
          label,
          seconds,
          cpu,
          note: `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${code !== 0 ? `, exit ${code}` : ''}`,
        });
        process.stdout.write(`\n=== ${label} ended (${seconds.toFixed(0)} s, exit ${code})${live ? '' : ':'}\n`);
        if (!live) process.stdout.write(readFileSync(logFile, 'utf8'));
        resolve();
      });
    });
  });
}

const lanes = only ? [[only]] : LANES;
if (only && !SUITES[only]) {
  console.error(`unknown suite ${only}: one of ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
/**
 * The whole machine's CPU (Linux /proc/stat, in USER_HZ ticks of 1/100 s): how busy both cores
 * were during the run, so a long run says whether it waited (idle cores: pack the lanes better) or
 * was starved (busy cores: cut CPU), and how much went to processes outside the suites
 * (PostgreSQL, Redis, anything else running).
 */
function machineTicks() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3] + (cpu[4] ?? 0);
    return { idle, total: cpu.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

const machineStarted = machineTicks();
const wallStarted = Date.now();
await Promise.all(
  // The first lane's output streams as it comes; the others' is printed whole when each suite ends.
  lanes.map(async (lane, index) => {
    for (const name of lane) await runSuite(name, index === 0);
  }),
);

for (const line of readFileSync(skipsFile, 'utf8').split('\n').filter(Boolean)) {
  const { suite, tool, reason } = JSON.parse(line);
  skipped.push({ suite, tool, reason });
}

console.log('\nDurations (suites in parallel lanes; cpu: user + system time of all its processes):');
for (const { label, seconds, cpu, note } of durations) {
  const cpuText = cpu === undefined ? '' : ` cpu ${cpu.toFixed(0).padStart(4)} s`;
  console.log(`  ${label.padEnd(9)} ${seconds.toFixed(0).padStart(5)} s${cpuText}  ${note}`);
}
console.log(`  total     ${((Date.now() - wallStarted) / 1000).toFixed(0).padStart(5)} s`);
const machineEnded = machineTicks();
if (machineStarted && machineEnded) {
  const total = (machineEnded.total - machineStarted.total) / 100;
  const busy = total - (machineEnded.idle - machineStarted.idle) / 100;
  const ours = durations.reduce((sum, d) => sum + (d.cpu ?? 0), 0);
  console.log(
    `  machine   ${busy.toFixed(0)} of ${total.toFixed(0)} core-seconds busy (${((100 * busy) / total).toFixed(0)} %):` +
      ` the suites ${ours.toFixed(0)} s, other processes (PostgreSQL, Redis, …) ${Math.max(0, busy - ours).toFixed(0)} s`,
  );
}
if (skipped.length > 0) {
  console.log(`\n${ci ? 'Not run' : 'Skipped'} (a server this machine lacks):`);
  for (const { suite, reason } of skipped) console.log(`  ${suite}: ${reason}`);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const lackingTools = [...new Set(skipped.map((s) => s.tool))];
for (const tool of lackingTools) console.log(`missing ${tool}: ${INSTALL[tool] ?? 'see README'}`);
if (ci && (totals.skipped > 0 || lackingTools.length > 0)) {
  console.log('CI=true: every skip is a failure (CI runs everything against the real servers)');
}
const failed = failedSuites > 0 || totals.failed > 0 || (ci && totals.skipped > 0);
process.exit(failed ? 1 : 0);
