/**
 * A scan fed in sideways or upside down (issue 26): the image itself is turned, the page's /Rotate
 * is 0 and there is no text layer to go by. With OCR on, the renderer's child recognises page 1
 * at its quarter turns (orientation.ts): the thumbnail comes out upright, and the text read says
 * how far each page shows turned (PAGES.ROTATED). With OCR off nothing changes.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { makeScanPdf } from '../../../test/support/scan-pdf';
import { ORIENT_CPU_MS, PdfRenderer, type PdfSource } from './pdf-preview';

const LINES = [
  'Operating Systems End Semester Examination',
  'Answer all questions. Time allowed three hours.',
  'Explain the difference between a process and',
  'a thread with a neat diagram and an example.',
  'Describe the banker algorithm for deadlock',
  'avoidance and compare it with detection.',
];

const memorySource = (bytes: Buffer): PdfSource => ({
  size: bytes.length,
  read: async (start, end) => new Uint8Array(bytes.subarray(start, end)),
});

/** A two-page scan whose images are turned `turn` degrees clockwise (A5 landscape when upright). */
const scan = (turn: 0 | 90 | 180 | 270) =>
  makeScanPdf([0, 1].map(() => ({ image: LINES, width: 595, height: 420, fontSize: 15, turn })));

/** The PNG as a 24 × 24 grid of grey levels (any size squeezed to it). */
async function grid(png: Buffer): Promise<number[]> {
  const image = await loadImage(png);
  const canvas = createCanvas(24, 24);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0, 24, 24);
  const { data } = g.getImageData(0, 0, 24, 24);
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 4) out.push(((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3);
  return out;
}

/** Pearson correlation of two grids. */
function correlation(a: number[], b: number[]): number {
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    const y = (b[i] ?? 0) - mb;
    ab += (x - ma) * y;
    aa += (x - ma) ** 2;
    bb += y * y;
  });
  return ab / Math.sqrt(aa * bb);
}

const size = async (png: Buffer) => {
  const image = await loadImage(png);
  return { width: image.width, height: image.height };
};

describe('scan orientation (issue 26)', () => {
  const withOcr = new PdfRenderer({ orient: { cpuMs: ORIENT_CPU_MS }, cpuLimitMs: 5_000 });
  const withoutOcr = new PdfRenderer({ cpuLimitMs: 5_000 });
  afterAll(async () => {
    await withOcr.close();
    await withoutOcr.close();
  });

  it('draws a scan turned 90°, 180° or 270° upright, and leaves an upright one as it is', async () => {
    const upright = await withOcr.render(memorySource(await scan(0)));
    expect(upright.shownTurn).toBe(0);
    // One recognition: the upright scan read clearly as it stood.
    expect(upright.orientSeconds).toEqual(expect.any(Number));
    const reference = await grid(upright.png);
    expect(await size(upright.png)).toMatchObject({ width: 480 });

    for (const turn of [90, 180, 270] as const) {
      const pdf = await scan(turn);
      const drawn = await withOcr.render(memorySource(pdf));
      expect(drawn.shownTurn).toBe(turn);
      const asToday = await withoutOcr.render(memorySource(pdf));
      expect(asToday.shownTurn).toBe(0);
      expect(asToday.orientSeconds).toBeUndefined();
      // The thumbnail has the upright scan's shape and looks like it; the one drawn as the page
      // stands looks like it much less.
      expect(await size(drawn.png)).toEqual(await size(upright.png));
      const fixed = correlation(reference, await grid(drawn.png));
      const unfixed = correlation(reference, await grid(asToday.png));
      expect(fixed).toBeGreaterThan(0.9);
      expect(fixed).toBeGreaterThan(unfixed + 0.2);
    }
  });

  it('says how far each scanned page shows turned, and reads it upright, when asked (pages 1–2)', async () => {
    const ocr = { maxPages: 1, pageTimeoutMs: 30_000 };
    for (const turn of [0, 90, 180, 270] as const) {
      const pdf = await scan(turn);
      const read = await withOcr.readText(memorySource(pdf), { ocr, orientPages: 2 });
      const shown = turn === 0 ? undefined : turn;
      expect(read.pages.map((page) => page.rotate)).toEqual([shown, shown]);
      expect(read.pages[0]?.ocr).toMatch(/banker algorithm/i);
      // Without orientPages (the text job) or without OCR, a scan's /Rotate (0) stands.
      const plain = await withoutOcr.readText(memorySource(pdf), { ocr: null, orientPages: 2 });
      expect(plain.pages.map((page) => page.rotate)).toEqual([undefined, undefined]);
    }
  });

  it('the text job reads a turned scan upright too: a page that reads poorly as it stands is turned and read again', async () => {
    // The text job after publishing: every page recognised, no orientation check asked for.
    const read = await withOcr.readText(memorySource(await scan(90)), { ocr: { maxPages: 1, pageTimeoutMs: 30_000 } });
    expect(read.pages[0]?.ocr).toMatch(/banker algorithm/i);
    expect(read.pages[0]?.rotate).toBe(90);
    // Page 2 was not recognised (maxPages 1), so nothing was turned there.
    expect(read.pages[1]?.ocr).toBeUndefined();
  });
});
