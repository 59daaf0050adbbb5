import { useEffect, useState } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { SplashScreen } from '@/components/ui/splash-screen';
import { SPLASH_SCREEN_MS } from '@/config/constants';
import { AppProviders } from './providers';

interface AppProps {
  router: RouterProviderProps['router'];
  /** Splash duration; tests pass 0 to skip it. */
  splashMs?: number;
}

/**
 * Shows the brand splash for SPLASH_SCREEN_MS while the current user is fetched in the
 * background (the providers mount first), then hands over to the router.
 */
export function App({ router, splashMs = SPLASH_SCREEN_MS }: AppProps) {
  const [splashDone, setSplashDone] = useState(splashMs <= 0);

  useEffect(() => {
    if (splashMs <= 0) return;
    const timer = window.setTimeout(() => {
      setSplashDone(true);
    }, splashMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [splashMs]);

  return <AppProviders>{splashDone ? <RouterProvider router={router} /> : <SplashScreen />}</AppProviders>;
}
