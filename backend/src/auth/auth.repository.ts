import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { normalizeEmail } from '../common/email';
import { DATABASE, Database, Transaction } from '../database/database.types';
import {
  credentialFailures,
  NewUserRow,
  oneTimeCodes,
  passwordResetGrants,
  refreshSessions,
  users,
} from '../database/schema';
import type { OtpPurpose } from './otp';
import { type CredentialFailureKind } from '../database/schema/enums';

export interface NewCode {
  codeHash: string;
  expiresAt: Date;
  /** Requested from a known device of the account: a series of codes of its own (known-device.ts). */
  knownDevice?: boolean;
}

export interface NewSession {
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  /** The family's absolute end, set at login and copied on every rotation. */
  familyExpiresAt: Date;
}

/** A wrong password at login, or a wrong code of a one-time-code purpose. */
export type FailureKind = CredentialFailureKind;

/** What reserving one code guess found; see reserveGuess. */
export type GuessReservation =
  | { status: 'locked'; until: Date }
  | { status: 'unavailable' }
  | { status: 'reserved'; failureId: string; attempts: number; locksFlow: boolean; until: Date };

/** Failures older than this are never counted again and are pruned. */
const FAILURE_RETENTION = sql`now() - interval '24 hours'`;
const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/**
 * Writes that must commit with a repository's own (the mail a new code goes out in): run inside
 * its transaction, last.
 */
export type InTransaction<A extends unknown[] = []> = (tx: Transaction, ...args: A) => Promise<unknown>;

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type SessionRow = typeof refreshSessions.$inferSelect;

/**
 * Credentials and their lifecycle: one-time codes, reset grants, refresh sessions, and the
 * credential columns of users (account creation, password_hash, is_verified, google_id).
 * Profile columns belong to UsersRepository. Every multi-step write is one transaction.
 */
@Injectable()
export class AuthRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Creates the account and its first verification code (and the mail with it) together. */
  async createUserWithCode(
    values: NewUserRow & { id: string },
    purpose: OtpPurpose,
    code: NewCode,
    alsoInTransaction: InTransaction,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(users).values({ ...values, email: normalizeEmail(values.email) });
      await tx.insert(oneTimeCodes).values({ userId: values.id, purpose, ...code });
      await alsoInTransaction(tx);
    });
  }

  /** Creates an account; returns its id. */
  async createUser(values: NewUserRow): Promise<string> {
    const [user] = await this.db
      .insert(users)
      .values({ ...values, email: normalizeEmail(values.email) })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    return user.id;
  }

  /** The stored password hash (null for an account without a password, undefined for no account). */
  async passwordHashOf(userId: string): Promise<string | null | undefined> {
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.passwordHash;
  }

  /**
   * Links a Google identity to an existing account and marks it verified (Google has proven
   * the address). An account that was never verified may have been registered by someone else
   * with this address: its password is removed and its sessions revoked.
   */
  async linkGoogle(userId: string, googleId: string, distrustPassword: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ googleId, isVerified: true, ...(distrustPassword ? { passwordHash: null } : {}) })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!user) throw new Error('user vanished while linking Google');
      if (distrustPassword) await this.revokeUserSessions(tx, userId);
    });
  }

  // ---- one-time codes -------------------------------------------------------------------

  /**
   * When the recent codes of this purpose were sent. `knownDevice` picks the series: codes asked
   * for from a known device of the account, or from anywhere else (the default); each has its
   * own resend limits, so a stranger's requests never use up the owner's.
   */
  async recentCodeTimes(userId: string, purpose: OtpPurpose, since: Date, knownDevice = false): Promise<Date[]> {
    const rows = await this.db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.knownDevice, knownDevice),
          gt(oneTimeCodes.createdAt, since),
        ),
      );
    return rows.map((r) => r.createdAt);
  }

  /**
   * Stores a new code (and the mail with it) and voids every older unused code of the same
   * purpose and series (code.knownDevice): a stranger's request never voids the code a known
   * device asked for, and the reverse.
   */
  async replaceCode(
    userId: string,
    purpose: OtpPurpose,
    code: NewCode,
    alsoInTransaction: InTransaction,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.knownDevice, code.knownDevice ?? false),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
      await tx.insert(oneTimeCodes).values({ userId, purpose, ...code });
      await alsoInTransaction(tx);
    });
  }

  /** The latest code of this purpose in one series (see recentCodeTimes). */
  async latestCode(userId: string, purpose: OtpPurpose, knownDevice = false): Promise<CodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.knownDevice, knownDevice),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Reserves one guess at a code before it is compared, in one transaction: the account's guess
   * budget for this purpose (rolling window, across codes, IPs and instances) and the code's own
   * attempt limit. The user's row is locked first, so parallel guesses are counted one after the
   * other and can never exceed either limit. The reservation is a credential_failures row that
   * the caller deletes (refundGuess) when the code was right; the row that uses the last of the
   * budget carries locks_flow and locks the flow until `until`, and `onLock` (the owner's notice)
   * runs in the same transaction. `knownDevice` picks the budget: guesses from known devices of
   * the account have one of their own (and a lock of their own), which other guesses never touch.
   */
  async reserveGuess(
    userId: string,
    purpose: OtpPurpose,
    codeId: string,
    limits: { maxAttempts: number; budget: number; windowSeconds: number },
    onLock?: InTransaction<[Date]>,
    knownDevice = false,
  ): Promise<GuessReservation> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const lock = await this.lockOf(tx, userId, purpose, limits.windowSeconds, knownDevice);
      if (lock) return { status: 'locked', until: lock };
      const [counted] = await tx
        .select({ n: count() })
        .from(credentialFailures)
        .where(
          and(
            eq(credentialFailures.userId, userId),
            eq(credentialFailures.kind, purpose),
            eq(credentialFailures.knownDevice, knownDevice),
            gt(credentialFailures.createdAt, since(limits.windowSeconds)),
          ),
        );
      const used = counted?.n ?? 0;
      // Only if the budget was lowered since these rows were written.
      if (used >= limits.budget) return { status: 'locked', until: new Date(Date.now() + limits.windowSeconds * 1000) };
      const [code] = await tx
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(
            eq(oneTimeCodes.id, codeId),
            isNull(oneTimeCodes.consumedAt),
            sql`${oneTimeCodes.attempts} < ${limits.maxAttempts}`,
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ attempts: oneTimeCodes.attempts });
      if (!code) return { status: 'unavailable' };
      const locksFlow = used + 1 >= limits.budget;
      const [row] = await tx
        .insert(credentialFailures)
        .values({ userId, kind: purpose, locksFlow, knownDevice })
        .returning({ id: credentialFailures.id, createdAt: credentialFailures.createdAt });
      if (!row) throw new Error('credential failure insert returned nothing');
      const until = new Date(row.createdAt.getTime() + limits.windowSeconds * 1000);
      if (locksFlow && onLock) await onLock(tx, until);
      return { status: 'reserved', failureId: row.id, attempts: code.attempts, locksFlow, until };
    });
  }

  /** The guess was right: it does not count against the budget. */
  async refundGuess(failureId: string): Promise<void> {
    await this.db.delete(credentialFailures).where(eq(credentialFailures.id, failureId));
  }

  /** Until when a flow is locked (for known devices of the account, or for everyone else), if it is. */
  activeLock(
    userId: string,
    purpose: OtpPurpose,
    windowSeconds: number,
    knownDevice = false,
  ): Promise<Date | undefined> {
    return this.lockOf(this.db, userId, purpose, windowSeconds, knownDevice);
  }

  /** Records a failed credential (a wrong password at login) and prunes the user's stale rows. */
  async recordFailure(userId: string, kind: FailureKind): Promise<void> {
    await this.db
      .delete(credentialFailures)
      .where(and(eq(credentialFailures.userId, userId), lt(credentialFailures.createdAt, FAILURE_RETENTION)));
    await this.db.insert(credentialFailures).values({ userId, kind });
  }

  async countFailures(userId: string, kind: FailureKind, windowSeconds: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(credentialFailures)
      .where(
        and(
          eq(credentialFailures.userId, userId),
          eq(credentialFailures.kind, kind),
          gt(credentialFailures.createdAt, since(windowSeconds)),
        ),
      );
    return row?.n ?? 0;
  }

  async clearFailures(userId: string, kinds: FailureKind[]): Promise<void> {
    await this.db
      .delete(credentialFailures)
      .where(and(eq(credentialFailures.userId, userId), inArray(credentialFailures.kind, kinds)));
  }

  /** Marks a code used; false when it was used already (two parallel requests: one wins). */
  async consumeCode(codeId: string): Promise<boolean> {
    const consumed = await this.db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    return consumed.length > 0;
  }

  private async lockOf(
    db: Pick<Database, 'select'>,
    userId: string,
    purpose: OtpPurpose,
    windowSeconds: number,
    knownDevice: boolean,
  ): Promise<Date | undefined> {
    const [row] = await db
      .select({ createdAt: credentialFailures.createdAt })
      .from(credentialFailures)
      .where(
        and(
          eq(credentialFailures.userId, userId),
          eq(credentialFailures.kind, purpose),
          eq(credentialFailures.locksFlow, true),
          eq(credentialFailures.knownDevice, knownDevice),
          gt(credentialFailures.createdAt, since(windowSeconds)),
        ),
      )
      .orderBy(desc(credentialFailures.createdAt))
      .limit(1);
    return row ? new Date(row.createdAt.getTime() + windowSeconds * 1000) : undefined;
  }

  /** Consumes the code and marks the user verified. False when the code was already used. */
  async verifyEmail(userId: string, codeId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const consumed = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      if (consumed.length === 0) return false;
      const verified = await tx
        .update(users)
        .set({ isVerified: true })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return verified.length > 0;
    });
  }

  // ---- password reset ---------------------------------------------------------------------

  /** Consumes the reset code and records a grant (older grants of the user are voided). */
  async createResetGrant(userId: string, codeId: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const consumed = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      if (consumed.length === 0) return false;
      await tx
        .update(passwordResetGrants)
        .set({ consumedAt: new Date() })
        .where(and(eq(passwordResetGrants.userId, userId), isNull(passwordResetGrants.consumedAt)));
      await tx.insert(passwordResetGrants).values({ userId, tokenHash, expiresAt });
      return true;
    });
  }

  /**
   * Uses a live grant: sets the password, marks the e-mail verified (the reset code proved it),
   * revokes every session and forgets failed logins and login-code guesses (they were made
   * against the old password). False when no live grant matches.
   */
  async resetPassword(userId: string, tokenHash: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResetGrants)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(passwordResetGrants.userId, userId),
            eq(passwordResetGrants.tokenHash, tokenHash),
            isNull(passwordResetGrants.consumedAt),
            gt(passwordResetGrants.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: passwordResetGrants.id });
      if (used.length === 0) return false;
      await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, userId));
      await this.revokeUserSessions(tx, userId);
      await tx
        .delete(credentialFailures)
        .where(and(eq(credentialFailures.userId, userId), inArray(credentialFailures.kind, ['password', 'login'])));
      return true;
    });
  }

  /** Sets a new password and revokes every session except the caller's own family. */
  async changePassword(userId: string, passwordHash: string, keepFamilyId: string | undefined): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await this.revokeUserSessions(tx, userId, keepFamilyId);
    });
  }

  // ---- refresh sessions ---------------------------------------------------------------------

  async createSession(session: NewSession): Promise<void> {
    await this.db.insert(refreshSessions).values(session);
  }

  async findSessionByHash(tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(refreshSessions).where(eq(refreshSessions.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** Marks the presented token rotated and stores its successor; false if it was rotated meanwhile. */
  async rotateSession(currentId: string, next: NewSession): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rotated = await tx
        .update(refreshSessions)
        .set({ rotatedAt: new Date() })
        .where(
          and(eq(refreshSessions.id, currentId), isNull(refreshSessions.rotatedAt), isNull(refreshSessions.revokedAt)),
        )
        .returning({ id: refreshSessions.id });
      if (rotated.length === 0) return false;
      await tx.insert(refreshSessions).values(next);
      return true;
    });
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
  }

  /** A family is live while its newest token is neither revoked nor expired, nor the family itself. */
  async isFamilyActive(userId: string, familyId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: refreshSessions.id })
      .from(refreshSessions)
      .where(
        and(
          eq(refreshSessions.familyId, familyId),
          eq(refreshSessions.userId, userId),
          isNull(refreshSessions.revokedAt),
          isNull(refreshSessions.rotatedAt),
          gt(refreshSessions.expiresAt, sql`now()`),
          gt(refreshSessions.familyExpiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  private async revokeUserSessions(tx: Pick<Database, 'update'>, userId: string, keepFamilyId?: string): Promise<void> {
    await tx
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshSessions.userId, userId),
          isNull(refreshSessions.revokedAt),
          keepFamilyId ? ne(refreshSessions.familyId, keepFamilyId) : undefined,
        ),
      );
  }
}
