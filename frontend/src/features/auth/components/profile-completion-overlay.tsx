import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { strings } from '@/config/strings';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { completeRegistration, emailChanged, updateProfile } from '../api/update-profile';
import {
  cleanFieldInput,
  EMPTY_PROFILE_FIELDS,
  PROFILE_LABELS,
  profileFieldsOf,
  profileRefusal,
  readAsDataUrl,
  type ProfileField,
  type ProfileFields,
  type ProfileRefusal,
} from '../lib/profile-fields';
import type { User } from '../types';
import { useAuth } from './auth-provider';
import { CurrentPasswordField } from './current-password-field';
import { useEmailReverification } from './use-email-reverification';

const text = strings.profileOverlay;
const RELOAD_DELAY_MS = 1000;
const NO_REFUSAL: ProfileRefusal = { fields: {}, form: undefined };

/**
 * 'Add Information' (spec §2): on top of any page while a signed-in user's information is
 * incomplete. Saves the profile, then completes registration, then reloads the page.
 */
export function ProfileCompletionOverlay({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { user, authenticated } = useAuth();
  const open = authenticated === true && user !== null && user.isInformationComplete === false;
  return open ? <OverlayForm user={user} reload={reload} /> : null;
}

function OverlayForm({ user, reload }: { user: User; reload: () => void }) {
  const [fields, setFields] = useState<ProfileFields>(() => profileFieldsOf(user));
  const [avatar, setAvatar] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [refusal, setRefusal] = useState<ProfileRefusal>(NO_REFUSAL);
  const toast = useToast();
  const reverify = useEmailReverification();
  // A new e-mail needs the account password; the field appears only then.
  const needsPassword = emailChanged(fields.email, user.email);

  const set = (field: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = cleanFieldInput(field, event.target.value);
    setFields((current) => ({ ...current, [field]: value }));
    // A reason about a field goes once the field changes.
    setRefusal((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const pickAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file?.type.startsWith('image/')) return;
    void readAsDataUrl(file).then(setAvatar, (error: unknown) => {
      logFailure('Reading the avatar failed', error);
    });
  };

  const save = async () => {
    if (needsPassword && currentPassword === '') {
      // Not a save attempt: nothing is sent and the fields stay.
      setRefusal({ fields: { currentPassword: strings.auth.currentPasswordMissing }, form: undefined });
      return;
    }
    setBusy(true);
    setRefusal(NO_REFUSAL);
    try {
      const updated = await updateProfile({
        ...fields,
        username: user.username,
        ...(avatar ? { avatar } : {}),
        ...(needsPassword ? { currentPassword } : {}),
      });
      if (await reverify(updated)) return;
      await completeRegistration();
      // Spec §4 clears the fields after a save attempt; after a successful one the page reloads.
      setFields(EMPTY_PROFILE_FIELDS);
      setAvatar(undefined);
      setCurrentPassword('');
      toast.success(text.success);
      // Let the toast be read before the page reloads.
      window.setTimeout(reload, RELOAD_DELAY_MS);
    } catch (error) {
      // Spec §8 only logs a failed save. A refused one keeps everything typed and says why, on
      // the field it is about (README, "Deviations"): wiping the form silently left students
      // with no idea what to fix.
      logFailure('Saving the profile failed', error);
      setRefusal(profileRefusal(error));
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: ProfileField) => {
    const reason = refusal.fields[field];
    return {
      fullWidth: true,
      name: field,
      label: PROFILE_LABELS[field],
      value: fields[field],
      onChange: set(field),
      error: reason !== undefined,
      helperText: reason,
    };
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void save();
  };

  return (
    <Dialog open aria-labelledby="profile-overlay-title" maxWidth="sm" fullWidth>
      <DialogTitle id="profile-overlay-title">{text.title}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label={text.title} sx={{ pt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Avatar src={avatar ?? user.avatar ?? undefined} alt="Avatar preview" sx={{ width: 64, height: 64 }} />
            <Button component="label" variant="outlined">
              {text.avatar}
              <input hidden type="file" accept="image/*" aria-label={text.avatar} onChange={pickAvatar} />
            </Button>
          </Box>
          {refusal.form && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {refusal.form}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps('fullName')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={text.username}
                value={user.username}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps('email')} type="email" />
            </Grid>
            {needsPassword && (
              <Grid size={{ xs: 12 }}>
                <CurrentPasswordField
                  value={currentPassword}
                  onChange={(value) => {
                    setCurrentPassword(value);
                    setRefusal((current) => ({ ...current, fields: { ...current.fields, currentPassword: undefined } }));
                  }}
                  error={refusal.fields.currentPassword ?? null}
                  disabled={busy}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps('mobileNumber')}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <TextField {...fieldProps('college')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps('course')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps('year')} />
            </Grid>
          </Grid>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 3 }}>
            {busy ? text.saving : text.save}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
