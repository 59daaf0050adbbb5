/**
 * Test-only database access through the app's own Drizzle instance, for setup the API must not
 * offer (promoting an admin) and for checking what the API stored.
 */
import { eq, sql } from 'drizzle-orm';
import { DATABASE, Database } from '../../src/database/database.types';
import { oneTimeCodes, passwordResetGrants, refreshSessions, users } from '../../src/database/schema';
import type { TestApp } from './test-app';

export function testDb(t: TestApp): Database {
  return t.app.get<symbol, Database>(DATABASE);
}

export async function promoteToAdmin(t: TestApp, userId: string): Promise<void> {
  await testDb(t).update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

export async function findUserByEmail(t: TestApp, email: string) {
  const [row] = await testDb(t)
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/**
 * Moves a user's refresh-token rotations into the past, beyond the window in which a rotated token
 * is taken for the browser racing itself (REFRESH_RACE_WINDOW_MS): presenting one again is reuse.
 */
export async function ageRotations(t: TestApp, userId: string, ms: number): Promise<void> {
  await testDb(t)
    .update(refreshSessions)
    .set({ rotatedAt: sql`${refreshSessions.rotatedAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(refreshSessions.userId, userId));
}

/** Moves a user's one-time codes into the past (resend limits count by creation time). */
export async function backdateCodes(t: TestApp, userId: string, seconds: number): Promise<void> {
  await testDb(t)
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.userId, userId));
}

/** Lets every one-time code of the user expire now. */
export async function expireCodes(t: TestApp, userId: string): Promise<void> {
  await testDb(t)
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeCodes.userId, userId));
}

/** Lets every password reset grant of the user expire now. */
export async function expireResetGrants(t: TestApp, userId: string): Promise<void> {
  await testDb(t)
    .update(passwordResetGrants)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(passwordResetGrants.userId, userId));
}

export async function codeRows(t: TestApp, userId: string) {
  return testDb(t).select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
}
