import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One typed Drizzle instance, whichever driver (node-postgres or PGlite) sits behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Injection token for the Database. */
export const DATABASE = Symbol('DATABASE');

/** What `db.transaction(fn)` hands to fn: writes that must commit together take one of these. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
