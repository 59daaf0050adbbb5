import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
import { formatCountdown, OtpForm } from './otp-form';

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${String(n)}` });

describe('OTP form', () => {
  it('formats the countdown as m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(61)).toBe('1:01');
  });

  it('accepts digits only, advances, goes back on Backspace and takes a pasted code', async () => {
    const onVerify = vi.fn(async () => true);
    render(<OtpForm onVerify={onVerify} onResend={async () => true} />);
    fireEvent.change(digit(1), { target: { value: 'a' } });
    expect(digit(1)).toHaveValue('');
    fireEvent.change(digit(1), { target: { value: '7' } });
    expect(digit(2)).toHaveFocus();
    fireEvent.keyDown(digit(2), { key: 'Backspace' });
    expect(digit(1)).toHaveFocus();
    expect(digit(1)).toHaveValue('');
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '12-34' } });
    expect([1, 2, 3, 4].map((n) => (digit(n) as HTMLInputElement).value).join('')).toBe('1234');
    // A pasted code is complete: it is sent without pressing Verify.
    await waitFor(() => {
      expect(onVerify).toHaveBeenCalledWith('1234');
    });
    expect(onVerify).toHaveBeenCalledTimes(1);
  });

  it('sends the code when the fourth digit is typed, once, and Verify retries it', async () => {
    let answer: (accepted: boolean) => void = () => undefined;
    const onVerify = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    render(<OtpForm onVerify={onVerify} onResend={async () => true} />);
    for (const [n, value] of ['5', '8', '1'].entries()) fireEvent.change(digit(n + 1), { target: { value } });
    expect(onVerify).not.toHaveBeenCalled();
    fireEvent.change(digit(4), { target: { value: '9' } });
    expect(onVerify).toHaveBeenCalledWith('5819');
    // While it is checked the boxes and the button wait; a second submit sends nothing.
    expect(digit(4)).toBeDisabled();
    fireEvent.submit(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(false);
      await Promise.resolve();
    });
    // Refused: the boxes are emptied for the next try.
    expect(digit(1)).toHaveValue('');
    expect(digit(1)).toBeEnabled();
  });

  it('names the address the code went to', () => {
    render(<OtpForm onVerify={async () => true} onResend={async () => true} sentTo="asha@example.com" />);
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText(/We sent the code to/)).toHaveTextContent('We sent the code to asha@example.com');
  });

  it('disables the boxes at zero and Resend restarts the countdown', async () => {
    vi.useFakeTimers();
    try {
      const onResend = vi.fn(async () => true);
      render(<OtpForm onVerify={async () => true} onResend={onResend} />);
      expect(screen.getByRole('timer')).toHaveTextContent('5:00');
      fireEvent.change(digit(1), { target: { value: '4' } });
      act(() => {
        vi.advanceTimersByTime(300_000);
      });
      expect(digit(1)).toBeDisabled();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
        await Promise.resolve();
      });
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(digit(1)).toBeEnabled();
      expect(digit(1)).toHaveValue('');
      expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Registration OTP screen', () => {
  it('sends visitors without the registration flag home', async () => {
    const { location } = renderApp('/verify-otp');
    await waitFor(() => {
      expect(location().pathname).toBe('/');
    });
  });

  const openWithFlag = (server = serverFor(null)) => {
    const view = renderApp('/login', server);
    view.navigate('/verify-otp', { state: { fromRegistration: true, email: 'asha@example.com' } });
    return view;
  };

  // The fourth digit sends the code.
  const enter = async (code: string) => {
    await screen.findByRole('textbox', { name: 'Digit 1' });
    fireEvent.paste(digit(1), { clipboardData: { getData: () => code } });
  };

  it('says where the code went', async () => {
    openWithFlag();
    expect(await screen.findByText(/We sent the code to/)).toHaveTextContent('asha@example.com');
  });

  it('verifies the code and opens the dashboard', async () => {
    // Registration logged the (unverified) user in: the browser holds a session.
    const server = serverFor({ ...verifiedUser, isVerified: false });
    server.on('POST /api/users/verify-email', () => {
      server.on('GET /api/users/current-user', ok(verifiedUser));
      return ok(verifiedUser);
    });
    const { location } = openWithFlag(server);
    await enter('4321');
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/dashboard');
    });
    expect(server.requests.find((r) => r.url === '/api/users/verify-email')?.body).toEqual({ otp: '4321' });
  });

  it('shows the failure toast for a wrong code and resends on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFor(null, {
      'POST /api/users/verify-email': fail(400, 'OTP.INVALID', 'Invalid OTP'),
      'POST /api/users/resend-verfication-email': ok(null),
    });
    openWithFlag(server);
    await enter('0000');
    expect(await screen.findByText('Error in verifying OTP')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('OTP sent successfully')).toBeInTheDocument();
  });
});
