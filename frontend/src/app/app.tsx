import Box from '@mui/material/Box';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SplashScreen } from '@/components/ui/splash-screen';
import { SPLASH_SCREEN_MS } from '@/config/constants';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The splash shows once per browser session (README, "Deviations"), remembered in a session
 * cookie: unlike sessionStorage it is shared by every tab, so five shared links opened in five
 * tabs wait for it once, and it is gone when the browser closes.
 */
const SPLASH_COOKIE = 'papershelf_splash';

export const splashShownThisSession = (): boolean =>
  typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SPLASH_COOKIE}=1`);

const rememberSplash = (): void => {
  document.cookie = `${SPLASH_COOKIE}=1; path=/; SameSite=Lax`;
};

interface AppProps {
  /** The router the routes render in: the browser's address bar by default, a MemoryRouter in tests. */
  router?: ComponentType<{ children: ReactNode }>;
  /** Splash duration; tests pass 0 to skip it. By default 3 s, once per browser session. */
  splashMs?: number;
}

/**
 * Shows the brand splash for SPLASH_SCREEN_MS (spec §2). The app runs underneath meanwhile:
 * the current user is fetched and the route's code and data load, hidden and inert behind the
 * splash, so the page is there the moment it lifts.
 */
export function App({ router: Router = BrowserRouter, splashMs }: AppProps) {
  const [duration] = useState(() => splashMs ?? (splashShownThisSession() ? 0 : SPLASH_SCREEN_MS));
  const [splashDone, setSplashDone] = useState(duration <= 0);

  useEffect(() => {
    if (duration <= 0) return undefined;
    rememberSplash();
    const timer = window.setTimeout(() => {
      setSplashDone(true);
    }, duration);
    return () => {
      window.clearTimeout(timer);
    };
  }, [duration]);

  return (
    <AppProviders>
      <Box inert={!splashDone} aria-hidden={splashDone ? undefined : true}>
        <Router>
          <AppRoutes />
        </Router>
      </Box>
      {!splashDone && <SplashScreen />}
    </AppProviders>
  );
}
