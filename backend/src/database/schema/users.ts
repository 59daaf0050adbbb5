import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    isInformationComplete: boolean('is_information_complete').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_id_uq').on(t.googleId),
    check('users_points_non_negative', sql`${t.points} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
