import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { FeedPlacesProvider } from '@/features/documents/components/feed-places';
import { ToastProvider } from '@/lib/toast';
import { theme } from './theme';

/**
 * The theme has no CSS variables, so the system ThemeProvider is what @mui/material's would pick
 * (its ThemeProviderNoVars, `vars: null`); importing it directly keeps the CSS-variables provider
 * out of the first load (issue 12).
 */
const providedTheme = { ...theme, vars: null };

/** Everything a screen may rely on: theme, toasts, the signed-in state, and the feed's places for Back. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={providedTheme}>
      <CssBaseline />
      <ToastProvider>
        <AuthProvider>
          <FeedPlacesProvider>{children}</FeedPlacesProvider>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
