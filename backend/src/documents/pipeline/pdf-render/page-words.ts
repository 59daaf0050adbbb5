/**
 * A page's words with their boxes, for highlighting search words over a page image
 * (documents/pages/). Pure: the child (pdf-render.child.ts) hands it pdfjs's text items and the
 * page's viewport, and it returns each word's box in page-relative units (0..1, origin top left),
 * so the image may be drawn at any width.
 *
 * pdfjs gives runs of text (an item: a string, its text matrix and its advance width), not words.
 * A run is split at white space and each word gets its share of the run's width as `measure`
 * (the child: a sans-serif font on a canvas) says, or by its characters without one: close
 * enough for a highlight (the PDF's own font may be narrower or wider by a letter or so).
 */
import type { PageWord, PageWords } from './pdf-render.protocol';

/** A 2-D affine matrix [a, b, c, d, e, f], as PDF and pdfjs write them. */
export type Matrix = readonly [number, number, number, number, number, number];

export interface TextRun {
  str: string;
  transform: readonly number[];
  /** Advance width in the page's user space (points). */
  width: number;
}

/** Above the baseline an em's ascent reaches ≈ 0.8 of the font size, below it ≈ 0.2. */
const ASCENT = 0.85;
const DESCENT = 0.2;

function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

function asMatrix(values: readonly number[]): Matrix | undefined {
  if (values.length !== 6 || !values.every(Number.isFinite)) return undefined;
  return [values[0] ?? 0, values[1] ?? 0, values[2] ?? 0, values[3] ?? 0, values[4] ?? 0, values[5] ?? 0];
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The words of `runs` on a page whose viewport (scale 1, the page's rotation applied) is
 * `viewport` (its transform maps PDF user space to top-left pixels) `width` × `height` points.
 */
export function pageWords(
  runs: readonly TextRun[],
  viewport: { transform: readonly number[]; width: number; height: number },
  maxWords: number,
  measure: (text: string) => number = (text) => text.length,
): PageWords {
  const result: PageWords = { width: viewport.width, height: viewport.height, words: [], truncated: false };
  const view = asMatrix(viewport.transform);
  if (!view || !(viewport.width > 0) || !(viewport.height > 0)) return result;
  for (const run of runs) {
    const own = asMatrix(run.transform);
    if (!own || run.str.trim() === '' || !(run.width > 0)) continue;
    const m = multiply(view, own);
    const fontSize = Math.hypot(m[2], m[3]);
    const along = Math.hypot(m[0], m[1]);
    if (!(fontSize > 0) || !(along > 0)) continue;
    // Unit vectors along the baseline and towards the top of the letters, in viewport pixels;
    // the run's length in pixels is its advance width under the viewport's scale.
    const ux = m[0] / along;
    const uy = m[1] / along;
    const vx = m[2] / fontSize;
    const vy = m[3] / fontSize;
    const scale = Math.hypot(view[0], view[1]) || 1;
    const length = run.width * scale;
    // A measure that knows no width for the run (no font on the machine) falls back to characters.
    const measured = measure(run.str);
    const widthOf = measured > 0 ? measure : (text: string) => text.length;
    const total = measured > 0 ? measured : run.str.length;
    for (const match of run.str.matchAll(/\S+/g)) {
      if (result.words.length >= maxWords) {
        result.truncated = true;
        return result;
      }
      const before = run.str.slice(0, match.index);
      const start = (widthOf(before) / total) * length;
      const end = (widthOf(before + match[0]) / total) * length;
      const xs: number[] = [];
      const ys: number[] = [];
      for (const t of [start, end]) {
        for (const s of [-DESCENT * fontSize, ASCENT * fontSize]) {
          xs.push(m[4] + ux * t + vx * s);
          ys.push(m[5] + uy * t + vy * s);
        }
      }
      const left = clamp01(Math.min(...xs) / viewport.width);
      const top = clamp01(Math.min(...ys) / viewport.height);
      const right = clamp01(Math.max(...xs) / viewport.width);
      const bottom = clamp01(Math.max(...ys) / viewport.height);
      if (right <= left || bottom <= top) continue;
      const word: PageWord = {
        text: match[0],
        x: round4(left),
        y: round4(top),
        w: round4(right - left),
        h: round4(bottom - top),
      };
      result.words.push(word);
    }
  }
  return result;
}
