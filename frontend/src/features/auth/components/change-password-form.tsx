import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { fieldErrors, isApiError, refusalMessage } from '@/lib/api-client';
import type { ErrorCode } from '@/lib/api-types';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { changePassword } from '../api/change-password';
import { NewPasswordField, useNewPassword } from './new-password-field';

/** The server's code for a wrong old password. */
const WRONG_PASSWORD = 'AUTH.WRONG_PASSWORD' satisfies ErrorCode;

interface Reasons {
  oldPassword?: string | undefined;
  newPassword?: string | undefined;
}

/**
 * Signed-in password change: old + new, both required. A refusal keeps the spec's toast and adds
 * the server's reason beneath it and on the field it is about (a wrong old password).
 */
export function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [reasons, setReasons] = useState<Reasons>({});
  const toast = useToast();
  const navigate = useNavigate();

  const submit = async () => {
    setBusy(true);
    try {
      await changePassword({ newPassword: newPassword.value, oldPassword });
      toast.success(strings.auth.passwordUpdated);
      void navigate(paths.dashboard.root.getHref());
    } catch (error) {
      logFailure('Changing the password failed', error);
      const reason = refusalMessage(error);
      const byField = fieldErrors(error);
      setReasons({
        oldPassword: isApiError(error) && error.code === WRONG_PASSWORD ? reason : byField.oldPassword,
        newPassword: byField.newPassword,
      });
      toast.error(strings.auth.passwordUpdateFailure, { detail: reason });
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || oldPassword === '' || newPassword.value === '') return;
    if (newPassword.check()) void submit();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Change password">
      <PasswordField
        label={strings.auth.oldPassword}
        name="oldPassword"
        autoComplete="current-password"
        required
        value={oldPassword}
        error={reasons.oldPassword !== undefined}
        helperText={reasons.oldPassword}
        onChange={(event) => {
          setOldPassword(event.target.value);
          setReasons((current) => ({ ...current, oldPassword: undefined }));
        }}
      />
      <NewPasswordField
        password={newPassword}
        reason={reasons.newPassword}
        onChange={() => {
          setReasons((current) => ({ ...current, newPassword: undefined }));
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Saving...' : 'Change Password'}
      </Button>
    </Stack>
  );
}
