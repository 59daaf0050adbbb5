/**
 * Scroll positions across navigations, as react-router's data-router <ScrollRestoration> kept
 * them (the app renders its routes declaratively, issue 12): a new page opens at the top (or at
 * its #hash), back and forward return to where that entry was left, and the positions outlive a
 * reload of the tab (sessionStorage). A page that is still filling in when it opens (the feed's
 * cards render a moment after the route) is followed as it grows until the position is reached.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'papershelf-scroll-positions';

/** How long a page that is still growing is followed to a remembered position (a hang guard). */
const RESTORE_FOLLOW_MS = 10_000;
/** The reader's own moves end the following: their place wins. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `top`; while the page is too short for it, scrolls again each time the page grows,
 * until it is reached, the reader moves or the guard passes. Returns a stop function.
 */
function scrollToWhenReachable(top: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  window.scrollTo(0, top);
  if (reachable() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (reachable()) stop();
  });
  const guard = window.setTimeout(() => {
    stop();
  }, RESTORE_FOLLOW_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(guard);
    for (const move of READER_MOVES) window.removeEventListener(move, stop);
  }
  observer.observe(document.body);
  for (const move of READER_MOVES) window.addEventListener(move, stop, { passive: true });
  return stop;
}

/** Last scroll position of each history entry, by location key. */
let positions: Record<string, number> | undefined;

const readPositions = (): Record<string, number> => {
  if (positions) return positions;
  positions = {};
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored) positions = JSON.parse(stored) as Record<string, number>;
  } catch {
    // No storage (private mode, quota): positions are kept for this page load only.
  }
  return positions;
};

export function ScrollRestoration() {
  const location = useLocation();
  const currentKey = useRef(location.key);

  // The browser's own restoration would fight ours (it runs before the page has rendered).
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Kept as the page scrolls, so an entry's position is known before the next page replaces it.
  useEffect(() => {
    const remember = () => {
      readPositions()[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(readPositions()));
      } catch {
        // See readPositions.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // After the new location has rendered: back to a remembered position, else the #hash, else the top.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = readPositions()[location.key];
    if (typeof saved === 'number') return scrollToWhenReachable(saved);
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return undefined;
        }
      } catch {
        // Not a decodable id: nothing to scroll to.
      }
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [location]);

  return null;
}
