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

/** The narrowest drawing at least `pixels` wide (the widest when none is). */
const widthFor = (pixels: number): PageWidth =>
  PAGE_WIDTHS.find((width) => width >= pixels) ?? PAGE_WIDTHS[PAGE_WIDTHS.length - 1] ?? 1440;

/**
 * A page's image for a screen `viewportWidth` CSS pixels wide at `zoom`: `src` for 1× screens and
 * a `srcset` whose 2× candidate the browser takes on denser screens. Capped at 2×: a 390 px phone
 * at 3× gets the 960 px drawing (≈ half the bytes of 1440; 2.5 pixels per CSS pixel stays sharp),
 * which matters on a slow network; zooming in asks for the wider ones.
 */
export function pageImage(documentId: string, page: number, viewportWidth: number, zoom: number) {
  const css = Math.min(viewportWidth, PAGE_MAX_CSS_WIDTH) * zoom;
  const src = pageImageUrl(documentId, page, widthFor(css));
  return { src, srcSet: `${src} 1x, ${pageImageUrl(documentId, page, widthFor(css * 2))} 2x` };
}

/**
 * Starts page 1's image of the viewer link being opened, before the viewer's code has loaded
 * (the router calls it as it asks for the viewer's chunk): on a phone the image is the page, and
 * the slow part of a slow network. Only where page images will be shown, and only for a document
 * named by the link (`?id=`) or the navigation state; the <img> then finds it in the cache.
 */
export function prefetchFirstPageImage(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const narrow = window.matchMedia(`(max-width: ${String(NARROW_BELOW - 0.05)}px)`).matches;
  if (!prefersPageImages(narrow, window.navigator.pdfViewerEnabled)) return;
  const state = (window.history.state as { usr?: { documentId?: unknown } } | null)?.usr;
  const id =
    typeof state?.documentId === 'string' ? state.documentId : new URLSearchParams(window.location.search).get('id');
  if (!id) return;
  const { src, srcSet } = pageImage(id, 1, window.innerWidth, 1);
  const image = new Image();
  image.fetchPriority = 'high';
  image.srcset = srcSet;
  image.src = src;
}

/** MUI's `md` breakpoint: below it the viewer shows page images (document-viewer.tsx). */
export const NARROW_BELOW = 900;

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
