import { api } from '@/lib/api-client';
import { hasSessionHint } from '@/lib/session-hint';
import type { AuthState, User } from '../types';

export const CURRENT_USER_PATH = '/api/users/current-user';

/**
 * The current user, or null when signed out or when the call fails (spec §7). A browser without
 * the server's signedIn hint holds no session: it is not asked at all, so a visitor's page load
 * logs no 401 (lib/session-hint.ts).
 */
export async function getCurrentUser(): Promise<User | null> {
  if (!hasSessionHint()) return null;
  try {
    return await api.get<User | null>(CURRENT_USER_PATH);
  } catch {
    return null;
  }
}

/** Only a verified user counts as signed in; anyone else is signed out. */
export function toAuthState(user: User | null): AuthState {
  return user?.isVerified === true ? { user, authenticated: true } : { user: null, authenticated: false };
}
