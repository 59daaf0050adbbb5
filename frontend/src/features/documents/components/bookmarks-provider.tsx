/**
 * Bookmark state (spec §4): the list of bookmarked documents, replaced from the server when the
 * user is signed in and cleared when not. Toggling adds the item if its _id is absent, else
 * removes it; guests get the guest prompt instead.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { strings } from '@/config/strings';
import { refusalMessage } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { getBookmarks, toggleBookmark } from '../api/bookmarks';
import type { DocumentItem } from '../types';

// Only a visitor who tries to bookmark sees the prompt: its dialog code loads on that first try.
const GuestPromptModal = lazy(() =>
  import('@/components/ui/guest-prompt-modal').then((module) => ({ default: module.GuestPromptModal })),
);

export interface BookmarksContextValue {
  items: DocumentItem[];
  loading: boolean;
  isBookmarked: (id: string) => boolean;
  toggle: (doc: DocumentItem) => void;
}

const EMPTY: DocumentItem[] = [];
const text = strings.savedItems;

const BookmarksContext = createContext<BookmarksContextValue | null>(null);

export function BookmarksProvider({
  authenticated,
  beforeToggle = () => true,
  children,
}: {
  authenticated: boolean | 'unknown';
  /**
   * Asked before a signed-in user's toggle (`adding`: whether it would bookmark): false holds it
   * back (the app brings back the profile overlay first and toggles again once it is answered,
   * issue 25).
   */
  beforeToggle?: (doc: DocumentItem, adding: boolean) => boolean;
  children: ReactNode;
}) {
  const [stored, setItems] = useState<DocumentItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  // Stays mounted once shown, so the dialog can play its closing transition.
  const [promptUsed, setPromptUsed] = useState(false);
  const toast = useToast();
  const signedIn = authenticated === true;
  // Cleared while signed out (spec §4).
  const items = signedIn ? stored : EMPTY;
  const loading = signedIn && !loaded;

  useEffect(() => {
    if (!signedIn) return undefined;
    let active = true;
    getBookmarks().then(
      (list) => {
        if (!active) return;
        setItems(list);
        setLoaded(true);
      },
      (error: unknown) => {
        logFailure('Loading bookmarks failed', error);
        if (active) setLoaded(true);
      },
    );
    return () => {
      active = false;
      setItems([]);
      setLoaded(false);
    };
  }, [signedIn]);

  const toggle = useCallback(
    (doc: DocumentItem) => {
      if (!signedIn) {
        setPromptOpen(true);
        setPromptUsed(true);
        return;
      }
      const flip = (list: DocumentItem[]) =>
        list.some((item) => item._id === doc._id) ? list.filter((item) => item._id !== doc._id) : [doc, ...list];
      const adding = !stored.some((item) => item._id === doc._id);
      if (!beforeToggle(doc, adding)) return;
      setItems(flip);
      toggleBookmark(doc._id).catch((error: unknown) => {
        logFailure('Toggling the bookmark failed', error);
        setItems(flip);
        // Flipped back: say so, or the student believes it is saved (issue 25).
        toast.error(adding ? text.bookmarkFailed : text.unbookmarkFailed, {
          detail: refusalMessage(error),
          topic: `bookmark:${doc._id}`,
        });
      });
    },
    [signedIn, stored, toast, beforeToggle],
  );

  const value = useMemo<BookmarksContextValue>(
    () => ({ items, loading, isBookmarked: (id) => items.some((item) => item._id === id), toggle }),
    [items, loading, toggle],
  );

  return (
    <BookmarksContext value={value}>
      {children}
      {promptUsed ? (
        <Suspense fallback={null}>
          <GuestPromptModal
            open={promptOpen}
            onClose={() => {
              setPromptOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </BookmarksContext>
  );
}

export function useBookmarks(): BookmarksContextValue {
  const context = useContext(BookmarksContext);
  if (context === null) throw new Error('useBookmarks must be used inside <BookmarksProvider>');
  return context;
}
