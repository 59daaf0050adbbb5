import type { ApiQuery } from '@/lib/api-types';

/**
 * The phone page viewer's helpers (issue 25): where a page image is, which widths exist, and which
 * words of a page a search highlights. The server draws pages at these widths only
 * (GET /api/documents/{id}/pages/{n}?width=).
 */
type PageWidth = NonNullable<ApiQuery<'/api/documents/{id}/pages/{n}'>['width']>;

export const PAGE_WIDTHS = [480, 960, 1440] as const satisfies readonly PageWidth[];

/** Pages are shown at most this many CSS pixels wide (a tablet in portrait), times the zoom. */
export const PAGE_MAX_CSS_WIDTH = 820;

export const pageImageUrl = (documentId: string, page: number, width: PageWidth): string =>
  `/api/documents/${encodeURIComponent(documentId)}/pages/${String(page)}?width=${String(width)}`;

/** `srcset` for one page: the browser picks the width for its screen and pixel ratio. */
export const pageSrcSet = (documentId: string, page: number): string =>
  PAGE_WIDTHS.map((width) => `${pageImageUrl(documentId, page, width)} ${String(width)}w`).join(', ');

/** `sizes` for a page shown at `zoom` × the column's width (the column is at most PAGE_MAX_CSS_WIDTH). */
export const pageSizes = (zoom: number): string =>
  `min(${String(Math.round(zoom * 100))}vw, ${String(Math.round(zoom * PAGE_MAX_CSS_WIDTH))}px)`;

/**
 * Page images instead of the PDF frame: on narrow screens, and wherever the browser says it cannot
 * show PDFs inline (`navigator.pdfViewerEnabled === false`: most phones, some locked-down desktops).
 */
export const prefersPageImages = (narrow: boolean, pdfViewerEnabled: boolean | undefined): boolean =>
  narrow || pdfViewerEnabled === false;

/** Lower case, letters and digits only: how words are compared. */
const normalise = (word: string): string => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The search's words to highlight (two characters or more, each once). */
export function highlightTerms(q: string | undefined | null): string[] {
  if (!q) return [];
  const terms = q
    .split(/\s+/)
    .map(normalise)
    .filter((term) => term.length >= 2);
  return [...new Set(terms)];
}

/** Whether a page word matches a search term: as the search does, by prefix ("semaph" marks "semaphores"). */
export function matchesTerms(word: string, terms: readonly string[]): boolean {
  const plain = normalise(word);
  return plain.length > 0 && terms.some((term) => plain.startsWith(term));
}

/** A page number typed into the jump box, kept within 1..pageCount; undefined when it is not a number. */
export function clampPage(input: string, pageCount: number): number | undefined {
  const page = Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(page)) return undefined;
  return Math.min(Math.max(1, page), pageCount);
}

export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
