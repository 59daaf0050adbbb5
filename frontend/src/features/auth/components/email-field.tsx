import TextField from '@mui/material/TextField';
import { strings } from '@/config/strings';
import { INVALID_EMAIL_MESSAGE, isEmail } from '@/lib/email';
import { useCheckedValue, type CheckedValue } from './use-checked-value';

/** An e-mail address that a submit checks for a valid format (spec §5). */
export const useEmail = (): CheckedValue => useCheckedValue(isEmail);

interface EmailFieldProps {
  email: CheckedValue;
  /** Besides updating the address. */
  onChange?: () => void;
}

/** The e-mail address the log-in and forgot-password forms start from. */
export function EmailField({ email, onChange }: EmailFieldProps) {
  return (
    <TextField
      label={strings.auth.email}
      name="email"
      type="email"
      autoComplete="email"
      required
      value={email.value}
      error={email.invalid}
      helperText={email.invalid ? INVALID_EMAIL_MESSAGE : undefined}
      onChange={(event) => {
        email.change(event.target.value);
        onChange?.();
      }}
    />
  );
}
