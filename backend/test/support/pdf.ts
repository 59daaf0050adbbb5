/** Test PDFs made in code (pdf-lib): real text on each page so extraction and search can be checked. */
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface PdfOptions {
  /** One string per page; page 1 text is what search tests look for. */
  pages?: string[];
  /** Adds an unreferenced stream of this many random bytes (to make a larger file). */
  padBytes?: number;
}

/** A valid PDF; every call differs (a random token is written on page 1) so hashes never collide. */
export async function makePdf(options: PdfOptions = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = options.pages ?? ['PaperShelf test document'];
  pages.forEach((text, index) => {
    const page = doc.addPage([595, 842]);
    const lines = [...text.split('\n'), ...(index === 0 ? [`token ${randomBytes(6).toString('hex')}`] : [])];
    lines.forEach((line, n) => page.drawText(line, { x: 50, y: 780 - n * 20, size: 14, font }));
  });
  if (options.padBytes) {
    const stream = doc.context.stream(randomBytes(options.padBytes));
    doc.context.register(stream);
  }
  return Buffer.from(await doc.save());
}

/** Bytes that are not a PDF at all. */
export const NOT_A_PDF = Buffer.from('GIF89a\x01\x00\x01\x00not a pdf', 'latin1');

/** Starts like a PDF but is garbage after the header: uploads fine, preview fails. */
export function brokenPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(2048)]);
}
