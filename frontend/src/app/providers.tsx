import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ToastProvider } from '@/lib/toast';
import { theme } from './theme';

/** Everything a screen may rely on: theme, toasts, and the signed-in state. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <AuthProvider>{children}</AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
