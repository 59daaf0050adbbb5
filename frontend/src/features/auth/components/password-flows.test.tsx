import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, screenRequests } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const submitEmail = async (email = 'asha@example.com') => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
};

describe('Forgot password flow', () => {
  it.each([
    [404, 'User not found'],
    [500, 'Error in sending reset otp'],
  ])('shows the toast for HTTP %i', async (status, message) => {
    renderApp('/forgot-password', serverFor(null, { 'POST /api/users/forgot-password': fail(status, 'X', 'x') }));
    await submitEmail();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('walks e-mail → OTP → new password → login', async () => {
    const server = serverFor(null, {
      'POST /api/users/forgot-password': ok(null),
      'PATCH /api/users/update-password': ok(null),
      'PATCH /api/users/change-forget-password': ok(null),
    });
    const { location } = renderApp('/forgot-password', server);
    await submitEmail();
    expect(await screen.findByText('Password reset otp sent to your email')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/verify-forgot-password-otp');
    });
    fireEvent.paste(await screen.findByRole('textbox', { name: 'Digit 1' }), {
      clipboardData: { getData: () => '9876' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/change-forgot-password');
    });

    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'new-secret-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/login');
    });
    const bodies = screenRequests(server)
      .filter((r) => r.method !== 'GET')
      .map((r) => r.body);
    expect(bodies).toEqual([
      { email: 'asha@example.com' },
      { otp: '9876', email: 'asha@example.com' },
      { newPassword: 'new-secret-1', email: 'asha@example.com' },
    ]);
  });

  it.each([
    [500, 'Something went wrong'],
    [400, 'Invalid OTP'],
  ])('reset OTP failure %i says %s', async (status, message) => {
    const server = serverFor(null, {
      'POST /api/users/forgot-password': ok(null),
      'PATCH /api/users/update-password': fail(status, 'OTP.INVALID', 'x'),
    });
    renderApp('/forgot-password', server);
    await submitEmail();
    fireEvent.paste(await screen.findByRole('textbox', { name: 'Digit 1' }), {
      clipboardData: { getData: () => '1111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says how long to wait when a resend is refused as too soon', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let sent = 0;
    const server = serverFor(null, {
      'POST /api/users/forgot-password': () => {
        sent += 1;
        return sent === 1
          ? ok(null)
          : {
              status: 429,
              headers: { 'retry-after': '27' },
              body: {
                success: false,
                statusCode: 429,
                code: 'OTP.RESEND_TOO_SOON',
                message: 'Please wait 27 seconds before requesting a new OTP',
                details: { retryAfterSeconds: 27 },
                requestId: 'r1',
              },
            };
      },
    });
    renderApp('/forgot-password', server);
    await submitEmail();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Error in sending reset otp')).toBeInTheDocument();
    expect(screen.getByText('Try again in 27 seconds.')).toBeInTheDocument();
  });

  it('sends a direct visit to the OTP step back to the e-mail step', async () => {
    const { location } = renderApp('/verify-forgot-password-otp');
    await waitFor(() => {
      expect(location().pathname).toBe('/forgot-password');
    });
  });
});

describe('Change password (signed in)', () => {
  const fill = async () => {
    fireEvent.change(await screen.findByLabelText(/^Old Password/), { target: { value: 'old-pass-1' } });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'new-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('updates the password and goes to the dashboard', async () => {
    const server = serverFor(verifiedUser, { 'POST /api/users/change-password': ok(null) });
    const { location } = renderApp('/change-password', server);
    await fill();
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/dashboard');
    });
    expect(server.requests.find((r) => r.url === '/api/users/change-password')?.body).toEqual({
      newPassword: 'new-pass-1',
      oldPassword: 'old-pass-1',
    });
  });

  it('shows the failure toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/change-password', serverFor(verifiedUser, { 'POST /api/users/change-password': fail(500, 'X', 'x') }));
    await fill();
    expect(await screen.findByText('Error in changing password. Please try again')).toBeInTheDocument();
  });

  it('says why beneath the toast and on the field when the old password is wrong', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(
      '/change-password',
      serverFor(verifiedUser, {
        'POST /api/users/change-password': fail(401, 'AUTH.WRONG_PASSWORD', 'Old password is incorrect'),
      }),
    );
    await fill();
    expect(await screen.findByText('Error in changing password. Please try again')).toBeInTheDocument();
    const old = screen.getByLabelText(/^Old Password/);
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(old).toHaveAccessibleDescription('Old password is incorrect');
    expect(screen.getAllByText('Old password is incorrect')).toHaveLength(2);
  });

  it('shows the password rule under the new password and checks it first', async () => {
    const server = serverFor(verifiedUser, { 'POST /api/users/change-password': ok(null) });
    renderApp('/change-password', server);
    fireEvent.change(await screen.findByLabelText(/^Old Password/), { target: { value: 'old-pass-1' } });
    const next = screen.getByLabelText(/^New Password/);
    expect(next).toHaveAccessibleDescription('Use 8 to 128 characters');
    fireEvent.change(next, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.some((r) => r.url === '/api/users/change-password')).toBe(false);
  });
});
