/**
 * Text recognition for the renderer's child process (pdf-render.child.ts): one tesseract.js worker
 * (its WebAssembly engine runs in a worker thread of the child), the English model from
 * @tesseract.js-data/eng read from node_modules — nothing is downloaded at run time. One page at a
 * time. A page past its time limit terminates the worker thread (a busy WebAssembly loop cannot be
 * asked to stop, only ended); the next page starts a new one (≈ 0.5 s).
 */
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';

/** The integer-quantised "best" LSTM model: as accurate as `best`, a quarter of its size (2.9 MB). */
const MODEL = '4.0.0_best_int';
/**
 * Tesseract's memory only grows (WebAssembly memory is never returned): a fresh worker after this
 * many pages keeps a long-lived child's footprint near a single page's.
 */
const PAGES_PER_WORKER = 25;

export type Recognition =
  { ok: true; text: string; confidence: number; seconds: number } | { ok: false; reason: string; seconds: number };

function langPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), MODEL);
}

export class OcrEngine {
  private worker?: Promise<TesseractWorker>;
  private pages = 0;

  /** `image`: an encoded PNG of the page. The worker's start is not counted in `timeoutMs`. */
  async recognise(image: Buffer, timeoutMs: number): Promise<Recognition> {
    const worker = await this.ready();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([worker.recognize(image), timeout]);
      if (outcome === 'timeout') {
        await this.stop();
        return { ok: false, reason: `recognition took longer than ${timeoutMs / 1000} s`, seconds: seconds() };
      }
      this.pages += 1;
      if (this.pages >= PAGES_PER_WORKER) await this.stop();
      return { ok: true, text: outcome.data.text, confidence: outcome.data.confidence, seconds: seconds() };
    } catch (error) {
      await this.stop();
      return { ok: false, reason: error instanceof Error ? error.message : String(error), seconds: seconds() };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the worker thread (idle or busy). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.pages = 0;
    if (!worker) return;
    await worker.then((w) => w.terminate()).catch(() => undefined);
  }

  private ready(): Promise<TesseractWorker> {
    if (!this.worker) {
      const starting = createWorker('eng', OEM.LSTM_ONLY, { langPath: langPath(), gzip: true, cacheMethod: 'none' });
      // A worker that failed to start is not kept: the next page tries again.
      starting.catch(() => {
        if (this.worker === starting) this.worker = undefined;
      });
      this.worker = starting;
    }
    return this.worker;
  }
}
