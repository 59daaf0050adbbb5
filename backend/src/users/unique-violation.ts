/**
 * PostgreSQL reports a unique-index violation as SQLSTATE 23505 (node-postgres and PGlite
 * alike); Drizzle wraps the driver error in `cause`. Returns the violated constraint's name.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
