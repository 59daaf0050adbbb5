/**
 * Reads a PDF with pdfjs-dist: page 1 rendered to a PNG (≈480 px wide, via @napi-rs/canvas),
 * the page count, and the text of the first pages for search.
 *
 * Large PDFs are never read whole: past SMALL_PDF_BYTES pdfjs asks for the byte ranges it needs
 * (the xref at the end, then page 1's objects) and they are fetched from object storage.
 */
import { randomUUID } from 'node:crypto';
import { dirname, join, sep } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

export const THUMBNAIL_WIDTH = 480;
export const TEXT_PAGES = 20;
export const TEXT_MAX_CHARS = 100_000;
const SMALL_PDF_BYTES = 8 * 1024 * 1024;
const RANGE_CHUNK_BYTES = 256 * 1024;
const TIME_LIMIT_MS = 60_000;

export interface PdfSource {
  size: number;
  /** Bytes [start, end) of the file. */
  read(start: number, end: number): Promise<Uint8Array>;
}

export interface PdfPreview {
  png: Buffer;
  pageCount: number;
  text: string;
}

/** The PDF itself is unreadable (as opposed to storage failing to hand it over). */
export class UnreadablePdfError extends Error {
  constructor(
    message: string,
    readonly pageCount: number | null = null,
  ) {
    super(message);
  }
}

/**
 * pdfjs-dist 5 is ES-module only. TypeScript compiles `import()` to `require()` for this
 * CommonJS build, and Jest's CommonJS registry cannot require an ES module (nor can a
 * createRequire taken inside Jest); an `import()` TypeScript does not see works both in
 * `node dist/main.js` and in Jest (with --experimental-vm-modules).
 */
// The source is unique per load of this file: V8 caches compiled Function bodies by source text,
// and a cached body would keep the import hook of the first Jest test file that compiled it
// (which Jest tears down), failing every later file in the same worker.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to keep a real import() (see above)
const importModule = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as (
  specifier: string,
) => Promise<unknown>;
let pdfjs: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= importModule('pdfjs-dist/legacy/build/pdf.mjs') as Promise<PdfJs>;
  pdfjs.catch(() => {
    pdfjs = undefined; // a failed load is retried by the next job
  });
  return pdfjs;
}

function assetDir(name: string): string {
  return join(dirname(require.resolve('pdfjs-dist/package.json')), name) + sep;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new UnreadablePdfError(`reading the PDF took longer than ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function renderPdfPreview(source: PdfSource): Promise<PdfPreview> {
  const lib = await loadPdfJs();
  let sourceError: Error | undefined;
  let abort: (error: unknown) => void = () => undefined;
  // pdfjs does not fail a load whose range request failed (it waits): this does.
  const aborted = new Promise<never>((_resolve, reject) => {
    abort = reject;
  });
  aborted.catch(() => undefined);
  const common = {
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: assetDir('standard_fonts'),
    cMapUrl: assetDir('cmaps'),
    cMapPacked: true,
    verbosity: 0,
  };
  let task: ReturnType<PdfJs['getDocument']>;
  if (source.size <= SMALL_PDF_BYTES) {
    task = lib.getDocument({ ...common, data: await source.read(0, source.size) });
  } else {
    const transport = new lib.PDFDataRangeTransport(source.size, null);
    transport.requestDataRange = (begin: number, end: number) => {
      source.read(begin, end).then(
        (chunk) => transport.onDataRange(begin, chunk),
        (error: unknown) => {
          sourceError = error instanceof Error ? error : new Error(String(error));
          abort(error);
          void task.destroy();
        },
      );
    };
    task = lib.getDocument({
      ...common,
      range: transport,
      length: source.size,
      rangeChunkSize: RANGE_CHUNK_BYTES,
      disableAutoFetch: true,
      disableStream: true,
    });
  }

  const work = async (): Promise<PdfPreview> => {
    let doc: Awaited<typeof task.promise>;
    try {
      doc = await task.promise;
    } catch (error) {
      if (sourceError) throw sourceError;
      throw new UnreadablePdfError(error instanceof Error ? error.message : String(error));
    }
    const pageCount = doc.numPages;
    try {
      const page = await doc.getPage(1);
      const unit = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / unit.width });
      const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        viewport,
        background: 'white',
      }).promise;
      const png = await canvas.encode('png');
      page.cleanup();

      let text = '';
      for (let n = 1; n <= Math.min(pageCount, TEXT_PAGES) && text.length < TEXT_MAX_CHARS; n += 1) {
        const p = n === 1 ? page : await doc.getPage(n);
        const content = await p.getTextContent();
        for (const item of content.items) {
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
        .slice(0, TEXT_MAX_CHARS);
      return { png, pageCount, text };
    } catch (error) {
      if (sourceError) throw sourceError;
      throw new UnreadablePdfError(error instanceof Error ? error.message : String(error), pageCount);
    } finally {
      await doc.destroy();
    }
  };
  try {
    return await withTimeout(Promise.race([work(), aborted]), TIME_LIMIT_MS, () => void task.destroy());
  } catch (error) {
    if (sourceError) throw sourceError;
    throw error;
  }
}
