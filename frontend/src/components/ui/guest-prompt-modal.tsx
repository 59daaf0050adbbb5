import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';

/** Tells a visitor that uploading or bookmarking needs an account (spec §2). */
export function GuestPromptModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="guest-prompt-title">
      <DialogTitle id="guest-prompt-title">{strings.guestPrompt.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{strings.guestPrompt.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={RouterLink} to={paths.auth.login.getHref()} variant="contained">
          {strings.guestPrompt.logIn}
        </Button>
        <Button component={RouterLink} to={paths.auth.signup.getHref()} variant="outlined">
          {strings.guestPrompt.signUp}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
