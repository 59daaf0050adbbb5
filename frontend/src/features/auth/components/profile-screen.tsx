import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { emailChanged, updateProfile } from '../api/update-profile';
import {
  cleanFieldInput,
  PROFILE_FIELDS,
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

const NO_REFUSAL: ProfileRefusal = { fields: {}, form: undefined };

/** Dashboard profile (spec §2): fields locked until 'Edit'; 'Cancel' restores the stored values. */
export function ProfileScreen() {
  const { user } = useAuth();
  if (!user) return null;
  return <ProfileForm key={JSON.stringify(user)} user={user} />;
}

function ProfileForm({ user }: { user: User }) {
  const { refresh } = useAuth();
  const toast = useToast();
  const reverify = useEmailReverification();
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<ProfileFields>(() => profileFieldsOf(user));
  const [avatar, setAvatar] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [refusal, setRefusal] = useState<ProfileRefusal>(NO_REFUSAL);
  // A new e-mail needs the account password; the field appears only then.
  const needsPassword = editing && emailChanged(fields.email, user.email);

  const set = (field: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = cleanFieldInput(field, event.target.value);
    setFields((current) => ({ ...current, [field]: value }));
    setRefusal((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const cancel = () => {
    setFields(profileFieldsOf(user));
    setAvatar(undefined);
    setCurrentPassword('');
    setRefusal(NO_REFUSAL);
    setEditing(false);
  };

  const save = async () => {
    if (needsPassword && currentPassword === '') {
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
      toast.success(strings.profile.updated);
      setEditing(false);
      if (await reverify(updated)) return;
      await refresh();
    } catch (error) {
      logFailure('Updating the profile failed', error);
      const reasons = profileRefusal(error);
      setRefusal(reasons);
      toast.error(strings.profile.updateFailed, { detail: reasons.form });
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing && !busy) void save();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Profile">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <Avatar src={avatar ?? user.avatar ?? undefined} alt={user.username} sx={{ width: 80, height: 80 }} />
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" variant="h5">
            {user.fullName ?? user.username}
          </Typography>
          <Chip color="primary" label={`Points: ${String(user.points ?? 0)}`} sx={{ mt: 1 }} />
        </Box>
        {editing && (
          <Button component="label" variant="outlined">
            Change Avatar
            <input
              hidden
              type="file"
              accept="image/*"
              aria-label="Change Avatar"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file?.type.startsWith('image/')) return;
                void readAsDataUrl(file).then(setAvatar, (error: unknown) => {
                  logFailure('Reading the avatar failed', error);
                });
              }}
            />
          </Button>
        )}
      </Stack>
      {refusal.form && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal.form}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Username" value={user.username} slotProps={{ htmlInput: { readOnly: true } }} disabled={!editing} />
        </Grid>
        {PROFILE_FIELDS.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              name={key}
              label={PROFILE_LABELS[key]}
              value={fields[key]}
              onChange={set(key)}
              disabled={!editing}
              error={refusal.fields[key] !== undefined}
              helperText={refusal.fields[key]}
              slotProps={key === 'mobileNumber' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
            />
          </Grid>
        ))}
        {needsPassword && (
          <Grid size={{ xs: 12, sm: 6 }}>
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
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
        {editing ? (
          <>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="outlined" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            onClick={() => {
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
        <Button component={RouterLink} to={paths.auth.changePassword.getHref()} variant="text">
          Change Password
        </Button>
      </Stack>
    </Box>
  );
}
