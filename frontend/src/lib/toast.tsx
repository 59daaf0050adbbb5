/**
 * Toasts for the whole app. Durations and the on-screen cap come from spec §9; timers pause
 * while the pointer is over a toast (notistack default).
 *
 * notistack is loaded on the first toast (lib/toast-host.tsx; issue 12: it is not part of the
 * first load): until it is there, toasts wait in a queue here, and `useToast` hands out keys
 * itself so a caller can close a toast that is not on screen yet.
 *
 * Beyond the spec: a toast may carry a second line (`detail`: the server's reason, how long to
 * wait) and one link (`action`); and a success closes the error toasts that the same caller
 * raised earlier about the same `topic`, so "Upload failed" never lingers beside "File uploaded
 * successfully".
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';
import type { Toast, ToastKey, ToastOptions, ToastRequest, ToastSink } from './toast-types';

type HostModule = typeof import('./toast-host');

let hostModule: HostModule | undefined;
const loadHost = (): Promise<HostModule> =>
  import('./toast-host').then((module) => {
    hostModule = module;
    return module;
  });

const LazyToastHost = lazy(() => loadHost().then((module) => ({ default: module.ToastHost })));

/**
 * Loads notistack ahead of the first toast, which then shows in the same render (the unit
 * tests do this once, so a toast appears as it did before it was split off).
 */
export const preloadToasts = async (): Promise<void> => {
  await loadHost();
};

const ToastContext = createContext<ToastSink | undefined>(undefined);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  // Chosen once: were it picked on each render, the render after notistack loads would swap
  // the lazy wrapper for the module's component, and React would rebuild the host (and drop
  // the toasts on screen).
  const [Host] = useState(() => hostModule?.ToastHost ?? LazyToastHost);
  const sink = useRef<ToastSink | undefined>(undefined);
  const queue = useRef<ToastRequest[]>([]);

  const channel = useMemo<ToastSink>(
    () => ({
      show: (request) => {
        if (sink.current) {
          sink.current.show(request);
          return;
        }
        queue.current.push(request);
        setHostWanted(true);
      },
      close: (key) => {
        queue.current = key === undefined ? [] : queue.current.filter((request) => request.key !== key);
        sink.current?.close(key);
      },
    }),
    [],
  );

  const attach = useCallback((next: ToastSink | undefined) => {
    sink.current = next;
    if (!next) return;
    const waiting = queue.current;
    queue.current = [];
    for (const request of waiting) next.show(request);
  }, []);

  return (
    <ToastContext.Provider value={channel}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <Host onReady={attach} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

const DEFAULT_TOPIC = 'default';
let lastKey = 0;

export function useToast(): Toast {
  const channel = useContext(ToastContext);
  if (!channel) throw new Error('useToast must be used inside <ToastProvider>');
  // Error toasts this caller raised and may close again, by topic.
  const openErrors = useRef(new Map<string, ToastKey[]>());

  return useMemo<Toast>(() => {
    const show = (
      variant: ToastRequest['variant'],
      autoHideDuration: number,
      message: string,
      options: ToastOptions = {},
    ): ToastKey => {
      const { action } = options;
      lastKey += 1;
      const key = `toast-${String(lastKey)}`;
      channel.show({
        key,
        variant,
        message,
        detail: options.detail,
        action,
        autoHideDuration: action ? Math.max(autoHideDuration, TOAST_DURATION_MS.withAction) : autoHideDuration,
      });
      return key;
    };
    return {
      success: (message, options) => {
        const topic = options?.topic ?? DEFAULT_TOPIC;
        for (const key of openErrors.current.get(topic) ?? []) channel.close(key);
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
        channel.close(key);
      },
    };
  }, [channel]);
}
