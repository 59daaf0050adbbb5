import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FailureAlert, type Failure } from '@/components/ui/failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { OTP_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { isApiError, refusalMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { loginUser, STEP_UP_REQUIRED } from '../api/login';
import { resendVerificationEmail } from '../api/resend-verification';
import { isEmail, type VerifyOtpState } from '../lib/validation';
import { useAuth } from './auth-provider';
import { OtpInput } from './otp-input';
import { logFailure } from '@/lib/log-failure';

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

/** Where the browser goes for Google sign-in (a backend route, not an SPA page). */
export function goToGoogleSignIn(): void {
  window.location.assign(paths.googleSignIn.getHref());
}

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  // After many failed logins for the account the server also asks for a mailed code.
  const [stepUp, setStepUp] = useState(false);
  const [code, setCode] = useState<string[]>(emptyCode);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();

  const submit = async ({ withCode }: { withCode: boolean }) => {
    setBusy(true);
    setError(null);
    try {
      const user = await loginUser({
        email: email.trim(),
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
        toast.error(text.verifyEmailFirst);
        const state: VerifyOtpState = { fromRegistration: true };
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
      toast.error(text.loginFailureToast);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!isEmail(email)) {
      setEmailError('Enter a valid email address');
      return;
    }
    if (password === '') return;
    if (stepUp && code.join('').length !== OTP_LENGTH) {
      setError({ message: text.stepUpCodeMissing });
      return;
    }
    void submit({ withCode: stepUp });
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label={text.logIn}>
      {error && <FailureAlert {...error} />}
      <TextField
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={emailError !== null}
        helperText={emailError ?? undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(null);
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
      <Typography sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.auth.signup.getHref()} underline="always">
          {text.signUp}
        </Link>
      </Typography>
      <Divider>or</Divider>
      <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={goToGoogleSignIn}>
        {text.signInWithGoogle}
      </Button>
    </Stack>
  );
}
