/**
 * Opens the database: a node-postgres pool when a URL is given, otherwise embedded PGlite
 * persisted in a directory (or in memory for `memory://`). Both run the same migrations.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import * as schema from './schema';
import type { Database } from './database.types';

export interface DatabaseClient {
  db: Database;
  driver: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The committed SQL migrations, in both the source tree and the build output. */
export function migrationsFolder(): string {
  const candidates = [join(__dirname, '..', '..', 'drizzle'), join(__dirname, '..', '..', '..', 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDatabase(options: { url?: string; pgliteDir: string }): Promise<DatabaseClient> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: 10, idleTimeoutMillis: 30_000 });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = options.pgliteDir === 'memory://';
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(options.pgliteDir);
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await pgliteDb.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
