import { makePdf, brokenPdf } from '../../test/support/pdf';
import { PdfSource, renderPdfPreview, THUMBNAIL_WIDTH, UnreadablePdfError } from './pdf-preview';

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

describe('renderPdfPreview', () => {
  it('renders page 1 to a PNG, counts pages and extracts text', async () => {
    const pdf = await makePdf({ pages: ['Operating Systems midsem\nDeadlock avoidance', 'Page two paging'] });
    const preview = await renderPdfPreview(memorySource(pdf));
    expect(preview.png.subarray(0, 4).equals(PNG_MAGIC)).toBe(true);
    expect(preview.png.readUInt32BE(16)).toBe(THUMBNAIL_WIDTH);
    expect(preview.pageCount).toBe(2);
    expect(preview.text).toContain('Deadlock avoidance');
    expect(preview.text).toContain('Page two paging');
  });

  it('reads a large PDF by ranges instead of whole', async () => {
    const pdf = await makePdf({ pages: ['Large file'], padBytes: 9 * 1024 * 1024 });
    const source = memorySource(pdf);
    const preview = await renderPdfPreview(source);
    expect(preview.pageCount).toBe(1);
    expect(preview.text).toContain('Large file');
    expect(source.reads).toBeGreaterThan(0);
  });

  it('reports a broken PDF as UnreadablePdfError', async () => {
    await expect(renderPdfPreview(memorySource(brokenPdf()))).rejects.toBeInstanceOf(UnreadablePdfError);
  });

  it('passes a storage failure through unchanged (so the job retries)', async () => {
    const pdf = await makePdf({ pages: ['x'], padBytes: 9 * 1024 * 1024 });
    const failure = new Error('storage down');
    await expect(renderPdfPreview({ size: pdf.length, read: () => Promise.reject(failure) })).rejects.toBe(failure);
  });
});
