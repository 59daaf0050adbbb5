import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { and, isNull, lt, sql } from 'drizzle-orm';
import { normalizeEmail } from '../common/email';
import { DATABASE, Database } from '../database/database.types';
import { documents, users } from '../database/schema';

/**
 * A sign-up's claim on an address lasts this long unproven: after it, registering the same
 * address replaces the never-verified account. Long enough that nobody can knock a real sign-up
 * out while its owner reads the code (valid 300 s, re-sendable); short enough that a squatter
 * holds someone's address for a day at most.
 */
export const SIGN_UP_CLAIM_HOURS = 24;
/** Never-verified accounts are deleted this long after sign-up (the username is freed too). */
export const NEVER_VERIFIED_RETENTION_DAYS = 7;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

/**
 * Unverified sign-ups that squat an address or a username: "never verified" is
 * users.first_verified_at is null (set once by a trigger, migration 0007), so an account that
 * un-verified itself by changing its e-mail is never replaced nor swept. Accounts owning
 * documents are never deleted (a never-verified account cannot upload; belt and braces).
 */
@Injectable()
export class UnverifiedAccounts implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UnverifiedAccounts');
  private sweeper?: NodeJS.Timeout;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`Sweep failed: ${String(error)}`));
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Before a sign-up: deletes the never-verified account holding this address if its claim is
   * older than SIGN_UP_CLAIM_HOURS. Returns whether one was.
   */
  async releaseStaleClaim(email: string, now = new Date()): Promise<boolean> {
    const claimedBefore = new Date(now.getTime() - SIGN_UP_CLAIM_HOURS * 60 * 60 * 1000);
    const deleted = await this.db
      .delete(users)
      .where(and(sql`lower(${users.email}) = lower(${normalizeEmail(email)})`, this.neverVerifiedBefore(claimedBefore)))
      .returning({ id: users.id });
    if (deleted.length > 0) this.logger.log(`Replaced the never-verified sign-up ${deleted[0]?.id ?? ''}`);
    return deleted.length > 0;
  }

  /** Deletes never-verified accounts older than NEVER_VERIFIED_RETENTION_DAYS; returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - NEVER_VERIFIED_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    let total = 0;
    for (;;) {
      const batch = this.db
        .select({ id: users.id })
        .from(users)
        .where(this.neverVerifiedBefore(before))
        .limit(SWEEP_BATCH);
      const deleted = await this.db
        .delete(users)
        .where(and(sql`${users.id} in (${batch})`, this.neverVerifiedBefore(before)))
        .returning({ id: users.id });
      total += deleted.length;
      if (deleted.length < SWEEP_BATCH) break;
    }
    if (total > 0)
      this.logger.log(`Deleted ${total} never-verified sign-up(s) older than ${NEVER_VERIFIED_RETENTION_DAYS} days`);
    return total;
  }

  private neverVerifiedBefore(before: Date) {
    return and(
      isNull(users.firstVerifiedAt),
      sql`not ${users.isVerified}`,
      sql`not ${users.isAdmin}`,
      lt(users.createdAt, before),
      sql`not exists (select 1 from ${documents} where ${documents.ownerId} = ${users.id})`,
    );
  }
}
