import { PasswordField } from '@/components/ui/password-field';
import { strings } from '@/config/strings';
import { fitsPasswordRule } from '../lib/validation';
import { useCheckedValue, type CheckedValue } from './use-checked-value';

const text = strings.auth;

/** A new password's state, for the forms that set one (sign-up, change, reset). */
export const useNewPassword = (): CheckedValue => useCheckedValue(fitsPasswordRule);

interface NewPasswordFieldProps {
  password: CheckedValue;
  /** The server's reason, shown in place of the rule. */
  reason?: string | undefined;
  /** Besides updating the password, e.g. to drop a reason the server gave. */
  onChange?: () => void;
  label?: string;
  name?: string;
}

/** A new password, with the password rule beneath it (or the server's reason when it refused one). */
export function NewPasswordField({
  password,
  reason,
  onChange,
  label = text.newPassword,
  name = 'newPassword',
}: NewPasswordFieldProps) {
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      required
      value={password.value}
      error={password.invalid || reason !== undefined}
      helperText={reason ?? text.passwordRule}
      onChange={(event) => {
        password.change(event.target.value);
        onChange?.();
      }}
    />
  );
}
