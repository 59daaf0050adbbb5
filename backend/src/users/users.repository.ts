import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail } from '../common/email';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { credentialFailures, NewUserRow, UserRow, users } from '../database/schema';
import { containsPattern, idFilter } from '../common/react-admin/list-filters';
import type { ListFilters, ListParams } from '../common/react-admin/list-params';
import type { UserAccount } from './dto/user-account.dto';

export type ProfilePatch = Partial<
  Pick<
    NewUserRow,
    | 'fullName'
    | 'email'
    | 'course'
    | 'year'
    | 'college'
    | 'mobileNumber'
    | 'avatarKey'
    | 'isVerified'
    | 'isInformationComplete'
  >
>;

export const USER_SORT = ['_id', 'username', 'email', 'points', 'createdAt'] as const;
export const USER_FILTERS = { q: 'text', isAdmin: 'boolean', id: 'ids' } as const satisfies ListFilters;
export type UserSortField = (typeof USER_SORT)[number];

/** The users table: lookups, profile writes and points. Credentials are written by AuthRepository. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Admin list: one page (OFFSET is fine for this small table) and the total. */
  async list(params: ListParams<UserSortField>): Promise<{ rows: UserRow[]; total: number }> {
    const q = typeof params.filter.q === 'string' ? params.filter.q.trim() : '';
    const pattern = containsPattern(q);
    const conditions: (SQL | undefined)[] = [
      q ? or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.fullName, pattern)) : undefined,
      typeof params.filter.isAdmin === 'boolean' ? eq(users.isAdmin, params.filter.isAdmin) : undefined,
      idFilter(users.id, params.filter.id),
    ];
    const where = and(...conditions);
    const column = {
      _id: users.id,
      username: users.username,
      email: users.email,
      points: users.points,
      createdAt: users.createdAt,
    }[params.sort?.field ?? 'createdAt'];
    const order = params.sort?.order === 'ASC' ? asc(column) : desc(column);
    const start = params.range?.start ?? 0;
    const limit = params.range ? params.range.end - params.range.start + 1 : 1000;
    const [rows, [total]] = await Promise.all([
      this.db.select().from(users).where(where).orderBy(order, asc(users.id)).limit(limit).offset(start),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async setAdmin(id: string, isAdmin: boolean): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set({ isAdmin }).where(eq(users.id, id)).returning();
    return row;
  }

  /** A wrong current password (an e-mail change): counted with the account's failed logins. */
  async recordPasswordFailure(id: string): Promise<void> {
    await this.db.insert(credentialFailures).values({ userId: id, kind: 'password' });
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${normalizeEmail(email)})`)
      .limit(1);
    return row;
  }

  findAccountById(id: string): Promise<UserAccount | undefined> {
    return this.findAccount(eq(users.id, id));
  }

  findAccountByEmail(email: string): Promise<UserAccount | undefined> {
    return this.findAccount(sql`lower(${users.email}) = lower(${normalizeEmail(email)})`);
  }

  findAccountByUsername(username: string): Promise<UserAccount | undefined> {
    return this.findAccount(sql`lower(${users.username}) = lower(${username})`);
  }

  findAccountByGoogleId(googleId: string): Promise<UserAccount | undefined> {
    return this.findAccount(eq(users.googleId, googleId));
  }

  /** Only the account columns (the auth guard reads them fresh on every request). */
  private async findAccount(where: SQL): Promise<UserAccount | undefined> {
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        isVerified: users.isVerified,
        isAdmin: users.isAdmin,
      })
      .from(users)
      .where(where)
      .limit(1);
    return row;
  }

  /** `alsoInTransaction` (a notice to queue) commits with the update, and only runs if the user exists. */
  async updateProfile(
    id: string,
    patch: ProfilePatch,
    alsoInTransaction?: (tx: Transaction, row: UserRow) => Promise<unknown>,
  ): Promise<UserRow | undefined> {
    if (patch.email !== undefined) patch = { ...patch, email: normalizeEmail(patch.email) };
    if (!alsoInTransaction) {
      const [row] = await this.db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
      if (row) await alsoInTransaction(tx, row);
      return row;
    });
  }

  /** Adds points and never lets the balance go below zero; in `tx` when the caller's write has one. */
  async addPoints(id: string, points: number, tx: Transaction | Database = this.db): Promise<number | undefined> {
    const [row] = await tx
      .update(users)
      .set({ points: sql`greatest(0, ${users.points} + ${points})` })
      .where(eq(users.id, id))
      .returning({ points: users.points });
    return row?.points;
  }
}
