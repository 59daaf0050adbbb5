import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FailureAlert, type Failure } from '@/components/ui/failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { OTP_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { isApiError, refusalMessage } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import type { ToastKey } from '@/lib/toast-types';
import { loginUser, STEP_UP_REQUIRED } from '../api/login';
import { resendVerificationEmail } from '../api/resend-verification';
import type { VerifyOtpState } from '../lib/validation';
import { useAuth } from './auth-provider';
import { EmailField, useEmail } from './email-field';
import { OtherWaysIn } from './other-ways-in';
import { OtpInput } from './otp-input';

const text = strings.auth;

const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Inline message for a failed login, by HTTP status (spec §8). The step-up code's own refusals
 * (OTP.*: wrong, expired, too many tries, locked) are not in the spec and say what happened.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code.startsWith('OTP.')) {
    return error.code === 'OTP.INVALID' ? text.stepUpCodeInvalid : error.message;
  }
  const status = isApiError(error) ? error.status : 0;
  switch (status) {
    case 401:
      return text.loginErrors[401];
    case 404:
      return text.loginErrors[404];
    case 429:
      return text.loginErrors[429];
    case 500:
      return text.loginErrors[500];
    default:
      return text.loginErrors.other;
  }
}

/** The page a guard sent the visitor away from (RequireAuth puts it in `state.from`). */
const returnPath = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null) return undefined;
  const from = (state as { from?: { pathname?: unknown; search?: unknown } }).from;
  if (typeof from?.pathname !== 'string') return undefined;
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
};

export function LoginForm() {
  const email = useEmail();
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  // After many failed logins for the account the server also asks for a mailed code.
  const [stepUp, setStepUp] = useState(false);
  const [code, setCode] = useState<string[]>(emptyCode);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();

  // The red toast of the previous attempt: a new attempt's outcome replaces it, so a wrong
  // password followed by an unverified account's login never shows two red toasts (issue 25).
  const lastError = useRef<ToastKey | undefined>(undefined);
  const showError = (message: string) => {
    if (lastError.current !== undefined) toast.dismiss(lastError.current);
    lastError.current = toast.error(message);
  };

  const submit = async ({ withCode }: { withCode: boolean }) => {
    setBusy(true);
    setError(null);
    try {
      const user = await loginUser({
        email: email.value.trim(),
        password,
        rememberMe: remember,
        ...(withCode ? { otp: code.join('') } : {}),
      });
      if (!user.isVerified) {
        try {
          await resendVerificationEmail();
        } catch (resendError) {
          logFailure('Resending the verification e-mail failed', resendError);
        }
        showError(text.verifyEmailFirst);
        const state: VerifyOtpState = { fromRegistration: true, email: user.email };
        void navigate(paths.auth.verifyOtp.getHref(), { state });
        return;
      }
      toast.success(text.loginSuccess);
      // The guest-only guard moves the now signed-in user on: back where a guard sent them
      // from, else to the feed.
      const redirectTo = returnPath(location.state);
      void refresh(redirectTo ? { redirectTo } : undefined);
    } catch (loginError) {
      if (isApiError(loginError) && loginError.code === STEP_UP_REQUIRED) {
        // Not a failure: the right password, and a code is on its way.
        setStepUp(true);
        setCode(emptyCode());
        return;
      }
      if (withCode) setCode(emptyCode());
      // Beneath the spec's 'Too many requests' line: how long to wait.
      const wait = isApiError(loginError) && loginError.status === 429 ? refusalMessage(loginError) : undefined;
      setError({ message: loginErrorMessage(loginError), detail: wait });
      showError(text.loginFailureToast);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !email.check() || password === '') return;
    if (stepUp && code.join('').length !== OTP_LENGTH) {
      setError({ message: text.stepUpCodeMissing });
      return;
    }
    void submit({ withCode: stepUp });
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label={text.logIn}>
      {error && <FailureAlert {...error} />}
      <EmailField
        email={email}
        onChange={() => {
          setStepUp(false);
        }}
      />
      <PasswordField
        label={text.password}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
        }}
      />
      {stepUp && (
        <Stack spacing={1.5}>
          <Alert severity="info" role="status">
            {text.stepUpPrompt}
          </Alert>
          <OtpInput value={code} onChange={setCode} disabled={busy} />
          <Button
            variant="text"
            disabled={busy}
            onClick={() => {
              void submit({ withCode: false });
            }}
            sx={{ alignSelf: 'center' }}
          >
            {text.stepUpResend}
          </Button>
        </Stack>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={remember}
              onChange={(event) => {
                setRemember(event.target.checked);
              }}
            />
          }
          label={text.rememberMe}
        />
        <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()}>
          {text.forgotPasswordLink}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? text.loggingIn : text.logIn}
      </Button>
      <OtherWaysIn
        question="Don't have an account?"
        to={paths.auth.signup.getHref()}
        linkLabel={text.signUp}
        googleLabel={text.signInWithGoogle}
      />
    </Stack>
  );
}
