/**
 * A hostile PDF for the render pipeline's CPU limit and fairness tests: a few KB of nested form
 * XObjects. Page 1 paints form F0 `fanout` times; each form Fk paints F(k+1) `fanout` times, down
 * to `depth` levels, and the last one draws a rectangle. pdfjs parses each painted form again
 * (nothing caches a form's operators), so reading page 1 costs fanout^depth form parses and
 * draws: with the defaults ≈ 4^9 ≈ 260 000 forms and well over a minute of CPU, from ≈ 7 KB.
 */
import { randomBytes } from 'node:crypto';
import { PDFArray, PDFDocument, PDFName, PDFRef, StandardFonts } from 'pdf-lib';

export interface NestedFormsOptions {
  depth?: number;
  fanout?: number;
}

export async function nestedFormsPdf(options: NestedFormsOptions = {}): Promise<Buffer> {
  const depth = options.depth ?? 9;
  const fanout = options.fanout ?? 4;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  // A visible token: every file differs (uploads are deduplicated by hash).
  page.drawText(`nested forms ${randomBytes(6).toString('hex')}`, { x: 50, y: 800, size: 14, font });

  const paints = (name: string) =>
    Array.from({ length: fanout }, (_, i) => `q 1 0 0 1 ${i % 2} ${i % 3} cm /${name} Do Q`).join('\n');
  // Built from the innermost form outwards: each refers to the one below it.
  let inner: PDFRef | undefined;
  for (let level = depth - 1; level >= 0; level -= 1) {
    const content = inner ? paints(`F${level + 1}`) : '0.5 g 10 10 20 20 re f';
    const resources = inner ? { Resources: { XObject: { [`F${level + 1}`]: inner } } } : {};
    const stream = doc.context.flateStream(content, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 595, 842],
      ...resources,
    });
    inner = doc.context.register(stream);
  }
  if (!inner) throw new Error('depth must be at least 1');
  // The page's own resources hold the font drawText added; F0 joins them.
  page.node.Resources()?.set(PDFName.of('XObject'), doc.context.obj({ F0: inner }));
  const contents = doc.context.register(doc.context.flateStream(paints('F0')));
  const existing = page.node.Contents();
  if (existing instanceof PDFArray) existing.push(contents);
  else page.node.set(PDFName.of('Contents'), doc.context.obj(existing ? [existing, contents] : [contents]));
  return Buffer.from(await doc.save());
}
