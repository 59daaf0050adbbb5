/**
 * The unread count the bell shows, kept in one place so the bell, its panel and the
 * notifications page agree: a list that marks entries read sets it from the server's answer.
 * The bell polls it modestly (every UNREAD_POLL_MS and when the window regains focus).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { getUnreadCount } from '../api/notifications';

/** How often a signed-in page asks for the unread count. */
export const UNREAD_POLL_MS = 60_000;

let unread: number | undefined;
const listeners = new Set<() => void>();

export function setUnreadCount(value: number | undefined): void {
  if (unread === value) return;
  unread = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const snapshot = () => unread;

/** The last known unread count (undefined until the first answer). */
export const useUnreadCountValue = (): number | undefined => useSyncExternalStore(subscribe, snapshot, snapshot);

/** Asks the server now; a failure keeps the last count (a signed-out answer clears it). */
export async function refreshUnreadCount(): Promise<void> {
  try {
    setUnreadCount(await getUnreadCount());
  } catch (error) {
    if (isApiError(error) && error.status === 401) setUnreadCount(undefined);
    else logFailure('Unread notifications failed', error);
  }
}

/** Polls the unread count while `enabled` (a signed-in user): at once, every minute, and on focus. */
export function useUnreadCount(enabled: boolean): number | undefined {
  useEffect(() => {
    if (!enabled) {
      setUnreadCount(undefined);
      return undefined;
    }
    void refreshUnreadCount();
    const timer = window.setInterval(() => {
      // A hidden tab need not ask; focus asks again when it comes back.
      if (document.visibilityState !== 'hidden') void refreshUnreadCount();
    }, UNREAD_POLL_MS);
    const onFocus = () => {
      void refreshUnreadCount();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [enabled]);
  return useUnreadCountValue();
}
