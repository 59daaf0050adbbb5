/**
 * Renders the real app (providers + route tree) at a path, with the shared api client talking
 * to a fake server instead of the network. The splash is skipped.
 */
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { App } from '@/app/app';
import type { User } from '@/features/auth/types';
import {
  createFakeServer,
  fail,
  ok,
  setSignedInHint,
  type FakeReply,
  type FakeHandler,
  type FakeServer,
} from './fake-adapter';

export { verifiedUser } from './fixtures';

/**
 * Fake server whose current-user call answers as the given user (null = signed out). A browser
 * with a user holds a session, so it has the server's signedIn hint cookie.
 */
export function serverFor(user: User | null, extra: Record<string, FakeReply | FakeHandler> = {}): FakeServer {
  setSignedInHint(user !== null);
  return createFakeServer({
    'GET /api/users/current-user': user ? ok(user) : fail(401, 'AUTH.UNAUTHENTICATED', 'Not signed in'),
    'GET /api/bookmarks': user ? ok([]) : fail(401, 'AUTH.UNAUTHENTICATED', 'Not signed in'),
    // The bell's unread count (issue 27): nothing unread unless a test says otherwise.
    'GET /api/notifications': user
      ? ok({ notifications: [], unreadCount: 0, nextPage: null, hasNextPage: false })
      : fail(401, 'AUTH.UNAUTHENTICATED', 'Not signed in'),
    'GET /api/notifications/settings': user
      ? ok({ notifyByEmail: true })
      : fail(401, 'AUTH.UNAUTHENTICATED', 'Not signed in'),
    ...extra,
  });
}

/** Stands the fake server in for the network (fetch and XMLHttpRequest) until the current test ends. */
export function installFakeServer(server: FakeServer): FakeServer {
  const previous = { fetch: globalThis.fetch, XMLHttpRequest: globalThis.XMLHttpRequest };
  globalThis.fetch = server.fetch as typeof fetch;
  globalThis.XMLHttpRequest = server.XMLHttpRequest;
  onTestFinished(() => {
    globalThis.fetch = previous.fetch;
    globalThis.XMLHttpRequest = previous.XMLHttpRequest;
  });
  return server;
}

/**
 * A router for <App router> that starts at `path`: `location()` says where it is now and
 * `navigate` goes somewhere else, as a click on a link would; `go(-1)` is the Back button.
 */
export function memoryRouterAt(path: string) {
  let current: { location: Location; navigate: NavigateFunction } | undefined;
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      current = { location, navigate };
    }, [location, navigate]);
    return null;
  }
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        {children}
        <Probe />
      </MemoryRouter>
    );
  }
  const rendered = () => {
    if (current === undefined) throw new Error('The app has not rendered yet');
    return current;
  };
  return {
    Router,
    location: (): Location => rendered().location,
    navigate: (to: To, options?: NavigateOptions): void => {
      void rendered().navigate(to, options);
    },
    /** Back (or forward) through the history, as the browser's buttons go. */
    go: (delta: number): void => {
      void rendered().navigate(delta);
    },
  };
}

export function renderApp(path: string, server: FakeServer = serverFor(null)) {
  installFakeServer(server);

  const { Router, location, navigate, go } = memoryRouterAt(path);
  const view = render(<App router={Router} splashMs={0} />);
  return { ...view, location, navigate, go, server };
}
