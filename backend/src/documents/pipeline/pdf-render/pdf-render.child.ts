/**
 * The PDF renderer's child process: all pdfjs work (page count, page 1 → PNG with @napi-rs/canvas,
 * text of the first pages) and the OCR of pages without a text layer (ocr-engine.ts, tesseract.js
 * in a worker thread of this process) happen here, never in the server process. The server (pdf-preview.ts)
 * starts it, sends one task at a time, answers its byte-range reads from object storage, and kills
 * it when a task passes the time or memory limit. How it is started (compiled or from TypeScript
 * sources under Jest) is explained in pdf-preview.ts.
 *
 * Everything a task may allocate is bounded where pdfjs lets us: the canvas (width and height caps),
 * decoded images (maxImageSize), the pages and characters of text. What cannot be bounded here (the
 * time a page takes to draw, memory outside V8's heap) the server's limits cover.
 */
import { createCanvas } from '@napi-rs/canvas';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { OcrEngine, processCpuMs } from './ocr-engine';
import { detectTurn, orientScale, readability, readsConfidently, type Orientation } from './orientation';
import type { ChildMessage, OcrLimits, ParentMessage, RenderLimits } from './pdf-render.protocol';
import { pageWords, type TextRun } from './page-words';
import { hasUsableText, joinPageTexts, pagesToRecognise } from './text-layer';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type RenderTask = Extract<ParentMessage, { type: 'render' }>;
type ReadTextTask = Extract<ParentMessage, { type: 'read-text' }>;
type RenderPageTask = Extract<ParentMessage, { type: 'render-page' }>;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

const RANGE_CHUNK_BYTES = 256 * 1024;

class PdfError extends Error {
  constructor(
    message: string,
    readonly pageCount: number | null = null,
  ) {
    super(message);
  }
}

function send(message: ChildMessage): void {
  // The server may be gone (it killed us, or died): nothing left to tell.
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
}

/**
 * pdfjs-dist 5 is ES-module only and TypeScript compiles `import()` to `require()` for this
 * CommonJS build: an `import()` TypeScript does not see loads it, by absolute URL so the working
 * directory does not matter.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to keep a real import() (see above)
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;
const pdfjsUrl = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
const pdfjs = importModule(pdfjsUrl) as Promise<PdfJs>;

const pendingReads = new Map<number, { resolve: (data: Uint8Array) => void; reject: (error: Error) => void }>();
let nextRead = 0;

function readRange(task: number, start: number, end: number): Promise<Uint8Array> {
  nextRead += 1;
  const request = nextRead;
  return new Promise((resolve, reject) => {
    pendingReads.set(request, { resolve, reject });
    send({ type: 'read', task, request, start, end });
  });
}

/** Scale that fits the page into the thumbnail: `width` wide unless that makes it too tall. */
function thumbnailScale(width: number, height: number, limits: RenderLimits): number {
  const scale = Math.min(limits.thumbnailWidth / width, limits.maxThumbnailHeight / height);
  if (!Number.isFinite(scale) || scale <= 0) throw new PdfError(`page 1 has no usable size (${width} × ${height})`);
  return scale;
}

/** The text layer of one page, as search reads it (one line per text line). */
async function pageText(page: PdfPage, maxChars: number): Promise<string> {
  return (await pageTextAndTurn(page, maxChars)).text;
}

/** Text a page must have for its reading direction to count (uprightRotation). */
const MIN_DIRECTION_CHARS = 20;
/** The share of a page's text that must run one way for that to be its reading direction. */
const MIN_DIRECTION_SHARE = 0.6;

/**
 * The page's text (up to `maxChars`), and the rotation that shows it upright (issue 26: a page
 * turned sideways or upside down gets an upright thumbnail): the direction most of its text runs
 * in, in the PDF's own space, to the nearest quarter turn — drawing the page at that rotation (in
 * place of its /Rotate) lays that text left to right. Undefined when the page has too little text
 * to say, or no one direction wins (a scan: its /Rotate stands).
 */
async function pageTextAndTurn(page: PdfPage, maxChars: number): Promise<{ text: string; upright?: number }> {
  const content = await page.getTextContent();
  let text = '';
  const byTurn = [0, 0, 0, 0];
  for (const item of content.items) {
    if (text.length >= maxChars) break;
    if (!('str' in item)) continue;
    text += item.str + (item.hasEOL ? '\n' : ' ');
    const [a = 1, b = 0] = item.transform as number[];
    const degrees = (Math.atan2(b, a) * 180) / Math.PI;
    const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
    byTurn[quarter] = (byTurn[quarter] ?? 0) + item.str.trim().length;
  }
  const total = byTurn.reduce((sum, n) => sum + n, 0);
  const most = Math.max(...byTurn);
  if (total < MIN_DIRECTION_CHARS || most < total * MIN_DIRECTION_SHARE) return { text };
  return { text, upright: byTurn.indexOf(most) * 90 };
}

/**
 * How far the page shows turned from upright, clockwise (0, 90, 180, 270): from its text's
 * direction when it has enough, else its /Rotate (PAGES.ROTATED).
 */
const shownTurn = (rotate: number, upright: number | undefined): number =>
  (((upright === undefined ? rotate : rotate - upright) % 360) + 360) % 360;

/**
 * Opens the task's PDF (whole, or by byte ranges asked of the server) and runs `work` on it. A PDF
 * pdfjs cannot read, or a failing range read, ends in a 'failed' message; `work`'s errors are the
 * PDF's fault unless a range read failed.
 */
async function withDocument(
  task: RenderTask | ReadTextTask | RenderPageTask,
  work: (doc: PdfDocument) => Promise<ChildMessage>,
): Promise<ChildMessage> {
  const lib = await pdfjs;
  const { limits } = task;
  let sourceFailed = false;
  let pageCount: number | null = null;
  let abort: (error: Error) => void = () => undefined;
  // pdfjs does not fail a load whose range request failed (it waits): this does.
  const aborted = new Promise<never>((_resolve, reject) => {
    abort = reject;
  });
  aborted.catch(() => undefined);
  const common = {
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: join(pdfjsDir, 'standard_fonts') + sep,
    cMapUrl: join(pdfjsDir, 'cmaps') + sep,
    cMapPacked: true,
    maxImageSize: limits.maxImagePixels,
    verbosity: 0,
  };
  let loading: ReturnType<PdfJs['getDocument']>;
  if (task.data) {
    loading = lib.getDocument({ ...common, data: task.data });
  } else {
    const transport = new lib.PDFDataRangeTransport(task.size, null);
    transport.requestDataRange = (begin: number, end: number) => {
      readRange(task.task, begin, end).then(
        (chunk) => transport.onDataRange(begin, chunk),
        (error: Error) => {
          sourceFailed = true;
          abort(error);
          void loading.destroy();
        },
      );
    };
    loading = lib.getDocument({
      ...common,
      range: transport,
      length: task.size,
      rangeChunkSize: RANGE_CHUNK_BYTES,
      disableAutoFetch: true,
      disableStream: true,
    });
  }

  const run = async (): Promise<ChildMessage> => {
    let doc: PdfDocument;
    try {
      doc = await loading.promise;
    } catch (error) {
      throw new PdfError(error instanceof Error ? error.message : String(error));
    }
    pageCount = doc.numPages;
    try {
      return await work(doc);
    } finally {
      await doc.destroy();
    }
  };

  try {
    return await Promise.race([run(), aborted]);
  } catch (error) {
    return {
      type: 'failed',
      task: task.task,
      message: error instanceof Error ? error.message : String(error),
      pageCount: error instanceof PdfError && error.pageCount !== null ? error.pageCount : pageCount,
      sourceFailed,
    };
  }
}

function renderTask(task: RenderTask): Promise<ChildMessage> {
  const { limits } = task;
  return withDocument(task, async (doc) => {
    const pageCount = doc.numPages;
    const page = await doc.getPage(1);
    // Page 1's text first: its direction turns a sideways or upside-down page upright.
    const first = await pageTextAndTurn(page, limits.textMaxChars);
    let rotation = first.upright ?? page.rotate;
    // A scan (no text to go by): the turn that makes it readable, when OCR is on.
    let orientation: ScanOrientation | undefined;
    if (
      task.orient &&
      first.upright === undefined &&
      !hasUsableText(first.text) &&
      (await pageImages(page)).paintsImage
    ) {
      send({ type: 'orient-started', task: task.task });
      orientation = await orientPage(page, task.orient.cpuMs);
      rotation = orientation.upright ?? rotation;
    }
    const unit = page.getViewport({ scale: 1, rotation });
    const viewport = page.getViewport({ scale: thumbnailScale(unit.width, unit.height, limits), rotation });
    const canvas = createCanvas(
      Math.min(limits.thumbnailWidth, Math.max(1, Math.round(viewport.width))),
      Math.min(limits.maxThumbnailHeight, Math.max(1, Math.round(viewport.height))),
    );
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
      background: 'white',
    }).promise;
    const png = await canvas.encode('png');
    page.cleanup();

    let text = '';
    const pageTexts: string[] = [];
    for (let n = 1; n <= Math.min(pageCount, limits.textPages) && text.length < limits.textMaxChars; n += 1) {
      const p = n === 1 ? page : await doc.getPage(n);
      const own = n === 1 ? first.text : await pageText(p, limits.textMaxChars - text.length);
      pageTexts.push(own);
      text += own + '\n';
      p.cleanup();
    }
    return {
      type: 'result',
      task: task.task,
      png: new Uint8Array(png),
      pageCount,
      text: joinPageTexts(pageTexts, limits.textMaxChars),
      pageTexts,
      textlessPages: pagesToRecognise(pageTexts, Number.MAX_SAFE_INTEGER),
      firstPageText: pageTexts[0] ?? '',
      shownTurn: shownTurn(page.rotate, first.upright ?? orientation?.upright),
      ...(orientation ? { orientSeconds: orientation.seconds } : {}),
    };
  });
}

/**
 * One page for the page viewer: its image `image.width` pixels wide (narrower when that makes it
 * taller than `image.maxHeight`), as WebP, and/or its words with their boxes.
 */
function renderPageTask(task: RenderPageTask): Promise<ChildMessage> {
  return withDocument(task, async (doc) => {
    const pageCount = doc.numPages;
    if (task.page < 1 || task.page > pageCount) {
      return { type: 'page-result', task: task.task, pageCount, outOfRange: true };
    }
    const page = await doc.getPage(task.page);
    const unit = page.getViewport({ scale: 1 });
    const result: Extract<ChildMessage, { type: 'page-result' }> = {
      type: 'page-result',
      task: task.task,
      pageCount,
      outOfRange: false,
    };
    if (task.image) {
      const { width, maxHeight, quality } = task.image;
      const scale = Math.min(width / unit.width, maxHeight / unit.height);
      if (!Number.isFinite(scale) || scale <= 0) {
        throw new PdfError(`page ${task.page} has no usable size (${unit.width} × ${unit.height})`, pageCount);
      }
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(
        Math.min(width, Math.max(1, Math.round(viewport.width))),
        Math.min(maxHeight, Math.max(1, Math.round(viewport.height))),
      );
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: 'white' }).promise;
      const data = await canvas.encode('webp', quality);
      result.image = { data: new Uint8Array(data), width: canvas.width, height: canvas.height };
    }
    if (task.maxWords > 0) {
      const content = await page.getTextContent();
      const runs: TextRun[] = content.items.flatMap((item) =>
        'str' in item ? [{ str: item.str, transform: item.transform as number[], width: item.width }] : [],
      );
      result.text = pageWords(runs, unit, task.maxWords, measureText);
    }
    page.cleanup();
    return result;
  });
}

/** Widths of text in a plain sans-serif: how a run's width is shared among its words (page-words.ts). */
const measuring = createCanvas(1, 1).getContext('2d');
measuring.font = '100px sans-serif';
const measureText = (text: string): number => measuring.measureText(text).width;

/** Scale that draws the page at `dpi`, or smaller when that canvas would exceed `maxPixels`. */
function ocrScale(width: number, height: number, ocr: OcrLimits): number {
  const scale = Math.min(ocr.dpi / 72, Math.sqrt(ocr.maxPixels / Math.max(1, width * height)));
  if (!Number.isFinite(scale) || scale <= 0) throw new PdfError(`a page has no usable size (${width} × ${height})`);
  return scale;
}

async function pageImage(page: PdfPage, ocr: OcrLimits, rotation = page.rotate): Promise<Buffer> {
  const unit = page.getViewport({ scale: 1, rotation });
  const viewport = page.getViewport({ scale: ocrScale(unit.width, unit.height, ocr), rotation });
  const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: 'white' }).promise;
  return canvas.encode('png');
}

const ocrEngine = new OcrEngine();

/** A scan's orientation and `upright`, the rotation that draws it upright. */
type ScanOrientation = Orientation & { upright?: number };

/** CPU a scan's orientation detection may take in a 'read-text' task (at most the OCR page limit). */
const ORIENT_CPU_MS = 8_000;

/**
 * A scan's orientation (orientation.ts): the page drawn small at its /Rotate, and the turn that
 * makes it readable; `upright` is the rotation that draws it upright (its /Rotate plus that turn).
 * Drawing counts against `cpuMs`.
 */
async function orientPage(page: PdfPage, cpuMs: number): Promise<ScanOrientation> {
  const began = processCpuMs();
  const unit = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: orientScale(unit.width, unit.height) });
  const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: 'white' }).promise;
  const drawnMs = processCpuMs() - began;
  const found = await detectTurn(canvas, ocrEngine, Math.max(0, cpuMs - drawnMs));
  const seconds = found.seconds + drawnMs / 1000;
  return found.turn === undefined
    ? { ...found, seconds }
    : { ...found, seconds, upright: (((page.rotate + found.turn) % 360) + 360) % 360 };
}
/** Why a page was not recognised once the task's OCR seconds were spent. */
const OCR_BUDGET_SPENT = 'the OCR budget was spent';

/** What a page paints besides text: whether any image, and the resolution of the scan on it. */
interface PageImages {
  paintsImage: boolean;
  /**
   * Pixels per inch, as drawn, of the image covering most of the page when one covers at least
   * half of it (a scan or a photo of the page); the smart upload's SCAN.LOW_RESOLUTION check.
   */
  scanDpi?: number;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: readonly number[]): Matrix => {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [
    a * m[0] + b * m[2],
    a * m[1] + b * m[3],
    c * m[0] + d * m[2],
    c * m[1] + d * m[3],
    e * m[0] + f * m[2] + m[4],
    e * m[1] + f * m[3] + m[5],
  ];
};

/**
 * Whether the page paints an image (a scan, a photo): a page without a usable text layer is worth
 * recognising only then. A short typed page (a cover, "PaperShelf test document") has little text
 * and nothing else to read. The images' drawn size follows the operator list's transforms (an
 * image fills the unit square of the current matrix); a repeated tile is never a scan.
 */
async function pageImages(page: PdfPage): Promise<PageImages> {
  const { OPS } = await pdfjs;
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
  ]);
  const operators = await page.getOperatorList();
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0));
  let matrix: Matrix = IDENTITY;
  const stack: Matrix[] = [];
  let paints = false;
  let best: { area: number; dpi: number } | undefined;
  operators.fnArray.forEach((fn, index) => {
    const args = (operators.argsArray[index] ?? []) as unknown[];
    if (fn === OPS.save) stack.push(matrix);
    else if (fn === OPS.restore) matrix = stack.pop() ?? IDENTITY;
    else if (fn === OPS.transform) matrix = multiply(matrix, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(matrix);
      if (Array.isArray(args[0])) matrix = multiply(matrix, args[0] as number[]);
    } else if (fn === OPS.paintFormXObjectEnd) matrix = stack.pop() ?? IDENTITY;
    else if (imageOps.has(fn)) {
      paints = true;
      const size =
        fn === OPS.paintImageXObject
          ? { width: Number(args[1]), height: Number(args[2]) }
          : fn === OPS.paintInlineImageXObject
            ? (args[0] as { width?: number; height?: number } | undefined)
            : undefined;
      const width = Math.hypot(matrix[0], matrix[1]);
      const height = Math.hypot(matrix[2], matrix[3]);
      if (!size?.width || !size.height || width <= 0 || height <= 0 || pageArea <= 0) return;
      const area = width * height;
      if (area < pageArea / 2 || (best && best.area >= area)) return;
      best = { area, dpi: Math.min(size.width / (width / 72), size.height / (height / 72)) };
    }
  });
  return best ? { paintsImage: paints, scanDpi: Math.round(best.dpi) } : { paintsImage: paints };
}

function readTextTask(task: ReadTextTask): Promise<ChildMessage> {
  const { limits, ocr } = task;
  return withDocument(task, async (doc) => {
    send({ type: 'text-started', task: task.task, pageCount: doc.numPages });
    let budget = ocr?.maxPages ?? 0;
    /** CPU seconds of OCR spent in this task (drawing included), against ocr.budgetSeconds. */
    let spent = 0;
    let chars = 0;
    const last = Math.min(doc.numPages, limits.textPages);
    for (let n = task.firstPage; n <= last && chars < limits.textMaxChars; n += 1) {
      const page = await doc.getPage(n);
      const { text: pdf, upright: byText } = await pageTextAndTurn(page, limits.textMaxChars - chars);
      let upright = byText;
      chars += pdf.length;
      // A page without a usable text layer: what it paints (a scan to recognise, and its resolution).
      // Building the operator list decodes the page's images: only where OCR may run, or on pages
      // 1–2 (the smart upload's checks look there).
      const images =
        hasUsableText(pdf) || ((ocr === null || budget <= 0) && n > 2) ? undefined : await pageImages(page);
      const scanDpi = images?.scanDpi;
      const wanted = ocr !== null && budget > 0 && images?.paintsImage === true;
      const overBudget = wanted && ocr !== null && spent >= ocr.budgetSeconds;
      const recognise = wanted && !overBudget;
      send({ type: 'page-started', task: task.task, page: n, ocr: recognise });
      // A scan among the first pages (the smart upload): which way up it reads, before it is read.
      const orient = ocr !== null && n <= (ocr.orientPages ?? 0) && upright === undefined && images?.paintsImage;
      const orientation = orient ? await orientPage(page, Math.min(ORIENT_CPU_MS, ocr.pageTimeoutMs)) : undefined;
      upright ??= orientation?.upright;
      let rotate = shownTurn(page.rotate, upright);
      const orientSeconds = orientation?.seconds ?? 0;
      spent += orientSeconds;
      if (ocr && recognise) {
        budget -= 1;
        // CPU time, as the page's limit (ocr-engine.ts): a busy machine does not spend the budget faster.
        const began = processCpuMs();
        const image = await pageImage(page, ocr, upright);
        page.cleanup();
        const leftMs = Math.max(1, Math.floor((ocr.budgetSeconds - spent) * 1000 - (processCpuMs() - began)));
        // The page's limit covers its orientation check too (the server's deadline is armed once).
        const pageMs = Math.max(1, ocr.pageTimeoutMs - orientSeconds * 1000);
        const cutByBudget = leftMs < pageMs;
        const limitMs = Math.min(pageMs, leftMs);
        let result = await ocrEngine.recognise(image, limitMs);
        // A scan read without confidence as it stands, not checked above (the text job reads every
        // page after publishing): maybe it lies sideways or upside down. Which turn reads, and that
        // turn read again, within what is left of the page's limit. Costs nothing on a scan read
        // confidently, the common case.
        if (result.ok && orientation === undefined && upright === undefined && !readsConfidently(result.confidence)) {
          const usedMs = () => processCpuMs() - began;
          const found = await orientPage(page, Math.min(ORIENT_CPU_MS, limitMs - usedMs()));
          if (found.upright !== undefined && found.upright !== page.rotate && limitMs - usedMs() > 200) {
            const second = await ocrEngine.recognise(await pageImage(page, ocr, found.upright), limitMs - usedMs());
            if (
              second.ok &&
              readability(second.text, second.confidence) > readability(result.text, result.confidence)
            ) {
              result = second;
              upright = found.upright;
              rotate = shownTurn(page.rotate, upright);
            }
          }
          page.cleanup();
        }
        const spentSeconds = (processCpuMs() - began) / 1000 + orientSeconds;
        spent += spentSeconds - orientSeconds;
        send(
          result.ok
            ? {
                type: 'page-text',
                task: task.task,
                page: n,
                pdf,
                rotate,
                scanDpi,
                ocr: result.text,
                confidence: result.confidence,
                ocrSeconds: result.seconds,
                spentSeconds,
              }
            : {
                type: 'page-text',
                task: task.task,
                page: n,
                pdf,
                rotate,
                scanDpi,
                ocrSkipped:
                  cutByBudget && result.reason.startsWith('recognition took more') ? OCR_BUDGET_SPENT : result.reason,
                ocrSeconds: result.seconds,
                spentSeconds,
              },
        );
      } else {
        page.cleanup();
        send({
          type: 'page-text',
          task: task.task,
          page: n,
          pdf,
          rotate,
          scanDpi,
          ...(overBudget ? { ocrSkipped: OCR_BUDGET_SPENT } : {}),
          ...(orientation ? { spentSeconds: orientSeconds } : {}),
        });
      }
    }
    return { type: 'text-done', task: task.task };
  });
}

process.on('message', (message: ParentMessage) => {
  switch (message.type) {
    case 'render':
      void renderTask(message).then(send);
      break;
    case 'read-text':
      void readTextTask(message).then(send);
      break;
    case 'render-page':
      void renderPageTask(message).then(send);
      break;
    case 'chunk':
      pendingReads.get(message.request)?.resolve(message.data);
      pendingReads.delete(message.request);
      break;
    case 'chunk-failed':
      pendingReads.get(message.request)?.reject(new Error(message.message));
      pendingReads.delete(message.request);
      break;
  }
});
// The server closed the channel (it shut down, or died): leave.
process.on('disconnect', () => process.exit(0));

/*
 * Orphan guard: if the server dies while this process is busy drawing, 'disconnect' is only seen
 * once the drawing yields. A thread that notices the parent is gone kills the process at once.
 */
new Worker(
  `const { workerData } = require('node:worker_threads');
   setInterval(() => { if (process.ppid !== workerData) process.kill(process.pid, 'SIGKILL'); }, 1000);`,
  { eval: true, workerData: process.ppid },
).unref();

pdfjs.then(
  () => send({ type: 'ready' }),
  (error: unknown) => {
    process.stderr.write(`pdfjs could not be loaded: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
