/**
 * The toasts' shared shapes: what callers pass (lib/toast.tsx) and what the notistack host is
 * handed (lib/toast-host.tsx). A leaf both halves import, so the arrows run one way: toast.tsx
 * loads toast-host.tsx (lazily), and each of them imports only this for the shapes.
 */
export type ToastKey = string | number;

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
  success: (message: string, options?: ToastOptions) => ToastKey;
  error: (message: string, options?: ToastOptions) => ToastKey;
  info: (message: string, options?: ToastOptions) => ToastKey;
  dismiss: (key?: ToastKey) => void;
}

/** One toast as the host shows it. */
export interface ToastRequest {
  key: ToastKey;
  variant: 'success' | 'error' | 'info';
  message: string;
  detail: string | undefined;
  action: ToastAction | undefined;
  autoHideDuration: number;
}

/** Where toasts go once the host is loaded. */
export interface ToastSink {
  show: (request: ToastRequest) => void;
  /** Closes one toast, or every toast without a key. */
  close: (key?: ToastKey) => void;
}
