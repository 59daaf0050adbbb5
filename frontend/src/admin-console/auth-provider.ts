/**
 * The console signs in through the app's own /login (no react-admin login page): a visitor is
 * sent there, a signed-in non-admin goes back to /dashboard (spec §6), and only an admin stays.
 */
import type { AuthProvider } from 'react-admin';
import { api, isApiError } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { clearSessionHint } from '@/lib/session-hint';

interface ConsoleUser {
  _id: string;
  username: string;
  fullName?: string | null;
  avatar?: string | null;
  isVerified: boolean;
  isAdmin?: boolean;
}

let leaving = false;

const leaveTo = (path: string): Promise<never> => {
  // checkAuth and getIdentity can both find the user out: navigate once, or the second
  // navigation aborts the first.
  if (!leaving) {
    leaving = true;
    window.location.assign(path);
  }
  // Nothing to show while the browser leaves: react-admin must neither redirect nor notify
  // (and its logout-on-failure is a no-op while leaving, see logout below).
  return Promise.reject(Object.assign(new Error('redirecting'), { redirectTo: false, message: false }));
};

async function currentAdmin(): Promise<ConsoleUser> {
  let user: ConsoleUser;
  try {
    user = await api.get<ConsoleUser>('/api/users/current-user');
  } catch {
    return leaveTo('/login');
  }
  if (!user.isVerified) return leaveTo('/login');
  if (user.isAdmin !== true) return leaveTo('/dashboard');
  return user;
}

export const authProvider: AuthProvider = {
  login: () => leaveTo('/login'),
  logout: async () => {
    // react-admin also calls logout when checkAuth fails: a student who opened /admin by
    // mistake is being sent to /dashboard and must stay signed in.
    if (leaving) return false;
    await api.post('/api/users/logout-user').then(clearSessionHint, (error: unknown) => {
      logFailure('Logout failed', error);
    });
    window.location.assign('/');
    return false;
  },
  checkAuth: async () => {
    await currentAdmin();
  },
  checkError: async (error: unknown) => {
    const status = isApiError(error) ? error.status : (error as { status?: unknown } | null)?.status;
    if (status === 401) await leaveTo('/login');
    if (status === 403) await leaveTo('/dashboard');
  },
  getIdentity: async () => {
    const user = await currentAdmin();
    return { id: user._id, fullName: user.fullName ?? user.username, avatar: user.avatar ?? undefined };
  },
};
