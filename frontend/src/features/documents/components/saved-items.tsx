import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useBookmarks } from './bookmarks-provider';
import { DocumentGrid } from './document-list-states';

const SAVED_EMPTY = strings.savedItems.empty;

/** Bookmarked documents (spec §2 Saved items). */
export function SavedItems() {
  const { items, loading } = useBookmarks();
  return (
    <DocumentGrid
      docs={items}
      loading={loading}
      failed={false}
      emptyText={SAVED_EMPTY}
      hrefFor={paths.savedItem.document.getHref}
    />
  );
}
