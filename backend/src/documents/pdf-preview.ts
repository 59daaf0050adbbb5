/**
 * Reads a PDF — page 1 rendered to a PNG (≈480 px wide), the page count, and the text of the first
 * pages for search — in a child process, never on the server's event loop. A PDF that is slow to
 * draw (300 000 rectangles), decodes to gigabytes (an image bomb) or crashes native code costs only
 * the child: it is SIGKILLed past a wall-clock limit or a memory limit, and the caller gets an
 * UnreadablePdfError (the document gets no preview; the upload stands).
 *
 * Why a child process and not a worker thread: a worker's resourceLimits cap only V8's heap — not
 * ArrayBuffers (decoded images) nor the canvas's native memory — and a native crash in a worker
 * takes the server down with it. A process can be killed mid-native-call and its RSS read from
 * /proc (polled while a task runs; V8's heap is capped with --max-old-space-size as well).
 *
 * How the child is started, in each context (see childEntry):
 * - compiled (`npm run build`, then `node dist/main.js` / `npm start`, bench/run.mjs): this file is
 *   dist/documents/pdf-preview.js and the child is its compiled sibling
 *   dist/documents/pdf-render/pdf-render.child.js, run by the same `node` binary.
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
import { join } from 'node:path';
import type { ChildMessage, ParentMessage, RenderLimits } from './pdf-render/pdf-render.protocol';

export const THUMBNAIL_WIDTH = 480;
/** Three times the width: tall pages get a narrower thumbnail instead of a giant canvas. */
export const MAX_THUMBNAIL_HEIGHT = 1440;
export const TEXT_PAGES = 20;
export const TEXT_MAX_CHARS = 100_000;
/** 50 megapixels: a 600 dpi A4 scan still renders; a 20 000² image bomb is skipped. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const DEFAULT_TIME_LIMIT_MS = 60_000;
export const DEFAULT_MEMORY_LIMIT_MB = 1024;
const SMALL_PDF_BYTES = 8 * 1024 * 1024;
const STARTUP_LIMIT_MS = 30_000;
const MEMORY_POLL_MS = 100;
const MAX_JOBS_PER_CHILD = 200;
const DEFAULT_IDLE_MS = 60_000;

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
  /** Wall-clock limit for one PDF, counted once the child is ready; the child is killed past it. */
  timeLimitMs?: number;
  /** Resident memory limit of the child (V8's heap gets three quarters); the child is killed past it. */
  memoryLimitMb?: number;
  /** A warm child with no work for this long exits (it is started again on demand). */
  idleMs?: number;
  limits?: Partial<RenderLimits>;
  /** Where to report kills and crashes (defaults to nowhere; the caller logs the thrown error). */
  log?: (message: string) => void;
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

  constructor(heapMb: number) {
    // The process that parses untrusted PDFs gets none of the server's secrets (database URL, JWT
    // and S3 keys) nor its NODE_OPTIONS (an --inspect port, a --require'd agent, Jest's flags).
    const env = Object.fromEntries(CHILD_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
    this.child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, ...childEntry()], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env,
    });
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
  readonly memoryLimitMb: number;
  private readonly idleMs: number;
  private readonly limits: RenderLimits;
  private readonly log: (message: string) => void;
  private process?: RendererProcess;
  private tail: Promise<unknown> = Promise.resolve();
  private idleTimer?: NodeJS.Timeout;
  private closed = false;
  private nextTask = 0;

  constructor(options: PdfRendererOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
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
    if (this.closed) return Promise.reject(new Error('The PDF renderer is shut down'));
    const run = this.tail.then(() => this.renderNow(source));
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

  private async renderNow(source: PdfSource): Promise<PdfPreview> {
    clearTimeout(this.idleTimer);
    const data = source.size <= SMALL_PDF_BYTES ? await source.read(0, source.size) : undefined;
    const child = await this.warmChild();
    child.hold(true);
    try {
      return await this.runTask(child, source, data);
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
      this.process = new RendererProcess(Math.max(64, Math.floor((this.memoryLimitMb * 3) / 4)));
    }
    const child = this.process;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        child.ready,
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`not ready after ${STARTUP_LIMIT_MS / 1000} s`)), STARTUP_LIMIT_MS);
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

  private runTask(child: RendererProcess, source: PdfSource, data: Uint8Array | undefined): Promise<PdfPreview> {
    this.nextTask += 1;
    const task = this.nextTask;
    return new Promise<PdfPreview>((resolve, reject) => {
      if (child.gone) {
        reject(new Error('The PDF renderer stopped before it could take the PDF'));
        return;
      }
      let settled = false;
      let sourceError: Error | undefined;
      const finish = (outcome: { preview: PdfPreview } | { error: Error }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        child.onMessage = undefined;
        child.onExit = undefined;
        if ('preview' in outcome) resolve(outcome.preview);
        else reject(outcome.error);
      };
      const kill = (why: string) => {
        child.kill();
        this.log(`PDF renderer (pid ${String(child.pid)}) killed: ${why}`);
        finish({ error: new UnreadablePdfError(why) });
      };

      const timer = setTimeout(
        () => kill(`reading the PDF took longer than ${this.timeLimitMs / 1000} s`),
        this.timeLimitMs,
      );
      const memoryWatch = setInterval(() => {
        void child.residentMb().then((mb) => {
          if (!settled && mb !== undefined && mb > this.memoryLimitMb) {
            kill(`reading the PDF needed more than ${this.memoryLimitMb} MB (${Math.round(mb)} MB)`);
          }
        });
      }, MEMORY_POLL_MS);

      child.onExit = (how) => {
        const outOfMemory = /heap out of memory|heap limit/i.test(child.stderrTail);
        const why = outOfMemory
          ? `reading the PDF needed more than ${this.memoryLimitMb} MB (the renderer ran out of heap)`
          : `the PDF renderer stopped while reading it (${how})`;
        this.log(`PDF renderer (pid ${String(child.pid)}) ${why}`);
        finish({ error: new UnreadablePdfError(why) });
      };
      child.onMessage = (message) => {
        if (!('task' in message) || message.task !== task) return;
        switch (message.type) {
          case 'read':
            if (!(message.start >= 0 && message.start < message.end && message.end <= source.size)) {
              child.send({ type: 'chunk-failed', task, request: message.request, message: 'range outside the file' });
              break;
            }
            source.read(message.start, message.end).then(
              (bytes) => child.send({ type: 'chunk', task, request: message.request, data: bytes }),
              (error: unknown) => {
                sourceError ??= error instanceof Error ? error : new Error(String(error));
                child.send({ type: 'chunk-failed', task, request: message.request, message: String(error) });
              },
            );
            break;
          case 'result': {
            const png = Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength);
            finish({ preview: { png, pageCount: message.pageCount, text: message.text } });
            break;
          }
          case 'failed':
            finish({
              error:
                message.sourceFailed && sourceError
                  ? sourceError
                  : new UnreadablePdfError(message.message, message.pageCount),
            });
            break;
        }
      };
      child.send({ type: 'render', task, size: source.size, data, limits: this.limits });
    });
  }
}

let shared: PdfRenderer | undefined;

/** Renders with a renderer shared by the process and default limits (scripts such as bench/run.mjs). */
export function renderPdfPreview(source: PdfSource): Promise<PdfPreview> {
  shared ??= new PdfRenderer();
  return shared.render(source);
}
