import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// The first render of a test pulls in MUI and the route tree, and each page is a lazy chunk whose
// first import is transformed on the spot (the admin console's is large): give slow CI machines room.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
});
