import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent } from 'react';
import { strings } from '@/config/strings';
import { useToast } from '@/lib/toast';
import { completeRegistration } from '../api/update-profile';
import { EMPTY_PROFILE_FIELDS } from '../lib/profile-fields';
import type { User } from '../types';
import { AvatarPickerButton } from './avatar-picker-button';
import { ProfileFormFields } from './profile-form-fields';
import { useEmailReverification } from './use-email-reverification';
import { useProfileForm } from './use-profile-form';

const text = strings.profileOverlay;
const RELOAD_DELAY_MS = 1000;

/** The 'Add Information' form itself, loaded only for a user who has to fill it in. */
export function ProfileCompletionForm({ user, reload }: { user: User; reload: () => void }) {
  const toast = useToast();
  const reverify = useEmailReverification();
  const form = useProfileForm(user);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    // Spec §8 only logs a failed save; the form shows the reasons on the fields it is about.
    void form.save({
      onSaved: async (updated) => {
        if (await reverify(updated)) return;
        await completeRegistration();
        // Spec §4 clears the fields after a save attempt; after a successful one the page reloads.
        form.reset(EMPTY_PROFILE_FIELDS);
        toast.success(text.success);
        // Let the toast be read before the page reloads.
        window.setTimeout(reload, RELOAD_DELAY_MS);
      },
    });
  };

  return (
    <Dialog open aria-labelledby="profile-overlay-title" maxWidth="sm" fullWidth>
      <DialogTitle id="profile-overlay-title">{text.title}</DialogTitle>
      <DialogContent>
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
    </Dialog>
  );
}
