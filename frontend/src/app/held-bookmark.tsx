/**
 * The bookmark that brought back 'Add Information' (issue 25): held in sessionStorage by the
 * profile feature while the overlay asks, it is made here once the overlay is answered, after the
 * reload that follows a save too. The app is where the two features meet.
 */
import { useEffect } from 'react';
import { useProfileCompletion } from '@/features/auth/components/profile-completion';
import { useBookmarks } from '@/features/documents/components/bookmarks-provider';
import type { DocumentItem } from '@/features/documents/types';

/** What a held bookmark keeps: the card's document and whether it was being bookmarked. */
export interface HeldBookmarkData {
  doc: DocumentItem;
  adding: boolean;
}

const heldBookmark = (data: unknown): HeldBookmarkData | undefined => {
  if (typeof data !== 'object' || data === null || !('doc' in data) || !('adding' in data)) return undefined;
  const { doc, adding } = data;
  if (typeof adding !== 'boolean' || typeof doc !== 'object' || doc === null) return undefined;
  // Written by this app into this tab's storage: the id and title are what the toggle needs.
  if (!('_id' in doc) || typeof doc._id !== 'string' || !('title' in doc) || typeof doc.title !== 'string')
    return undefined;
  return { doc: doc as DocumentItem, adding };
};

export function HeldBookmark() {
  const { held, mayGoAhead, settle } = useProfileCompletion();
  const { loading, isBookmarked, toggle } = useBookmarks();

  useEffect(() => {
    if (!mayGoAhead || held?.kind !== 'bookmark' || loading) return;
    settle();
    const bookmark = heldBookmark(held.data);
    // Already as asked (made before a reload cut in, or from another tab): nothing to do.
    if (bookmark && isBookmarked(bookmark.doc._id) !== bookmark.adding) toggle(bookmark.doc);
  }, [mayGoAhead, held, loading, isBookmarked, toggle, settle]);

  return null;
}
