import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useToast } from '@/lib/toast';
import { resetPassword } from '../api/reset-password';
import { readResetEmail } from '../lib/validation';

export function ChangeForgotPasswordForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const email = readResetEmail(location.state);
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (email === undefined) return <Navigate to={paths.auth.forgotPassword.getHref()} replace />;

  const submit = async () => {
    setBusy(true);
    try {
      await resetPassword({ newPassword, email });
      toast.success(strings.auth.passwordChanged);
      void navigate(paths.auth.login.getHref(), { replace: true });
    } catch (resetError) {
      console.error('Resetting the password failed', resetError);
      setError(strings.auth.passwordUpdateFailure);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || newPassword === '') return;
    if (newPassword !== confirm) {
      setError(strings.auth.passwordsDoNotMatch);
      return;
    }
    setError(null);
    void submit();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Set a new password">
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <PasswordField
        label={strings.auth.newPassword}
        name="newPassword"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(event) => {
          setNewPassword(event.target.value);
        }}
      />
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
