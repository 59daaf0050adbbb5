import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl, TEMPLATE_ENV } from './template-database';

export interface TestDatabase {
  /** Undefined means embedded PGlite in memory. */
  url?: string;
  pgliteDir: string;
  drop(): Promise<void>;
}

/**
 * A database of this run's own: a fresh PostgreSQL database on TEST_DATABASE_URL's server
 * (dropped afterwards), else an in-memory PGlite.
 */
/** The machine's PostgreSQL, for suites that need one even when TEST_DATABASE_URL is unset. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `migrated: false` asks for an empty database (suites about migrations); otherwise, under Jest,
 * it is a copy of the run's migrated template, which the app's migrator finds complete.
 * `postgres: true` insists on a server (TEST_DATABASE_URL, else LOCAL_POSTGRES_URL): for suites
 * where several processes or instances share one database, which PGlite cannot. They fail
 * loudly without PostgreSQL rather than skip.
 */
export async function createTestDatabase(
  options: { postgres?: boolean; migrated?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? (options.postgres ? LOCAL_POSTGRES_URL : undefined);
  if (!adminUrl) return { pgliteDir: 'memory://', drop: () => Promise.resolve() };
  const name = `papershelf_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // A copy of the run's migrated template (template-database.ts) unless the suite wants it empty.
  const template = process.env[TEMPLATE_ENV];
  const fromTemplate = template && options.migrated !== false && adminUrl === process.env.TEST_DATABASE_URL;
  await adminQuery(adminUrl, `create database "${name}"${fromTemplate ? ` template "${template}"` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    pgliteDir: 'memory://',
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
