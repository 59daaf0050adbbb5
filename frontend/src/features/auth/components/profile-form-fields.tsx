import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { afterChoosing, pickerOptions, yearLabel } from '../lib/profile-choices';
import { COMPLETION_FIELDS, PROFILE_LABELS, type ProfileField } from '../lib/profile-fields';
import { CataloguePicker } from './catalogue-picker';
import { CurrentPasswordField } from './current-password-field';
import { useProfileCompletion } from './profile-completion';
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
  const { loadChoices } = useProfileCompletion();
  // Only once the fields can change: a locked profile screen shows the stored names as they are.
  const choices = useQuery(disabled ? null : 'profile-choices', loadChoices);
  const { college, course, year } = form.fields;
  const options = pickerOptions(choices.data, { college, course, year });
  // Nothing in the catalogue (a new install) or no catalogue at all: the names are typed.
  const freeText = !choices.loading && (choices.data === undefined || choices.data.colleges.length === 0);

  const choose = (name: 'college' | 'course' | 'year', value: string) => {
    form.setField(name, value);
    if (name === 'year' || freeText) return;
    const next = afterChoosing(choices.data, name, { ...form.fields, [name]: value });
    if (next.course !== course) form.setField('course', next.course);
    if (next.year !== year) form.setField('year', next.year);
  };

  const picker = (name: 'college' | 'course' | 'year', list: string[], optionLabel?: (option: string) => string) => (
    <CataloguePicker
      name={name}
      label={PROFILE_LABELS[name]}
      value={form.fields[name]}
      options={list}
      optionLabel={optionLabel}
      onChange={(value) => {
        choose(name, value);
      }}
      // Years are always known (1 to the course's length), so never typed.
      freeText={freeText && name !== 'year'}
      loading={choices.loading}
      disabled={disabled}
      required={markRequired && COMPLETION_FIELDS.includes(name)}
      error={form.refusal.fields[name]}
    />
  );

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
        <Grid size={WHOLE}>{picker('college', options.colleges)}</Grid>
        <Grid size={HALF}>{picker('course', options.courses)}</Grid>
        <Grid size={HALF}>{picker('year', options.years, yearLabel)}</Grid>
      </Grid>
    </>
  );
}
