/**
 * The quality checks of a smart upload (issue 26): pure, from what the worker read of the PDF.
 * SCAN.LOW_RESOLUTION: a scan drawn at fewer than LOW_RESOLUTION_DPI pixels per inch (the renderer
 * measures the image covering the page against the page's size).
 */
import type { CheckDto } from '../dto/upload-draft.dto';
import { normalise } from './page-text';

export interface ReadPage {
  page: number;
  pdf: string;
  ocr?: string;
  rotate?: number;
  /** Pixels per inch of the scan covering the page, when it is one. */
  scanDpi?: number;
}

/**
 * Below this a scan's small print blurs (fax quality is about 100 × 200; scanners default to
 * 200–300): "very low resolution".
 */
export const LOW_RESOLUTION_DPI = 100;

/** Fewer letters and digits than this on a page: no readable text there. */
const MIN_PAGE_CHARS = 20;

export const pageText = (page: ReadPage): string => (page.ocr ?? '').trim() || page.pdf;

export function unreadableCheck(encrypted: boolean): CheckDto {
  return encrypted
    ? { code: 'PDF.ENCRYPTED', pages: [], message: 'This PDF is protected by a password and cannot be opened' }
    : { code: 'PDF.UNREADABLE', pages: [], message: 'This PDF cannot be read: it may be damaged or incomplete' };
}

export function pageChecks(pages: readonly ReadPage[]): CheckDto[] {
  const checks: CheckDto[] = [];
  const texts = pages.map((page) => ({ page: page.page, norm: normalise(pageText(page)) }));
  const readable = texts.filter((t) => t.norm.replace(/ /g, '').length >= MIN_PAGE_CHARS);
  if (readable.length === 0) {
    checks.push({ code: 'TEXT.NONE', pages: [], message: 'No readable text was found in this file' });
  }
  const seen = new Map<string, number>();
  const duplicated = new Set<number>();
  for (const { page, norm } of readable) {
    const first = seen.get(norm);
    if (first === undefined) seen.set(norm, page);
    else {
      duplicated.add(first);
      duplicated.add(page);
    }
  }
  if (duplicated.size > 0) {
    checks.push({
      code: 'PAGES.DUPLICATED',
      pages: [...duplicated].sort((a, b) => a - b),
      message: 'Some pages appear more than once',
    });
  }
  const rotated = pages.filter((page) => (page.rotate ?? 0) % 360 !== 0).map((page) => page.page);
  if (rotated.length > 0) {
    checks.push({ code: 'PAGES.ROTATED', pages: rotated, message: 'Some pages are turned sideways or upside down' });
  }
  const lowResolution = pages
    .filter((page) => page.scanDpi !== undefined && page.scanDpi < LOW_RESOLUTION_DPI)
    .map((page) => page.page);
  if (lowResolution.length > 0) {
    checks.push({
      code: 'SCAN.LOW_RESOLUTION',
      pages: lowResolution,
      message: 'Some pages are scanned at a very low resolution and may be hard to read',
    });
  }
  return checks;
}
