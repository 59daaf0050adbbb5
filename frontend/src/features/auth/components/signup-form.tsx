import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FailureAlert, type Failure } from '@/components/ui/failure-alert';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { fieldErrors, refusalMessage } from '@/lib/api-client';
import { isEmail } from '@/lib/email';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { loginUser } from '../api/login';
import { registerUser } from '../api/register';
import type { VerifyOtpState } from '../lib/validation';
import { NewPasswordField, useNewPassword } from './new-password-field';
import { OtherWaysIn } from './other-ways-in';

const text = strings.auth;

type Field = 'username' | 'email' | 'password';
const FIELDS: readonly Field[] = ['username', 'email', 'password'];

export function SignupForm() {
  const [values, setValues] = useState({ username: '', email: '' });
  const password = useNewPassword();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  // The server's reasons per field; they go when the field changes.
  const [reasons, setReasons] = useState<Partial<Record<Field, string>>>({});
  const toast = useToast();
  const navigate = useNavigate();

  const forgetReason = (field: Field) => {
    setReasons((current) => ({ ...current, [field]: undefined }));
  };
  const textField = (field: 'username' | 'email') => ({
    name: field,
    autoComplete: field,
    required: true,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      forgetReason(field);
    },
    error: reasons[field] !== undefined,
    helperText: reasons[field],
  });
  // Spec §8: the inline failure clears when any field gains focus.
  const clearError = () => {
    setError(null);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const email = values.email.trim();
      await registerUser({ username: values.username.trim(), email, password: password.value });
      await loginUser({ email, password: password.value });
      toast.success(text.signupSuccess);
      const state: VerifyOtpState = { fromRegistration: true, email };
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
    if (values.username.trim() === '' || !isEmail(values.email) || password.value === '' || !agreed) {
      setError(null);
      return;
    }
    if (!password.check()) {
      setError(null);
      return;
    }
    void submit();
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      spacing={2}
      aria-label={text.signUp}
      onFocus={clearError}
    >
      {error && <FailureAlert {...error} />}
      <TextField label={text.username} {...textField('username')} />
      <TextField label={text.email} type="email" {...textField('email')} />
      <NewPasswordField
        label={text.createPassword}
        name="password"
        password={password}
        reason={reasons.password}
        onChange={() => {
          forgetReason('password');
        }}
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
      <OtherWaysIn
        question="Already have an account?"
        to={paths.auth.login.getHref()}
        linkLabel={text.loginHere}
        googleLabel={text.signUpWithGoogle}
      />
    </Stack>
  );
}
