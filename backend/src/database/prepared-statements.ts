import { type Placeholder, sql } from 'drizzle-orm';

/**
 * Drizzle prepared statements kept by shape (which filters, how many words, …), each built once
 * per process and parsed once per connection. Building a Drizzle query costs more CPU than
 * PostgreSQL spends answering a feed page (measured: ≈ 17 % of the API's busy time under load).
 * Names carry the owner's prefix: they must be unique on a connection that every repository shares.
 */
export class PreparedStatements {
  private readonly statements = new Map<string, unknown>();

  constructor(private readonly prefix: string) {}

  /** The statement for `shape`, built (and named) on first use. */
  get<T>(shape: string, build: (name: string) => T): T {
    let statement = this.statements.get(shape) as T | undefined;
    if (!statement) {
      statement = build(`${this.prefix}_${this.statements.size}`);
      this.statements.set(shape, statement);
    }
    return statement;
  }
}

/**
 * A LIMIT written into a prepared statement's text instead of bound. Drizzle binds `.limit(21)` as
 * a parameter, and for a LIMIT parameter PostgreSQL's generic plan assumes a tenth of the table:
 * that plan never wins against the custom ones, so every execution was planned anew (≈ 1.3 ms for
 * a feed page with its five joins, against ≈ 0.15 ms to run it; 100 000 documents). With the
 * number in the text the generic plan is as good as a custom one, and PostgreSQL settles on it
 * after five executions: the statement is planned once per connection, not once per request.
 * Each number is a statement of its own, so callers keep them to a few values.
 */
export function limitLiteral(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`limitLiteral: ${rows} is not a row count`);
  // Drizzle writes an SQL object given as the limit as it is (its dialect checks
  // `typeof limit === 'object'`); its type admits only a Placeholder there.
  return sql.raw(String(rows)) as unknown as Placeholder;
}

/** A prepared statement's execute, with rows of a known type. */
export interface PreparedRows<T> {
  execute(params: Record<string, unknown>): Promise<T[]>;
}

/**
 * A Drizzle prepared statement whose rows are made by `map` from the driver's row arrays (the
 * select's columns in order) instead of Drizzle's generic mapping, which looks up every column's
 * kind for every row: ≈ 100 µs for a feed page of 21 rows and 26 columns, against ≈ 12 µs for an
 * object literal (measured). Drizzle's node-postgres and PGlite statements both read rows in
 * array mode and hand them to `customResultMapper` when one is set (its relational queries use
 * it); a Drizzle that no longer has it fails here, at the statement's first use, not quietly.
 * `map` must decode what Drizzle would (dates from text, bigint to number): the repository's
 * tests compare both mappings on the same rows.
 */
export function mapRowsWith<T>(prepared: object, map: (row: unknown[]) => T): PreparedRows<T> {
  if (!('customResultMapper' in prepared) || !('execute' in prepared)) {
    throw new Error('mapRowsWith: this Drizzle prepared statement has no customResultMapper');
  }
  (prepared as { customResultMapper: (rows: unknown[][]) => T[] }).customResultMapper = (rows) => rows.map(map);
  return prepared as PreparedRows<T>;
}
