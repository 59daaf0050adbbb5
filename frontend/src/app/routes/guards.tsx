/** Route access rules from spec §2/§6, in one place. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';

export function PendingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', flex: 1, py: 12 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/** Signed-in (verified) users only; visitors go to /login. */
export function RequireAuth() {
  const { authenticated } = useAuth();
  const location = useLocation();
  if (authenticated === 'unknown') return <PendingScreen label="Checking your session" />;
  if (!authenticated) return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Guests only; signed-in users are sent to /feed. */
export function GuestOnly() {
  const { authenticated } = useAuth();
  if (authenticated === 'unknown') return <PendingScreen label="Checking your session" />;
  if (authenticated) return <Navigate to={paths.feed.root.getHref()} replace />;
  return <Outlet />;
}

/** Admins only; other signed-in users go back to /dashboard. Must sit inside RequireAuth. */
export function RequireAdmin() {
  const { user } = useAuth();
  if (user?.isAdmin !== true) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <Outlet />;
}
