/**
 * Hostile PDFs through the real upload → thumbnail path (issue 8, finding 2): each upload succeeds,
 * the server's event loop never stalls while the PDF is read (that happens in the renderer's child
 * process), the job finishes with a valid PNG or `preview: null`, and nothing crashes or leaks.
 * The thumbnail's CPU limit is cut to 1.5 s so the slow-to-draw PDF is killed quickly (a CPU limit,
 * not the wall clock: the child runs at niceness 10, and a loaded machine only slows it down).
 *
 * Responsiveness is asserted on work, not on elapsed time (issue 23: a busy machine stretched the
 * old 300 ms stall bound to 1.4 s): the main thread's CPU time (support/cpu.ts) from each upload
 * until its jobs are done. Waiting itself costs this thread a little CPU per second (timers, the
 * queue's polling, GC), and a busy machine makes the wait longer, so that cost is allowed at the
 * rate a normal PDF (the control, the first case) showed. Reading a PDF on this thread cost
 * seconds of its CPU, about its whole elapsed time (≈ 4.5 s for 300 000 rectangles, ≈ 18 s for the
 * image bomb); in the renderer's child it costs this thread the wait plus the upload of a larger
 * file. /api/health must still answer during each one.
 *
 * TEST_REPORT_FIGURES=1 prints the figures.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { documents } from '../src/database/schema';
import { MAX_THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../src/documents/pipeline/pdf-preview';
import { QueueService } from '../src/queue/queue.service';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { mainThreadCpuMs } from './support/cpu';
import { testDb } from './support/db';
import {
  brokenXrefPdf,
  encryptedPdf,
  hugePagePdf,
  imageBombPdf,
  makePdf,
  manyPagesPdf,
  manyRectsPdf,
  NOT_A_PDF,
} from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

const CPU_LIMIT_MS = 1500;
/** The renderer's child is niced: on a busy machine its jobs may take longer than t.idle()'s 30 s. */
const idle = (t: TestApp) => t.app.get(QueueService).whenIdle(120_000);
/**
 * Main-thread CPU a hostile PDF may cost beyond what waiting costs (waitingRate): its upload
 * (receiving, storing and handing the bytes to the child: ≈ 50 ms a MiB) and some room. Measured
 * quiet: 380 ms for the 5.2 MiB of rectangles, ≤ 220 ms for the others, 120 ms for the control.
 * Reading any of them on this thread cost seconds (4.5 s, 18 s).
 */
const MAX_EXTRA_MAIN_CPU_MS = 300;
const MAIN_CPU_MS_PER_MIB = 80;
const allowance = (file: Buffer) => MAX_EXTRA_MAIN_CPU_MS + (MAIN_CPU_MS_PER_MIB * file.length) / 2 ** 20;

interface Watch {
  /** The main thread's CPU milliseconds from the upload until the queue was idle. */
  cpuMs: number;
  /** Elapsed milliseconds meanwhile: waiting costs this thread CPU too (timers, polling, GC). */
  elapsedMs: number;
  /** /api/health answers meanwhile (up to 5, 100 ms apart). */
  healthCalls: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` while measuring what it costs this process's (the server's) main thread. */
async function watchServer<T>(t: TestApp, work: () => Promise<T>): Promise<{ result: T; watch: Watch }> {
  let healthCalls = 0;
  let polling = true;
  const poller = (async () => {
    // A few calls, not one every 100 ms throughout: their CPU would grow with the elapsed time.
    while (polling && healthCalls < 5) {
      await request(t.server).get('/api/health').expect(200);
      healthCalls += 1;
      await sleep(100);
    }
  })();
  const before = mainThreadCpuMs();
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      watch: { cpuMs: mainThreadCpuMs() - before, elapsedMs: performance.now() - started, healthCalls },
    };
  } finally {
    polling = false;
    await poller;
  }
}

type Expected = 'png' | 'null' | 'png-or-null';

interface HostileCase {
  name: string;
  make: () => Promise<Buffer> | Buffer;
  preview: Expected;
  pages?: number;
  check?: (size: { width: number; height: number }) => void;
}

const CASES: HostileCase[] = [
  { name: 'a normal PDF (the control)', make: () => makePdf({ pages: ['Control', 'two'] }), preview: 'png', pages: 2 },
  // The finding itself: ≈ 4.5 s of CPU to draw on this machine, so the 1.5 s CPU limit kills it.
  { name: '300 000 rectangle operations', make: () => manyRectsPdf(300_000), preview: 'null' },
  {
    name: 'a 200 000 × 200 000 pt MediaBox',
    make: () => hugePagePdf(200_000, 200_000),
    preview: 'png',
    check: (size) => expect(size).toEqual({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH }),
  },
  {
    name: 'a 10 × 100 000 pt strip (a 480 px wide canvas would be 4.8 M px tall)',
    make: () => hugePagePdf(10, 100_000),
    preview: 'png',
    check: (size) => expect(size.height).toBeLessThanOrEqual(MAX_THUMBNAIL_HEIGHT),
  },
  { name: '5 000 pages', make: () => manyPagesPdf(5000), preview: 'png', pages: 5000 },
  { name: 'a broken cross-reference table', make: () => brokenXrefPdf(), preview: 'png-or-null' },
  { name: 'an encrypted PDF that needs a password', make: () => encryptedPdf('secret'), preview: 'null' },
  { name: 'an encrypted PDF with an empty user password', make: () => encryptedPdf(''), preview: 'png' },
  // 1.2 GB of pixels from ≈ 1.2 MB: the image is skipped (maxImageSize), the page still renders.
  { name: 'an image that inflates to 1.2 GB', make: () => imageBombPdf(20_000), preview: 'png' },
];

describe('hostile PDFs', () => {
  let t: TestApp;
  let alice: SignedUpUser;
  let cat: TestCatalogue;
  const figures: string[] = [];
  /** Main-thread CPU and elapsed time per case (ms), the control's first. */
  const cpu = new Map<string, number>();
  const elapsed = new Map<string, number>();
  /**
   * What waiting costs this thread per elapsed millisecond (timers, the queue's polling, GC),
   * from the control: with 2 CPU burners beside it, ≈ 0.07 (370 ms over 5.4 s). A busy machine
   * stretches the wait, so this much is allowed per millisecond waited; a PDF read on this thread
   * costs ≈ 1 (its whole time).
   */
  const waitingRate = () => (cpu.get(CASES[0].name) ?? 0) / Math.max(1, elapsed.get(CASES[0].name) ?? 1);
  /** Generated up front: pdf-lib would otherwise run on this thread while it is measured. */
  const files = new Map<string, Buffer>();

  const upload = (file: Buffer, filename = 'hostile.pdf') =>
    alice.agent
      .post('/api/notes')
      .field('title', `Hostile ${randomBytes(3).toString('hex')}`)
      .field('description', 'A PDF that is hard to read')
      .field('college', cat.college.collegeName)
      .field('course', cat.course.courseName)
      .field('branch', cat.branch.branchName)
      .field('subject', cat.subject.name)
      .field('year', '2')
      .attach('file', file, { filename, contentType: 'application/pdf' });

  beforeAll(async () => {
    t = await createTestApp({
      configure: (config) => {
        config.pdfRender.thumbnailCpuLimitMs = CPU_LIMIT_MS;
      },
    });
    const admin = await signUp(t, { admin: true });
    alice = await signUp(t);
    cat = await createCatalogue(admin);
    // Warm the renderer (its cold start is not what is measured here).
    await upload(await makePdf()).expect(201);
    await idle(t);
    for (const hostile of CASES) files.set(hostile.name, await hostile.make());
  }, 180_000);

  afterAll(async () => {
    if (process.env.TEST_REPORT_FIGURES === '1') process.stdout.write(`\n${figures.join('\n')}\n`);
    await t.close();
    // The renderer's child process ends with the app.
    const deadline = Date.now() + 5000;
    while (rendererChildren().length > 0 && Date.now() < deadline) await sleep(50);
    expect(rendererChildren()).toEqual([]);
  });

  it.each(CASES)(
    '$name: uploads, the server stays responsive, the preview is $preview',
    async (hostile) => {
      const file = files.get(hostile.name) ?? Buffer.alloc(0);
      const started = performance.now();
      const { result: id, watch } = await watchServer(t, async () => {
        const res = await upload(file);
        expect(res.status).toBe(201);
        await idle(t);
        return (res.body as { data: { _id: string } }).data._id;
      });
      figures.push(
        `${hostile.name} (${(file.length / 1024).toFixed(0)} KiB): upload + processing ${(performance.now() - started).toFixed(0)} ms; ` +
          `main-thread CPU ${watch.cpuMs.toFixed(0)} ms; /api/health answered ${watch.healthCalls} times`,
      );
      cpu.set(hostile.name, watch.cpuMs);
      elapsed.set(hostile.name, watch.elapsedMs);
      expect(watch.cpuMs).toBeLessThan(waitingRate() * watch.elapsedMs + allowance(file));
      expect(watch.healthCalls).toBeGreaterThan(0);

      const detail = await request(t.server).get(`/api/documents/${id}`).expect(200);
      const preview = (detail.body as { data: { preview: string | null } }).data.preview;
      const row = (await testDb(t).select().from(documents).where(eq(documents.id, id)))[0];
      expect(row?.previewStatus).not.toBe('pending');
      if (hostile.preview === 'null') expect(preview).toBeNull();
      if (hostile.preview === 'png') expect(preview).toBe(`/api/documents/${id}/thumbnail`);
      if (preview === null) {
        expect(row?.previewStatus).toBe('failed');
        await request(t.server).get(`/api/documents/${id}/thumbnail`).expect(404);
        return;
      }
      const thumb = await request(t.server).get(preview).buffer(true).expect(200);
      expect(thumb.headers['content-type']).toBe('image/png');
      const png = thumb.body as Buffer;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
      expect(size.width).toBeLessThanOrEqual(THUMBNAIL_WIDTH);
      expect(size.height).toBeLessThanOrEqual(MAX_THUMBNAIL_HEIGHT);
      hostile.check?.(size);
      if (hostile.pages) expect(row?.pageCount).toBe(hostile.pages);
    },
    180_000,
  );

  it('spent on this thread, across all of them, about what the waiting costs', () => {
    const total = [...cpu.values()].reduce((sum, ms) => sum + ms, 0);
    const waited = [...elapsed.values()].reduce((sum, ms) => sum + ms, 0);
    figures.push(`main-thread CPU over all uploads: ${total.toFixed(0)} ms in ${waited.toFixed(0)} ms`);
    expect(cpu.size).toBe(CASES.length);
    // Each hostile PDF cost seconds of this thread's CPU when it was read here. The waiting rate is
    // the control's, sampled over one short window: over minutes of waiting on a loaded machine it
    // drifts by a few per cent (beside two CPU burners the sum came 1 % over), hence 10 % of room
    // on the waiting part — still under what reading a single one of them here would cost.
    const uploaded = [...files.values()].reduce((sum, file) => sum + file.length, 0);
    expect(total).toBeLessThan(
      1.1 * waitingRate() * waited + 2 * MAX_EXTRA_MAIN_CPU_MS + (MAIN_CPU_MS_PER_MIB * uploaded) / 2 ** 20,
    );
  });

  it('a file that is not a PDF at all is refused with 415', async () => {
    const res = await upload(NOT_A_PDF, 'fake.pdf').expect(415);
    expect((res.body as { code: string }).code).toBe('DOCUMENT.NOT_PDF');
  });

  it('after all that, a normal PDF still gets its thumbnail quickly', async () => {
    const res = await upload(await makePdf({ pages: ['Still fine'] })).expect(201);
    const started = performance.now();
    await idle(t);
    const elapsed = performance.now() - started;
    figures.push(`normal PDF after the hostile ones: processed ${elapsed.toFixed(0)} ms after the upload answered`);
    const detail = await request(t.server).get(`/api/documents/${(res.body as { data: { _id: string } }).data._id}`);
    expect((detail.body as { data: { preview: string | null } }).data.preview).toMatch(/\/thumbnail$/);
  });
});

/** Renderer child processes of this (the server's) process. */
function rendererChildren(): string[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'pdf-render.child'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}
