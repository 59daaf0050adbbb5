/**
 * Writes the sample documents' PDFs: A4 pages of real, extractable text in Helvetica and
 * Helvetica-Bold, with a pale diagonal "SAMPLE" watermark, a banner saying the file is generated,
 * and page numbers.
 *
 * Hand-written rather than drawn with a library: pdf-lib is only a test dependency, and a canvas
 * PDF (@napi-rs/canvas) would need system fonts that a bare container lacks. Helvetica is one of
 * the standard fonts every reader (pdf.js included) carries, so nothing is embedded, the files
 * are a few kilobytes, and the same content always gives the same bytes (and content hash).
 * Text is ASCII (WinAnsiEncoding agrees with it there).
 */
import { deflateSync } from 'node:zlib';

/** A paragraph (wrapped to the page width) or a bold heading. */
export type SampleBlock = string | { heading: string };

export interface SamplePdfContent {
  /** Heading of page 1, and the running header of the pages after it. */
  heading: string;
  /** Smaller lines under the heading on page 1 (institution, course, duration). */
  subtitle: string[];
  /** One array of blocks per page. */
  pages: SampleBlock[][];
}

/** Advance widths (1/1000 em) of ASCII 32–126, from the fonts' Adobe metrics. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

type FontName = 'F1' | 'F2';
const WIDTHS: Record<FontName, number[]> = { F1: HELVETICA, F2: HELVETICA_BOLD };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const LEFT = 56;
const RIGHT = PAGE_WIDTH - 56;
const BOTTOM = 72;
const BODY_SIZE = 11;
const BODY_LEADING = 15;

function assertAscii(text: string): void {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`Sample PDF text must be printable ASCII: ${JSON.stringify(text)}`);
}

function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (let i = 0; i < text.length; i += 1) units += WIDTHS[font][text.charCodeAt(i) - 32] ?? 556;
  return (units * size) / 1000;
}

function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const literal = (text: string): string => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
const n = (value: number): string => String(Math.round(value * 100) / 100);

/** The drawing operators of one page. */
class PageWriter {
  private readonly ops: string[] = [];
  y = PAGE_HEIGHT - 64;

  text(value: string, x: number, y: number, font: FontName, size: number, gray = 0): void {
    assertAscii(value);
    this.ops.push(`${n(gray)} g BT /${font} ${n(size)} Tf ${n(x)} ${n(y)} Td ${literal(value)} Tj ET`);
  }

  rule(y: number, gray: number): void {
    this.ops.push(`${n(gray)} G 0.75 w ${LEFT} ${n(y)} m ${RIGHT} ${n(y)} l S`);
  }

  box(x: number, y: number, width: number, height: number, rgb: [number, number, number]): void {
    this.ops.push(`${rgb.map(n).join(' ')} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
  }

  watermark(): void {
    const size = 120;
    const cos = Math.SQRT1_2;
    // Along the 45° diagonal, centred a little below the middle so that the top of page 1 (what a
    // feed card's thumbnail shows) stays clear of it.
    const half = textWidth('SAMPLE', 'F2', size) / 2;
    const x = PAGE_WIDTH / 2 - half * cos + (size / 3) * cos;
    const y = PAGE_HEIGHT * 0.42 - half * cos - (size / 3) * cos;
    this.ops.push(
      `q 0.93 g BT /F2 ${size} Tf ${n(cos)} ${n(cos)} ${n(-cos)} ${n(cos)} ${n(x)} ${n(y)} Tm (SAMPLE) Tj ET Q`,
    );
  }

  /** Wrapped lines from the current position down; fails loudly rather than run off the page. */
  paragraph(value: string, font: FontName, size: number, leading: number, gray = 0): void {
    for (const line of wrap(value, font, size, RIGHT - LEFT)) {
      if (this.y < BOTTOM) throw new Error(`Sample PDF page overflows at "${line}"`);
      this.text(line, LEFT, this.y, font, size, gray);
      this.y -= leading;
    }
  }

  content(): Buffer {
    return Buffer.from(this.ops.join('\n'), 'latin1');
  }
}

function drawPage(content: SamplePdfContent, blocks: SampleBlock[], index: number): Buffer {
  const page = new PageWriter();
  const total = content.pages.length;
  page.watermark();
  if (index === 0) {
    page.box(LEFT - 8, PAGE_HEIGHT - 58, RIGHT - LEFT + 16, 26, [0.99, 0.95, 0.84]);
    page.text(
      'SAMPLE DOCUMENT - generated by PaperShelf to show how it works; not a real paper.',
      LEFT,
      PAGE_HEIGHT - 49,
      'F1',
      9.5,
      0.3,
    );
    page.y = PAGE_HEIGHT - 96;
    page.paragraph(content.heading, 'F2', 17, 22);
    page.y -= 2;
    for (const line of content.subtitle) page.paragraph(line, 'F1', 11, 15, 0.35);
    page.y -= 4;
  } else {
    page.text(`${content.heading} (sample)`, LEFT, PAGE_HEIGHT - 48, 'F1', 9, 0.45);
    page.y = PAGE_HEIGHT - 58;
  }
  page.rule(page.y, 0.75);
  page.y -= 24;
  for (const block of blocks) {
    if (typeof block === 'string') {
      page.paragraph(block, 'F1', BODY_SIZE, BODY_LEADING);
      page.y -= 7;
    } else {
      page.y -= 4;
      page.paragraph(block.heading, 'F2', 12.5, 17);
      page.y -= 3;
    }
  }
  page.rule(52, 0.85);
  page.text('PaperShelf sample document', LEFT, 38, 'F1', 8.5, 0.5);
  const number = `Page ${index + 1} of ${total}`;
  page.text(number, RIGHT - textWidth(number, 'F1', 8.5), 38, 'F1', 8.5, 0.5);
  return page.content();
}

/** The whole file: catalog, page tree, two fonts, one page and content stream per page, info, xref. */
export function renderSamplePdf(content: SamplePdfContent, title: string): Buffer {
  assertAscii(title);
  const objects: Buffer[] = [];
  const add = (body: Buffer | string): number => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (data: Buffer): Buffer => {
    const packed = deflateSync(data);
    return Buffer.concat([
      Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      packed,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  };
  // Object numbers are fixed up front: 1 catalog, 2 pages, 3–4 fonts, 5 info, then page/content pairs.
  const pageCount = content.pages.length;
  const pageIds = content.pages.map((_, i) => 6 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${literal(title)} /Producer (PaperShelf sample generator) >>`);
  content.pages.forEach((blocks, i) => {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[i] ?? 0) + 1} 0 R >>`,
    );
    add(stream(drawPage(content, blocks, i)));
  });

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
