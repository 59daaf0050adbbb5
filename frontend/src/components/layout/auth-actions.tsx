import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import type { LayoutSession } from './session';

interface AuthActionsProps extends LayoutSession {
  /** 'bar' sits in the top bar; 'drawer' stacks full-width buttons in the side menu. */
  placement: 'bar' | 'drawer';
  /** Called after any action, e.g. to close the drawer. */
  onAction?: () => void;
}

/**
 * Log In / Sign Up for visitors, Logout (+ Dashboard in the top bar) for signed-in users.
 * Renders nothing while the session is still unknown, so buttons never flicker.
 */
export function AuthActions({ authenticated, onLogout, placement, onAction }: AuthActionsProps) {
  if (authenticated === 'unknown') return null;
  const inDrawer = placement === 'drawer';

  return (
    <Stack
      direction={inDrawer ? 'column' : 'row'}
      spacing={inDrawer ? 1.5 : 1}
      sx={{ alignItems: inDrawer ? 'stretch' : 'center' }}
    >
      {authenticated ? (
        <>
          <Button
            variant={inDrawer ? 'outlined' : 'text'}
            color="primary"
            fullWidth={inDrawer}
            onClick={() => {
              onAction?.();
              onLogout();
            }}
          >
            {strings.nav.logout}
          </Button>
          {!inDrawer && (
            <Button component={RouterLink} to={paths.dashboard.root.getHref()} variant="contained">
              {strings.nav.dashboard}
            </Button>
          )}
        </>
      ) : (
        <>
          <Button
            component={RouterLink}
            to={paths.auth.login.getHref()}
            variant={inDrawer ? 'outlined' : 'text'}
            fullWidth={inDrawer}
            onClick={onAction}
          >
            {strings.nav.logIn}
          </Button>
          <Button
            component={RouterLink}
            to={paths.auth.signup.getHref()}
            variant="contained"
            fullWidth={inDrawer}
            onClick={onAction}
          >
            {strings.nav.signUp}
          </Button>
        </>
      )}
    </Stack>
  );
}
