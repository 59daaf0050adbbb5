/**
 * Suites that need a server the machine may not have (issue 23): `describeIf('nginx')(name, fn)`
 * runs the suite when the tool is there; otherwise it is skipped with its reason (each test counts
 * as skipped), and the reason is appended to PAPERSHELF_SKIPS_FILE (set by scripts/test.mjs, which
 * prints one line per missing tool and the command that installs it). Under CI=true a missing
 * tool is a failing test instead: CI runs everything against the real servers.
 *
 * Where an embedded stand-in exists (PGlite, the in-process queue, local disk) suites use it and
 * need no helper; this is for suites whose point is the real server (several processes sharing
 * one PostgreSQL or Redis, nginx's config, S3 multipart, a browser).
 *
 * Availability: PAPERSHELF_TOOLS_MISSING (a comma list, set by scripts/test.mjs, which probes once)
 * when present, else probed here: PostgreSQL and Redis by a TCP connect to TEST_DATABASE_URL /
 * TEST_REDIS_URL (else the machine's default ports), nginx and moto_server on PATH (nginx also in
 * /usr/sbin), Chromium at /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { LOCAL_POSTGRES_URL } from './test-database';

export type Tool = 'postgres' | 'redis' | 'nginx' | 'moto_server' | 'chromium';

export const TOOLS: Record<Tool, { what: string; install: string }> = {
  postgres: {
    what: 'a PostgreSQL server (TEST_DATABASE_URL, else 127.0.0.1:5432)',
    install: 'apt-get install -y postgresql (then set TEST_DATABASE_URL)',
  },
  redis: {
    what: 'a Redis server (TEST_REDIS_URL, else 127.0.0.1:6379)',
    install: 'apt-get install -y redis-server',
  },
  nginx: { what: 'nginx', install: 'apt-get install -y nginx' },
  moto_server: { what: 'moto_server (an S3 server with multipart uploads)', install: 'pip install "moto[server]"' },
  chromium: { what: 'Chromium (/usr/bin/chromium)', install: 'apt-get install -y chromium' },
};

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));
}

/** A TCP connect to the URL's host and port, in a child (Jest loads suites synchronously). */
function answers(url: string, defaultPort: number): boolean {
  const { hostname, port } = new URL(url);
  const script =
    "const s=require('node:net').connect(+process.argv[2],process.argv[1]);" +
    's.setTimeout(2000,()=>process.exit(1));s.on("connect",()=>process.exit(0));s.on("error",()=>process.exit(1));';
  const result = spawnSync(
    process.execPath,
    ['-e', script, hostname.replace(/^\[|\]$/g, ''), port || String(defaultPort)],
    {
      timeout: 5000,
    },
  );
  return result.status === 0;
}

const probed = new Map<Tool, boolean>();

function probe(tool: Tool): boolean {
  switch (tool) {
    case 'postgres':
      return answers(process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL, 5432);
    case 'redis':
      return answers(process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL, 6379);
    case 'nginx':
      return Boolean(process.env.NGINX_BIN && existsSync(process.env.NGINX_BIN)) || onPath('nginx');
    case 'moto_server':
      return onPath('moto_server');
    case 'chromium':
      return existsSync('/usr/bin/chromium');
  }
}

/** Whether `tool` is there (see the file comment for how it is decided). */
export function available(tool: Tool): boolean {
  const listed = process.env.PAPERSHELF_TOOLS_MISSING;
  if (listed !== undefined) return !listed.split(',').includes(tool);
  let known = probed.get(tool);
  if (known === undefined) {
    known = probe(tool);
    probed.set(tool, known);
  }
  return known;
}

interface Missing {
  tools: Tool[];
  reason: string;
}

function missingOf(tools: Tool[]): Missing | undefined {
  const missing = tools.filter((tool) => !available(tool));
  if (missing.length === 0) return undefined;
  return { tools: missing, reason: `needs ${missing.map((tool) => TOOLS[tool].what).join(' and ')}` };
}

const ciFailure = (missing: Missing) => () => {
  throw new Error(
    `CI=true, where a skip is a failure: missing ${missing.tools.map((tool) => `${tool} (${TOOLS[tool].install})`).join(', ')}`,
  );
};

/** Appends the reason to PAPERSHELF_SKIPS_FILE (for scripts/test.mjs); the suite's new name. */
function record(name: string, missing: Missing): string {
  const file = process.env.PAPERSHELF_SKIPS_FILE;
  if (file) {
    for (const tool of missing.tools) {
      appendFileSync(
        file,
        `${JSON.stringify({ suite: name, tool, reason: missing.reason, install: TOOLS[tool].install })}\n`,
      );
    }
  }
  return `${name} (${process.env.CI === 'true' ? 'cannot run' : 'skipped'}: ${missing.reason})`;
}

/** `describe` when every tool is there; otherwise skipped with the reason (failing under CI=true). */
export function describeIf(...tools: Tool[]): (name: string, fn: () => void) => void {
  const missing = missingOf(tools);
  if (!missing) return (name, fn) => describe(name, fn);
  if (process.env.CI === 'true') {
    return (name) => describe(record(name, missing), () => it(`has what it needs`, ciFailure(missing)));
  }
  return (name, fn) => describe.skip(record(name, missing), fn);
}

/** `it` when every tool is there; otherwise skipped with the reason (failing under CI=true). */
export function itIf(...tools: Tool[]): (name: string, fn: () => Promise<unknown>, timeout?: number) => void {
  const missing = missingOf(tools);
  if (!missing) return (name, fn, timeout) => it(name, fn, timeout);
  if (process.env.CI === 'true') return (name) => it(record(name, missing), ciFailure(missing));
  return (name, fn, timeout) => it.skip(record(name, missing), fn, timeout);
}
