import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadToasts } from '@/lib/toast';
import { setSignedInHint } from './fake-adapter';

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
