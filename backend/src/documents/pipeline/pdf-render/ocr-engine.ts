/**
 * Text recognition for the renderer's child process (pdf-render.child.ts): one tesseract.js worker
 * (its WebAssembly engine runs in a worker thread of the child), the English model from
 * @tesseract.js-data/eng read from node_modules — nothing is downloaded at run time. One page at a
 * time. A page past its time limit terminates the worker thread (a busy WebAssembly loop cannot be
 * asked to stop, only ended); the next page starts a new one (≈ 0.5 s).
 *
 * The limit is CPU time, not wall-clock time (issue 23): this process runs at niceness 10, so on a
 * busy machine a page that needs 1 s of CPU can take 10–20 s to finish, and a wall-clock limit
 * skipped ordinary pages. What a page costs is the CPU it burns, whatever else the machine does.
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
/** How often the process's CPU time is read while a page is recognised. */
const CPU_POLL_MS = 50;
/**
 * A worker that makes no progress (stuck, or starved of CPU for minutes) is still ended: after this
 * many times the page's CPU limit in wall-clock time.
 */
export const WALL_BACKSTOP_FACTOR = 10;

/** `seconds`: CPU seconds the page's recognition took (this process, all threads). */
export type Recognition =
  { ok: true; text: string; confidence: number; seconds: number } | { ok: false; reason: string; seconds: number };

/**
 * CPU milliseconds (user + system) this process has used, all threads included — getrusage's
 * RUSAGE_SELF: tesseract's WebAssembly runs in a worker thread, and is counted.
 */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function langPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), MODEL);
}

export class OcrEngine {
  private worker?: Promise<TesseractWorker>;
  private pages = 0;

  /**
   * `image`: an encoded PNG of the page. `timeoutMs` is CPU time (see above); the worker's start is
   * not counted in it. Past WALL_BACKSTOP_FACTOR × `timeoutMs` of wall-clock time the page is given
   * up as well.
   */
  async recognise(image: Buffer, timeoutMs: number): Promise<Recognition> {
    const worker = await this.ready();
    const started = processCpuMs();
    const seconds = () => (processCpuMs() - started) / 1000;
    let poll: NodeJS.Timeout | undefined;
    let backstop: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      poll = setInterval(() => {
        if (processCpuMs() - started > timeoutMs) resolve(`recognition took more than ${timeoutMs / 1000} s of CPU`);
      }, CPU_POLL_MS);
      const wallMs = timeoutMs * WALL_BACKSTOP_FACTOR;
      backstop = setTimeout(() => resolve(`recognition took longer than ${wallMs / 1000} s`), wallMs);
    });
    try {
      const outcome = await Promise.race([worker.recognize(image), timeout]);
      if (typeof outcome === 'string') {
        const spent = seconds();
        await this.stop();
        return { ok: false, reason: outcome, seconds: spent };
      }
      this.pages += 1;
      const spent = seconds();
      if (this.pages >= PAGES_PER_WORKER) await this.stop();
      return { ok: true, text: outcome.data.text, confidence: outcome.data.confidence, seconds: spent };
    } catch (error) {
      const spent = seconds();
      await this.stop();
      return { ok: false, reason: error instanceof Error ? error.message : String(error), seconds: spent };
    } finally {
      clearInterval(poll);
      clearTimeout(backstop);
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
