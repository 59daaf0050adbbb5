/**
 * Toasts for the whole app (notistack). Durations and the on-screen cap come from spec §9;
 * timers already pause while the pointer is over a toast (notistack default).
 */
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/config/constants';

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      preventDuplicate={false}
    >
      {children}
    </SnackbarProvider>
  );
}

export interface Toast {
  success: (message: string) => SnackbarKey;
  error: (message: string) => SnackbarKey;
  info: (message: string) => SnackbarKey;
  dismiss: (key?: SnackbarKey) => void;
}

export function useToast(): Toast {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo<Toast>(
    () => ({
      success: (message) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATION_MS.success }),
      error: (message) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATION_MS.error }),
      info: (message) =>
        enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_DURATION_MS.default }),
      dismiss: (key) => {
        closeSnackbar(key);
      },
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
