/**
 * Opens the database: a node-postgres pool when a URL is given, otherwise embedded PGlite
 * persisted in a directory (or in memory for `memory://`). Both run the same migrations.
 * Several processes may start at once against one PostgreSQL database (API replicas, workers):
 * migrations and other first-start work run under a PostgreSQL advisory lock, one process at a
 * time. PGlite belongs to one process, so it needs no lock.
 */
import { Logger } from '@nestjs/common';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { Pool, PoolClient } from 'pg';
import * as schema from './schema';
import type { Database } from './database.types';

export interface DatabaseClient {
  db: Database;
  driver: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /** Runs `work` while holding the named lock across every process that uses this database. */
  exclusively<T>(lock: DatabaseLock, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Advisory lock keys: (PAPERSHELF_LOCKS, n). Add new ones here so they never collide. */
export const PAPERSHELF_LOCKS = 0x50534846; // 'PSHF'
export const DATABASE_LOCKS = { migrate: 1, seed: 2, reconcile: 3 } as const;
export type DatabaseLock = keyof typeof DATABASE_LOCKS;

/**
 * Holds a session-level advisory lock on a connection of its own for the duration of `work`
 * (which may use any connection). Released explicitly, and by PostgreSQL if the process dies.
 */
async function withAdvisoryLock<T>(
  pool: Pool,
  lock: DatabaseLock,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1, $2)', [PAPERSHELF_LOCKS, DATABASE_LOCKS[lock]]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [PAPERSHELF_LOCKS, DATABASE_LOCKS[lock]]).catch(() => {
        broken = true; // a connection that may still hold the lock must not go back to the pool
      });
    }
  } finally {
    client.release(broken);
  }
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
    // A connection the server ends (a restart, a failover, an admin's terminate) emits 'error' on
    // its client, and an 'error' nobody listens to crashes the process. The pool listens only while
    // a client is idle; a checked-out client (a transaction between statements, an advisory lock
    // held over other work) has no listener of the pool's, so every client gets one of its own for
    // its whole life. Its statement in flight fails as usual, and the pool drops the dead client
    // when it is released (pg marks it not queryable). The pool re-emits an idle client's error
    // as its own: already logged here.
    const logger = new Logger('Database');
    pool.on('connect', (client) => {
      let logged = false; // the server's FATAL message, then the socket's end: one line
      client.on('error', (error: Error) => {
        if (!logged) logger.warn(`PostgreSQL connection closed: ${error.message}`);
        logged = true;
      });
    });
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      // Drizzle's migrator is not safe to run twice at once (both would apply the same files).
      migrate: () =>
        withAdvisoryLock(pool, 'migrate', (client) =>
          migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() }),
        ),
      exclusively: (lock, work) => withAdvisoryLock(pool, lock, () => work()),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  // PGlite and its Drizzle driver are loaded only for the embedded database.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    // Trigram matching for typo-tolerant search (migration 0016 creates the extension).
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = options.pgliteDir === 'memory://';
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  const extensions = { pg_trgm };
  const client = inMemory ? new PGlite({ extensions }) : new PGlite(options.pgliteDir, { extensions });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    exclusively: (_lock, work) => work(),
    ping: async () => {
      await pgliteDb.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
