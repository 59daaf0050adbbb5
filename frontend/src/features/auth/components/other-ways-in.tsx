import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Where the browser goes for Google sign-in (a backend route, not an SPA page). */
function goToGoogleSignIn(): void {
  window.location.assign(paths.googleSignIn.getHref());
}

interface OtherWaysInProps {
  /** "Don't have an account?" */
  question: string;
  /** The other form (log in ↔ sign up). */
  to: string;
  linkLabel: string;
  googleLabel: string;
}

/** The foot of the log-in and sign-up forms: a link to the other form, or Google. */
export function OtherWaysIn({ question, to, linkLabel, googleLabel }: OtherWaysInProps) {
  return (
    <>
      <Typography sx={{ textAlign: 'center' }}>
        {question}{' '}
        <Link component={RouterLink} to={to} underline="always">
          {linkLabel}
        </Link>
      </Typography>
      <Divider>or</Divider>
      <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={goToGoogleSignIn}>
        {googleLabel}
      </Button>
    </>
  );
}
