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
