import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useToast } from '@/lib/toast';
import { changePassword } from '../api/change-password';

/** Signed-in password change: old + new, both required. */
export function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  const submit = async () => {
    setBusy(true);
    try {
      await changePassword({ newPassword, oldPassword });
      toast.success(strings.auth.passwordUpdated);
      void navigate(paths.dashboard.root.getHref());
    } catch (error) {
      console.error('Changing the password failed', error);
      toast.error(strings.auth.passwordUpdateFailure);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || oldPassword === '' || newPassword === '') return;
    void submit();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Change password">
      <PasswordField
        label={strings.auth.oldPassword}
        name="oldPassword"
        autoComplete="current-password"
        required
        value={oldPassword}
        onChange={(event) => {
          setOldPassword(event.target.value);
        }}
      />
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
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Saving...' : 'Change Password'}
      </Button>
    </Stack>
  );
}
