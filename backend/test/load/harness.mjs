/**
 * What both suites share: command-line options, a run folder for logs, clean-up on exit (also on
 * Ctrl-C), the infrastructure of a run (own Redis, moto S3, SMTP, database) and a list of checks
 * that ends as the exit code and, with --json=FILE, as `{ passed, failed, skipped, checks }` for
 * scripts/test.mjs.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hasCommand, postgresBin, startMoto, startRedis, startSmtp } from './services.mjs';
import { distStamp, nginxAvailable } from './stack.mjs';

export function parseArgs(argv = process.argv.slice(2)) {
  const args = { ci: false };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    args[key] = value ?? true;
  }
  return args;
}

export class Run {
  constructor(label) {
    this.dir = mkdtempSync(join(tmpdir(), `papershelf-${label}-`));
    // Readable by others: nginx workers and a throwaway PostgreSQL run as other users.
    chmodSync(this.dir, 0o755);
    this.logs = join(this.dir, 'logs');
    mkdirSync(this.logs);
    this.cleanups = [];
    this.checks = [];
    this.t0 = Date.now();
    this.distAtStart = undefined; // set by the suite once the build is there
    const interrupt = () => {
      console.log('\nInterrupted: cleaning up');
      void this.cleanup().finally(() => process.exit(130));
    };
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
  }

  /** Registers a clean-up step (run last-in, first-out). */
  defer(fn) {
    this.cleanups.push(fn);
  }

  async cleanup() {
    while (this.cleanups.length > 0) {
      const fn = this.cleanups.pop();
      try {
        await fn();
      } catch (error) {
        console.error(`clean-up: ${error.message}`);
      }
    }
  }

  check(name, ok, detail = '') {
    this.checks.push({ name, ok: Boolean(ok), detail });
    console.log(`${ok ? '  ✔' : '  ✘'} ${name}${detail ? ` — ${detail}` : ''}`);
    return ok;
  }

  /** Ends the run: clean-up, the summary line, the JSON report, the exit code. */
  async finish(jsonFile, { keepLogs = false } = {}) {
    await this.cleanup();
    if (this.distAtStart !== undefined && distStamp() !== this.distAtStart) {
      this.check(
        'backend/dist was not rebuilt during the run',
        false,
        'it was: the processes may have loaded a half-written build; run again',
      );
    }
    const failed = this.checks.filter((c) => !c.ok);
    const seconds = ((Date.now() - this.t0) / 1000).toFixed(0);
    console.log(`\n${this.checks.length - failed.length} checks passed, ${failed.length} failed (${seconds} s)`);
    if (jsonFile) {
      writeFileSync(
        jsonFile,
        JSON.stringify({
          passed: this.checks.length - failed.length,
          failed: failed.length,
          skipped: 0,
          checks: this.checks,
        }),
      );
    }
    if (failed.length > 0 || keepLogs) console.log(`Logs kept in ${this.logs}`);
    else rmSync(this.dir, { recursive: true, force: true });
    process.exit(failed.length > 0 ? 1 : 0);
  }
}

/**
 * A suite that cannot run here (a missing tool) fails, naming what to install: a suite that
 * quietly did not run would prove nothing. CI installs nginx; moto_server and redis-server are on
 * every machine of this kind.
 */
export function missingTool(reason, jsonFile) {
  console.log(`Cannot run: ${reason}`);
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed: 0, failed: 1, reason, checks: [] }));
  process.exit(1);
}

/** The tools the suites start; a reason when one is missing. */
export function missingTools({ postgresCluster = false } = {}) {
  if (!nginxAvailable()) return 'nginx is not installed (/usr/sbin/nginx; apt-get install nginx)';
  if (!hasCommand('moto_server')) return 'moto_server is not on PATH (pip install "moto[server]")';
  if (!hasCommand('redis-server')) return 'redis-server is not installed (apt-get install redis-server)';
  if (postgresCluster) {
    try {
      postgresBin();
    } catch (error) {
      return error.message;
    }
  }
  return undefined;
}

/** A reason when no PostgreSQL server answers at `adminUrl`. */
export async function unreachableDatabase(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return `no PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//…@')} (${error.code ?? error.message}); set TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Own Redis, moto S3 with the run's bucket, and the in-process SMTP server. */
export async function startInfrastructure(run) {
  const redis = await startRedis({ dir: join(run.dir, 'redis'), logDir: run.logs });
  run.defer(() => redis.stop());
  const s3 = await startMoto({ logDir: run.logs });
  run.defer(() => s3.stop());
  const smtp = await startSmtp();
  run.defer(() => smtp.close());
  return { redis, s3, smtp };
}

/** How a process ended: its exit and the first lines of what it printed when it died. */
export function crashReport(p) {
  const lines = p.tail(400).split('\n');
  // Node's report of the fatal error ("throw er; // Unhandled 'error' event", "uncaught…"), else the end.
  const fatal = lines.findLastIndex((l) => /throw er;|Unhandled|uncaught/i.test(l));
  const excerpt = fatal >= 0 ? lines.slice(fatal, fatal + 8) : lines.slice(-8);
  return `${p.name} exited ${JSON.stringify(p.exitInfo)}:\n      ${excerpt.join('\n      ')}`;
}
