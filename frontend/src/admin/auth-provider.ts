/**
 * Who may use the admin app. It signs in through the app's own /login (no react-admin login
 * page): a visitor is sent there, a signed-in non-admin goes back to /dashboard (spec §6), and
 * only a verified admin stays.
 */
import type { AuthProvider } from 'react-admin';
import { paths } from '@/config/paths';
import { logFailure } from '@/lib/log-failure';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { logoutUser } from '@/features/auth/api/logout';
import type { User } from '@/features/auth/types';

let leaving = false;

/** Leaves the admin app for a page of the student app (a full load: its state starts fresh). */
function leaveTo(path: string): Promise<never> {
  // checkAuth and getIdentity can both find the user out: navigate once, or the second
  // navigation aborts the first.
  if (!leaving) {
    leaving = true;
    window.location.assign(path);
  }
  // Nothing to show while the browser leaves: react-admin must neither redirect nor notify
  // (and its logout-on-failure is a no-op while leaving, see logout below).
  return Promise.reject(Object.assign(new Error('redirecting'), { redirectTo: false, message: false }));
}

async function currentAdmin(): Promise<User> {
  const user = await getCurrentUser();
  if (user?.isVerified !== true) return leaveTo(paths.auth.login.getHref());
  if (user.isAdmin !== true) return leaveTo(paths.dashboard.root.getHref());
  return user;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const codeOf = (error: unknown) => (error as { body?: { code?: unknown } | null } | null)?.body?.code;

export const authProvider: AuthProvider = {
  login: () => leaveTo(paths.auth.login.getHref()),
  logout: async () => {
    // react-admin also calls logout when checkAuth fails: a student who opened the admin app by
    // mistake is being sent to /dashboard and must stay signed in.
    if (leaving) return false;
    await logoutUser().catch((error: unknown) => {
      logFailure('Logout failed', error);
    });
    window.location.assign(paths.home.getHref());
    return false;
  },
  checkAuth: async () => {
    await currentAdmin();
  },
  checkError: async (error: unknown) => {
    // The api client has already tried one session refresh: a 401 here means signed out.
    if (statusOf(error) === 401) await leaveTo(paths.auth.login.getHref());
    // Only the access rules' refusals (AUTH.ADMIN_ONLY, AUTH.UNVERIFIED) mean "not for you";
    // another 403 (not the uploader) is a refusal to show, not a reason to leave.
    const code = codeOf(error);
    if (statusOf(error) === 403 && typeof code === 'string' && code.startsWith('AUTH.')) {
      await leaveTo(paths.dashboard.root.getHref());
    }
  },
  getIdentity: async () => {
    const user = await currentAdmin();
    return {
      id: user._id ?? user.username,
      fullName: user.fullName ?? user.username,
      avatar: user.avatar ?? undefined,
    };
  },
};
