import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useToast } from '@/lib/toast';
import type { User } from '../types';
import { useAuth } from './auth-provider';
import { AvatarPickerButton } from './avatar-picker-button';
import { ProfileFormFields } from './profile-form-fields';
import { useEmailReverification } from './use-email-reverification';
import { useProfileForm } from './use-profile-form';

/** Dashboard profile (spec §2): fields locked until 'Edit'; 'Cancel' restores the stored values. */
export function ProfileScreen() {
  const { user } = useAuth();
  if (!user) return null;
  return <ProfileEditor key={JSON.stringify(user)} user={user} />;
}

function ProfileEditor({ user }: { user: User }) {
  const { refresh } = useAuth();
  const toast = useToast();
  const reverify = useEmailReverification();
  const [editing, setEditing] = useState(false);
  const form = useProfileForm(user, { editing });

  const cancel = () => {
    form.reset();
    setEditing(false);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing || form.busy) return;
    void form.save({
      onSaved: async (updated) => {
        toast.success(strings.profile.updated);
        setEditing(false);
        if (await reverify(updated)) return;
        await refresh();
      },
      onRefused: (reasons) => {
        toast.error(strings.profile.updateFailed, { detail: reasons.form });
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Profile">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <Avatar src={form.avatar ?? user.avatar ?? undefined} alt={user.username} sx={{ width: 80, height: 80 }} />
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" variant="h5">
            {user.fullName ?? user.username}
          </Typography>
          <Chip color="primary" label={`Points: ${String(user.points ?? 0)}`} sx={{ mt: 1 }} />
        </Box>
        {editing && <AvatarPickerButton label="Change Avatar" onPick={form.setAvatar} />}
      </Stack>
      <ProfileFormFields form={form} username={user.username} disabled={!editing} />
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
        {editing ? (
          <>
            <Button type="submit" variant="contained" disabled={form.busy}>
              {form.busy ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="outlined" onClick={cancel} disabled={form.busy}>
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
