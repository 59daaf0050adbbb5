import { paths } from '@/config/paths';
import type { DocumentItem } from '../types';

/** Navigation state of the document viewer routes (spec §2). */
export interface ViewerState {
  documentId: string;
  url: string;
  title: string;
  /**
   * Not in the spec: the words a search matched in this document (its snippet's marked words),
   * highlighted by the phone page viewer (issue 25).
   */
  q?: string;
  /** Not in the spec (issue 28): the page a search's words were found on (the snippet's), where the PDF opens. */
  page?: number;
}

/** The words a search result's snippet marks, each once: what the viewer highlights. */
const matchedWords = (doc: DocumentItem): string | undefined => {
  const words = [...new Set((doc.snippet ?? []).filter((part) => part.match).map((part) => part.text.trim()))];
  return words.length > 0 ? words.join(' ') : undefined;
};

export const viewerStateFor = (doc: DocumentItem): ViewerState => {
  const q = matchedWords(doc);
  const page = q ? doc.snippetPage : undefined;
  return { documentId: doc._id, url: doc.url, title: doc.title, ...(q ? { q } : {}), ...(page ? { page } : {}) };
};

export const readViewerState = (value: unknown): ViewerState | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { documentId, url, title, q, page } = value as Partial<Record<keyof ViewerState, unknown>>;
  return typeof documentId === 'string' &&
    typeof url === 'string' &&
    typeof title === 'string' &&
    documentId &&
    url &&
    title
    ? {
        documentId,
        url,
        title,
        ...(typeof q === 'string' && q.trim() ? { q } : {}),
        ...(typeof page === 'number' && Number.isInteger(page) && page > 0 ? { page } : {}),
      }
    : undefined;
};

/** Route segment for a document: its title without spaces. */
export const viewerSlug = (title: string): string => title.replace(/\s+/g, '');

/**
 * The link anyone can open (the public /feed/{slug}?id= route, whatever route the viewer is on:
 * /saved-item/… and /upload-items/… are for signed-in users only). The server renders its
 * preview tags (Open Graph) for link previews in chat apps (issue 25 item 5).
 */
export const publicDocumentHref = (doc: { documentId: string; title: string }): string =>
  paths.feed.document.getHref(viewerSlug(doc.title), { id: doc.documentId });

/** The inline PDF address: the document url with 'view' replaced by 'preview'. */
export const previewUrl = (url: string): string => url.replace('view', 'preview');

/**
 * The PDF frame's address: the inline PDF, opened at `page` with `search` highlighted when given
 * (`#page=7&search=…`, which Chromium's and Firefox's viewers follow; issue 28).
 */
export const framedPdfUrl = (url: string, page?: number, search?: string): string => {
  const fragment = [
    ...(page === undefined ? [] : [`page=${String(page)}`]),
    ...(search?.trim() ? [`search=${encodeURIComponent(search.trim())}`] : []),
  ];
  return fragment.length > 0 ? `${previewUrl(url)}#${fragment.join('&')}` : previewUrl(url);
};

/** 12345 bytes → '12.06 KB'. */
export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;

/** The PDF as an attachment; the server counts the download. */
export const documentDownloadUrl = (id: string): string => `/api/documents/${encodeURIComponent(id)}/download`;
