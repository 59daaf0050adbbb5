import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, type FakeServer } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const fillLogin = async (email = 'asha@example.com', password = 'secret-pass') => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
};

const posts = (server: FakeServer, url: string) => server.requests.filter((r) => r.method === 'POST' && r.url === url);

describe('Login screen', () => {
  it('shows the fields, remember me checked, the links and the Google button', async () => {
    renderApp('/login', serverFor(null, { 'GET /api/auth/providers': ok({ google: true }) }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getAllByRole('link', { name: 'Sign Up' }).some((l) => l.getAttribute('href') === '/signup')).toBe(
      true,
    );
    expect(await screen.findByRole('button', { name: 'Sign in With Google' })).toBeInTheDocument();
  });

  it('hides the Google button on an install without Google keys (it would open a raw 503)', async () => {
    const server = serverFor(null, { 'GET /api/auth/providers': ok({ google: false }) });
    renderApp('/login', server);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/auth/providers')).toBe(true);
    });
    // The answer has been rendered once the form has settled: still no Google button, no divider.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Sign in With Google' })).not.toBeInTheDocument();
    });
    expect(screen.queryByText('or', { exact: true })).not.toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    renderApp('/login');
    const input = await screen.findByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not call the server for an invalid e-mail', async () => {
    const server = serverFor(null);
    renderApp('/login', server);
    await fillLogin('not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(posts(server, '/api/users/login-user')).toHaveLength(0);
  });

  it.each([
    [401, 'Invalid email or password'],
    [404, 'User not found'],
    [429, 'Too many requests. Try again later'],
    [500, 'Internal server error. Try again later'],
    [503, 'Error Logging In'],
  ])('shows the message for HTTP %i inline and the failure toast', async (status, message) => {
    const server = serverFor(null, { 'POST /api/users/login-user': fail(status, 'X.Y', 'server text') });
    renderApp('/login', server);
    await fillLogin();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText('Error in logging in')).toBeInTheDocument();
  });

  it('reads Logging... while busy, then signs in and goes to the feed', async () => {
    let release: () => void = () => undefined;
    const server = serverFor(null);
    server.on(
      'POST /api/users/login-user',
      () =>
        new Promise((resolve) => {
          release = () => {
            server.on('GET /api/users/current-user', ok(verifiedUser));
            resolve(ok(verifiedUser));
          };
        }),
    );
    const { location } = renderApp('/login', server);
    await fillLogin();
    expect(await screen.findByRole('button', { name: 'Logging...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
    expect(posts(server, '/api/users/login-user')[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret-pass',
      rememberMe: true,
    });
  });

  it("sends rememberMe: false when 'Remember me' is unchecked", async () => {
    const server = serverFor(null, { 'POST /api/users/login-user': fail(401, 'AUTH.INVALID_CREDENTIALS', 'x') });
    renderApp('/login', server);
    const remember = await screen.findByRole('checkbox', { name: 'Remember me' });
    expect(remember).toBeChecked();
    fireEvent.click(remember);
    await fillLogin();
    await screen.findByText('Invalid email or password');
    expect(posts(server, '/api/users/login-user')[0]?.body).toMatchObject({ rememberMe: false });
  });

  it('shows one red toast when a wrong password is followed by an unverified login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFor(null, {
      'POST /api/users/login-user': fail(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password'),
      'POST /api/users/resend-verfication-email': ok(null),
    });
    const { location } = renderApp('/login', server);
    await fillLogin();
    expect(await screen.findByText('Error in logging in')).toBeInTheDocument();
    server.on('POST /api/users/login-user', ok({ ...verifiedUser, isVerified: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please verify your email to continue')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Error in logging in')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(location().pathname).toBe('/verify-otp');
    });
  });

  it('re-sends the verification mail for an unverified user and opens the OTP screen', async () => {
    const server = serverFor(null, {
      'POST /api/users/login-user': ok({ ...verifiedUser, isVerified: false }),
      'POST /api/users/resend-verfication-email': ok(null),
    });
    const { location } = renderApp('/login', server);
    await fillLogin();
    expect(await screen.findByText('Please verify your email to continue')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/verify-otp');
    });
    expect(posts(server, '/api/users/resend-verfication-email')).toHaveLength(1);
    expect(await screen.findByRole('textbox', { name: 'Digit 1' })).toBeInTheDocument();
  });

  it('returns to the page a guard sent the visitor away from', async () => {
    const server = serverFor(null);
    server.on('POST /api/users/login-user', () => {
      server.on('GET /api/users/current-user', ok(verifiedUser));
      return ok(verifiedUser);
    });
    const { location } = renderApp('/dashboard/saved-items', server);
    await waitFor(() => {
      expect(location().pathname).toBe('/login');
    });
    await fillLogin();
    await waitFor(() => {
      expect(location().pathname).toBe('/dashboard/saved-items');
    });
  });
});
