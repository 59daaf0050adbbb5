import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const ACCESS = 'attacker-access-token';
const REFRESH = 'attacker-refresh-token';
const CRAFTED = `/token-callback?accessToken=${ACCESS}&refreshToken=${REFRESH}`;

/** Opens `url` as the browser would: in the address bar, and in the app's router. */
function open(url: string, server: FakeServer) {
  window.history.replaceState(null, '', url);
  return renderApp(url, server);
}

/** Nothing the app sent (address, body, headers) carries the crafted tokens. */
function sentNoToken(server: FakeServer) {
  const sent = JSON.stringify(server.requests.map((r) => [r.url, r.body, r.headers]));
  expect(sent).not.toContain(ACCESS);
  expect(sent).not.toContain(REFRESH);
}

describe('Token callback (Google sign-in landing)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('confirms the cookie session with the server, then goes to /feed', async () => {
    const server = serverFor(verifiedUser);
    const { location } = open('/token-callback', server);
    // The page is a lazy chunk: it shows once loaded.
    expect(await screen.findByRole('status', { name: 'Signing you in' })).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
    expect(server.requests.some((r) => r.method === 'GET' && r.url === '/api/users/current-user')).toBe(true);
  });

  it('sends a visitor without a session to /login', async () => {
    const { location } = open('/token-callback', serverFor(null));
    await waitFor(() => {
      expect(location().pathname).toBe('/login');
    });
  });

  it('never signs a visitor in with tokens from a link, and wipes them from the address bar', async () => {
    const server = serverFor(null);
    const { location } = open(CRAFTED, server);
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
    expect(window.location.pathname).toBe('/token-callback');
    await waitFor(() => {
      expect(location().pathname).toBe('/login');
    });
    expect(location().search).toBe('');
    expect(document.cookie).not.toContain(ACCESS);
    expect(document.cookie).not.toContain(REFRESH);
    sentNoToken(server);
  });

  it('keeps a signed-in user in their own session when a link carries someone else’s tokens', async () => {
    const server = serverFor(verifiedUser);
    const { location } = open(CRAFTED, server);
    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
    expect(window.location.search).toBe('');
    expect(document.cookie).not.toContain(ACCESS);
    sentNoToken(server);
  });
});
