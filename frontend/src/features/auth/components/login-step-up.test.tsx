import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type FakeServer } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const LOGIN = '/api/users/login-user';
const PROMPT = 'For your security we e-mailed you a code. Enter it to log in.';
const stepUp = () => fail(403, 'AUTH.STEP_UP_REQUIRED', PROMPT);
const logins = (server: FakeServer) => server.requests.filter((r) => r.method === 'POST' && r.url === LOGIN);

const fillLogin = async () => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
};
const typeCode = (code: string) => {
  code.split('').forEach((digit, i) => {
    fireEvent.change(screen.getByRole('textbox', { name: `Digit ${String(i + 1)}` }), { target: { value: digit } });
  });
};

describe('Login step-up (many failed logins for the account)', () => {
  it('asks for the mailed code, then logs in with password and code', async () => {
    const server = serverFor(null);
    server.on(`POST ${LOGIN}`, (request) => {
      if ((request.body as { otp?: string }).otp !== '0427') return stepUp();
      server.on('GET /api/users/current-user', ok(verifiedUser));
      return ok(verifiedUser);
    });
    const { location } = renderApp('/login', server);
    await fillLogin();

    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
    expect(screen.queryByText('Error in logging in')).not.toBeInTheDocument();
    expect(logins(server)[0]?.body).not.toHaveProperty('otp');

    // The code is required before resubmitting.
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Enter the 4-digit code from the e-mail')).toBeInTheDocument();
    expect(logins(server)).toHaveLength(1);

    typeCode('0427');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
    expect(logins(server)[1]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret-pass',
      rememberMe: true,
      otp: '0427',
    });
  });

  it('says a wrong code is invalid and clears the boxes', async () => {
    const server = serverFor(null);
    server.on(`POST ${LOGIN}`, (request) =>
      (request.body as { otp?: string }).otp ? fail(400, 'OTP.INVALID', 'Invalid OTP') : stepUp(),
    );
    renderApp('/login', server);
    await fillLogin();
    await screen.findByText(PROMPT);
    typeCode('1111');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByText('Error in logging in')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1' })).toHaveValue('');
  });

  it("shows the server's words when the code flow is locked", async () => {
    const server = serverFor(null);
    server.on(`POST ${LOGIN}`, (request) =>
      (request.body as { otp?: string }).otp
        ? fail(
            429,
            'OTP.LOCKED',
            'Too many wrong codes. For your security this is locked until 2026-11-23T10:00:00.000Z',
          )
        : stepUp(),
    );
    renderApp('/login', server);
    await fillLogin();
    await screen.findByText(PROMPT);
    typeCode('2222');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(/Too many wrong codes/)).toBeInTheDocument();
  });

  it("'Send a new code' asks again without a code, and a new e-mail leaves the step-up", async () => {
    const server = serverFor(null, { [`POST ${LOGIN}`]: stepUp() });
    renderApp('/login', server);
    await fillLogin();
    await screen.findByText(PROMPT);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => {
      expect(logins(server)).toHaveLength(2);
    });
    expect(logins(server)[1]?.body).not.toHaveProperty('otp');
    expect(screen.getByText(PROMPT)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'other@example.com' } });
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Digit 1' })).not.toBeInTheDocument();
  });
});
