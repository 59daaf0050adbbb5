/**
 * Toasts for the whole app (notistack). Durations and the on-screen cap come from spec §9;
 * timers already pause while the pointer is over a toast (notistack default).
 *
 * Beyond the spec: a toast may carry a second line (`detail`: the server's reason, how long to
 * wait) and one link (`action`); and a success closes the error toasts that the same caller
 * raised earlier about the same `topic`, so "Upload failed" never lingers beside "File uploaded
 * successfully".
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useMemo, useRef, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/config/constants';

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

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      Components={TOAST_COMPONENTS}
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      preventDuplicate={false}
    >
      {children}
    </SnackbarProvider>
  );
}

export interface ToastAction {
  label: string;
  /** Where the link points (so it can be opened in a new tab too). */
  href: string;
  /** In-app navigation; the toasts sit outside the router, so the caller navigates. */
  onClick: () => void;
}

export interface ToastOptions {
  /** A second, smaller line beneath the message. */
  detail?: string | undefined;
  action?: ToastAction | undefined;
  /** Which action the toast is about; a success closes earlier errors of the same topic. */
  topic?: string | undefined;
}

export interface Toast {
  success: (message: string, options?: ToastOptions) => SnackbarKey;
  error: (message: string, options?: ToastOptions) => SnackbarKey;
  info: (message: string, options?: ToastOptions) => SnackbarKey;
  dismiss: (key?: SnackbarKey) => void;
}

const DEFAULT_TOPIC = 'default';

const content = (message: string, detail: string | undefined): ReactNode =>
  detail ? (
    <Box component="span" sx={{ display: 'block' }}>
      <Box component="span" sx={{ display: 'block' }}>
        {message}
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: '0.875em', opacity: 0.92, mt: 0.25 }}>
        {detail}
      </Box>
    </Box>
  ) : (
    message
  );

export function useToast(): Toast {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // Error toasts this caller raised and may close again, by topic.
  const openErrors = useRef(new Map<string, SnackbarKey[]>());

  return useMemo<Toast>(() => {
    const show = (
      variant: 'success' | 'error' | 'info',
      autoHideDuration: number,
      message: string,
      options: ToastOptions = {},
    ): SnackbarKey => {
      const { action } = options;
      return enqueueSnackbar(content(message, options.detail), {
        variant,
        autoHideDuration: action ? Math.max(autoHideDuration, TOAST_DURATION_MS.withAction) : autoHideDuration,
        ...(action
          ? {
              action: (key: SnackbarKey) => (
                <Button
                  href={action.href}
                  color="inherit"
                  size="small"
                  sx={{ fontWeight: 700, textDecoration: 'underline' }}
                  onClick={(event) => {
                    event.preventDefault();
                    closeSnackbar(key);
                    action.onClick();
                  }}
                >
                  {action.label}
                </Button>
              ),
            }
          : {}),
      });
    };
    return {
      success: (message, options) => {
        const topic = options?.topic ?? DEFAULT_TOPIC;
        for (const key of openErrors.current.get(topic) ?? []) closeSnackbar(key);
        openErrors.current.delete(topic);
        return show('success', TOAST_DURATION_MS.success, message, options);
      },
      error: (message, options) => {
        const key = show('error', TOAST_DURATION_MS.error, message, options);
        const topic = options?.topic ?? DEFAULT_TOPIC;
        openErrors.current.set(topic, [...(openErrors.current.get(topic) ?? []), key]);
        return key;
      },
      info: (message, options) => show('info', TOAST_DURATION_MS.default, message, options),
      dismiss: (key) => {
        closeSnackbar(key);
      },
    };
  }, [enqueueSnackbar, closeSnackbar]);
}
