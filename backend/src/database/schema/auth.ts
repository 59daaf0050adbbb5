import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { CREDENTIAL_FAILURE_KINDS, OTP_PURPOSES } from './enums';
import { users } from './users';

export const otpPurpose = pgEnum('otp_purpose', OTP_PURPOSES);
export const credentialFailureKind = pgEnum('credential_failure_kind', CREDENTIAL_FAILURE_KINDS);

/** E-mailed 4-digit codes, stored hashed; a newer code of the same purpose voids the older. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    /** Requested from a known device of the account (auth/known-device.ts): a series of its own. */
    knownDevice: boolean('known_device').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt.desc())],
);

/**
 * Failed credentials of an account, one row each, counted across IPs and instances: wrong
 * passwords (after enough of them a login needs an e-mailed code) and wrong one-time codes (a
 * budget per purpose and rolling 24 h). A code guess is reserved here before it is compared and
 * the row is deleted again when the code was right. `locks_flow` marks the guess that used the
 * last of a code budget: that flow is locked for 24 h from its `created_at`. `known_device`
 * marks a guess made from a known device of the account (auth/known-device.ts): those have a
 * budget and a lock of their own, which guesses from other browsers can neither spend nor set.
 */
export const credentialFailures = pgTable(
  'credential_failures',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: credentialFailureKind('kind').notNull(),
    locksFlow: boolean('locks_flow').notNull().default(false),
    knownDevice: boolean('known_device').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('credential_failures_user_kind_idx').on(t.userId, t.kind, t.createdAt.desc())],
);

/**
 * Short-lived permission to set a new password after a reset code was verified. The grant is
 * bound to the browser that verified the code: `token_hash` is the hash of a random value held
 * in an httpOnly cookie, so knowing the e-mail address alone never lets anyone use it.
 */
export const passwordResetGrants = pgTable('password_reset_grants', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * Refresh tokens, stored hashed; a family is one login, rotated on every refresh.
 * `family_expires_at` is the login's absolute end (30 days after it): rotation never passes it.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_sessions_token_idx').on(t.tokenHash), index('refresh_sessions_family_idx').on(t.familyId)],
);
