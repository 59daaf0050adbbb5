/**
 * The infrastructure the load and fault suites run against, each piece started for the run and
 * removed afterwards: child processes with their logs on disk, a Redis of our own, a moto S3
 * server, a PostgreSQL database (a scratch database on an existing server, or a throwaway
 * cluster that may be stopped and started) and an in-process SMTP server that counts mail.
 *
 * Nothing here touches the machine's shared services beyond creating and dropping one database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (bound once on 127.0.0.1, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `probe` (true = ready) every 100 ms until it says so or `ms` pass. */
export async function waitUntil(what, probe, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${ms} ms`);
    await sleep(100);
  }
}

export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A child process whose output goes straight to a log file (never through this process, which
 * runs the load generator and must stay light). `exited` settles with the exit code or signal.
 */
export function startProcess(name, command, args, { env = process.env, cwd, logDir }) {
  const logFile = join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exitInfo;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (error) => {
      exitInfo = { code: null, signal: null, error };
      resolve(exitInfo);
    });
  });
  return {
    name,
    child,
    pid: child.pid,
    logFile,
    exited,
    get running() {
      return exitInfo === undefined;
    },
    get exitInfo() {
      return exitInfo;
    },
    /** The last `lines` lines of the log. */
    tail(lines = 30) {
      try {
        return readFileSync(logFile, 'utf8')
          .split('\n')
          .slice(-lines - 1)
          .join('\n');
      } catch {
        return '';
      }
    },
    kill(signal = 'SIGTERM') {
      if (exitInfo === undefined) child.kill(signal);
    },
    /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
    async stop(graceMs = 10_000) {
      if (exitInfo !== undefined) return exitInfo;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const info = await exited;
      clearTimeout(timer);
      return info;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Redis: our own server, so stopping it never disturbs anyone else's.

function redisCommand(port, line) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(2000, () => socket.destroy(new Error('redis: timeout')));
    socket.once('connect', () => socket.write(`${line}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.endsWith('\r\n')) {
        socket.end();
        resolve(answer.trim());
      }
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(answer.trim()));
  });
}

/**
 * `redis-server --save '' --appendonly no` on a free port with its own folder. `stop()` shuts it
 * down with SHUTDOWN SAVE, so a later `start()` on the same port reads the dataset back, as a
 * production Redis with persistence would after a restart.
 */
export async function startRedis({ dir, logDir }) {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  let proc;
  const redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      proc = startProcess(
        'redis',
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
          '--dbfilename',
          'dump.rdb',
          '--protected-mode',
          'no',
        ],
        { logDir },
      );
      await waitUntil('redis', async () => (await redisCommand(port, 'PING')) === '+PONG', 10_000);
    },
    async stop() {
      if (!proc?.running) return;
      await redisCommand(port, 'SHUTDOWN SAVE').catch(() => undefined);
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await proc.exited;
      clearTimeout(timer);
    },
    command: (line) => redisCommand(port, line),
    get pid() {
      return proc?.pid;
    },
  };
  await redis.start();
  return redis;
}

// ---------------------------------------------------------------------------------------------
// S3: moto_server (multipart uploads work, unlike s3rver).

export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export async function startMoto({ logDir }) {
  const port = await freePort();
  const proc = startProcess('moto', 'moto_server', ['-H', '127.0.0.1', '-p', String(port)], { logDir });
  await waitUntil('moto_server', async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 30_000);
  return {
    endPoint: `http://127.0.0.1:${port}`,
    accessKey: 'load-test',
    secretKey: 'load-test-secret',
    bucket: `papershelf-load-${Date.now().toString(36)}`,
    proc,
    stop: () => proc.stop(5000),
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL.

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of this run's own on an existing server (the admin URL's), dropped by `drop()`. */
export async function createScratchDatabase(adminUrl, label = 'load') {
  const name = `papershelf_${label}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** The folder of initdb and pg_ctl (PG_BIN, else the newest /usr/lib/postgresql/<version>/bin). */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => b - a)
    : [];
  for (const version of versions) {
    if (existsSync(join(base, version, 'bin', 'initdb'))) return join(base, version, 'bin');
  }
  throw new Error('initdb not found: install PostgreSQL or set PG_BIN to its bin folder');
}

/**
 * A throwaway PostgreSQL cluster (initdb + pg_ctl) on a free port under `dir`, so the fault suite
 * can stop and start PostgreSQL without touching the machine's shared server. initdb refuses to
 * run as root: as root, the cluster runs as the `postgres` user.
 */
export async function startPostgresCluster({ dir }) {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const cluster = {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
    },
    /** Fast shutdown: sessions are ended, as when the server restarts for real. */
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    destroy() {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
    },
  };
  cluster.start();
  return cluster;
}

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} user on this machine (needed to run initdb as non-root)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

// ---------------------------------------------------------------------------------------------
// SMTP: an in-process server that keeps every message (recipients, subject, text).

export async function startSmtp() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            at: Date.now(),
          });
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  // A client that dies mid-session (the fault suite's kill -9 of a worker holding a pooled
  // connection) resets its socket: the server emits 'error', which must not end this process.
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages per recipient whose subject matches. */
    countsTo(subject = /./) {
      const counts = new Map();
      for (const m of messages) {
        if (!subject.test(m.subject)) continue;
        for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      }
      return counts;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------
// CPU accounting: the machine is shared, so latency alone says little; CPU seconds spent by each
// part of the stack during a run say what the workload costs whoever else is running.

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function processTable() {
  const table = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      table.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmd });
    } catch {
      // exited meanwhile
    }
  }
  return table;
}

/**
 * CPU ticks per group now. `groups` maps a name to root pids (each counted with its descendants,
 * e.g. an app process and its PDF renderer) or to a predicate on the command line.
 */
export function cpuSnapshot(groups) {
  const table = processTable();
  const byParent = new Map();
  for (const p of table) byParent.set(p.ppid, [...(byParent.get(p.ppid) ?? []), p]);
  const snapshot = {};
  for (const [name, selector] of Object.entries(groups)) {
    const pids = new Map();
    if (typeof selector === 'function') {
      for (const p of table) if (selector(p.cmd)) pids.set(p.pid, p.ticks);
    } else {
      const stack = table.filter((p) => selector.includes(p.pid));
      while (stack.length > 0) {
        const p = stack.pop();
        pids.set(p.pid, p.ticks);
        stack.push(...(byParent.get(p.pid) ?? []));
      }
    }
    snapshot[name] = pids;
  }
  return snapshot;
}

/** CPU seconds per group between two snapshots (a process new in `after` counts from zero). */
export function cpuSeconds(before, after) {
  const used = {};
  for (const [name, pids] of Object.entries(after)) {
    let ticks = 0;
    for (const [pid, t] of pids) ticks += t - (before[name]?.get(pid) ?? 0);
    used[name] = ticks / TICKS_PER_SECOND;
  }
  return used;
}
