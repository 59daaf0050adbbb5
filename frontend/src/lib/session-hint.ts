/**
 * Whether this browser has started a session that a refresh could renew. The session cookies
 * are httpOnly, so script cannot see them; without this hint every visitor's page load would
 * follow its (expected) current-user 401 with a refresh attempt that can only fail too.
 *
 * Set when the server answers as a signed-in user (login, current-user, a refresh); cleared by a
 * logout and by a refresh the server refused. Kept in localStorage so every tab shares it; when
 * storage is unavailable the client behaves as before (always tries the refresh).
 */
const KEY = 'papershelf.session';

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export function hasSessionHint(): boolean {
  const store = storage();
  if (!store) return true;
  try {
    return store.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

export function markSessionStarted(): void {
  try {
    storage()?.setItem(KEY, '1');
  } catch {
    // Private mode with storage disabled: refreshes are simply always tried.
  }
}

export function clearSessionHint(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // As above.
  }
}
