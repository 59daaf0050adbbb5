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
import { useToast } from '@/lib/toast';
import { updateProfile } from '../api/update-profile';
import type { User } from '../types';
import { useAuth } from './auth-provider';
import { readAsDataUrl } from './profile-completion-overlay';
import { useEmailReverification } from './use-email-reverification';

interface Fields {
  fullName: string;
  email: string;
  mobileNumber: string;
  college: string;
  course: string;
  year: string;
}

const fieldsOf = (user: User): Fields => ({
  fullName: user.fullName ?? '',
  email: user.email,
  mobileNumber: user.mobileNumber === undefined || user.mobileNumber === null ? '' : String(user.mobileNumber),
  college: user.college ?? '',
  course: user.course ?? '',
  year: user.year === undefined || user.year === null ? '' : String(user.year),
});

const LABELS: Record<keyof Fields, string> = {
  fullName: 'Full Name',
  email: 'Email',
  mobileNumber: 'Mobile Number',
  college: 'College',
  course: 'Course',
  year: 'Year',
};

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
  const [fields, setFields] = useState<Fields>(() => fieldsOf(user));
  const [avatar, setAvatar] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = key === 'mobileNumber' ? event.target.value.replace(/\D/g, '') : event.target.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const cancel = () => {
    setFields(fieldsOf(user));
    setAvatar(undefined);
    setEditing(false);
  };

  const save = async () => {
    setBusy(true);
    try {
      const updated = await updateProfile({ ...fields, username: user.username, ...(avatar ? { avatar } : {}) });
      toast.success('Profile updated successfully');
      setEditing(false);
      if (await reverify(updated)) return;
      await refresh();
    } catch (error) {
      console.error('Updating the profile failed', error);
      toast.error('Error in updating profile');
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
        <Avatar src={avatar ?? user.avatar} alt={user.username} sx={{ width: 80, height: 80 }} />
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
                  console.error('Reading the avatar failed', error);
                });
              }}
            />
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Username" value={user.username} slotProps={{ htmlInput: { readOnly: true } }} disabled={!editing} />
        </Grid>
        {(Object.keys(LABELS) as (keyof Fields)[]).map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={LABELS[key]}
              value={fields[key]}
              onChange={set(key)}
              disabled={!editing}
              slotProps={key === 'mobileNumber' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
            />
          </Grid>
        ))}
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
