import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

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
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { pgliteDir: 'memory://', drop: () => Promise.resolve() };
  const name = `papershelf_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    pgliteDir: 'memory://',
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
