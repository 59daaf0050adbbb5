import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { FailureAlert, type Failure } from '@/components/ui/failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { refusalMessage } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { resetPassword } from '../api/reset-password';
import { readResetEmail } from '../lib/validation';
import { NewPasswordField, useNewPassword } from './new-password-field';

export function ChangeForgotPasswordForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const email = readResetEmail(location.state);
  const newPassword = useNewPassword();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  if (email === undefined) return <Navigate to={paths.auth.forgotPassword.getHref()} replace />;

  const submit = async () => {
    setBusy(true);
    try {
      await resetPassword({ newPassword: newPassword.value, email });
      toast.success(strings.auth.passwordChanged);
      void navigate(paths.auth.login.getHref(), { replace: true });
    } catch (resetError) {
      logFailure('Resetting the password failed', resetError);
      setError({ message: strings.auth.passwordUpdateFailure, detail: refusalMessage(resetError) });
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || newPassword.value === '' || !newPassword.check()) return;
    if (newPassword.value !== confirm) {
      setError({ message: strings.auth.passwordsDoNotMatch });
      return;
    }
    setError(null);
    void submit();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Set a new password">
      {error && <FailureAlert {...error} />}
      <NewPasswordField password={newPassword} />
      <PasswordField
        label={strings.auth.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Saving...' : 'Change Password'}
      </Button>
    </Stack>
  );
}
