import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { strings } from '@/config/strings';
import { useToast } from '@/lib/toast';
import { completeRegistration } from '../api/update-profile';
import { EMPTY_PROFILE_FIELDS } from '../lib/profile-fields';
import type { User } from '../types';
import { AvatarPickerButton } from './avatar-picker-button';
import { useProfileCompletion } from './profile-completion';
import { ProfileFormFields } from './profile-form-fields';
import { useEmailReverification } from './use-email-reverification';
import { useProfileForm } from './use-profile-form';

const text = strings.profileOverlay;
const RELOAD_DELAY_MS = 1000;

/**
 * The 'Add Information' form itself, loaded only for a user who has to fill it in. Beyond the spec
 * (issue 25): 'Later' puts it off for the session and 'Log out' signs out, so it never traps.
 */
export function ProfileCompletionForm({
  user,
  reload,
  onLogout,
}: {
  user: User;
  reload: () => void;
  onLogout: () => void;
}) {
  const toast = useToast();
  const reverify = useEmailReverification();
  const form = useProfileForm(user);
  const { later } = useProfileCompletion();
  // Saved: the dialog fades out with what was typed still in it, and the page reloads.
  const [saved, setSaved] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy || saved) return;
    // Spec §8 only logs a failed save; the form shows the reasons on the fields it is about.
    void form.save({
      onSaved: async (updated) => {
        if (await reverify(updated)) return;
        await completeRegistration();
        setSaved(true);
        toast.success(text.success);
        // Let the toast be read before the page reloads (a held bookmark or upload goes ahead
        // after it: profile-completion.tsx).
        window.setTimeout(reload, RELOAD_DELAY_MS);
      },
    });
  };

  return (
    <Dialog
      open={!saved}
      aria-labelledby="profile-overlay-title"
      maxWidth="sm"
      fullWidth
      // Spec §4 clears the fields after a save; here once they are out of sight, not while fading.
      slotProps={{
        transition: {
          onExited: () => {
            form.reset(EMPTY_PROFILE_FIELDS);
          },
        },
      }}
    >
      <DialogTitle id="profile-overlay-title">{text.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{text.why}</Typography>
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label={text.title} sx={{ pt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Avatar src={form.avatar ?? user.avatar ?? undefined} alt="Avatar preview" sx={{ width: 64, height: 64 }} />
            <AvatarPickerButton label={text.avatar} onPick={form.setAvatar} />
          </Box>
          <ProfileFormFields form={form} username={user.username} markRequired />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={form.busy} sx={{ mt: 3 }}>
            {form.busy ? text.saving : text.save}
          </Button>
        </Box>
      </DialogContent>
      {/* Below the scrolling fields, so the ways out are in sight on a phone too. */}
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 1.5 }}>
        <Button variant="text" color="inherit" disabled={form.busy} onClick={onLogout}>
          {text.logout}
        </Button>
        <Button variant="outlined" disabled={form.busy} onClick={later}>
          {text.later}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
