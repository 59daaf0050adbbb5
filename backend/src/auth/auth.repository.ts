import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { DATABASE, Database } from '../database/database.types';
import { NewUserRow, oneTimeCodes, passwordResetGrants, refreshSessions, UserRow, users } from '../database/schema';
import type { OtpPurpose } from './otp';

export interface NewCode {
  codeHash: string;
  expiresAt: Date;
}

export interface NewSession {
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
}

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

  /** Creates the account and its first verification code together. */
  async createUserWithCode(values: NewUserRow & { id: string }, purpose: OtpPurpose, code: NewCode): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values(values).returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(oneTimeCodes).values({ userId: user.id, purpose, ...code });
      return user;
    });
  }

  async createUser(values: NewUserRow): Promise<UserRow> {
    const [user] = await this.db.insert(users).values(values).returning();
    if (!user) throw new Error('user insert returned nothing');
    return user;
  }

  /**
   * Links a Google identity to an existing account and marks it verified (Google has proven
   * the address). An account that was never verified may have been registered by someone else
   * with this address: its password is removed and its sessions revoked.
   */
  async linkGoogle(userId: string, googleId: string, distrustPassword: boolean): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ googleId, isVerified: true, ...(distrustPassword ? { passwordHash: null } : {}) })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new Error('user vanished while linking Google');
      if (distrustPassword) await this.revokeUserSessions(tx, userId);
      return user;
    });
  }

  // ---- one-time codes -------------------------------------------------------------------

  async recentCodeTimes(userId: string, purpose: OtpPurpose, since: Date): Promise<Date[]> {
    const rows = await this.db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(
        and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, since)),
      );
    return rows.map((r) => r.createdAt);
  }

  /** Stores a new code and voids every older unused code of the same purpose. */
  async replaceCode(userId: string, purpose: OtpPurpose, code: NewCode): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)),
        );
      await tx.insert(oneTimeCodes).values({ userId, purpose, ...code });
    });
  }

  async latestCode(userId: string, purpose: OtpPurpose): Promise<CodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Counts one try against a code, atomically, before the code is compared: parallel guesses
   * cannot exceed the limit. Undefined when the code can no longer be tried.
   */
  async reserveAttempt(codeId: string, maxAttempts: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(
          eq(oneTimeCodes.id, codeId),
          isNull(oneTimeCodes.consumedAt),
          sql`${oneTimeCodes.attempts} < ${maxAttempts}`,
          gt(oneTimeCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ attempts: oneTimeCodes.attempts });
    return row?.attempts;
  }

  /** Consumes the code and marks the user verified. False when the code was already used. */
  async verifyEmail(userId: string, codeId: string): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const consumed = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      if (consumed.length === 0) return undefined;
      const [user] = await tx.update(users).set({ isVerified: true }).where(eq(users.id, userId)).returning();
      return user;
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
   * Uses a live grant: sets the password, marks the e-mail verified (the reset code proved it)
   * and revokes every session. False when no live grant matches.
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

  /** A family is live while its newest token is neither revoked nor expired. */
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
