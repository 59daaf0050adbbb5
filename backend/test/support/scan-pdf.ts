/**
 * Image-only PDFs for the OCR tests, made in code: text is drawn onto a canvas (@napi-rs/canvas),
 * encoded as PNG and embedded as a page's only content (pdf-lib), so the PDF has no text layer and
 * the words exist only as pixels — like a scanned or photographed paper.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface ScanPage {
  /** Lines drawn into the page's image (large print, so recognition is quick and sure). */
  image?: string[];
  /** Real text drawn as a text layer (a page that needs no OCR). */
  text?: string[];
  /** Points; the image fills the page's width. Small pages keep recognition fast. */
  width?: number;
  height?: number;
  /** Pixels per point of the image (150 dpi ≈ 2.08). */
  scale?: number;
  /** Font size of the image's lines, in points. */
  fontSize?: number;
  /**
   * The image is turned this far clockwise on the page (a sheet fed in sideways or upside down),
   * the page's /Rotate staying 0: 90 and 270 swap the page's width and height.
   */
  turn?: 0 | 90 | 180 | 270;
}

/** `png` turned `turn` degrees clockwise. */
async function turnedPng(png: Buffer, turn: number): Promise<Buffer> {
  const image = await loadImage(png);
  const quarter = turn % 180 !== 0;
  const canvas = createCanvas(quarter ? image.height : image.width, quarter ? image.width : image.height);
  const g = canvas.getContext('2d');
  g.translate(canvas.width / 2, canvas.height / 2);
  g.rotate((turn * Math.PI) / 180);
  g.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas.encode('png');
}

/** PNG of `lines` in black on white, `width` × `height` points at `scale` pixels per point. */
export async function textImage(
  lines: string[],
  width: number,
  height: number,
  scale: number,
  fontSize: number,
): Promise<Buffer> {
  const canvas = createCanvas(Math.round(width * scale), Math.round(height * scale));
  const g = canvas.getContext('2d');
  g.fillStyle = 'white';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = 'black';
  g.font = `${Math.round(fontSize * scale)}px "Liberation Sans", "DejaVu Sans", sans-serif`;
  lines.forEach((line, n) => g.fillText(line, 20 * scale, (20 + fontSize * 1.5 * (n + 1)) * scale));
  return canvas.encode('png');
}

/**
 * One page per entry. Every file differs (a random token in page 1's metadata title), so uploads
 * never collide on the content hash.
 */
export async function makeScanPdf(pages: ScanPage[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`scan ${randomBytes(6).toString('hex')}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const width = spec.width ?? 420;
    const height = spec.height ?? 160;
    const turn = spec.turn ?? 0;
    const [pageWidth, pageHeight] = turn % 180 ? [height, width] : [width, height];
    const page = doc.addPage([pageWidth, pageHeight]);
    if (spec.image) {
      const upright = await textImage(spec.image, width, height, spec.scale ?? 2.08, spec.fontSize ?? 24);
      const png = await doc.embedPng(turn ? await turnedPng(upright, turn) : upright);
      page.drawImage(png, { x: 0, y: 0, width: pageWidth, height: pageHeight });
    }
    spec.text?.forEach((line, n) => page.drawText(line, { x: 20, y: height - 30 - n * 16, size: 12, font }));
  }
  return Buffer.from(await doc.save());
}
