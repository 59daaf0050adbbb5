import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export type PageWords = ApiSchema<'PageWordsDto'>;

/** A page's words with their boxes (fractions of the page), for highlighting search words. */
export const getPageWords = (documentId: string, page: number) =>
  api.get<PageWords>(`/api/documents/${encodeURIComponent(documentId)}/pages/${String(page)}/text`);
