import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, Database } from '../database/database.types';
import { NewUserRow, UserRow, users } from '../database/schema';

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

/** The users table: lookups, profile writes and points. Credentials are written by AuthRepository. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row;
  }

  async findByGoogleId(googleId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
    return row;
  }

  /** Only what the auth guard needs, read fresh on every request. */
  async findAuthFlags(id: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        isVerified: users.isVerified,
        isAdmin: users.isAdmin,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row;
  }

  async updateProfile(id: string, patch: ProfilePatch): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  }

  /** Adds points and never lets the balance go below zero. */
  async addPoints(id: string, points: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ points: sql`greatest(0, ${users.points} + ${points})` })
      .where(eq(users.id, id))
      .returning({ points: users.points });
    return row?.points;
  }
}
