#!/usr/bin/env node
// Browser journeys: boots the built app (backend/dist + frontend/dist) on a free port with a data
// folder and database of its own, then drives Debian's Chromium through playwright-core.
// Usage: node frontend/e2e/run.mjs [--json=results.json] [filter]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { freePort, startApp, stopApp, waitForHealth } from './app-server.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const args = process.argv.slice(2);
const jsonOut = args.find((a) => a.startsWith('--json='))?.slice('--json='.length);
const filter = args.find((a) => !a.startsWith('--'));

// No Chromium: the journeys are skipped with the reason (a failure under CI=true, where every
// suite must run; issue 23).
if (!existsSync('/usr/bin/chromium')) {
  const reason = 'Chromium is not installed (/usr/bin/chromium): apt-get install -y chromium';
  const ci = process.env.CI === 'true';
  console.log(`browser journeys ${ci ? 'cannot run (CI=true: a skip is a failure)' : 'skipped'}: ${reason}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed: 0, failed: ci ? 1 : 0, skipped: 1, reason }));
  process.exit(ci ? 1 : 0);
}
const shots = join(here, 'screenshots');
mkdirSync(shots, { recursive: true });

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-123' };

async function createDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const name = `papershelf_e2e_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

if (
  !existsSync(join(root, 'backend', 'dist', 'main.js')) ||
  !existsSync(join(root, 'frontend', 'dist', 'index.html'))
) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-e2e-'));
const database = await createDatabase();
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const app = startApp(root, {
  ...process.env,
  NODE_ENV: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseURL,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  // Journeys sign in and sign up many times from one address; the limits have tests of their own.
  RATE_LIMITS:
    'login=10000/60,login-ip=10000/300,signup=10000/3600,otp-mail=10000/900,otp-verify=10000/600,upload=10000/3600,report=10000/3600,feedback=10000/600',
  ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  REDIS_URL: process.env.TEST_REDIS_URL ?? '',
  // Its own queues and limits: another run on the same Redis (a second checkout, CI beside a
  // session) would otherwise take this app's mail jobs, and this run's OTPs would go to its folder.
  REDIS_PREFIX: `papershelf_e2e_${process.pid}_${Date.now().toString(36)}`,
  SMTP_URL: '',
  S3_ENDPOINT: '',
});

/** The newest OTP mailed to `email` (the app writes mail to DATA_DIR/mail when SMTP is unset). */
function readOtp(email) {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) {
      const match = /^\s+(\d{4})\s*$/m.exec(text);
      if (match) return match[1];
    }
  }
  return undefined;
}

let passed = 0;
let failed = 0;
let browser;
try {
  // A hang guard, not a timing assertion: a cold start on a loaded 2-core machine (other suites,
  // builds beside it) has taken over a minute.
  await waitForHealth(baseURL, app, 300_000);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.journey.mjs'))
    .sort();
  for (const file of files) {
    const { journeys } = await import(pathToFileURL(join(here, file)).href);
    for (const journey of journeys) {
      const name = `${file.replace('.journey.mjs', '')} › ${journey.name}`;
      if (filter && !name.includes(filter)) continue;
      const context = await browser.newContext({
        viewport: journey.viewport ?? { width: 1280, height: 800 },
        // A phone (user agent, touch, pixel ratio) for the journeys that need one.
        ...journey.contextOptions,
      });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const started = Date.now();
      try {
        await journey.run({
          page,
          context,
          baseURL,
          readOtp,
          admin: ADMIN,
          shot: (n) => page.screenshot({ path: join(shots, `${n}.png`), fullPage: true }),
        });
        if (errors.length > 0) throw new Error(`uncaught page errors: ${errors.join(' | ')}`);
        passed += 1;
        console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed += 1;
        console.log(
          `  ✕ ${name}\n    ${String(error?.stack ?? error)
            .split('\n')
            .slice(0, 16)
            .join('\n    ')}`,
        );
        await page
          .screenshot({ path: join(shots, `FAILED-${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true })
          .catch(() => undefined);
      } finally {
        await context.close();
      }
    }
  }
} catch (error) {
  failed += 1;
  console.log(`  ✕ e2e setup: ${error?.stack ?? error}`);
} finally {
  await browser?.close();
  await stopApp(app.server);
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nbrowser: ${passed} passed, ${failed} failed (screenshots in ${shots})`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
process.exit(failed > 0 ? 1 : 0);
