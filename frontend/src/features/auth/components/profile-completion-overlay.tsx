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
import { useToast } from '@/lib/toast';
import { completeRegistration, updateProfile } from '../api/update-profile';
import type { User } from '../types';
import { useAuth } from './auth-provider';
import { useEmailReverification } from './use-email-reverification';

const text = strings.profileOverlay;
const RELOAD_DELAY_MS = 1000;

/** Reads a picked image as a data URL (the server takes the avatar that way, spec §7). */
export const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('Could not read the file'));
    };
    reader.readAsDataURL(file);
  });

interface Fields {
  fullName: string;
  email: string;
  mobileNumber: string;
  college: string;
  course: string;
  year: string;
}

const fromUser = (user: User): Fields => ({
  fullName: user.fullName ?? '',
  email: user.email,
  mobileNumber: user.mobileNumber === undefined ? '' : String(user.mobileNumber),
  college: user.college ?? '',
  course: user.course ?? '',
  year: user.year === undefined ? '' : String(user.year),
});

const EMPTY: Fields = { fullName: '', email: '', mobileNumber: '', college: '', course: '', year: '' };

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
  const [fields, setFields] = useState<Fields>(() => fromUser(user));
  const [avatar, setAvatar] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reverify = useEmailReverification();

  const set = (field: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'mobileNumber' ? event.target.value.replace(/\D/g, '') : event.target.value;
    setFields((current) => ({ ...current, [field]: value }));
  };

  const pickAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file?.type.startsWith('image/')) return;
    void readAsDataUrl(file).then(setAvatar, (error: unknown) => {
      console.error('Reading the avatar failed', error);
    });
  };

  const save = async () => {
    setBusy(true);
    try {
      const updated = await updateProfile({ ...fields, username: user.username, ...(avatar ? { avatar } : {}) });
      if (await reverify(updated)) return;
      await completeRegistration();
      toast.success(text.success);
      // Let the toast be read before the page reloads.
      window.setTimeout(reload, RELOAD_DELAY_MS);
    } catch (error) {
      console.error('Saving the profile failed', error);
    } finally {
      // Spec §4: the fields are cleared after every save attempt.
      setFields(EMPTY);
      setAvatar(undefined);
      setBusy(false);
    }
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
            <Avatar src={avatar ?? user.avatar} alt="Avatar preview" sx={{ width: 64, height: 64 }} />
            <Button component="label" variant="outlined">
              {text.avatar}
              <input hidden type="file" accept="image/*" aria-label={text.avatar} onChange={pickAvatar} />
            </Button>
          </Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={text.fullName} required value={fields.fullName} onChange={set('fullName')} />
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
              <TextField fullWidth label={text.email} type="email" value={fields.email} onChange={set('email')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={text.mobileNumber}
                required
                value={fields.mobileNumber}
                onChange={set('mobileNumber')}
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <TextField fullWidth label={text.college} required value={fields.college} onChange={set('college')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={text.course} value={fields.course} onChange={set('course')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={text.year} value={fields.year} onChange={set('year')} />
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
