/**
 * Whether this browser holds a session, before asking the server. The session cookies are
 * httpOnly, so script cannot see them; beside them the server sets `signedIn=1`, a cookie script
 * can read that grants nothing (backend/src/auth/auth.cookies.ts): set at login, Google sign-in
 * and every refresh with the session's own lifetime, cleared at logout, a refused refresh and a
 * password reset. Without it every visitor's page load would ask for the current user and log the
 * (expected) 401 in the console (issue 25 item 11), then try a refresh that can only fail too.
 *
 * Sessions started before the server set the cookie carry the earlier hint in localStorage
 * instead; it still counts until the session's next refresh sets the cookie, a refresh is
 * refused or the user logs out.
 */
export const SIGNED_IN_HINT_COOKIE = 'signedIn';
const LEGACY_KEY = 'papershelf.session';

const cookieHint = (): boolean =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

const legacyHint = (): boolean => {
  try {
    return storage()?.getItem(LEGACY_KEY) === '1';
  } catch {
    return false;
  }
};

export function hasSessionHint(): boolean {
  if (cookieHint()) {
    forgetLegacySessionHint();
    return true;
  }
  return legacyHint();
}

/** After a logout or a refused refresh: the server clears the cookie, this clears the older hint. */
export function forgetLegacySessionHint(): void {
  try {
    storage()?.removeItem(LEGACY_KEY);
  } catch {
    // Storage disabled: there is no older hint to forget.
  }
}
