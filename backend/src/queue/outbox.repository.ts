import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { outbox } from '../database/schema';

export interface NewOutboxRow {
  /** Chosen by the caller when another row shares it (a mail's message id); else generated. */
  id?: string;
  queue: string;
  jobName: string;
  payload: unknown;
  requestId?: string;
}

/** What the relay needs of a claimed row. */
export interface ClaimedOutboxRow {
  id: string;
  queue: string;
  jobName: string;
  payload: unknown;
  attempts: number;
  requestId: string | null;
  /** Written again by the reconciler: a finished job of this id is run again. */
  replaceFinished: boolean;
}

export interface OutboxBacklog {
  count: number;
  oldestSeconds: number;
}

const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** The outbox table: written inside the callers' transactions, read and updated by the relay. */
@Injectable()
export class OutboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(tx: Transaction, row: NewOutboxRow): Promise<string> {
    const [inserted] = await tx.insert(outbox).values(row).returning({ id: outbox.id });
    if (!inserted) throw new Error('outbox insert returned nothing');
    return inserted.id;
  }

  /**
   * Claims up to `limit` due rows, oldest first, for `leaseMs`: one statement whose row locks are
   * taken with SKIP LOCKED, so relays in several processes never claim the same row, and whose
   * lease (available_at moved forward) keeps others off it until it is relayed or released. A
   * relay that dies holding a claim only delays its rows by the lease.
   */
  async claim(limit: number, leaseMs: number): Promise<ClaimedOutboxRow[]> {
    const due = this.db.$with('due').as(
      this.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.relayedAt), lte(outbox.availableAt, sql`now()`)))
        .orderBy(asc(outbox.availableAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    );
    return this.db
      .with(due)
      .update(outbox)
      .set({ availableAt: after(leaseMs) })
      .from(due)
      .where(eq(outbox.id, due.id))
      .returning({
        id: outbox.id,
        queue: outbox.queue,
        jobName: outbox.jobName,
        payload: outbox.payload,
        attempts: outbox.attempts,
        requestId: outbox.requestId,
        replaceFinished: outbox.replaceFinished,
      });
  }

  /**
   * The reconciler's hand-over again, in its transaction: the row of this id (the job's) is
   * written, or — relayed already — made due again, marked to replace a finished job of the same
   * id. A row not relayed yet is left as it is: the relay has it.
   */
  async rearm(tx: Transaction, row: Omit<NewOutboxRow, 'id' | 'requestId'> & { id: string }): Promise<void> {
    await tx
      .insert(outbox)
      .values({ ...row, replaceFinished: true })
      .onConflictDoUpdate({
        target: outbox.id,
        set: { relayedAt: null, availableAt: sql`now()`, attempts: 0, lastError: null, replaceFinished: true },
        setWhere: isNotNull(outbox.relayedAt),
      });
  }

  /** As rearm(), for rows that exist (a mail's): the ids made due again. */
  async rearmRelayed(tx: Transaction, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .update(outbox)
      .set({ relayedAt: null, availableAt: sql`now()`, attempts: 0, lastError: null, replaceFinished: true })
      .where(and(inArray(outbox.id, ids), isNotNull(outbox.relayedAt)))
      .returning({ id: outbox.id });
    return rows.map((r) => r.id);
  }

  async markRelayed(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outbox)
      .set({ relayedAt: sql`now()`, lastError: null })
      .where(and(inArray(outbox.id, ids), isNull(outbox.relayedAt)));
  }

  /** A failed hand-over: tried again after `delayMs`. */
  async markFailed(id: string, error: string, delayMs: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, availableAt: after(delayMs), lastError: error.slice(0, 500) })
      .where(and(eq(outbox.id, id), isNull(outbox.relayedAt)));
  }

  /** Gives claimed rows back untried (a hand-over before them failed). */
  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outbox)
      .set({ availableAt: sql`now()` })
      .where(and(inArray(outbox.id, ids), isNull(outbox.relayedAt)));
  }

  /** Whether a row waits to be relayed now (claimed and backed-off rows do not). */
  async hasDue(): Promise<boolean> {
    const rows = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.relayedAt), lte(outbox.availableAt, sql`now()`)))
      .limit(1);
    return rows.length > 0;
  }

  /** Rows not relayed yet, and the age of the oldest. */
  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
      })
      .from(outbox)
      .where(isNull(outbox.relayedAt));
    return { count: Number(row?.count ?? 0), oldestSeconds: Math.max(0, Number(row?.oldestSeconds ?? 0)) };
  }

  /** Deletes up to `limit` rows relayed more than `ageMs` ago; returns how many. */
  async pruneRelayed(ageMs: number, limit: number): Promise<number> {
    const old = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(lt(outbox.relayedAt, sql`now() - make_interval(secs => ${ageMs / 1000})`))
      .limit(limit);
    const deleted = await this.db.delete(outbox).where(inArray(outbox.id, old)).returning({ id: outbox.id });
    return deleted.length;
  }
}
