/**
 * Page 1–2 text as the upload analysis reads it: lines with a weight for where they stand (the
 * header counts most), and a normal form for matching (lower case, letters and digits only).
 */

/** Where a line stands: the header of page 1, the rest of page 1, page 2. */
export const HEADER_WEIGHT = 1;
export const PAGE1_WEIGHT = 0.6;
export const PAGE2_WEIGHT = 0.45;
/**
 * The header: the first lines of page 1 with text, at most this many and this many characters,
 * and none from the first numbered question on ("Q1.", "1.", "(a)").
 */
const HEADER_LINES = 8;
const HEADER_CHARS = 600;
const QUESTION_START = /^\s*(q\s?\.?\s?\d+|question\s*\d+|\d{1,2}\s*[.)]\s+\S|\(\s*[a-h]\s*\)\s+\S)/i;
/** A text layer without line breaks is cut into pieces this long (the header is then its first pieces). */
const MAX_LINE_CHARS = 160;

export interface TextLine {
  /** As printed (case kept): roman numerals and abbreviations need it. */
  raw: string;
  /** Lower case, letters and digits only, single spaces. */
  norm: string;
  page: number;
  weight: number;
  header: boolean;
}

/** Lower case, accents dropped, anything but letters and digits a single space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function splitLong(line: string): string[] {
  if (line.length <= MAX_LINE_CHARS) return [line];
  const parts = line.split(/\s{3,}/);
  const out: string[] = [];
  for (const part of parts) {
    for (let at = 0; at < part.length;) {
      let end = Math.min(part.length, at + MAX_LINE_CHARS);
      if (end < part.length) {
        const space = part.lastIndexOf(' ', end);
        if (space > at + MAX_LINE_CHARS / 2) end = space;
      }
      out.push(part.slice(at, end));
      at = end;
    }
  }
  return out;
}

/** The lines of pages 1 and 2 that hold any letter or digit, in order, weighted. */
export function readLines(pages: readonly string[]): TextLine[] {
  const lines: TextLine[] = [];
  let headerLines = 0;
  let headerChars = 0;
  pages.slice(0, 2).forEach((text, index) => {
    for (const piece of (text ?? '').split(/\r?\n/).flatMap(splitLong)) {
      const raw = piece.replace(/\s+/g, ' ').trim();
      const norm = normalise(raw);
      if (!norm) continue;
      if (QUESTION_START.test(raw)) headerLines = HEADER_LINES;
      const header = index === 0 && headerLines < HEADER_LINES && headerChars < HEADER_CHARS;
      if (header) {
        headerLines += 1;
        headerChars += raw.length;
      }
      lines.push({
        raw,
        norm,
        page: index + 1,
        header,
        weight: header ? HEADER_WEIGHT : index === 0 ? PAGE1_WEIGHT : PAGE2_WEIGHT,
      });
    }
  });
  return lines;
}
