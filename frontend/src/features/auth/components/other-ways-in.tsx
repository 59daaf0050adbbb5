import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useQuery } from '@/lib/use-query';
import { getAuthProviders } from '../api/get-auth-providers';

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

/**
 * Whether the install has Google keys; false until the server has said so, and when asking fails
 * (a button that opens a raw 503 is worse than none).
 */
const useGoogleConfigured = (): boolean => useQuery('auth-providers', getAuthProviders).data?.google === true;

/**
 * The foot of the log-in and sign-up forms: a link to the other form, or Google. The Google
 * button shows only on an install with Google keys (GET /api/auth/providers): without them
 * /auth/google answers a raw 503 (issue 25 item 7).
 */
export function OtherWaysIn({ question, to, linkLabel, googleLabel }: OtherWaysInProps) {
  const google = useGoogleConfigured();
  return (
    <>
      <Typography sx={{ textAlign: 'center' }}>
        {question}{' '}
        <Link component={RouterLink} to={to} underline="always">
          {linkLabel}
        </Link>
      </Typography>
      {google ? (
        <>
          <Divider>or</Divider>
          <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={goToGoogleSignIn}>
            {googleLabel}
          </Button>
        </>
      ) : null}
    </>
  );
}
