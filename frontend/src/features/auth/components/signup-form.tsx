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
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FailureAlert, type Failure } from '@/components/ui/failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { fieldErrors, refusalMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { loginUser } from '../api/login';
import { registerUser } from '../api/register';
import { fitsPasswordRule, isEmail, type VerifyOtpState } from '../lib/validation';
import { goToGoogleSignIn } from './login-form';
import { logFailure } from '@/lib/log-failure';

const text = strings.auth;

type Field = 'username' | 'email' | 'password';
const FIELDS: readonly Field[] = ['username', 'email', 'password'];

export function SignupForm() {
  const [values, setValues] = useState({ username: '', email: '', password: '' });
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  // The server's reasons per field; they go when the field changes.
  const [reasons, setReasons] = useState<Partial<Record<Field, string>>>({});
  const [ruleBroken, setRuleBroken] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setReasons((current) => ({ ...current, [field]: undefined }));
    if (field === 'password') setRuleBroken(false);
  };
  // Spec §8: the inline failure clears when any field gains focus.
  const clearError = () => {
    setError(null);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const email = values.email.trim();
      await registerUser({ username: values.username.trim(), email, password: values.password });
      await loginUser({ email, password: values.password });
      toast.success(text.signupSuccess);
      const state: VerifyOtpState = { fromRegistration: true };
      void navigate(paths.auth.verifyOtp.getHref(), { state });
    } catch (signupError) {
      logFailure('Sign-up failed', signupError);
      // The spec's line, and beneath it why (a taken username, a password the server refused).
      setError({ message: text.signupFailure, detail: refusalMessage(signupError) });
      const byField = fieldErrors(signupError);
      const next: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const reason = byField[field];
        if (reason) next[field] = reason;
      }
      setReasons(next);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (values.username.trim() === '' || !isEmail(values.email) || values.password === '' || !agreed) {
      setError(null);
      return;
    }
    if (!fitsPasswordRule(values.password)) {
      setError(null);
      setRuleBroken(true);
      return;
    }
    void submit();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label={text.signUp} onFocus={clearError}>
      {error && <FailureAlert {...error} />}
      <TextField
        label={text.username}
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={set('username')}
        error={reasons.username !== undefined}
        helperText={reasons.username}
      />
      <TextField
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={reasons.email !== undefined}
        helperText={reasons.email}
      />
      <PasswordField
        label={text.createPassword}
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
        error={ruleBroken || reasons.password !== undefined}
        helperText={reasons.password ?? text.passwordRule}
      />
      <FormControlLabel
        required
        control={
          <Checkbox
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
            }}
            slotProps={{ input: { required: true } }}
          />
        }
        label={
          <>
            I agree to the{' '}
            <Link component={RouterLink} to={paths.termsConditions.getHref()} underline="always">
              Terms and Conditions
            </Link>
          </>
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? text.signingUp : text.signUp}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.auth.login.getHref()} underline="always">
          {text.loginHere}
        </Link>
      </Typography>
      <Divider>or</Divider>
      <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={goToGoogleSignIn}>
        {text.signUpWithGoogle}
      </Button>
    </Stack>
  );
}
