import { api } from '@/lib/api-client';
import type { AuthState, User } from '../types';

export const CURRENT_USER_PATH = '/api/users/current-user';

/** The current user, or null when signed out or when the call fails (spec §7). */
export async function getCurrentUser(): Promise<User | null> {
  try {
    return await api.get<User | null>(CURRENT_USER_PATH);
  } catch {
    return null;
  }
}

/** Only a verified user counts as signed in; anyone else is signed out. */
export function toAuthState(user: User | null): AuthState {
  return user?.isVerified === true
    ? { user, authenticated: true }
    : { user: null, authenticated: false };
}
