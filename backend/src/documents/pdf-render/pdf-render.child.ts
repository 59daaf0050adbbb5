/**
 * The PDF renderer's child process: all pdfjs work (page count, page 1 → PNG with @napi-rs/canvas,
 * text of the first pages) happens here, never in the server process. The server (pdf-preview.ts)
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
import type { ChildMessage, ParentMessage, RenderLimits } from './pdf-render.protocol';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type RenderTask = Extract<ParentMessage, { type: 'render' }>;

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

async function renderTask(task: RenderTask): Promise<ChildMessage> {
  const lib = await pdfjs;
  const { limits } = task;
  let sourceFailed = false;
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

  const work = async (): Promise<ChildMessage> => {
    let doc: Awaited<typeof loading.promise>;
    try {
      doc = await loading.promise;
    } catch (error) {
      throw new PdfError(error instanceof Error ? error.message : String(error));
    }
    const pageCount = doc.numPages;
    try {
      const page = await doc.getPage(1);
      const unit = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: thumbnailScale(unit.width, unit.height, limits) });
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
      for (let n = 1; n <= Math.min(pageCount, limits.textPages) && text.length < limits.textMaxChars; n += 1) {
        const p = n === 1 ? page : await doc.getPage(n);
        const content = await p.getTextContent();
        for (const item of content.items) {
          if (text.length >= limits.textMaxChars) break;
          if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
        }
        text += '\n';
        p.cleanup();
      }
      // PostgreSQL text cannot hold NUL; the cap keeps tsvector well inside its limits.
      text = text
        .replaceAll('\u0000', '')
        .replace(/[ \t]+/g, ' ')
        .trim()
        .slice(0, limits.textMaxChars);
      return { type: 'result', task: task.task, png: new Uint8Array(png), pageCount, text };
    } catch (error) {
      if (error instanceof PdfError) throw new PdfError(error.message, pageCount);
      throw new PdfError(error instanceof Error ? error.message : String(error), pageCount);
    } finally {
      await doc.destroy();
    }
  };

  try {
    return await Promise.race([work(), aborted]);
  } catch (error) {
    return {
      type: 'failed',
      task: task.task,
      message: error instanceof Error ? error.message : String(error),
      pageCount: error instanceof PdfError ? error.pageCount : null,
      sourceFailed,
    };
  }
}

process.on('message', (message: ParentMessage) => {
  switch (message.type) {
    case 'render':
      void renderTask(message).then(send);
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
