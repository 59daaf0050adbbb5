import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { DocumentItem } from '../types';

export const BOOKMARKS_PATH = '/api/bookmarks';

export const getBookmarks = () => api.get<DocumentItem[]>(BOOKMARKS_PATH);

/** Adds the bookmark if absent, else removes it. */
export const toggleBookmark = (id: string) =>
  api.post<ApiSchema<'BookmarkStateDto'>>(`${BOOKMARKS_PATH}/${encodeURIComponent(id)}`);
