import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, screenRequests } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const fill = async () => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Username' }), { target: { value: 'asha' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Create Password/), { target: { value: 'secret-pass' } });
};

describe('Sign-up screen', () => {
  it('needs the terms checkbox before sending', async () => {
    const server = serverFor(null, {
      'POST /api/users/register-user': ok(verifiedUser, 201),
      'GET /api/auth/providers': ok({ google: true }),
    });
    renderApp('/signup', server);
    await fill();
    expect(screen.getByRole('link', { name: 'Login Here' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('button', { name: 'Sign Up With Google' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screenRequests(server).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('registers, logs in automatically and opens the OTP screen', async () => {
    const server = serverFor(null, {
      'POST /api/users/register-user': ok({ ...verifiedUser, isVerified: false }, 201),
      'POST /api/users/login-user': ok({ ...verifiedUser, isVerified: false }),
    });
    const { location } = renderApp('/signup', server);
    await fill();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('A verfication otp has been sent to you check your email')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/verify-otp');
    });
    const bodies = screenRequests(server)
      .filter((r) => r.method === 'POST')
      .map((r) => [r.url, r.body]);
    expect(bodies).toEqual([
      ['/api/users/register-user', { username: 'asha', email: 'asha@example.com', password: 'secret-pass' }],
      ['/api/users/login-user', { email: 'asha@example.com', password: 'secret-pass' }],
    ]);
  });

  it('shows the inline failure and clears it when a field gains focus', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverFor(null, { 'POST /api/users/register-user': fail(409, 'USER.EXISTS', 'taken') });
    renderApp('/signup', server);
    await fill();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText("Can't create account, please try again")).toBeInTheDocument();
    fireEvent.focus(screen.getByRole('textbox', { name: 'Username' }));
    await waitFor(() => {
      expect(screen.queryByText("Can't create account, please try again")).not.toBeInTheDocument();
    });
  });

  it('shows the password rule next to the field and checks it before sending', async () => {
    const server = serverFor(null, { 'POST /api/users/register-user': ok(verifiedUser, 201) });
    renderApp('/signup', server);
    await fill();
    const password = screen.getByLabelText(/^Create Password/);
    expect(password).toHaveAccessibleDescription('Use 8 to 128 characters');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screenRequests(server).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's reason beneath the spec's line and on the field it is about", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverFor(null, {
      'POST /api/users/register-user': {
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          code: 'USER.EXISTS',
          message: 'A user with this username already exists',
          details: { field: 'username' },
          requestId: 'r1',
        },
      },
    });
    renderApp('/signup', server);
    await fill();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Can't create account, please try again");
    expect(alert).toHaveTextContent('A user with this username already exists');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'A user with this username already exists',
    );
  });
});
