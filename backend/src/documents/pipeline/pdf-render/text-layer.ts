/**
 * Which pages have a usable text layer, and how the text of a document's pages becomes its search
 * text. Pure functions, shared by the renderer's child process (which decides per page whether to
 * run OCR) and the server (which merges the pages and records where the text came from). Imports
 * nothing at run time, so the child loads no app code.
 */
import type { TextSource } from '../../dto/document.dto';

/**
 * A page with fewer letters and digits than this has "no or almost no" text layer: a scan whose
 * only text is a page number, a scanner app's stamp ("Scanned with CamScanner", 20 letters) or a
 * broken font encoding (private-use characters, which are neither letters nor digits). A page of
 * real text has hundreds.
 */
export const MIN_USABLE_TEXT_CHARS = 40;

/** Letters and digits in `text`, in any script (whitespace, punctuation and symbols do not count). */
export function meaningfulChars(text: string): number {
  let count = 0;
  for (const _ of text.matchAll(/[\p{L}\p{N}]/gu)) count += 1;
  return count;
}

export function hasUsableText(text: string): boolean {
  return meaningfulChars(text) >= MIN_USABLE_TEXT_CHARS;
}

/**
 * The pages (1-based) to recognise: those without usable text, in page order, at most `maxPages`.
 * `pageTexts[i]` is page i + 1's text layer.
 */
export function pagesToRecognise(pageTexts: readonly string[], maxPages: number): number[] {
  const pages: number[] = [];
  pageTexts.forEach((text, index) => {
    if (pages.length < maxPages && !hasUsableText(text)) pages.push(index + 1);
  });
  return pages;
}

/** What one page contributed: its text layer, and the recognised text when it was OCR'd. */
export interface PageText {
  page: number;
  pdf: string;
  /** The page's /Rotate when not 0 (the smart upload's PAGES.ROTATED check). */
  rotate?: number;
  /** Pixels per inch of the scan covering the page, when it is one (the SCAN.LOW_RESOLUTION check). */
  scanDpi?: number;
  /** Present when the page was recognised (even when OCR found nothing). */
  ocr?: string;
}

/** Where a document's text came from when it has only its text layer: `pdf`, or `none` without text. */
export function pdfTextSource(text: string): Exclude<TextSource, 'ocr'> {
  return meaningfulChars(text) > 0 ? 'pdf' : 'none';
}

/**
 * Between two pages' texts in the stored text: a form feed (as pdftotext writes), so the page a
 * position of the text is on is 1 + the page breaks before it (FeedRepository's snippet page,
 * issue 28). Every page has its break, an empty one too; a page's own form feeds become spaces.
 * Text search and the snippets read a form feed as white space.
 */
export const PAGE_BREAK = '\f';

/**
 * PostgreSQL text cannot hold NUL; runs of spaces say nothing to search; the cap keeps tsvector
 * well inside its limits.
 */
export function normaliseText(text: string, maxChars: number): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxChars);
}

/**
 * Pages' texts (`texts[i]` is page i + 1's) as one stored text: each normalised, PAGE_BREAK
 * between them (the breaks after the last page with text left out), capped at `maxChars`.
 */
export function joinPageTexts(texts: readonly string[], maxChars: number): string {
  return texts
    .map((text) => normaliseText(text.replaceAll(PAGE_BREAK, ' '), Number.MAX_SAFE_INTEGER))
    .join(PAGE_BREAK)
    .replace(/\f+$/, '')
    .slice(0, maxChars);
}

/**
 * The document's search text, page by page: a page's text layer, followed by what OCR recognised
 * on it (a scanned page keeps its small stamp or page number too), PAGE_BREAK between pages (a
 * page missing from `pages` counts as empty). `source` is `ocr` when any page's text was
 * recognised, else `pdf` when there is any text, else `none`.
 */
export function mergePageTexts(pages: readonly PageText[], maxChars: number): { text: string; source: TextSource } {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const texts: string[] = [];
  for (const p of ordered) {
    while (texts.length < p.page - 1) texts.push('');
    texts[p.page - 1] = [p.pdf.trim(), p.ocr?.trim() ?? ''].filter((part) => part.length > 0).join('\n');
  }
  const text = joinPageTexts(texts, maxChars);
  const recognised = ordered.some((p) => p.ocr !== undefined && meaningfulChars(p.ocr) > 0);
  return { text, source: recognised ? 'ocr' : pdfTextSource(text) };
}
