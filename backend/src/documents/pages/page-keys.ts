/**
 * Where the page viewer's images and words live in object storage: all of a document's under one
 * prefix, so deleting the document removes them with one deletePrefix (documents.service.ts).
 */

/** The widths a page image is drawn at: a phone's CSS width × its pixel ratio, rounded up. */
export const PAGE_WIDTHS = [480, 960, 1440] as const;
export type PageWidth = (typeof PAGE_WIDTHS)[number];

export const isPageWidth = (value: number): value is PageWidth => (PAGE_WIDTHS as readonly number[]).includes(value);

export const pagesPrefix = (documentId: string) => `pages/${documentId}/`;
export const pageImageKey = (documentId: string, page: number, width: PageWidth) =>
  `${pagesPrefix(documentId)}${page}-${width}.webp`;
export const pageWordsKey = (documentId: string, page: number) => `${pagesPrefix(documentId)}${page}-words.json`;
