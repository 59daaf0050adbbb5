import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_SCREEN_MS } from '@/config/constants';
import { installFakeServer, serverFor } from '@/testing/render-app';
import { App } from './app';
import { routes } from './router';

const splash = () => screen.queryByRole('status', { name: 'Loading PaperShelf' });

describe('App start', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the brand splash for 3000 ms, then the page', async () => {
    vi.useFakeTimers();
    installFakeServer(serverFor(null));
    render(<App router={createMemoryRouter(routes, { initialEntries: ['/about-us'] })} />);

    expect(SPLASH_SCREEN_MS).toBe(3000);
    expect(splash()).toHaveTextContent('PaperShelf');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

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
    const server = installFakeServer(serverFor(null));
    render(<App router={createMemoryRouter(routes)} />);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });

    expect(splash()).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/users/current-user');
  });

  it('skips the splash when splashMs is 0', () => {
    installFakeServer(serverFor(null));
    render(<App router={createMemoryRouter(routes, { initialEntries: ['/about-us'] })} splashMs={0} />);

    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
