/**
 * A list read a page at a time through the server's `nextPage` links, with "Load more" and "Try
 * again": the first page on mount, later ones appended, a failure logged and kept in the state (the
 * list shows what it already has). Keyed by mount: a list for other filters is a new component.
 */
import { useCallback, useEffect, useState } from 'react';
import { logFailure } from './log-failure';

export interface PagedListState<T> {
  items: T[];
  nextPage: string | null;
  loading: boolean;
  failed: boolean;
}

/** One page: its items, and the next page's link (null on the last). */
export interface ListPage<T> {
  items: T[];
  nextPage: string | null;
}

export function usePagedList<T>(fetchPage: (nextPage?: string) => Promise<ListPage<T>>, failure: string) {
  const [state, setState] = useState<PagedListState<T>>({ items: [], nextPage: null, loading: true, failed: false });
  // The fetcher of the first render: the list is keyed by mount.
  const [fetchFirst] = useState(() => fetchPage);

  const load = useCallback(
    (nextPage?: string) =>
      fetchFirst(nextPage).then(
        (page) => {
          setState((current) => ({
            items: [...(nextPage ? current.items : []), ...page.items],
            nextPage: page.nextPage,
            loading: false,
            failed: false,
          }));
        },
        (error: unknown) => {
          logFailure(failure, error);
          setState((current) => ({ ...current, loading: false, failed: true }));
        },
      ),
    [fetchFirst, failure],
  );

  useEffect(() => {
    void load();
  }, [load]);

  /** A later page, or the first again after a failure: the list shows it is loading meanwhile. */
  const loadAgain = (nextPage?: string) => {
    setState((current) => ({ ...current, loading: true, failed: false }));
    void load(nextPage);
  };

  /** Changes the items in place (an entry marked read, a request withdrawn). */
  const updateItems = (update: (items: T[]) => T[]) => {
    setState((current) => ({ ...current, items: update(current.items) }));
  };

  return { state, loadAgain, updateItems };
}
