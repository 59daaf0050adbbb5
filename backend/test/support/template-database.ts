/**
 * One migrated PostgreSQL database per Jest run, copied for each test database (issue 23: the
 * suites boot the app about 90 times, and each boot on an empty database applied every migration,
 * ≈ 1.3 s of PostgreSQL and Node CPU; `create database … template` copies the result in ≈ 0.1 s).
 * The app still runs its migrator at every boot (it finds nothing to apply), so that path stays
 * tested; suites about migrations themselves ask for an empty database (createTestDatabase's
 * `migrated: false`). Jest's globalSetup makes it and names it in PAPERSHELF_TEST_TEMPLATE_DB for
 * the workers; globalTeardown drops it. Without TEST_DATABASE_URL (PGlite) there is nothing to do.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../../src/database/database.client';

export const TEMPLATE_ENV = 'PAPERSHELF_TEST_TEMPLATE_DB';
const PREFIX = 'papershelf_template_';
/** A run that crashed before its teardown leaves its template; the next run drops it after this. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** `adminUrl` with its database name replaced. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a connection of its own (create and drop database refuse transactions). */
export async function adminQuery(adminUrl: string, text: string): Promise<{ datname: string }[]> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<{ datname: string }>(text)).rows;
  } finally {
    await admin.end();
  }
}

export async function createTemplateDatabase(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || process.env[TEMPLATE_ENV]) return;
  const stale = await adminQuery(adminUrl, `select datname from pg_database where datname like '${PREFIX}%'`);
  for (const { datname } of stale) {
    const made = parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36);
    if (Number.isFinite(made) && Date.now() - made > STALE_AFTER_MS) {
      await adminQuery(adminUrl, `drop database if exists "${datname}" with (force)`);
    }
  }
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const client = await openDatabase({ url: databaseUrl(adminUrl, name), pgliteDir: 'memory://' });
  try {
    await client.migrate();
  } finally {
    await client.close(); // a template must have no connections when it is copied
  }
  process.env[TEMPLATE_ENV] = name; // Jest's workers start after globalSetup and inherit it
}

export async function dropTemplateDatabase(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = process.env[TEMPLATE_ENV];
  if (!adminUrl || !name) return;
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  delete process.env[TEMPLATE_ENV];
}
