import { Inject, Injectable, Logger } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { pendingObjects } from '../database/schema';
import { StorageService } from './storage.service';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** settle() found no pending row: the sweep took the object (the upload outlasted the grace period). */
export class PendingObjectSweptError extends Error {
  constructor(readonly key: string) {
    super(`The pending object ${key} was swept before its row was written`);
  }
}

/**
 * The database knows of an object before it is written (issue 23, "nothing left behind"). Storage
 * and the database cannot commit together, so a process killed between an upload's PUT and the
 * commit of the row that names the object (kill -9, OOM, a lost machine) used to leave an object
 * nobody referenced, and nothing would ever find it. Now every such object has a row in
 * pending_objects for as long as nothing names it:
 *
 *  - begin(key): the row is written (or dated anew) and committed before the PUT starts;
 *  - settle(tx, key): the transaction that writes the row naming the object deletes it, so the
 *    object is either named or still pending, never neither;
 *  - abandon(key): a failure the process sees deletes the object, then the row (a storage that
 *    cannot delete leaves the row for the sweep);
 *  - release(tx, key): the transaction that stops naming an object (a replaced avatar) makes it
 *    pending again, so a kill before its deletion leaves it to the sweep too;
 *  - sweep(): an object whose row is older than the grace period is deleted, then its row. The
 *    grace period is longer than any upload can last, so the sweep never takes the object of an
 *    upload still in flight; should one outlast it anyway, settle() finds no row and the upload
 *    fails instead of naming a deleted object.
 *
 * Replicas may sweep at once: each row is claimed with FOR UPDATE SKIP LOCKED in a transaction that
 * holds it while the object is deleted, and settle() of the same key waits for that transaction.
 */
@Injectable()
export class PendingObjects {
  private readonly logger = new Logger('PendingObjects');

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly storage: StorageService,
  ) {}

  /**
   * Call before the object is written; throws when the database cannot record it (write nothing
   * then). A key already pending (a job writing the same object again after its process died) is
   * dated anew, so its grace period starts again.
   */
  async begin(key: string): Promise<void> {
    await this.db
      .insert(pendingObjects)
      .values({ key })
      .onConflictDoUpdate({ target: pendingObjects.key, set: { createdAt: sql`now()` } });
  }

  /** In the transaction that writes the row naming `key`: the object is no longer pending. */
  async settle(tx: Transaction, key: string): Promise<void> {
    const settled = await tx
      .delete(pendingObjects)
      .where(eq(pendingObjects.key, key))
      .returning({ key: pendingObjects.key });
    if (settled.length === 0) throw new PendingObjectSweptError(key);
  }

  /** In the transaction that stops naming `key`: the object is pending again (abandon it after the commit). */
  async release(tx: Transaction, key: string): Promise<void> {
    await tx.insert(pendingObjects).values({ key }).onConflictDoNothing();
  }

  /**
   * The object is not wanted: deletes it, then its row. Never throws; whatever could not be done
   * (storage or the database unavailable) is left to the sweep.
   */
  async abandon(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn(`Could not delete ${key} (left to the sweep): ${describe(error)}`);
      return;
    }
    try {
      await this.db.delete(pendingObjects).where(eq(pendingObjects.key, key));
    } catch (error) {
      this.logger.warn(`Deleted ${key} but not its pending row (left to the sweep): ${describe(error)}`);
    }
  }

  /**
   * Deletes up to `limit` objects whose pending row is older than `graceMs`, each with its row,
   * oldest first; returns the keys this call swept. Idempotent (a missing object is fine) and safe
   * beside other replicas' sweeps. Stops at the first object storage cannot delete (its row stays).
   */
  async sweep(graceMs: number, limit: number): Promise<string[]> {
    const swept: string[] = [];
    while (swept.length < limit) {
      const key = await this.db.transaction(async (tx) => {
        const [claimed] = await tx
          .delete(pendingObjects)
          .where(
            eq(
              pendingObjects.key,
              sql`(select ${pendingObjects.key} from ${pendingObjects}
                    where ${pendingObjects.createdAt} < now() - make_interval(secs => ${graceMs / 1000})
                    order by ${pendingObjects.createdAt} limit 1 for update skip locked)`,
            ),
          )
          .returning({ key: pendingObjects.key });
        // Deleted while the row is held: a failure rolls the claim back, so the row stays.
        if (claimed) await this.storage.delete(claimed.key);
        return claimed?.key;
      });
      if (key === undefined) break;
      swept.push(key);
    }
    return swept;
  }

  /** The keys of all pending rows (tests, diagnostics). */
  async keys(): Promise<string[]> {
    const rows = await this.db.select({ key: pendingObjects.key }).from(pendingObjects);
    return rows.map((row) => row.key);
  }
}
