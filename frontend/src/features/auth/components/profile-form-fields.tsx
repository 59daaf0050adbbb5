import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { strings } from '@/config/strings';
import { COMPLETION_FIELDS, PROFILE_LABELS, type ProfileField } from '../lib/profile-fields';
import { CurrentPasswordField } from './current-password-field';
import type { ProfileForm } from './use-profile-form';

const HALF = { xs: 12, sm: 6 } as const;
const WHOLE = { xs: 12 } as const;

interface ProfileFormFieldsProps {
  form: ProfileForm;
  username: string;
  /** Locks the fields (the profile screen until 'Edit'). */
  disabled?: boolean;
  /** Marks what completing a profile asks for (the 'Add Information' overlay). */
  markRequired?: boolean;
}

/**
 * The profile form's fields, laid out once for the overlay and the profile screen: the read-only
 * username, the profile fields with the reasons a refused save gave, and the current password
 * while the e-mail holds a new address.
 */
export function ProfileFormFields({ form, username, disabled = false, markRequired = false }: ProfileFormFieldsProps) {
  const field = (name: ProfileField, props: Omit<TextFieldProps, 'name'> = {}) => {
    const reason = form.refusal.fields[name];
    return (
      <TextField
        name={name}
        label={PROFILE_LABELS[name]}
        value={form.fields[name]}
        onChange={(event) => {
          form.setField(name, event.target.value);
        }}
        disabled={disabled}
        required={markRequired && COMPLETION_FIELDS.includes(name)}
        error={reason !== undefined}
        helperText={reason}
        {...props}
      />
    );
  };

  return (
    <>
      {form.refusal.form && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {form.refusal.form}
        </Alert>
      )}
      <Grid container spacing={2}>
        {/* The spec's order: Full Name, Username, Email, Mobile Number, College, Course, Year. */}
        <Grid size={HALF}>{field('fullName')}</Grid>
        <Grid size={HALF}>
          <TextField
            label={strings.profileOverlay.username}
            value={username}
            slotProps={{ htmlInput: { readOnly: true } }}
            disabled={disabled}
          />
        </Grid>
        <Grid size={HALF}>{field('email', { type: 'email' })}</Grid>
        <Grid size={HALF}>
          {field('mobileNumber', { slotProps: { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } } })}
        </Grid>
        {form.needsPassword && (
          <Grid size={WHOLE}>
            <CurrentPasswordField
              value={form.currentPassword}
              onChange={form.setCurrentPassword}
              error={form.refusal.fields.currentPassword ?? null}
              disabled={form.busy}
            />
          </Grid>
        )}
        <Grid size={WHOLE}>{field('college')}</Grid>
        <Grid size={HALF}>{field('course')}</Grid>
        <Grid size={HALF}>{field('year')}</Grid>
      </Grid>
    </>
  );
}
