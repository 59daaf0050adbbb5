/**
 * The notistack half of the toasts (lib/toast.tsx): loaded on the first toast, so the first
 * load of a page does not carry notistack (issue 12). It renders what the queue in toast.tsx
 * hands it, with the spec's on-screen cap (§9).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useLayoutEffect, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/config/constants';
import type { ToastSink } from './toast-types';

/**
 * notistack's default green (#43a047) and blue (#2196f3) give white text about 3.2:1; these
 * darker shades pass WCAG AA (4.5:1) for normal text: 5.1:1, 5.7:1 and 5.0:1.
 */
const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
  '&.notistack-MuiContent-error': { backgroundColor: '#d32f2f' },
});
const TOAST_COMPONENTS = { success: ToastContent, info: ToastContent, error: ToastContent };

const content = (message: string, detail: string | undefined): ReactNode =>
  detail ? (
    <Box component="span" sx={{ display: 'block' }}>
      <Box component="span" sx={{ display: 'block' }}>
        {message}
      </Box>
      {/* Full white: at 0.92 opacity the smaller line on the error red measured 4.4:1 (axe wants 4.5). */}
      <Box component="span" sx={{ display: 'block', fontSize: '0.875em', mt: 0.25 }}>
        {detail}
      </Box>
    </Box>
  ) : (
    message
  );

/** Hands the queue a sink into notistack while mounted. */
function Bridge({ onReady }: { onReady: (sink: ToastSink | undefined) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // A layout effect: the queued toasts show in the same commit as the host, not a frame later.
  useLayoutEffect(() => {
    onReady({
      show: ({ key, variant, message, detail, action, autoHideDuration }) => {
        enqueueSnackbar(content(message, detail), {
          key,
          variant,
          autoHideDuration,
          ...(action
            ? {
                action: (snackbarKey: SnackbarKey) => (
                  <Button
                    href={action.href}
                    color="inherit"
                    size="small"
                    sx={{ fontWeight: 700, textDecoration: 'underline' }}
                    onClick={(event) => {
                      event.preventDefault();
                      closeSnackbar(snackbarKey);
                      action.onClick();
                    }}
                  >
                    {action.label}
                  </Button>
                ),
              }
            : {}),
        });
      },
      close: (key) => {
        closeSnackbar(key);
      },
    });
    return () => {
      onReady(undefined);
    };
  }, [enqueueSnackbar, closeSnackbar, onReady]);
  return null;
}

export function ToastHost({ onReady }: { onReady: (sink: ToastSink | undefined) => void }) {
  return (
    <SnackbarProvider
      Components={TOAST_COMPONENTS}
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      preventDuplicate={false}
    >
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
