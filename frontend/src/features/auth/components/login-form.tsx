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
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { isApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { loginUser } from '../api/login';
import { resendVerificationEmail } from '../api/resend-verification';
import { isEmail, type VerifyOtpState } from '../lib/validation';
import { useAuth } from './auth-provider';

const text = strings.auth;

/** Inline message for a failed login, by HTTP status (spec §8). */
export function loginErrorMessage(error: unknown): string {
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
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const user = await loginUser({ email: email.trim(), password, rememberMe: remember });
      if (!user.isVerified) {
        try {
          await resendVerificationEmail();
        } catch (resendError) {
          console.error('Resending the verification e-mail failed', resendError);
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
      setError(loginErrorMessage(loginError));
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
    void submit();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label={text.logIn}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
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
