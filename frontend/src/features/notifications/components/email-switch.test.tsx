/** The profile's notification e-mail switch (issue 27): GET/PUT /api/notifications/settings. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const LABEL = 'E-mail me when a paper I asked for is uploaded or a paper I saved gets an answer key';

describe('EmailNotificationSwitch', () => {
  it('shows the saved setting and turns e-mails off', async () => {
    const server = serverFor(verifiedUser, {
      'PUT /api/notifications/settings': (request) => ok(request.body),
    });
    renderApp('/dashboard', server);
    const toggle = await screen.findByRole('switch', { name: LABEL });
    await waitFor(() => {
      expect(toggle).toBeEnabled();
    });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('Notification e-mails are off')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    const put = server.requests.find((r) => r.method === 'PUT' && r.url === '/api/notifications/settings');
    expect(put?.body).toEqual({ notifyByEmail: false });
  });

  it('goes back and says so when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(
      '/dashboard',
      serverFor(verifiedUser, { 'PUT /api/notifications/settings': fail(500, 'SERVER.ERROR', 'boom') }),
    );
    const toggle = await screen.findByRole('switch', { name: LABEL });
    await waitFor(() => {
      expect(toggle).toBeEnabled();
    });
    fireEvent.click(toggle);
    expect(await screen.findByText('Your e-mail setting was not saved. Please try again')).toBeInTheDocument();
    await waitFor(() => {
      expect(toggle).toBeChecked();
    });
  });
});
