import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_SCREEN_MS } from '@/config/constants';
import { ok } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { installFakeServer, memoryRouterAt, serverFor, verifiedUser } from '@/testing/render-app';
import { App } from './app';

const splash = () => screen.queryByRole('status', { name: 'Loading PaperShelf' });

// Real time, captured before any test fakes it.
const realSetTimeout = globalThis.setTimeout;
const realNow = performance.now.bind(performance);

/**
 * Retries `check` until it passes, letting React and the fake server run: the fake clock moves
 * 1 ms a try but never more than `maxFakeMs` in all; the 60 s of real time is only a hang guard.
 */
async function untilOnFakeClock(maxFakeMs: number, check: () => void): Promise<void> {
  const deadline = realNow() + 60_000;
  for (let moved = 0; ;) {
    const step = moved < maxFakeMs ? 1 : 0;
    moved += step;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
    try {
      check();
      return;
    } catch (error) {
      if (realNow() > deadline) throw error;
      await new Promise((resolve) => realSetTimeout(resolve, 5));
    }
  }
}

/** A new browser session: the splash has not shown yet. */
const forgetSplash = () => {
  document.cookie = 'papershelf_splash=; path=/; max-age=0';
};

describe('App start', () => {
  // Pages are lazy chunks. In a browser they download while the splash shows; here, under fake
  // timers, a first import (with its transform) could outlast the fake clock, so load them first.
  beforeAll(async () => {
    await Promise.all([import('./routes/about-us'), import('./routes/feed')]);
  });
  beforeEach(forgetSplash);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the brand splash for 3000 ms, then the page', async () => {
    vi.useFakeTimers();
    installFakeServer(serverFor(null));
    render(<App router={memoryRouterAt('/about-us').Router} />);

    expect(SPLASH_SCREEN_MS).toBe(3000);
    expect(splash()).toHaveTextContent('PaperShelf');
    // The page is built behind the splash, hidden from assistive technology and inert.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('banner', { hidden: true }).closest('[inert]')).not.toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SPLASH_SCREEN_MS - 1);
    });
    expect(splash()).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('fetches the current user while the splash is showing', async () => {
    vi.useFakeTimers();
    // A browser that holds a session (the server's signedIn hint cookie). Not at / (a signed-in
    // user there goes to /feed, whose first page is prefetched once per module, test or not).
    const server = installFakeServer(serverFor(verifiedUser));
    render(<App router={memoryRouterAt('/about-us').Router} />);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });

    expect(splash()).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/users/current-user');
  });

  it("never asks for a visitor's current user: no session hint, no 401 in the console", async () => {
    vi.useFakeTimers();
    const server = installFakeServer(serverFor(null));
    render(<App router={memoryRouterAt('/about-us').Router} />);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SPLASH_SCREEN_MS + 1);
    });

    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(server.requests.map((r) => r.url)).not.toContain('/api/users/current-user');
    expect(server.requests.map((r) => r.url)).not.toContain('/api/users/refresh-token');
  });

  it("loads the route's data while the splash shows, so the page is there when it lifts", async () => {
    vi.useFakeTimers();
    const server = installFakeServer(
      serverFor(null, {
        ...catalogueRoutes,
        'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
      }),
    );
    render(<App router={memoryRouterAt('/feed').Router} />);

    // The feed's first page is asked for by the route (before its chunk is even loaded), and the
    // page renders underneath the splash (hidden from assistive technology until it lifts). The
    // fake clock moves at most SPLASH_SCREEN_MS - 1 ms however long a busy machine takes to
    // render (vi.waitFor would move it on every try), so the splash is still up when it is there.
    await untilOnFakeClock(SPLASH_SCREEN_MS - 1, () => {
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/documents');
      expect(screen.getByRole('article', { hidden: true })).toHaveTextContent('Data Structures d1');
    });
    expect(splash()).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SPLASH_SCREEN_MS);
    });
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Data Structures d1');
  });

  it('shows the splash once per browser session', async () => {
    vi.useFakeTimers();
    installFakeServer(serverFor(null));
    const first = render(<App router={memoryRouterAt('/about-us').Router} />);
    expect(splash()).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SPLASH_SCREEN_MS);
    });
    first.unmount();

    // Another page load (another shared link) in the same browser session.
    render(<App router={memoryRouterAt('/about-us').Router} />);
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('skips the splash when splashMs is 0', () => {
    installFakeServer(serverFor(null));
    render(<App router={memoryRouterAt('/about-us').Router} splashMs={0} />);

    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
