/** Test PDFs made in code (pdf-lib): real text on each page so extraction and search can be checked. */
import { createHash, randomBytes } from 'node:crypto';
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFPage, StandardFonts } from 'pdf-lib';

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

// ---------------------------------------------------------------------------------------------
// Hostile PDFs: valid (or nearly valid) files that are expensive or awkward to read.

function withRawPageContents(doc: PDFDocument, page: PDFPage, content: Uint8Array): void {
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content)));
}

/** One page with `ops` filled rectangles (≈ 300 000 stalled the server for seconds when drawn on its thread). */
export async function manyRectsPdf(ops = 300_000): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const lines: string[] = [];
  for (let i = 0; i < ops; i += 1) {
    if (i % 1000 === 0) lines.push(`${(i % 7) / 7} ${(i % 11) / 11} ${(i % 13) / 13} rg`);
    lines.push(`${(i * 7) % 590} ${(i * 13) % 835} ${1 + (i % 40)} ${1 + (i % 30)} re f`);
  }
  // Left uncompressed: ≈ 6 MB, like the file in the report.
  withRawPageContents(doc, doc.addPage([595, 842]), Buffer.from(lines.join('\n'), 'latin1'));
  return Buffer.from(await doc.save());
}

/** A single page of `width` × `height` points (PDF's own limit is 14 400; readers are lenient). */
export async function hugePagePdf(width = 200_000, height = 200_000): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([width, height]);
  page.drawText(`huge page ${randomBytes(6).toString('hex')}`, { x: 10, y: height - 40, size: 24, font });
  return Buffer.from(await doc.save());
}

/** `count` pages sharing one content stream (a small file with thousands of pages). */
export async function manyPagesPdf(count = 5000): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([595, 842]);
  first.drawText(`many pages ${randomBytes(6).toString('hex')}`, { x: 50, y: 780, size: 14, font });
  const contents = first.node.get(PDFName.of('Contents'));
  const resources = first.node.get(PDFName.of('Resources'));
  for (let n = 1; n < count; n += 1) {
    const page = doc.addPage([595, 842]);
    if (contents) page.node.set(PDFName.of('Contents'), contents);
    if (resources) page.node.set(PDFName.of('Resources'), resources);
  }
  return Buffer.from(await doc.save());
}

/**
 * An image XObject of `side` × `side` RGB pixels whose zero bytes deflate ≈ 1000:1 (a
 * decompression bomb: 20 000² pixels are 1.2 GB decoded from a ≈ 1.2 MB file).
 */
export async function imageBombPdf(side = 20_000): Promise<Buffer> {
  const decoded = side * side * 3;
  const block = Buffer.alloc(Math.min(decoded, 32 * 1024 * 1024));
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let written = 0; written < decoded; written += block.length) {
    if (!deflate.write(block.subarray(0, Math.min(block.length, decoded - written)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await ended;

  const doc = await PDFDocument.create();
  const image = doc.context.stream(Buffer.concat(chunks), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const page = doc.addPage([595, 842]);
  page.node.setXObject(PDFName.of('Im1'), doc.context.register(image));
  withRawPageContents(doc, page, Buffer.from('q 595 0 0 842 0 0 cm /Im1 Do Q', 'latin1'));
  return Buffer.from(await doc.save());
}

/** A valid PDF whose cross-reference table and startxref point at the wrong places. */
export async function brokenXrefPdf(): Promise<Buffer> {
  const pdf = await makePdf({ pages: ['Broken xref page one', 'Broken xref page two'] });
  const reparsed = await PDFDocument.load(pdf);
  const text = Buffer.from(await reparsed.save({ useObjectStreams: false })).toString('latin1');
  const xref = text.lastIndexOf('\nxref');
  const broken =
    text.slice(0, xref) +
    text
      .slice(xref)
      .replace(/^(\d{10}) (\d{5}) n/gm, (_m, _offset: string, gen: string) => `${'9'.repeat(10)} ${gen} n`)
      .replace(/startxref\s+\d+/, 'startxref\n123');
  return Buffer.from(broken, 'latin1');
}

const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_v, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + (s[i] ?? 0) + (key[i % key.length] ?? 0)) & 0xff;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  let a = 0;
  let b = 0;
  for (let n = 0; n < data.length; n += 1) {
    a = (a + 1) & 0xff;
    b = (b + (s[a] ?? 0)) & 0xff;
    [s[a], s[b]] = [s[b] ?? 0, s[a] ?? 0];
    out[n] = (data[n] ?? 0) ^ (s[((s[a] ?? 0) + (s[b] ?? 0)) & 0xff] ?? 0);
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padPassword = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PAD]).subarray(0, 32);

/**
 * A one-page PDF encrypted with the standard security handler (RC4, 40-bit, revision 2), written
 * by hand because pdf-lib cannot encrypt. With a `userPassword` it cannot be opened without it.
 */
export function encryptedPdf(userPassword = 'secret', ownerPassword = 'owner-secret'): Buffer {
  const id = randomBytes(16);
  const permissions = -44;
  const ownerKey = md5(padPassword(ownerPassword)).subarray(0, 5);
  const o = rc4(ownerKey, padPassword(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const fileKey = md5(padPassword(userPassword), o, p, id).subarray(0, 5);
  const u = rc4(fileKey, PASSWORD_PAD);
  const objectKey = (num: number) =>
    md5(fileKey, Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, 0, 0])).subarray(0, 10);

  const content = rc4(
    objectKey(4),
    Buffer.from(`BT /F1 24 Tf 50 780 Td (Encrypted ${randomBytes(6).toString('hex')}) Tj ET`, 'latin1'),
  );
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      'latin1',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', 'latin1'),
    Buffer.from(
      `<< /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${permissions} >>`,
      'latin1',
    ),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    length += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
