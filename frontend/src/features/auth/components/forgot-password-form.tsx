import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { isApiError, refusalMessage } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { requestPasswordReset } from '../api/forgot-password';
import type { ResetFlowState } from '../lib/validation';
import { EmailField, useEmail } from './email-field';

/** Toast for a failed reset request (spec §8). */
export const forgotErrorMessage = (error: unknown): string =>
  isApiError(error) && error.status === 404 ? strings.auth.forgotUserNotFound : strings.auth.forgotFailure;

/** Beneath it (not in the spec): how long to wait after too many codes, or the server's reason. */
export const forgotErrorDetail = (error: unknown): string | undefined =>
  isApiError(error) && error.status === 404 ? undefined : refusalMessage(error);

export function ForgotPasswordForm() {
  const email = useEmail();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  const submit = async () => {
    setBusy(true);
    try {
      await requestPasswordReset(email.value.trim());
      toast.success(strings.auth.forgotSent);
      const state: ResetFlowState = { email: email.value.trim() };
      void navigate(paths.auth.verifyForgotPasswordOtp.getHref(), { state });
    } catch (error) {
      logFailure('Requesting a reset code failed', error);
      toast.error(forgotErrorMessage(error), { detail: forgotErrorDetail(error) });
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !email.check()) return;
    void submit();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Forgot password">
      <EmailField email={email} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Sending...' : 'Send OTP'}
      </Button>
      <Link component={RouterLink} to={paths.auth.login.getHref()} sx={{ textAlign: 'center' }}>
        Back to {strings.auth.logIn}
      </Link>
    </Stack>
  );
}
