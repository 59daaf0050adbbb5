import type { FirstPaint } from '../common/spa-fallback';
import type { DocumentDto } from './dto/document.dto';
import { PAGE_WIDTHS, type PageWidth } from './pages/page-keys';

/**
 * What a shared document link's HTML carries for a phone (issue 25 item 9: first page visible
 * ≤ 1.5 s on a throttled phone), so the page does not wait for the app's code and then its API
 * calls before asking for page 1:
 *
 * - in <head>: preloads of page 1's image as the phone viewer will ask for it, the document's
 *   detail as JSON (the viewer reads it instead of GET /api/documents/{id}), and the styles of
 *   the first paint;
 * - in #root (spa-fallback.ts decides when): the first paint, the title and page 1 as an image,
 *   shown before any script runs; the app takes it over as it starts
 *   (frontend/src/features/documents/lib/first-paint.ts) and replaces it with the viewer.
 *
 * Phones only: screens from the client's `md` breakpoint (900 px) up show the PDF frame, so there
 * the preloads do not match and the first paint is hidden (its image is lazy, so never fetched).
 *
 * The image is chosen as frontend/src/features/documents/lib/page-images.ts `pageImage()` chooses
 * it (the narrowest drawing at least the CSS width, 2× at most, the column at most 820 px wide),
 * so the viewer's own <img> finds it in the browser's cache: up to 480 px wide, 480 px at 1× and
 * 960 px from 2×; wider phones and small tablets 960 px at 1× and 1440 px from 2×.
 */
const SMALL_SCREEN = '(max-width: 480px)';
const NARROW_SCREEN = '(min-width: 480.05px) and (max-width: 899.95px)';
const [SMALL, MEDIUM, LARGE] = PAGE_WIDTHS;
/** A page is drawn A4-shaped until its image tells its real shape (as the viewer's placeholder). */
const A4 = { width: 595, height: 842 };
/**
 * The client's brand colours and type (frontend/src/config/brand.ts, app/theme.ts) and the
 * viewer's layout on a phone (document-viewer.tsx, page-viewer.tsx): the header (64 px), then,
 * in a container with 24 px × 16 px of padding, the Back button (102 × 36.5 px) and the title in
 * one wrapping row, the actions (three rows of 36.5 px buttons on a 360–430 px phone) and the page
 * bar (62 px), and page 1. Space is kept for what the app adds, so page 1 stays where it is when
 * the app takes over (on a phone of that width; elsewhere it moves by a row of buttons).
 */
const STYLE = `
  @media (max-width: 899.95px) {
    body { margin: 0; background: #f8fafc; color: #0f172a;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; }
    .first-paint-bar { height: 64px; background: #fff; border-bottom: 1px solid #e2e8f0; }
    #document-first-page { padding: 24px 16px; }
    #document-first-page .title { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; margin-bottom: 16px; }
    #document-first-page .back { width: 102px; height: 36.5px; }
    #document-first-page h1 { margin: 0; font-size: 1.5rem; font-weight: 800; letter-spacing: -0.02em;
      line-height: 1.167; overflow-wrap: break-word; min-width: 0; }
    #document-first-page .actions { height: 125.5px; margin-bottom: 16px; }
    #document-first-page .bar { box-sizing: border-box; height: 62px; margin-bottom: 8px; background: #fff;
      border: 1px solid #e2e8f0; border-radius: 12px; }
    #document-first-page figure { margin: 0 auto; max-width: 820px; border: 1px solid #e2e8f0; border-radius: 4px;
      background: #fff; overflow: hidden; }
    #document-first-page img { display: block; width: 100%; height: auto; }
  }
  @media (min-width: 600px) and (max-width: 899.95px) { #document-first-page { padding: 24px; } }
  @media (min-width: 900px) { .first-paint-bar, #document-first-page { display: none; } }`;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside <script type="application/json">: nothing in it can end the element or start markup. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );

/** The document's first paint, or none when it has no page images (no preview: the viewer shows the frame). */
export function firstPaintOf(doc: DocumentDto): FirstPaint | undefined {
  if (!doc.preview || !doc.pages || doc.pages < 1) return undefined;
  const page = (width: PageWidth) => escapeHtml(`/api/documents/${encodeURIComponent(doc._id)}/pages/1?width=${width}`);
  const small = `${page(SMALL)} 1x, ${page(MEDIUM)} 2x`;
  const wide = `${page(MEDIUM)} 1x, ${page(LARGE)} 2x`;
  const title = escapeHtml(doc.title);
  const head = [
    `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${small}" media="${SMALL_SCREEN}" />`,
    `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${wide}" media="${NARROW_SCREEN}" />`,
    `<script type="application/json" id="document-data">${scriptJson(doc)}</script>`,
    `<style>${STYLE}\n    </style>`,
  ];
  const root =
    '<div class="first-paint-bar"></div>' +
    `<div id="document-first-page" data-document-id="${escapeHtml(doc._id)}">` +
    `<div class="title"><div class="back"></div><h1>${title}</h1></div>` +
    '<div class="actions"></div><div class="bar"></div><figure>' +
    `<picture><source media="${SMALL_SCREEN}" srcset="${small}" />` +
    `<img src="${page(MEDIUM)}" srcset="${wide}" alt="Page 1 of ${title}" width="${A4.width}" height="${A4.height}" loading="lazy" fetchpriority="high" />` +
    '</picture></figure></div>';
  return { head, root };
}
