import { PasswordField } from '@/components/ui/password-field';
import { strings } from '@/config/strings';

const text = strings.auth;

interface CurrentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled?: boolean;
}

/**
 * 'Current Password', shown by the profile forms only while the e-mail field holds a new
 * address: the server changes the e-mail (where reset codes go) only with the password.
 */
export function CurrentPasswordField({ value, onChange, error, disabled = false }: CurrentPasswordFieldProps) {
  return (
    <PasswordField
      fullWidth
      label={text.currentPassword}
      name="currentPassword"
      autoComplete="current-password"
      required
      disabled={disabled}
      value={value}
      error={error !== null}
      helperText={error ?? text.currentPasswordHelp}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
