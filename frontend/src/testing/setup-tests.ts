import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Test files share a worker's jsdom and module cache (vite.config.ts: isolate false; making a
// jsdom and importing MUI once per file was half the suite's CPU). Each file still starts clean:
// the app's own modules are evaluated afresh (their module-level state: the feed's saved places,
// prefetches, held uploads), and the browser's storage, cookies, address and page are emptied.
// Libraries (React, MUI, react-admin) stay cached: they keep no state a test can see.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';

// Imported after the reset, so the instances are the ones the test file imports.
const { preloadToasts } = await import('@/lib/toast');
const { setSignedInHint } = await import('./fake-adapter');

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// The first render of a test pulls in MUI and the route tree, and each page is a lazy chunk whose
// first import is transformed on the spot (the admin console's is large): give slow CI machines
// room. A hang guard: beside CPU burners (issue 23) a first render took over 8 s.
configure({ asyncUtilTimeout: 30_000 });

// notistack is a chunk loaded on the first toast (lib/toast.tsx); loaded up front here, a toast
// shows in the render that raised it, so screen tests need not wait for the chunk.
beforeAll(preloadToasts);

afterEach(() => {
  cleanup();
  // Each test starts as a visitor's browser (no session cookie hint) unless it says otherwise.
  setSignedInHint(false);
});
