import { readFileSync } from 'node:fs';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import {
  brokenPdf,
  encryptedPdf,
  hugePagePdf,
  imageBombPdf,
  makePdf,
  manyPagesPdf,
  manyRectsPdf,
} from '../../../test/support/pdf';
import { withMainThreadCpu } from '../../../test/support/cpu';
import { nestedFormsPdf } from '../../../test/support/nested-forms-pdf';
import { makeScanPdf, textImage } from '../../../test/support/scan-pdf';
import {
  MAX_THUMBNAIL_HEIGHT,
  PdfRenderer,
  PdfSource,
  TEXT_PAGES,
  THUMBNAIL_WIDTH,
  UnreadablePdfError,
} from './pdf-preview';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

function memorySource(bytes: Buffer): PdfSource & { reads: number } {
  const source = {
    size: bytes.length,
    reads: 0,
    read: async (start: number, end: number) => {
      source.reads += 1;
      return new Uint8Array(bytes.subarray(start, end));
    },
  };
  return source;
}

/**
 * Drawing 300 000 rectangles on this thread cost it ≈ 4.5 s of CPU; in the child, this thread only
 * hands over the bytes and waits. Asserted on this thread's CPU time, which a busy machine stretches
 * far less than elapsed time (issue 23: the old "largest event-loop gap < 300 ms" failed at 305 ms
 * on a loaded machine). Measured: < 300 ms at a load of 5 on 2 cores, 980 ms at a load of 24 (the
 * GC's helper threads starve and this thread waits for them).
 */
const MAX_MAIN_CPU_MS = 1500;

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function cmdlineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return ''; // Gone, or not Linux.
  }
}

/** Whether `pid` is (still) a running renderer child: an exited one has an empty command line. */
function isRendererChild(pid: number): boolean {
  return pid > 0 && cmdlineOf(pid).includes('pdf-render.child');
}

/**
 * Sends `signal` to the renderer's child `pid`, having checked that `pid` still is that child (pid
 * 0 would signal this whole process group, and a pid is reused once its process has gone).
 */
function signalChild(pid: number, signal: NodeJS.Signals): void {
  const cmdline = cmdlineOf(pid);
  if (pid <= 0 || !cmdline.includes('pdf-render.child')) {
    throw new Error(`pid ${pid} is not the renderer's child (${cmdline.replace(/\0/g, ' ').slice(0, 200)})`);
  }
  process.kill(pid, signal);
}

/** `work`'s outcome, and the CPU milliseconds this process's main thread spent meanwhile. */
async function mainThreadCpu<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; cpuMs: number }> {
  const { result, cpuMs } = await withMainThreadCpu(() => Promise.allSettled([work()]));
  return { result: result[0], cpuMs };
}

describe('PdfRenderer', () => {
  let renderer: PdfRenderer;
  beforeAll(() => {
    renderer = new PdfRenderer();
  });
  afterAll(async () => {
    await renderer.close();
  });

  it('renders page 1 to a PNG, counts pages and extracts text — in a child process', async () => {
    const pdf = await makePdf({ pages: ['Operating Systems midsem\nDeadlock avoidance', 'Page two paging'] });
    const preview = await renderer.render(memorySource(pdf));
    expect(preview.png.subarray(0, 4).equals(PNG_MAGIC)).toBe(true);
    expect(pngSize(preview.png).width).toBe(THUMBNAIL_WIDTH);
    expect(preview.pageCount).toBe(2);
    expect(preview.text).toContain('Deadlock avoidance');
    expect(preview.text).toContain('Page two paging');
    expect(renderer.pid).toEqual(expect.any(Number));
    expect(renderer.pid).not.toBe(process.pid);
  });

  it('draws a sideways page upright by its text, and says how a page shows turned (issue 26)', async () => {
    const line = 'Section A: answer every question in full sentences';
    // Upright text on an A4 page whose /Rotate turns it sideways.
    const sidewaysDoc = await PDFDocument.create();
    const font = await sidewaysDoc.embedFont(StandardFonts.Helvetica);
    const sideways = sidewaysDoc.addPage([595, 842]);
    for (let n = 0; n < 6; n += 1) sideways.drawText(line, { x: 50, y: 780 - n * 20, size: 14, font });
    sideways.setRotation(degrees(90));
    const turned = Buffer.from(await sidewaysDoc.save());
    // Text drawn running up a landscape page, /Rotate 90 turning it back: it shows upright.
    const backDoc = await PDFDocument.create();
    const backFont = await backDoc.embedFont(StandardFonts.Helvetica);
    const back = backDoc.addPage([842, 595]);
    for (let n = 0; n < 6; n += 1)
      back.drawText(line, { x: 60 + n * 20, y: 50, size: 14, font: backFont, rotate: degrees(90) });
    back.setRotation(degrees(90));
    const turnedBack = Buffer.from(await backDoc.save());

    for (const pdf of [turned, turnedBack]) {
      const { width, height } = pngSize((await renderer.render(memorySource(pdf))).png);
      expect(height).toBeGreaterThan(width); // portrait: upright A4
    }
    const shown = async (pdf: Buffer) => (await renderer.readText(memorySource(pdf), { ocr: null })).pages[0]?.rotate;
    expect(await shown(turned)).toBe(90);
    expect(await shown(turnedBack)).toBeUndefined();
    // Without text to go by, the page's /Rotate stands.
    const blankDoc = await PDFDocument.create();
    blankDoc.addPage([595, 842]).setRotation(degrees(180));
    expect(await shown(Buffer.from(await blankDoc.save()))).toBe(180);
  });

  it('reuses the warm child for the next PDF (no new process, no cold start)', async () => {
    const pid = renderer.pid;
    for (let i = 0; i < 5; i += 1) {
      const pdf = await makePdf({ pages: [`warm ${i}`, 'two', 'three'] });
      expect((await renderer.render(memorySource(pdf))).pageCount).toBe(3);
      expect(renderer.pid).toBe(pid);
    }
  });

  it('reads a large PDF by ranges instead of whole', async () => {
    const pdf = await makePdf({ pages: ['Large file'], padBytes: 9 * 1024 * 1024 });
    const source = memorySource(pdf);
    const preview = await renderer.render(source);
    expect(preview.pageCount).toBe(1);
    expect(preview.text).toContain('Large file');
    expect(source.reads).toBeGreaterThan(1);
  });

  it('reports a broken PDF as UnreadablePdfError', async () => {
    await expect(renderer.render(memorySource(brokenPdf()))).rejects.toBeInstanceOf(UnreadablePdfError);
  });

  it('reports a PDF that needs a password as UnreadablePdfError; one with an empty password renders', async () => {
    await expect(renderer.render(memorySource(encryptedPdf('secret')))).rejects.toBeInstanceOf(UnreadablePdfError);
    const open = await renderer.render(memorySource(encryptedPdf('')));
    expect(open.text).toContain('Encrypted');
  });

  it('passes a storage failure through unchanged (so the job retries)', async () => {
    const pdf = await makePdf({ pages: ['x'], padBytes: 9 * 1024 * 1024 });
    const failure = new Error('storage down');
    await expect(renderer.render({ size: pdf.length, read: () => Promise.reject(failure) })).rejects.toBe(failure);
    // …and for a small file read whole before the child sees it.
    await expect(renderer.render({ size: 100, read: () => Promise.reject(failure) })).rejects.toBe(failure);
  });

  it('bounds the canvas: a huge MediaBox and a 1 × 100 000 pt strip make small thumbnails', async () => {
    const huge = await renderer.render(memorySource(await hugePagePdf(200_000, 200_000)));
    expect(pngSize(huge.png)).toEqual({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH });
    const strip = await renderer.render(memorySource(await hugePagePdf(10, 100_000)));
    expect(pngSize(strip.png).height).toBeLessThanOrEqual(MAX_THUMBNAIL_HEIGHT);
    expect(pngSize(strip.png).width).toBeGreaterThanOrEqual(1);
  });

  it('reads the text of the first pages only, whatever the page count', async () => {
    const preview = await renderer.render(memorySource(await manyPagesPdf(3000)));
    expect(preview.pageCount).toBe(3000);
    expect(preview.text.match(/many pages/g)).toHaveLength(TEXT_PAGES);
  });

  it('renders a slow PDF without blocking this event loop', async () => {
    const pdf = await manyRectsPdf(300_000);
    const { result, cpuMs } = await mainThreadCpu(() => renderer.render(memorySource(pdf)));
    expect(result.status).toBe('fulfilled');
    expect(cpuMs).toBeLessThan(MAX_MAIN_CPU_MS);
  });

  it('a killed child (a native crash, say) fails only that PDF, and the next one gets a new child', async () => {
    const pdf = await manyRectsPdf(300_000);
    const rendering = renderer.render(memorySource(pdf));
    await waitUntil(() => renderer.pid !== undefined);
    const pid = renderer.pid ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    signalChild(pid, 'SIGSEGV');
    await expect(rendering).rejects.toThrow(/stopped while reading it \(signal SIGSEGV\)/);
    const next = await renderer.render(memorySource(await makePdf()));
    expect(next.pageCount).toBe(1);
    expect(renderer.pid).not.toBe(pid);
  });
});

describe('PdfRenderer limits', () => {
  it('kills a child past its CPU limit (3 KB of nested forms, minutes to draw), counts it, and replaces it', async () => {
    // Niced as the thumbnail child is: the limit counts the child's CPU, whatever the machine's load.
    const renderer = new PdfRenderer({ cpuLimitMs: 1000, niceness: 10 });
    try {
      await expect(renderer.render(memorySource(await nestedFormsPdf()))).rejects.toThrow(/more than 1 s of CPU/);
      expect(renderer.kills).toEqual({ time: 0, cpu: 1, memory: 0 });
      // The next PDF gets a new child, well within the limit.
      expect((await renderer.render(memorySource(await makePdf()))).pageCount).toBe(1);
      expect(renderer.kills).toEqual({ time: 0, cpu: 1, memory: 0 });
    } finally {
      await renderer.close();
    }
  });

  it('kills a child that passes the time limit, and replaces it', async () => {
    // 3 s, not less: the normal PDFs before and after must finish within it on a busy machine.
    // The nested forms take minutes of drawing, so only the wall-clock limit can stop them.
    const renderer = new PdfRenderer({ timeLimitMs: 3000 });
    try {
      await renderer.render(memorySource(await makePdf())); // warm: the limit counts from a ready child
      const pid = renderer.pid ?? 0;
      const pdf = await nestedFormsPdf();
      const { result, cpuMs } = await mainThreadCpu(() => renderer.render(memorySource(pdf)));
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as unknown;
      expect(error).toBeInstanceOf(UnreadablePdfError);
      expect((error as Error).message).toBe('reading the PDF took longer than 3 s');
      expect(renderer.kills).toEqual({ time: 1, cpu: 0, memory: 0 });
      expect(cpuMs).toBeLessThan(MAX_MAIN_CPU_MS);
      await waitUntil(() => !isAlive(pid));

      const next = await renderer.render(memorySource(await makePdf()));
      expect(next.pageCount).toBe(1);
      expect(renderer.pid).not.toBe(pid);
    } finally {
      await renderer.close();
    }
  });

  it('kills a child that passes the memory limit (an image bomb with the image cap lifted)', async () => {
    const renderer = new PdfRenderer({ memoryLimitMb: 256, limits: { maxImagePixels: -1 } });
    try {
      const pdf = await imageBombPdf(20_000); // 1.2 GB of pixels from ≈ 1.2 MB
      await expect(renderer.render(memorySource(pdf))).rejects.toThrow(/reading the PDF needed more than 256 MB/);
      const next = await renderer.render(memorySource(await makePdf()));
      expect(next.pageCount).toBe(1);
    } finally {
      await renderer.close();
    }
  });

  it('skips the image of an image bomb by default (the page still renders)', async () => {
    const renderer = new PdfRenderer();
    try {
      const preview = await renderer.render(memorySource(await imageBombPdf(20_000)));
      expect(pngSize(preview.png).width).toBe(THUMBNAIL_WIDTH);
    } finally {
      await renderer.close();
    }
  });

  it('close() ends the child; later calls are refused', async () => {
    const renderer = new PdfRenderer();
    await renderer.render(memorySource(await makePdf()));
    const pid = renderer.pid ?? 0;
    await renderer.close();
    await waitUntil(() => !isAlive(pid));
    await expect(renderer.render(memorySource(await makePdf()))).rejects.toThrow(/shut down/);
  });

  it('an idle child exits by itself and comes back on demand', async () => {
    const renderer = new PdfRenderer({ idleMs: 200 });
    try {
      await renderer.render(memorySource(await makePdf()));
      const pid = renderer.pid ?? 0;
      await waitUntil(() => !isAlive(pid));
      expect((await renderer.render(memorySource(await makePdf()))).pageCount).toBe(1);
    } finally {
      await renderer.close();
    }
  });
});

describe('PdfRenderer.readText (the text job)', () => {
  it('reads text layers, and recognises only the pages without one', async () => {
    const renderer = new PdfRenderer();
    try {
      const pdf = await makeScanPdf([
        {
          text: ['A page of typed text: enough letters to count as a real text layer, no OCR here.'],
          image: ['', '', 'Wombat'],
        },
        { image: ['Okapi sightings'] },
      ]);
      const read = await renderer.readText(memorySource(pdf), { ocr: { maxPages: 10, pageTimeoutMs: 30_000 } });
      expect(read.pageCount).toBe(2);
      expect(read.recognised.map((r) => r.page)).toEqual([2]);
      expect(read.pages[0]?.ocr).toBeUndefined();
      // A short typed page (no image) is not worth recognising either.
      const typed = await renderer.readText(memorySource(await makePdf()), {
        ocr: { maxPages: 10, pageTimeoutMs: 30_000 },
      });
      expect(typed.recognised).toEqual([]);
      expect(read.pages[1]?.ocr).toMatch(/okapi/i);
      const layersOnly = await renderer.readText(memorySource(pdf), { ocr: null });
      expect(layersOnly.recognised).toEqual([]);
      expect(layersOnly.pages.map((p) => p.ocr)).toEqual([undefined, undefined]);
    } finally {
      await renderer.close();
    }
  });

  it('a page that takes too long to draw kills the child; the next page is read in a new one', async () => {
    const renderer = new PdfRenderer({ ocrPageGraceMs: 3000 });
    try {
      // Page 1: a small image over 300 000 rectangles, no text (seconds to draw at 150 dpi); page 2: a scan.
      const doc = await PDFDocument.load(await manyRectsPdf(300_000));
      const stamp = await doc.embedPng(await textImage(['Stamp'], 100, 40, 2.08, 12));
      doc.getPage(0).drawImage(stamp, { x: 20, y: 20, width: 100, height: 40 });
      const image = await doc.embedPng(await textImage(['Capybara habitats'], 420, 160, 2.08, 24));
      doc.addPage([420, 160]).drawImage(image, { x: 0, y: 0, width: 420, height: 160 });
      const read = await renderer.readText(memorySource(Buffer.from(await doc.save())), {
        ocr: { maxPages: 10, pageTimeoutMs: 1000 },
      });
      expect(read.skipped).toEqual([
        { page: 1, reason: expect.stringMatching(/page 1 took more than 4 s of CPU to draw and recognise/) },
      ]);
      expect(read.pages.find((p) => p.page === 2)?.ocr).toMatch(/capybara/i);
    } finally {
      await renderer.close();
    }
  });

  /*
   * The limits count the child's CPU time, not the wall clock (issue 23): the child runs niced, and
   * a busy machine gives it a fraction of a core. Starving it here is done for real, by stopping the
   * child (SIGSTOP) nine tenths of the time until `work` settles (or for its first `forMs`); nothing
   * of ours is stubbed.
   */
  async function starved<T>(
    renderer: PdfRenderer,
    work: () => Promise<T>,
    forMs = Number.POSITIVE_INFINITY,
  ): Promise<{ value: T; wallMs: number }> {
    let starving = true;
    const began = performance.now();
    // The renderer's child of the moment: it may be replaced (recycled, or started again on
    // demand) while `work` runs; one that has just exited is skipped, never signalled.
    const signalCurrent = (signal: NodeJS.Signals): void => {
      const pid = renderer.pid;
      if (pid !== undefined && isRendererChild(pid)) signalChild(pid, signal);
    };
    const starver = (async () => {
      while (starving && performance.now() - began < forMs) {
        signalCurrent('SIGSTOP');
        await new Promise((resolve) => setTimeout(resolve, 450));
        signalCurrent('SIGCONT');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      const value = await work();
      return { value, wallMs: performance.now() - began };
    } finally {
      starving = false;
      await starver;
      signalCurrent('SIGCONT');
    }
  }

  it('a child starved of CPU is not cut: its page is recognised though the wall clock passes both limits', async () => {
    const renderer = new PdfRenderer({ ocrPageGraceMs: 1000 });
    try {
      const pdf = await makeScanPdf([{ image: ['Okapi sightings'] }]);
      await renderer.readText(memorySource(pdf), { ocr: null }); // a warm child, to be starved
      const pid = renderer.pid ?? 0;
      expect(pid).toBeGreaterThan(0);
      // Starved for the first 6 s only: at a tenth of a core that is well past both limits (the
      // engine's start and the page are ≥ 0.2 s of CPU), and the page then finishes freely, far
      // inside the 30 s wall backstop however busy the machine (issue 23: with the whole run
      // starved too, a loaded machine reached the backstop). The limits leave room for a slow
      // machine's CPU: one whose every suite took three times its usual CPU (2026-11-29) spent
      // more than 2 s of it on this page once.
      const { value: read, wallMs } = await starved(
        renderer,
        () => renderer.readText(memorySource(pdf), { ocr: { maxPages: 10, pageTimeoutMs: 2000 } }),
        6000,
      );
      expect(read.skipped).toEqual([]);
      expect(read.pages[0]?.ocr).toMatch(/okapi/i);
      expect(renderer.kills).toEqual({ time: 0, cpu: 0, memory: 0 });
      // Starting the engine and recognising the page took more wall-clock time than the child's
      // limit (2 s) and the server's (3 s) — each a fraction of it in CPU.
      expect(wallMs).toBeGreaterThan(3000);
      expect(read.recognised[0]?.seconds).toBeLessThan(2);
      expect(read.ocrSeconds).toBeLessThan(3);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it('a starved thumbnail and text read are not cut: the CPU limit holds, the wall clock is only a backstop', async () => {
    // 20 000 rectangles: ≈ 0.4 s of CPU to draw, ten times that in wall time when starved. Not
    // niced: the stops starve it already, and a niced child on a loaded machine would take minutes.
    const renderer = new PdfRenderer({ cpuLimitMs: 2000, timeLimitMs: 600_000 });
    try {
      const pdf = await manyRectsPdf(20_000);
      await renderer.render(memorySource(await makePdf())); // a warm child, to be starved
      const pid = renderer.pid ?? 0;
      expect(pid).toBeGreaterThan(0);
      const thumbnail = await starved(renderer, () => renderer.render(memorySource(pdf)));
      expect(thumbnail.value.png.subarray(0, 4)).toEqual(PNG_MAGIC);
      const text = await starved(renderer, () => renderer.readText(memorySource(pdf), { ocr: null }));
      expect(text.value.pageCount).toBe(1);
      expect(renderer.kills).toEqual({ time: 0, cpu: 0, memory: 0 });
      expect(renderer.pid).toBe(pid);
      // The drawing took longer in wall time than the 2 s CPU limit: a wall-clock limit of that
      // size (as the thumbnail had before) would have given up on it.
      expect(thumbnail.wallMs).toBeGreaterThan(2000);
    } finally {
      await renderer.close();
    }
  }, 600_000);

  it('a page that burns more CPU than its limit is cut in the child, and the budget is charged CPU seconds', async () => {
    const renderer = new PdfRenderer();
    try {
      const lines = Array.from({ length: 40 }, (_, i) => `Line ${i}: quick brown foxes jump over lazy dogs ${i * 7}`);
      const pdf = await makeScanPdf([{ image: lines, width: 595, height: 842, fontSize: 10 }]);
      const read = await renderer.readText(memorySource(pdf), { ocr: { maxPages: 10, pageTimeoutMs: 300 } });
      expect(read.skipped).toEqual([{ page: 1, reason: 'recognition took more than 0.3 s of CPU' }]);
      expect(renderer.kills).toEqual({ time: 0, cpu: 0, memory: 0 });
      // Charged: the child's CPU for drawing and recognising, at least the 0.3 s it was allowed.
      expect(read.ocrSeconds).toBeGreaterThanOrEqual(0.3);
    } finally {
      await renderer.close();
    }
  });
});
