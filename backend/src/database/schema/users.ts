import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null for accounts created through Google that never set a password. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    fullName: text('full_name'),
    avatarKey: text('avatar_key'),
    mobileNumber: text('mobile_number'),
    college: text('college'),
    course: text('course'),
    year: text('year'),
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * When the account was first verified (e-mail code, Google, password reset, admin seed); set
     * by the users_first_verified trigger (migration 0007) whichever code path verifies, and never
     * cleared. Null: a sign-up that never proved its address, which may be replaced and is swept
     * (auth/unverified-accounts.ts). An e-mail change un-verifies but keeps this.
     */
    firstVerifiedAt: timestamp('first_verified_at', { withTimezone: true, mode: 'date' }),
    isInformationComplete: boolean('is_information_complete').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    points: integer('points').notNull().default(0),
    /** Mail the notifications that have an e-mail (a fulfilled request); off by profile or unsubscribe link. */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_id_uq').on(t.googleId),
    index('users_never_verified_idx')
      .on(t.createdAt)
      .where(sql`${t.firstVerifiedAt} is null`),
    check('users_points_non_negative', sql`${t.points} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
