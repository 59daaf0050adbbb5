/**
 * Scroll positions across navigations, as react-router's data-router <ScrollRestoration> kept
 * them (the app renders its routes declaratively, issue 12): a new page opens at the top (or at
 * its #hash), back and forward return to where that entry was left, and the positions outlive a
 * reload of the tab (sessionStorage).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'papershelf-scroll-positions';

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
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: nothing to scroll to.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
