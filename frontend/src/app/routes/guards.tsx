/** Route access rules from spec §2/§6, in one place. */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PendingScreen } from '@/components/ui/pending-screen';
import { useAuth } from '@/features/auth/components/auth-provider';

export { PendingScreen };

/** Signed-in (verified) users only; visitors go to /login. */
export function RequireAuth() {
  const { authenticated, redirectTo, signedOutTo, clearRedirect } = useAuth();
  const location = useLocation();
  useEffect(() => {
    if (authenticated === true && redirectTo !== undefined) clearRedirect();
  }, [authenticated, redirectTo, clearRedirect]);
  if (authenticated === 'unknown') return <PendingScreen label="Checking your session" />;
  if (!authenticated) {
    return signedOutTo ? (
      <Navigate to={signedOutTo.path} replace state={signedOutTo.state} />
    ) : (
      <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />
    );
  }
  return <Outlet />;
}

/** Guests only; signed-in users are sent to /feed. */
export function GuestOnly() {
  const { authenticated, redirectTo } = useAuth();
  if (authenticated === 'unknown') return <PendingScreen label="Checking your session" />;
  if (authenticated) return <Navigate to={redirectTo ?? paths.feed.root.getHref()} replace />;
  return <Outlet />;
}

/** Admins only; other signed-in users go back to /dashboard. Must sit inside RequireAuth. */
export function RequireAdmin() {
  const { user } = useAuth();
  if (user?.isAdmin !== true) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <Outlet />;
}
