/**
 * PGlite's contrib extensions are exported as `@electric-sql/pglite/contrib/*`, a subpath the
 * backend's `node10` module resolution cannot see the types of (Node itself resolves it).
 */
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';
  export const pg_trgm: Extension;
}
