/**
 * react-router as react-admin's router adapter (ra-core's `reactRouterProvider`) sees it: the
 * build resolves that adapter's `react-router-dom` import here (frontend/vite.config.ts).
 *
 * The adapter builds a hash router of its own (createHashRouter + RouterProvider) when <Admin>
 * is rendered outside a router. Ours never is: both admin routes render inside the app's
 * router. Yet that unused fallback alone kept react-router's data router (≈ 16 KB gzip) in the
 * first load of every student page, because react-router is one module and the entry chunk
 * holds every part of it that any chunk uses (issue 12).
 */
export * from 'react-router-dom';

const OUTSIDE_ROUTER = "The admin app must be rendered inside the app's router (app/router.tsx)";

export function createHashRouter(): never {
  throw new Error(OUTSIDE_ROUTER);
}

export function RouterProvider(): never {
  throw new Error(OUTSIDE_ROUTER);
}
