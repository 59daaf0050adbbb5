/**
 * How a page is drawn for the page viewer and what is kept of it, wherever it is drawn: on request
 * (page-images.service.ts) or, for page 1, by the thumbnail job ahead of the first reader
 * (pipeline/thumbnails.processor.ts). Both keep the same objects under the same keys.
 */
import type { PageRequest, RenderedPage } from '../pipeline/pdf-preview';
import type { PageWords } from '../pipeline/pdf-render/pdf-render.protocol';
import { pageImageKey, pageWordsKey, type PageWidth } from './page-keys';

/** A page taller than this many times its width is drawn narrower (a 1 × 100 000 pt page is not a giant canvas). */
const MAX_ASPECT = 3;
/** WebP quality: text stays sharp at the widths served; a text page at 960 px is ≈ 60–120 KB. */
const WEBP_QUALITY = 82;
export const MAX_PAGE_WORDS = 5_000;
/**
 * The drawing of page 1 the thumbnail job keeps: what a phone asks for first (a 390 px screen at
 * 2–3×, frontend/src/features/documents/lib/page-images.ts caps it at 2×, and tablets at 1×).
 */
export const FIRST_PAGE_WIDTH: PageWidth = 960;

/** The objects the thumbnail job keeps of page 1 (pageObjects of FIRST_PAGE_WIDTH). */
export const firstPageKeys = (documentId: string): string[] => [
  pageImageKey(documentId, 1, FIRST_PAGE_WIDTH),
  pageWordsKey(documentId, 1),
];

/** A page's words as kept in storage: with the document's page count, which the words answer carries. */
export type StoredWords = PageWords & { pageCount: number };

/** The renderer's task for page `page`: its image `width` px wide (null: words only) and its words. */
export function pageRequest(page: number, width: PageWidth | null): PageRequest {
  return {
    page,
    image: width === null ? null : { width, maxHeight: width * MAX_ASPECT, quality: WEBP_QUALITY },
    maxWords: MAX_PAGE_WORDS,
  };
}

export interface PageObject {
  key: string;
  data: Buffer;
  contentType: string;
}

/** What is kept of a drawn page: its image at `width` (when drawn) and its words (when read). */
export function pageObjects(documentId: string, page: number, width: PageWidth, rendered: RenderedPage): PageObject[] {
  const objects: PageObject[] = [];
  if (rendered.image)
    objects.push({ key: pageImageKey(documentId, page, width), data: rendered.image.data, contentType: 'image/webp' });
  if (rendered.text) objects.push(wordsObject(documentId, page, { pageCount: rendered.pageCount, ...rendered.text }));
  return objects;
}

export function wordsObject(documentId: string, page: number, words: StoredWords): PageObject {
  return {
    key: pageWordsKey(documentId, page),
    data: Buffer.from(JSON.stringify(words)),
    contentType: 'application/json',
  };
}
