import { api } from '@/lib/api-client';
import { markSessionStarted } from '@/lib/session-hint';
import type { AuthState, User } from '../types';

export const CURRENT_USER_PATH = '/api/users/current-user';

/**
 * The current user, or null when signed out or when the call fails (spec §7). A visitor's 401
 * is the expected answer, so nothing is logged.
 */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const user = await api.get<User | null>(CURRENT_USER_PATH);
    if (user) markSessionStarted();
    return user;
  } catch {
    return null;
  }
}

/** Only a verified user counts as signed in; anyone else is signed out. */
export function toAuthState(user: User | null): AuthState {
  return user?.isVerified === true ? { user, authenticated: true } : { user: null, authenticated: false };
}
