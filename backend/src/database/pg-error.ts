/** PostgreSQL error codes the features map to HTTP answers (23505 → 409 and so on). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The SQLSTATE of a driver error, looking through Drizzle's DrizzleQueryError wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as PgLikeError).cause;
  }
  return undefined;
}

/**
 * The constraint a unique-index violation names ('' when the driver did not say), or undefined
 * when the error is no unique violation. node-postgres and PGlite both report the constraint.
 */
export function uniqueViolation(error: unknown): string | undefined {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return undefined;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const constraint = (current as PgLikeError).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as PgLikeError).cause;
  }
  return '';
}

/** Node's socket error codes that mean the database could not be reached at all. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Whether an error means the database is unavailable rather than the query being wrong: the
 * server refused or dropped the connection (SQLSTATE classes 08 and 57P, e.g. a restart), or the
 * socket failed. The answer is then 503 with Retry-After, never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as PgLikeError).code;
    if (typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P') || UNREACHABLE.has(code))) {
      return true;
    }
    const message = current instanceof Error ? current.message : '';
    if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(message))
      return true;
    current = (current as PgLikeError).cause;
  }
  return false;
}
