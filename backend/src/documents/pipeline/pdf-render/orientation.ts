/**
 * Which quarter turn makes a scan readable (issue 26: a page without a text layer whose *image* is
 * sideways or upside down). Runs in the renderer's child process only (pdf-render.child.ts), with
 * the OCR engine it already has (tesseract.js with the English model from node_modules; there is
 * no orientation model offline, so no Tesseract OSD): the page, drawn small, is recognised as it
 * stands and — unless that reads clearly — turned by 180°, 90° and 270°, stopping at the first
 * turn that reads clearly; else the turn that reads the most real-looking words with the highest
 * confidence wins. An upright scan (the common case)
 * costs one small recognition.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { processCpuMs, type OcrEngine } from './ocr-engine';

/** The page is drawn with its longer side this many pixels (≈ 95 dpi on A4): small, still legible. */
export const ORIENT_LONG_SIDE = 1100;
/** As it stands, the page reads clearly (no other turn is tried) with this many words… */
const CLEAR_WORDS = 8;
/** …at this mean confidence or more. */
const CLEAR_CONFIDENCE = 70;
/** A turn wins only with at least this many words… */
const MIN_WORDS = 4;
/** …and this many times the score of the page as it stands. */
const MIN_LEAD = 2;

/**
 * Words that look like words: three or more letters (after trimming punctuation) with a vowel
 * (or y). Text recognised from a turned image is mostly short fragments and symbols.
 */
export function wordLikeCount(text: string): number {
  let count = 0;
  for (const raw of text.split(/\s+/)) {
    const word = raw.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
    if (word.length >= 3 && /^[A-Za-z]+$/.test(word) && /[aeiouyAEIOUY]/.test(word)) count += 1;
  }
  return count;
}

/**
 * Whether a recognition is confident enough to stand without looking for a turn (the text job's
 * check): a short page read confidently (a cover, a figure's caption) is not worth turning.
 */
export const readsConfidently = (confidence: number): boolean => confidence >= CLEAR_CONFIDENCE;

/** Whether a recognition reads clearly (enough word-like words, confident): no other turn is worth trying. */
export const readsClearly = (text: string, confidence: number): boolean =>
  wordLikeCount(text) >= CLEAR_WORDS && confidence >= CLEAR_CONFIDENCE;

/** How readable a recognition is: its word-like words weighted by its mean confidence (0–100). */
export const readability = (text: string, confidence: number): number =>
  wordLikeCount(text) * Math.max(0, confidence / 100);

/** `source` turned `turn` degrees clockwise (a quarter-turn multiple), in grey. */
export function turned(source: Canvas, turn: number): Canvas {
  const quarter = turn % 180 !== 0;
  const canvas = createCanvas(quarter ? source.height : source.width, quarter ? source.width : source.height);
  const g = canvas.getContext('2d');
  g.fillStyle = 'white';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.translate(canvas.width / 2, canvas.height / 2);
  g.rotate((turn * Math.PI) / 180);
  g.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

/** Greyscale in place (luma): a third of the bytes for the engine to look at, the same letters. */
function toGrey(canvas: Canvas): void {
  const g = canvas.getContext('2d');
  const image = g.getImageData(0, 0, canvas.width, canvas.height);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const y = Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0));
    data[i] = y;
    data[i + 1] = y;
    data[i + 2] = y;
  }
  g.putImageData(image, 0, 0);
}

export interface Orientation {
  /**
   * Degrees clockwise (0, 90, 180, 270) to turn the page as drawn so that it reads upright;
   * undefined when no turn reads (a photo, a drawing, a blank page) or the CPU ran out.
   */
  turn?: number;
  /** Turns recognised (1 when the page read clearly as it stands). */
  tried: number;
  /** CPU seconds spent (this process, all threads). */
  seconds: number;
}

/**
 * The turn that makes `drawn` (the page as drawn, at about ORIENT_LONG_SIDE pixels) readable,
 * within `cpuMs` of this process's CPU time.
 */
export async function detectTurn(drawn: Canvas, engine: OcrEngine, cpuMs: number): Promise<Orientation> {
  const began = processCpuMs();
  const seconds = () => (processCpuMs() - began) / 1000;
  toGrey(drawn);
  const scores: { turn: number; score: number; words: number }[] = [];
  let tried = 0;
  for (const turn of [0, 180, 90, 270]) {
    const left = cpuMs - (processCpuMs() - began);
    if (left < 200) return { tried, seconds: seconds() };
    const image = await (turn === 0 ? drawn : turned(drawn, turn)).encode('png');
    const result = await engine.recognise(image, Math.floor(left));
    tried += 1;
    if (!result.ok) return { tried, seconds: seconds() };
    const words = wordLikeCount(result.text);
    // Reads clearly: this is the turn (upright first, so an upright scan costs one recognition).
    if (readsClearly(result.text, result.confidence)) return { turn, tried, seconds: seconds() };
    scores.push({ turn, score: readability(result.text, result.confidence), words });
  }
  const upright = scores[0]?.score ?? 0;
  const best = scores.reduce((a, b) => (b.score > a.score ? b : a));
  if (best.words < MIN_WORDS) return { tried, seconds: seconds() };
  if (best.turn === 0) return { turn: 0, tried, seconds: seconds() };
  return best.score >= Math.max(upright * MIN_LEAD, 1)
    ? { turn: best.turn, tried, seconds: seconds() }
    : { tried, seconds: seconds() };
}

/** Scale that draws a page `width` × `height` points with its longer side ORIENT_LONG_SIDE pixels. */
export const orientScale = (width: number, height: number): number => ORIENT_LONG_SIDE / Math.max(1, width, height);
