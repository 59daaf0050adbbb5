/**
 * A small read hook: runs `fetcher` when `key` changes, keeps the latest result, ignores
 * answers that arrive after the key moved on, and logs failures (spec §8: list failures are
 * only logged). Not a cache: each mount fetches (unless the page carried the answer: initialData).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { logFailure } from './log-failure';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export interface QueryOptions<T> {
  /**
   * The answer for the first key, already known (e.g. carried by the page's HTML): shown at once and
   * not fetched; a reload or another key fetches as usual.
   */
  initialData?: T | undefined;
}

export function useQuery<T>(key: string | null, fetcher: () => Promise<T>, options?: QueryOptions<T>): QueryState<T> {
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown; done: boolean }>(() =>
    options?.initialData !== undefined && key !== null
      ? { key, data: options.initialData, error: undefined, done: true }
      : { key: null, data: undefined, error: undefined, done: false },
  );
  const [generation, setGeneration] = useState(0);
  /** The first key's answer came with the page: its first fetch is skipped. */
  const seeded = useRef(state.done ? key : null);

  useEffect(() => {
    if (key === null) return undefined;
    if (seeded.current === key && generation === 0) return undefined;
    seeded.current = null;
    let active = true;
    fetcher().then(
      (data) => {
        if (active) setState({ key, data, error: undefined, done: true });
      },
      (error: unknown) => {
        logFailure(`Request failed (${key})`, error);
        if (active) setState({ key, data: undefined, error, done: true });
      },
    );
    return () => {
      active = false;
    };
    // The key names the request; the fetcher closure changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);

  const reload = useCallback(() => {
    setGeneration((g) => g + 1);
  }, []);

  const current = state.key === key && key !== null;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && !(current && state.done),
    reload,
  };
}
