import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PendingScreen } from '@/components/ui/pending-screen';
import { TOKEN_COOKIE_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';

const setCookie = (name: string, value: string, days: number) => {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
};

/**
 * Google sign-in lands here with accessToken and refreshToken in the query (spec §2): both are
 * stored as cookies for 7 days, then /feed is loaded fresh. Missing tokens → /login.
 */
export function TokenCallback({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');

  useEffect(() => {
    if (!accessToken || !refreshToken) {
      void navigate(paths.auth.login.getHref(), { replace: true });
      return;
    }
    setCookie('accessToken', accessToken, TOKEN_COOKIE_DAYS);
    setCookie('refreshToken', refreshToken, TOKEN_COOKIE_DAYS);
    void Promise.resolve(navigate(paths.feed.root.getHref(), { replace: true })).then(reload);
  }, [accessToken, refreshToken, navigate, reload]);

  return <PendingScreen label="Signing you in" />;
}
