/**
 * Reads a PDF — page 1 rendered to a PNG (≈480 px wide), the page count, and the text of the first
 * pages for search; and, for the text job (readText), each page's text layer with the text of
 * pages that have none recognised by OCR — in a child process, never on the server's event loop. A PDF that is slow to
 * draw (300 000 rectangles), decodes to gigabytes (an image bomb) or crashes native code costs only
 * the child: it is SIGKILLed past a time limit (wall-clock or CPU) or a memory limit, and the caller gets an
 * UnreadablePdfError (the document gets no preview; the upload stands).
 *
 * Why a child process and not a worker thread: a worker's resourceLimits cap only V8's heap — not
 * ArrayBuffers (decoded images) nor the canvas's native memory — and a native crash in a worker
 * takes the server down with it. A process can be killed mid-native-call and its RSS read from
 * /proc (polled while a task runs; V8's heap is capped with --max-old-space-size as well).
 *
 * How the child is started, in each context (see childEntry):
 * - compiled (`npm run build`, then `node dist/main.js` / `npm start`, bench/run.mjs): this file is
 *   dist/documents/pipeline/pdf-preview.js and the child is its compiled sibling
 *   dist/documents/pipeline/pdf-render/pdf-render.child.js, run by the same `node` binary.
 * - from the TypeScript sources (Jest transforms them inside its own process; a child cannot load
 *   .ts): `node -e <bootstrap> …/pdf-render.child.ts`, where the few lines of plain-JS bootstrap
 *   teach require() to compile .ts with @swc/core (already installed for @swc/jest). No temp files,
 *   and never a stale dist/.
 *
 * One warm child serves consecutive jobs, one task at a time (a thumbnail ≈ 30 ms instead of a
 * ≈ 200 ms cold start); it is replaced after a kill, recycled after MAX_JOBS_PER_CHILD tasks, and
 * leaves after idleMs without work. Large PDFs are never read whole: past SMALL_PDF_BYTES the child
 * asks for byte ranges (the xref at the end, then page 1's objects) which are fetched here.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import type {
  ChildMessage,
  OcrLimits,
  OrientLimits,
  PageWords,
  ParentMessage,
  RenderLimits,
} from './pdf-render/pdf-render.protocol';
import type { PageText } from './pdf-render/text-layer';

export const THUMBNAIL_WIDTH = 480;
/** Three times the width: tall pages get a narrower thumbnail instead of a giant canvas. */
export const MAX_THUMBNAIL_HEIGHT = 1440;
export const TEXT_PAGES = 20;
export const TEXT_MAX_CHARS = 100_000;
/** 50 megapixels: a 600 dpi A4 scan still renders; a 20 000² image bomb is skipped. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const DEFAULT_TIME_LIMIT_MS = 60_000;
/** The thumbnail child's niceness, as the OCR child's: drawing untrusted PDFs takes the CPU the API leaves over. */
export const RENDER_NICENESS = 10;
export const DEFAULT_MEMORY_LIMIT_MB = 1024;
const SMALL_PDF_BYTES = 8 * 1024 * 1024;
const STARTUP_LIMIT_MS = 30_000;
const MEMORY_POLL_MS = 100;
/** USER_HZ: the unit of /proc/<pid>/stat's CPU times, 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;
const MAX_JOBS_PER_CHILD = 200;
const DEFAULT_IDLE_MS = 60_000;
/** OCR draws pages at 150 dpi: enough for 10-point print, ≈ 2.2 megapixels for an A4 page. */
export const OCR_DPI = 150;
/**
 * CPU a thumbnail's orientation detection of a scan may take (PdfRendererOptions.orient): up to
 * four small recognitions, ≈ 1 s each; an upright scan stops after the first.
 */
export const ORIENT_CPU_MS = 8_000;
/** A page larger than A3 at 150 dpi is drawn smaller (recognition time grows with the pixels). */
export const OCR_MAX_PIXELS = 12_000_000;
/**
 * The child gives up on recognising a page at its time limit; drawing the page is not covered
 * there. Past the limit plus this much, the server kills the child instead (a page that takes for
 * ever to draw) and carries on with the next page in a new child. Both are the child's CPU time
 * (issue 23: the niced child gets little of a busy machine, and a wall-clock limit skipped ordinary
 * pages), with a wall-clock backstop of OCR_WALL_BACKSTOP_FACTOR × the limit for a child that makes
 * no progress.
 */
const DEFAULT_OCR_PAGE_GRACE_MS = 15_000;
/** As the child's own (ocr-engine.ts WALL_BACKSTOP_FACTOR), so a stuck worker is given up there first. */
const OCR_WALL_BACKSTOP_FACTOR = 10;
/** A document whose pages kill the child this many times keeps the text read so far. */
const MAX_TEXT_RESTARTS = 3;

export interface PdfSource {
  size: number;
  /** Bytes [start, end) of the file. */
  read(start: number, end: number): Promise<Uint8Array>;
}

export interface PdfPreview {
  png: Buffer;
  pageCount: number;
  text: string;
  /** The text of each page read (the first TEXT_PAGES), in order. */
  pageTexts: string[];
  /** Pages whose text was read and has no usable text layer (text-layer.ts): OCR candidates. */
  textlessPages: number[];
  /** Page 1's text layer alone (the smart upload's page-1 signature). */
  firstPageText: string;
  /**
   * How far page 1 shows turned from upright, clockwise (0, 90, 180, 270): by its text's direction,
   * a scan's recognised orientation (PdfRendererOptions.orient), else its /Rotate. The thumbnail
   * is drawn turned back by this much when it is known.
   */
  shownTurn: number;
  /** CPU seconds a scan's orientation detection took (when it ran). */
  orientSeconds?: number;
}

/** What renderPage() draws: `image` null for the words only, `maxWords` 0 for the image only. */
export interface PageRequest {
  page: number;
  image: { width: number; maxHeight: number; quality: number } | null;
  maxWords: number;
}

export interface RenderedPage {
  pageCount: number;
  /** The PDF has fewer pages than the one asked for (nothing else is set then). */
  outOfRange: boolean;
  image?: { data: Buffer; width: number; height: number };
  text?: PageWords;
}

export interface TextReadOptions {
  /**
   * Recognise pages without a usable text layer (null: read text layers only); `pageTimeoutMs`:
   * one page's limit in the child's CPU time; `budgetSeconds`: the OCR CPU seconds (drawing and
   * recognising pages) the document may spend in all (no limit without it).
   */
  ocr: { maxPages: number; pageTimeoutMs: number; budgetSeconds?: number } | null;
  /**
   * Pages up to this one without a usable text layer that paint an image are checked for a
   * sideways or upside-down scan (orientation.ts; only with `ocr`): their `rotate` says how far
   * they show turned, and OCR reads them upright. 0 or absent: none (their /Rotate stands).
   */
  orientPages?: number;
}

/** One recognised page, for logs and the benchmark. */
export interface RecognisedPage {
  page: number;
  /** CPU seconds recognising it took. */
  seconds: number;
  confidence: number;
}

/** What the text job read. */
export interface DocumentText {
  pageCount: number;
  /** Pages in order, each with its text layer and what OCR recognised on it. */
  pages: PageText[];
  recognised: RecognisedPage[];
  /** Pages OCR gave up on (their time limit, the budget, or the engine failing), with why. */
  skipped: { page: number; reason: string }[];
  /**
   * CPU seconds the child spent on OCR (drawing and recognising pages, pages that killed the child
   * included): what the OCR budget is charged.
   */
  ocrSeconds: number;
}

/** The PDF itself is unreadable, too slow or too large to read (as opposed to storage failing to hand it over). */
export class UnreadablePdfError extends Error {
  constructor(
    message: string,
    readonly pageCount: number | null = null,
  ) {
    super(message);
  }
}

export interface PdfRendererOptions {
  /**
   * Wall-clock limit for one PDF (and for each page of a text read), counted once the child is
   * ready; the child is killed past it. With cpuLimitMs it is only the backstop for a child that
   * makes no progress, so size it for a starved child (issue 23).
   */
  timeLimitMs?: number;
  /**
   * CPU limit (ms of the child's user + system time) for one render() (the thumbnail), for opening
   * a PDF to read its text and for each page's text layer; the child is killed past it. The child
   * is niced, so on a busy machine it gets a fraction of a core: a CPU limit stops hostile PDFs
   * without giving up on ordinary ones that merely waited. None by default (wall-clock only); OCR
   * pages have their own CPU limit (TextReadOptions.ocr.pageTimeoutMs).
   */
  cpuLimitMs?: number;
  /** Resident memory limit of the child (V8's heap gets three quarters); the child is killed past it. */
  memoryLimitMb?: number;
  /** A warm child with no work for this long exits (it is started again on demand). */
  idleMs?: number;
  limits?: Partial<RenderLimits>;
  /** Where to report kills and crashes (defaults to nowhere; the caller logs the thrown error). */
  log?: (message: string) => void;
  /**
   * The child's CPU niceness (0–19; 0 = the server's own). Long CPU-bound work (OCR) gets a high
   * one so that it takes only the CPU the server's event loop leaves over.
   */
  niceness?: number;
  /** How much CPU time past a page's OCR time limit the server allows before killing the child (see DEFAULT_OCR_PAGE_GRACE_MS). */
  ocrPageGraceMs?: number;
  /**
   * render(): turn an image-only page 1 upright by recognising it at each quarter turn
   * (orientation.ts), within `cpuMs` of the child's CPU time on top of `cpuLimitMs`. Absent: a
   * scan's /Rotate stands (OCR off).
   */
  orient?: OrientLimits;
}

/**
 * Plain JavaScript run with `node -e` when this file is the TypeScript source: compiles required
 * .ts files with @swc/core (resolved from the entry's folder), then loads the entry.
 */
const TS_BOOTSTRAP = `
const entry = process.argv[1];
const swc = require('node:module').createRequire(entry)('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const options = { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
  module._compile(swc.transformSync(source, options).code, filename);
};
require(entry);
`;

/** The only environment variables the child inherits. */
const CHILD_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'NODE_ENV'];

function childEntry(): string[] {
  if (__filename.endsWith('.ts')) return ['-e', TS_BOOTSTRAP, join(__dirname, 'pdf-render', 'pdf-render.child.ts')];
  return [join(__dirname, 'pdf-render', 'pdf-render.child.js')];
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${String(code)}`;
}

/** One child process and what is known about it. */
class RendererProcess {
  private readonly child: ChildProcess;
  readonly ready: Promise<void>;
  jobs = 0;
  /** Exited, or killed by us (its 'exit' may not have arrived yet). */
  gone = false;
  stderrTail = '';
  onMessage?: (message: ChildMessage) => void;
  onExit?: (how: string) => void;

  constructor(heapMb: number, niceness: number) {
    // The process that parses untrusted PDFs gets none of the server's secrets (database URL, JWT
    // and S3 keys) nor its NODE_OPTIONS (an --inspect port, a --require'd agent, Jest's flags).
    const env = Object.fromEntries(CHILD_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
    this.child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, ...childEntry()], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env,
    });
    if (niceness > 0 && this.child.pid !== undefined) {
      try {
        // Threads the child starts later (tesseract's worker) inherit it from its main thread.
        setPriority(this.child.pid, niceness);
      } catch {
        // Not permitted here: the child runs at the server's priority.
      }
    }
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-4000);
    });
    this.ready = new Promise<void>((resolve, reject) => {
      this.child.on('message', (message: ChildMessage) => {
        if (message.type === 'ready') resolve();
        else this.onMessage?.(message);
      });
      this.child.on('error', (error) => {
        this.gone = true;
        reject(error);
        this.onExit?.(error.message);
      });
      this.child.on('exit', (code, signal) => {
        this.gone = true;
        const how = describeExit(code, signal);
        reject(new Error(`it exited (${how}): ${this.stderrTail.trim().slice(-500)}`));
        this.onExit?.(how);
      });
    });
    this.ready.catch(() => undefined);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  send(message: ParentMessage): void {
    if (this.gone || !this.child.connected) return;
    this.child.send(message, undefined, undefined, () => undefined);
  }

  kill(): void {
    if (this.gone) return;
    this.gone = true;
    this.child.kill('SIGKILL');
  }

  /** While idle the child must not keep the server's event loop alive (scripts, tests). */
  hold(active: boolean): void {
    const handles = [this.child, this.child.channel, this.child.stderr] as ({ ref?(): void; unref?(): void } | null)[];
    for (const handle of handles) {
      if (active) handle?.ref?.();
      else handle?.unref?.();
    }
  }

  /** CPU time used so far (user + system, all threads) in ms (Linux /proc); undefined where it cannot be read. */
  async cpuMs(): Promise<number | undefined> {
    try {
      const stat = await readFile(`/proc/${String(this.child.pid)}/stat`, 'utf8');
      // Fields after the command name (in parentheses, which may hold spaces): utime is the 14th
      // field of the line, stime the 15th, in clock ticks (USER_HZ, 100 on Linux).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      return Number.isFinite(ticks) ? ticks * (1000 / CLOCK_TICKS_PER_SECOND) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Resident memory in MB (Linux /proc); undefined where it cannot be read. */
  async residentMb(): Promise<number | undefined> {
    try {
      const status = await readFile(`/proc/${String(this.child.pid)}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
      return kb ? Number(kb) / 1024 : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Renders PDFs in a child process, one at a time (callers queue), each under a time and memory limit.
 * Call close() on shutdown: it waits for queued work, then ends the child.
 */
export class PdfRenderer {
  readonly timeLimitMs: number;
  readonly cpuLimitMs: number | undefined;
  /** Children killed, by reason (for tests and diagnostics). */
  readonly kills = { time: 0, cpu: 0, memory: 0 };
  readonly memoryLimitMb: number;
  private readonly idleMs: number;
  private readonly limits: RenderLimits;
  private readonly log: (message: string) => void;
  private readonly niceness: number;
  private readonly ocrPageGraceMs: number;
  private readonly orient: OrientLimits | undefined;
  private process?: RendererProcess;
  private tail: Promise<unknown> = Promise.resolve();
  private idleTimer?: NodeJS.Timeout;
  private closed = false;
  /** abort() was called: the child is killed, and queued work fails instead of running. */
  private aborted = false;
  private nextTask = 0;
  private queued = 0;

  constructor(options: PdfRendererOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    this.cpuLimitMs = options.cpuLimitMs;
    this.memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.limits = {
      thumbnailWidth: THUMBNAIL_WIDTH,
      maxThumbnailHeight: MAX_THUMBNAIL_HEIGHT,
      textPages: TEXT_PAGES,
      textMaxChars: TEXT_MAX_CHARS,
      maxImagePixels: MAX_IMAGE_PIXELS,
      ...options.limits,
    };
    this.log = options.log ?? (() => undefined);
    this.niceness = options.niceness ?? 0;
    this.ocrPageGraceMs = options.ocrPageGraceMs ?? DEFAULT_OCR_PAGE_GRACE_MS;
    this.orient = options.orient;
  }

  /** The child's process id, if one is running (for tests and diagnostics). */
  get pid(): number | undefined {
    return this.process && !this.process.gone ? this.process.pid : undefined;
  }

  /**
   * Storage errors from `source` are thrown unchanged (the job retries); everything that is the
   * PDF's fault — unreadable, too slow, too large, crashing the renderer — is an UnreadablePdfError.
   */
  render(source: PdfSource): Promise<PdfPreview> {
    return this.enqueue((child, data) => this.renderTask(child, source, data), source);
  }

  /**
   * One page for the page viewer (documents/pages/): its image as WebP and/or its words with
   * their boxes. `outOfRange` when the PDF has fewer pages. Errors as for render().
   */
  renderPage(source: PdfSource, request: PageRequest): Promise<RenderedPage> {
    return this.enqueue(
      (child, data) =>
        this.runTask<RenderedPage>(
          child,
          source,
          (task) => ({
            type: 'render-page',
            task,
            size: source.size,
            data,
            limits: this.limits,
            page: request.page,
            image: request.image,
            maxWords: request.maxWords,
          }),
          {
            onMessage: (message, control, sourceError) => {
              if (message.type === 'page-result') {
                const image = message.image && {
                  data: Buffer.from(
                    message.image.data.buffer,
                    message.image.data.byteOffset,
                    message.image.data.byteLength,
                  ),
                  width: message.image.width,
                  height: message.image.height,
                };
                control.resolve({
                  pageCount: message.pageCount,
                  outOfRange: message.outOfRange,
                  ...(image ? { image } : {}),
                  ...(message.text ? { text: message.text } : {}),
                });
              } else if (message.type === 'failed') {
                control.reject(PdfRenderer.failure(message, sourceError));
              }
            },
            onKill: (why) => new UnreadablePdfError(why),
          },
        ),
      source,
    );
  }

  /** Tasks queued or running (callers may refuse work past a bound instead of queueing it). */
  get pending(): number {
    return this.queued;
  }

  /** Runs `work` once the tasks queued before it are done, on a warm child. */
  private enqueue<T>(
    work: (child: RendererProcess, data: Uint8Array | undefined) => Promise<T>,
    source: PdfSource,
  ): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The PDF renderer is shut down'));
    this.queued += 1;
    const run = this.tail
      .then(() => this.runNow(source, work))
      .finally(() => {
        this.queued -= 1;
      });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Finishes queued work, then ends the child. */
  async close(): Promise<void> {
    this.closed = true;
    await this.tail;
    clearTimeout(this.idleTimer);
    this.process?.kill();
    this.process = undefined;
  }

  private async runNow<T>(
    source: PdfSource,
    work: (child: RendererProcess, data: Uint8Array | undefined) => Promise<T>,
  ): Promise<T> {
    if (this.aborted) throw new Error('The PDF renderer is shut down');
    clearTimeout(this.idleTimer);
    const data = source.size <= SMALL_PDF_BYTES ? await source.read(0, source.size) : undefined;
    const child = await this.warmChild();
    child.hold(true);
    try {
      return await work(child, data);
    } finally {
      child.jobs += 1;
      if (child.gone || child.jobs >= MAX_JOBS_PER_CHILD) {
        child.kill();
        if (this.process === child) this.process = undefined;
      } else {
        child.hold(false);
        this.idleTimer = setTimeout(() => {
          child.kill();
          if (this.process === child) this.process = undefined;
        }, this.idleMs).unref();
      }
    }
  }

  /** The running child, or a new one once it has loaded pdfjs (failing to start is not the PDF's fault). */
  private async warmChild(): Promise<RendererProcess> {
    if (!this.process || this.process.gone) {
      this.process = new RendererProcess(Math.max(64, Math.floor((this.memoryLimitMb * 3) / 4)), this.niceness);
    }
    const child = this.process;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        child.ready,
        new Promise((_resolve, reject) => {
          // A child that never gets ready is a hang, not a slow start: a niced child on a busy
          // machine may take long to load, so the wait is the larger of the two limits.
          const limitMs = Math.max(STARTUP_LIMIT_MS, this.timeLimitMs);
          timer = setTimeout(() => reject(new Error(`not ready after ${limitMs / 1000} s`)), limitMs);
        }),
      ]);
    } catch (error) {
      child.kill();
      if (this.process === child) this.process = undefined;
      throw new Error(`The PDF renderer could not start: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
    return child;
  }

  /**
   * Runs one task on `child`: answers its range reads from `source`, watches its memory and a
   * deadline (which `control.deadline` moves), and kills it past either. `onMessage` sees the
   * task's other messages and settles it through `control`; `onKill` turns a kill or a crash into
   * the task's outcome.
   */
  private runTask<T>(
    child: RendererProcess,
    source: PdfSource,
    start: (task: number) => ParentMessage,
    handlers: {
      onMessage(message: ChildMessage, control: TaskControl<T>, sourceError: Error | undefined): void;
      onKill(why: string, control: TaskControl<T>): T | Error;
    },
    timeLimitMs = this.timeLimitMs,
    cpuLimitMs = this.cpuLimitMs,
  ): Promise<T> {
    this.nextTask += 1;
    const task = this.nextTask;
    return new Promise<T>((resolve, reject) => {
      if (child.gone) {
        reject(new Error('The PDF renderer stopped before it could take the PDF'));
        return;
      }
      let settled = false;
      let sourceError: Error | undefined;
      let timer: NodeJS.Timeout | undefined;
      const finish = (outcome: { value: T } | { error: Error }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        child.onMessage = undefined;
        child.onExit = undefined;
        if ('value' in outcome) resolve(outcome.value);
        else reject(outcome.error);
      };
      const settle = (outcome: T | Error) => finish(outcome instanceof Error ? { error: outcome } : { value: outcome });
      const kill = (why: string, reason: keyof PdfRenderer['kills']) => {
        this.kills[reason] += 1;
        child.kill();
        this.log(`PDF renderer (pid ${String(child.pid)}) killed: ${why}`);
        settle(handlers.onKill(why, control));
      };
      /** The CPU deadline set by cpuDeadline(), if any; `startMs` is the child's CPU time when it was set. */
      let cpuWatch: { limitMs: number; why: string; startMs?: number; lastMs?: number; setAt: number } | undefined;
      const deadline = (ms: number, why: string) => {
        cpuWatch = undefined;
        clearTimeout(timer);
        timer = setTimeout(() => kill(why, 'time'), ms);
      };
      const control: TaskControl<T> = {
        resolve: (value) => finish({ value }),
        reject: (error) => finish({ error }),
        deadline,
        cpuDeadline: (ms, why, backstopMs, backstopWhy) => {
          deadline(backstopMs, backstopWhy);
          const watch: NonNullable<typeof cpuWatch> = { limitMs: ms, why, setAt: performance.now() };
          cpuWatch = watch;
          void child.cpuMs().then((cpu) => {
            if (cpu !== undefined) {
              watch.startMs = cpu;
              watch.lastMs = cpu;
            } else if (cpuWatch === watch && !settled) {
              // No /proc (not Linux): the limit falls back to wall-clock time.
              deadline(ms, why);
            }
          });
        },
        spentSinceCpuDeadline: () => {
          const watch = cpuWatch;
          if (!watch) return undefined;
          if (watch.startMs !== undefined && watch.lastMs !== undefined) return watch.lastMs - watch.startMs;
          return performance.now() - watch.setAt;
        },
      };

      const wallWhy = `reading the PDF took longer than ${timeLimitMs / 1000} s`;
      if (cpuLimitMs === undefined) deadline(timeLimitMs, wallWhy);
      else
        control.cpuDeadline(
          cpuLimitMs,
          `reading the PDF took more than ${cpuLimitMs / 1000} s of CPU`,
          timeLimitMs,
          wallWhy,
        );
      const memoryWatch = setInterval(() => {
        void child.residentMb().then((mb) => {
          if (!settled && mb !== undefined && mb > this.memoryLimitMb) {
            kill(`reading the PDF needed more than ${this.memoryLimitMb} MB (${Math.round(mb)} MB)`, 'memory');
          }
        });
        const watch = cpuWatch;
        if (watch?.startMs !== undefined) {
          const start = watch.startMs;
          void child.cpuMs().then((ms) => {
            if (settled || ms === undefined || cpuWatch !== watch) return;
            watch.lastMs = ms;
            if (ms - start > watch.limitMs) kill(watch.why, 'cpu');
          });
        }
      }, MEMORY_POLL_MS);

      child.onExit = (how) => {
        const outOfMemory = /heap out of memory|heap limit/i.test(child.stderrTail);
        const why = outOfMemory
          ? `reading the PDF needed more than ${this.memoryLimitMb} MB (the renderer ran out of heap)`
          : `the PDF renderer stopped while reading it (${how})`;
        this.log(`PDF renderer (pid ${String(child.pid)}) ${why}`);
        settle(handlers.onKill(why, control));
      };
      child.onMessage = (message) => {
        if (!('task' in message) || message.task !== task) return;
        if (message.type === 'read') {
          if (!(message.start >= 0 && message.start < message.end && message.end <= source.size)) {
            child.send({ type: 'chunk-failed', task, request: message.request, message: 'range outside the file' });
            return;
          }
          source.read(message.start, message.end).then(
            (bytes) => child.send({ type: 'chunk', task, request: message.request, data: bytes }),
            (error: unknown) => {
              sourceError ??= error instanceof Error ? error : new Error(String(error));
              child.send({ type: 'chunk-failed', task, request: message.request, message: String(error) });
            },
          );
          return;
        }
        handlers.onMessage(message, control, sourceError);
      };
      child.send(start(task));
    });
  }

  /** A 'failed' message as the error to throw: storage's own error when a range read failed. */
  private static failure(message: Extract<ChildMessage, { type: 'failed' }>, sourceError: Error | undefined): Error {
    return message.sourceFailed && sourceError
      ? sourceError
      : new UnreadablePdfError(message.message, message.pageCount);
  }

  private renderTask(child: RendererProcess, source: PdfSource, data: Uint8Array | undefined): Promise<PdfPreview> {
    return this.runTask<PdfPreview>(
      child,
      source,
      (task) => ({ type: 'render', task, size: source.size, data, limits: this.limits, orient: this.orient ?? null }),
      {
        onMessage: (message, control, sourceError) => {
          if (message.type === 'orient-started' && this.orient) {
            // Recognising a scan at its turns: the thumbnail's limits grow by the detection's own.
            const extraMs = this.orient.cpuMs + this.ocrPageGraceMs;
            const spent = control.spentSinceCpuDeadline() ?? 0;
            const backstopMs = this.timeLimitMs + extraMs * OCR_WALL_BACKSTOP_FACTOR;
            const backstopWhy = `drawing page 1 upright took longer than ${backstopMs / 1000} s`;
            if (this.cpuLimitMs === undefined) control.deadline(backstopMs, backstopWhy);
            else
              control.cpuDeadline(
                Math.max(1, this.cpuLimitMs - spent) + extraMs,
                `drawing page 1 upright took more than ${(this.cpuLimitMs + extraMs) / 1000} s of CPU`,
                backstopMs,
                backstopWhy,
              );
          } else if (message.type === 'result') {
            const png = Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength);
            control.resolve({
              png,
              pageCount: message.pageCount,
              text: message.text,
              pageTexts: message.pageTexts,
              textlessPages: message.textlessPages,
              firstPageText: message.firstPageText ?? '',
              shownTurn: message.shownTurn ?? 0,
              ...(message.orientSeconds !== undefined ? { orientSeconds: message.orientSeconds } : {}),
            });
          } else if (message.type === 'failed') {
            control.reject(PdfRenderer.failure(message, sourceError));
          }
        },
        onKill: (why) => new UnreadablePdfError(why),
      },
    );
  }

  /**
   * The text job's read: every page's text layer (the first TEXT_PAGES pages, TEXT_MAX_CHARS in
   * all) and, with `options.ocr`, the text of up to maxPages pages without a usable layer,
   * recognised one at a time in the child. A page that passes its time limit is skipped; so is a
   * page that kills the child (too slow to draw, too much memory): the pages after it are read in
   * a new child. Throws UnreadablePdfError when the PDF cannot be opened at all.
   */
  async readText(source: PdfSource, options: TextReadOptions): Promise<DocumentText> {
    const result: DocumentText = { pageCount: 0, pages: [], recognised: [], skipped: [], ocrSeconds: 0 };
    let firstPage = 1;
    let budget = options.ocr?.maxPages ?? 0;
    for (let restarts = 0; ; restarts += 1) {
      const ocr: OcrLimits | null =
        options.ocr && budget > 0
          ? {
              maxPages: budget,
              pageTimeoutMs: options.ocr.pageTimeoutMs,
              dpi: OCR_DPI,
              maxPixels: OCR_MAX_PIXELS,
              budgetSeconds: Math.max(0, (options.ocr.budgetSeconds ?? Infinity) - result.ocrSeconds),
              orientPages: options.orientPages ?? 0,
            }
          : null;
      const part = await this.enqueue((child, data) => this.readTextTask(child, source, data, firstPage, ocr), source);
      result.pageCount = part.pageCount;
      result.pages.push(...part.pages);
      result.recognised.push(...part.recognised);
      result.skipped.push(...part.skipped);
      result.ocrSeconds += part.ocrSeconds;
      budget -= part.ocrPages;
      if (part.stoppedAt === undefined) return result;
      // The page that killed the child had no usable text layer (else it was not being drawn).
      result.skipped.push({ page: part.stoppedAt.page, reason: part.stoppedAt.reason });
      if (restarts + 1 >= MAX_TEXT_RESTARTS) {
        this.log(
          `PDF text read stopped after ${MAX_TEXT_RESTARTS} renderer kills; keeping pages before ${part.stoppedAt.page + 1}`,
        );
        return result;
      }
      firstPage = part.stoppedAt.page + 1;
    }
  }

  private readTextTask(
    child: RendererProcess,
    source: PdfSource,
    data: Uint8Array | undefined,
    firstPage: number,
    ocr: OcrLimits | null,
  ): Promise<TextPart> {
    const part: TextPart = { pageCount: 0, pages: [], recognised: [], skipped: [], ocrPages: 0, ocrSeconds: 0 };
    let started = false;
    let current: { page: number } | undefined;
    /** The page being read is being recognised (a kill charges its CPU time to the budget). */
    let ocrPage = false;
    return this.runTask<TextPart>(
      child,
      source,
      (task) => ({ type: 'read-text', task, size: source.size, data, limits: this.limits, firstPage, ocr }),
      {
        onMessage: (message, control, sourceError) => {
          switch (message.type) {
            case 'text-started':
              started = true;
              part.pageCount = message.pageCount;
              break;
            case 'page-started':
              current = { page: message.page };
              ocrPage = false;
              if (message.ocr && ocr) {
                part.ocrPages += 1;
                ocrPage = true;
                const limitMs = ocr.pageTimeoutMs + this.ocrPageGraceMs;
                const backstopMs = limitMs * OCR_WALL_BACKSTOP_FACTOR;
                control.cpuDeadline(
                  limitMs,
                  `page ${message.page} took more than ${limitMs / 1000} s of CPU to draw and recognise`,
                  backstopMs,
                  `page ${message.page} took longer than ${backstopMs / 1000} s to draw and recognise`,
                );
              } else {
                const wallWhy = `reading page ${message.page} took longer than ${this.timeLimitMs / 1000} s`;
                if (this.cpuLimitMs === undefined) control.deadline(this.timeLimitMs, wallWhy);
                else
                  control.cpuDeadline(
                    this.cpuLimitMs,
                    `reading page ${message.page} took more than ${this.cpuLimitMs / 1000} s of CPU`,
                    this.timeLimitMs,
                    wallWhy,
                  );
              }
              break;
            case 'page-text':
              current = undefined;
              ocrPage = false;
              part.ocrSeconds += message.spentSeconds ?? 0;
              part.pages.push({
                page: message.page,
                pdf: message.pdf,
                ...(message.rotate ? { rotate: message.rotate } : {}),
                ...(message.scanDpi !== undefined ? { scanDpi: message.scanDpi } : {}),
                ...(message.ocr !== undefined ? { ocr: message.ocr } : {}),
              });
              if (message.ocr !== undefined) {
                part.recognised.push({
                  page: message.page,
                  seconds: message.ocrSeconds ?? 0,
                  confidence: message.confidence ?? 0,
                });
              }
              if (message.ocrSkipped !== undefined)
                part.skipped.push({ page: message.page, reason: message.ocrSkipped });
              break;
            case 'text-done':
              control.resolve(part);
              break;
            case 'failed':
              control.reject(PdfRenderer.failure(message, sourceError));
              break;
          }
        },
        onKill: (why, control) => {
          if (this.aborted) return new Error(`The PDF renderer was shut down while reading the PDF (${why})`);
          if (!started || !current) return new UnreadablePdfError(why);
          if (ocrPage) part.ocrSeconds += (control.spentSinceCpuDeadline() ?? 0) / 1000;
          return { ...part, stoppedAt: { ...current, reason: why } };
        },
      },
    );
  }

  /**
   * Ends the child now, whatever it is doing (shutdown of a process whose task may take minutes:
   * the job fails and is retried). Queued work fails.
   */
  async abort(): Promise<void> {
    this.closed = true;
    this.aborted = true;
    clearTimeout(this.idleTimer);
    this.process?.kill();
    this.process = undefined;
    await this.tail;
  }
}

interface TaskControl<T> {
  resolve(value: T): void;
  reject(error: Error): void;
  /** Moves the task's deadline: `ms` from now, killed with `why` past it. */
  deadline(ms: number, why: string): void;
  /**
   * Moves the task's deadline to `ms` of the child's CPU time (user + system, all threads) from
   * now, killed with `why` past it (a CPU kill); and to `backstopMs` of wall-clock time, killed
   * with `backstopWhy`, for a child that makes no progress (a time kill). Without /proc, `ms` is
   * wall-clock time.
   */
  cpuDeadline(ms: number, why: string, backstopMs: number, backstopWhy: string): void;
  /**
   * The child's CPU ms since the last cpuDeadline() (as last polled, at most MEMORY_POLL_MS old;
   * wall-clock ms without /proc); undefined when no CPU deadline is set.
   */
  spentSinceCpuDeadline(): number | undefined;
}

/** One 'read-text' task's pages; `stoppedAt`: the page during which the child was killed. */
interface TextPart extends Omit<DocumentText, 'pageCount'> {
  pageCount: number;
  /** Pages this task began recognising. */
  ocrPages: number;
  stoppedAt?: { page: number; reason: string };
}

let shared: PdfRenderer | undefined;

/** Renders with a renderer shared by the process and default limits (scripts such as bench/run.mjs). */
export function renderPdfPreview(source: PdfSource): Promise<PdfPreview> {
  shared ??= new PdfRenderer();
  return shared.render(source);
}
