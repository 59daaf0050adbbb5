#!/usr/bin/env node
/**
 * `npm run test:load`: the mixed workload at a fixed offered rate against the deployment
 * (nginx → 2 API replicas + 1 worker), then against one all-in-one process for comparison.
 *
 *   node backend/test/load/load.mjs [--rate=200] [--duration=60] [--docs=300] [--ci] [--json=FILE]
 *
 * Builds backend/dist if it is missing. Its own: PostgreSQL database (created on the server of
 * TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped afterwards), Redis
 * server (a free port; the app's key prefix is not configurable, so a server of our own keeps
 * its keys apart), moto S3 server and bucket, in-process SMTP server.
 * Prints per scenario: offered rate, throughput, p50/p99 and errors (a status other than the
 * scenario's success or a 3xx, a socket error, a timeout). Exits non-zero on any error or broken
 * invariant; the latency target (reads p99 ≤ 250 ms) is printed, not asserted.
 * --ci: 100 requests/s for 15 s against the deployment only (what `npm test` runs); --only=single
 * or --only=replicas picks one deployment.
 */
import { cpus, loadavg } from 'node:os';
import { checkInvariants, describeInvariants, notesOf, problemsOf, waitForQuiet } from './checks.mjs';
import {
  crashReport,
  missingTools,
  parseArgs,
  Run,
  missingTool,
  startInfrastructure,
  unreachableDatabase,
} from './harness.mjs';
import { seed } from './seed.mjs';
import { cpuSeconds, cpuSnapshot, createScratchDatabase } from './services.mjs';
import { baseEnv, distStamp, ensureBuilt, migrate, roleSupported, startTopology, TOPOLOGIES } from './stack.mjs';
import { prepareData, printSummary, runWorkload, summarize } from './workload.mjs';

const args = parseArgs();
const RATE = Number(args.rate ?? process.env.LOAD_RATE ?? (args.ci ? 100 : 200));
const DURATION = Number(args.duration ?? process.env.LOAD_SECONDS ?? (args.ci ? 15 : 60));
const WARMUP = Number(args.warmup ?? (args.ci ? 3 : 5));
const DOCS = Number(args.docs ?? (args.ci ? 200 : 300));
const READ_P99_TARGET_MS = 250;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// CI asserts the deployment only; the all-in-one comparison is for the full run's figures.
const topologies = (args.only ? String(args.only).split(',') : args.ci ? ['replicas'] : ['replicas', 'single']).map(
  (name) => [name, TOPOLOGIES[name]],
);

/** What to count CPU for: each app process (with its PDF renderer), nginx, PostgreSQL's backends
 * for this database, moto, Redis. */
function cpuGroups(stack, { redis, s3, database }) {
  const groups = {};
  for (const p of [...stack.apis, ...stack.workers]) groups[`${p.name} (${p.role})`] = [p.pid];
  if (stack.nginx) groups.nginx = [stack.nginx.pid];
  groups.postgres = (cmd) => cmd.startsWith('postgres:') && cmd.includes(database.name);
  groups['moto (S3)'] = [s3.proc.pid];
  groups.redis = [redis.pid];
  return groups;
}

/**
 * The machine is shared, so beside the latencies: the CPU each part used during the measured
 * window (in cores), the CPU per request, and the load average (other work included).
 */
function printCpu(cpu, result, summary) {
  const seconds = result.durationSec;
  const total = Object.values(cpu).reduce((a, b) => a + b, 0);
  const parts = Object.entries(cpu).map(([name, s]) => `${name} ${(s / seconds).toFixed(2)}`);
  console.log(`CPU (cores, over the ${seconds} s): ${parts.join(', ')}; total ${(total / seconds).toFixed(2)}`);
  const requests = summary.throughput * seconds;
  const app = Object.entries(cpu)
    .filter(([name]) => name.includes('('))
    .reduce((a, [, s]) => a + s, 0);
  console.log(
    `CPU per request: ${((total / requests) * 1000).toFixed(1)} ms all told, ${((app / requests) * 1000).toFixed(1)} ms in the app processes; ` +
      `machine load average (1 min) ${loadavg()[0].toFixed(2)} on ${cpus().length} cores (other work on the machine included)`,
  );
}

const missing = missingTools() ?? (await unreachableDatabase(ADMIN_URL));
if (missing) missingTool(missing, args.json);
ensureBuilt();

const run = new Run('load');
run.distAtStart = distStamp();
const results = {};
try {
  console.log(
    `Load: ${RATE} requests/s for ${DURATION} s (after ${WARMUP} s of warm-up), ${DOCS} seeded documents. ` +
      `ROLE ${roleSupported() ? 'is known to this build' : 'is NOT known to this build yet: every process runs all-in-one'}.`,
  );
  const { redis, s3, smtp } = await startInfrastructure(run);
  const database = await createScratchDatabase(ADMIN_URL, 'load');
  run.defer(() => database.drop());
  const env = baseEnv({
    databaseUrl: database.url,
    redisUrl: redis.url,
    s3,
    smtpUrl: smtp.url,
    publicUrl: 'http://127.0.0.1',
  });
  migrate(env, run.logs);
  const seeded = await seed({ databaseUrl: database.url, s3, documents: DOCS });

  for (const [name, topology] of topologies) {
    const stack = await startTopology(topology, { env, runDir: run.dir });
    run.defer(() => stack.stop());
    const shape = topology.nginx
      ? `nginx (deploy/nginx.conf) → ${stack.apis.length} × ROLE=${topology.api.role} + ${stack.workers.length} × ROLE=${topology.worker.role}`
      : `1 × ROLE=${topology.api.role}, direct`;
    console.log(`\n== ${name}: ${shape}`);
    const data = await prepareData(stack.baseUrl, seeded);
    await runWorkload({ baseUrl: stack.baseUrl, rate: RATE, durationSec: WARMUP, data });
    const groups = cpuGroups(stack, { redis, s3, database });
    const cpuBefore = cpuSnapshot(groups);
    const selfBefore = process.cpuUsage();
    const result = await runWorkload({ baseUrl: stack.baseUrl, rate: RATE, durationSec: DURATION, data });
    const cpu = cpuSeconds(cpuBefore, cpuSnapshot(groups));
    const self = process.cpuUsage(selfBefore);
    cpu['load generator'] = (self.user + self.system) / 1e6;
    const summary = summarize(result);
    results[name] = summary;
    printSummary(`${name}: ${RATE} req/s offered for ${DURATION} s`, summary);
    printCpu(cpu, result, summary);

    const settled = await waitForQuiet({ databaseUrl: database.url, smtp, timeoutMs: 120_000 }).catch((e) => e);
    const inv = await checkInvariants({ databaseUrl: database.url, s3, smtp });
    const crashed = stack.all().filter((p) => !p.running);
    run.check(`${name}: 0 errors at ${RATE} req/s`, summary.errors === 0, `${summary.errors} errors`);
    run.check(
      `${name}: background work settled`,
      !(settled instanceof Error),
      settled instanceof Error ? settled.message : `${(settled / 1000).toFixed(1)} s after the load`,
    );
    run.check(
      `${name}: invariants`,
      problemsOf(inv).length === 0,
      problemsOf(inv).join('; ') || describeInvariants(inv),
    );
    for (const note of notesOf(inv)) console.log(`  ⚠ ${note}`);
    run.check(`${name}: no process exited`, crashed.length === 0, crashed.map(crashReport).join('\n'));
    const met = summary.readP99 <= READ_P99_TARGET_MS;
    console.log(
      `  ${met ? '✔' : '✘'} target: reads p99 ${summary.readP99.toFixed(1)} ms ≤ ${READ_P99_TARGET_MS} ms (printed, not asserted)`,
    );
    await stack.stop();
  }

  if (results.replicas && results.single) {
    console.log('\nreplicas vs all-in-one (ok/s, reads p50 / p99 ms):');
    for (const [name, s] of Object.entries(results)) {
      console.log(
        `  ${name.padEnd(9)} ${s.throughput.toFixed(1).padStart(6)} req/s   ${s.readP50.toFixed(1)} / ${s.readP99.toFixed(1)} ms   errors ${s.errors}`,
      );
    }
  }
} catch (error) {
  run.check('load suite ran to the end', false, error.stack ?? String(error));
}
await run.finish(args.json, { keepLogs: Boolean(args['keep-logs']) });
