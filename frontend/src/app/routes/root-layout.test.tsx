import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

describe('Layout wired to the auth feature', () => {
  it('treats a verified user as signed in and logs out through the API', async () => {
    const server = serverFor(verifiedUser, { 'POST /api/users/logout-user': ok(null) });
    const { location } = renderApp('/about-us', server);
    const banner = screen.getByRole('banner');

    const logout = await within(banner).findByRole('button', { name: 'Logout', hidden: true });
    expect(within(banner).getByRole('link', { name: 'Dashboard', hidden: true })).toBeInTheDocument();

    fireEvent.click(logout);

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/users/logout-user')).toBe(true);
    expect(await within(banner).findByRole('link', { name: 'Log In', hidden: true })).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/');
    });
  });

  it('treats an unverified user as signed out', async () => {
    renderApp('/about-us', serverFor({ ...verifiedUser, isVerified: false }));
    const banner = screen.getByRole('banner');

    expect(await within(banner).findByRole('link', { name: 'Log In', hidden: true })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Logout', hidden: true })).not.toBeInTheDocument();
  });

  it('treats a failed current-user call as signed out', async () => {
    renderApp('/about-us', serverFor(null, { 'GET /api/users/current-user': 'network-error' }));
    const banner = screen.getByRole('banner');

    expect(await within(banner).findByRole('link', { name: 'Sign Up', hidden: true })).toBeInTheDocument();
  });

  it('shows the logout failure toast and stays signed in when logout fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFor(verifiedUser, { 'POST /api/users/logout-user': 'network-error' });
    renderApp('/about-us', server);
    const banner = screen.getByRole('banner');

    fireEvent.click(await within(banner).findByRole('button', { name: 'Logout', hidden: true }));

    expect(await screen.findByText('Error in logging out')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Logout', hidden: true })).toBeInTheDocument();
  });
});
