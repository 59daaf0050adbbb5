import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EmptyFileError, NotPdfError, PdfInspector, UploadTooLargeError } from './pdf-inspector';

async function run(chunks: Buffer[], max = 1024): Promise<{ inspector: PdfInspector; out: Buffer }> {
  const inspector = new PdfInspector(max);
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      parts.push(chunk);
      cb();
    },
  });
  await pipeline(Readable.from(chunks), inspector, sink);
  return { inspector, out: Buffer.concat(parts) };
}

describe('PdfInspector', () => {
  it('passes a PDF through unchanged while hashing and counting it', async () => {
    const body = Buffer.from('%PDF-1.7\nhello world\n%%EOF');
    const { inspector, out } = await run([body.subarray(0, 2), body.subarray(2, 9), body.subarray(9)]);
    expect(out.equals(body)).toBe(true);
    expect(inspector.bytes).toBe(body.length);
    expect(inspector.digest()).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('fails on the first chunk when the bytes are not %PDF-', async () => {
    await expect(run([Buffer.from('GIF89a...')])).rejects.toBeInstanceOf(NotPdfError);
  });

  it('fails a file shorter than the magic bytes', async () => {
    await expect(run([Buffer.from('%PD')])).rejects.toBeInstanceOf(NotPdfError);
  });

  it('fails an empty file as empty, not as "not a PDF"', async () => {
    await expect(run([])).rejects.toBeInstanceOf(EmptyFileError);
    await expect(run([Buffer.alloc(0)])).rejects.toBeInstanceOf(EmptyFileError);
  });

  it('fails past the size limit', async () => {
    await expect(run([Buffer.from('%PDF-'), Buffer.alloc(2000)], 1024)).rejects.toBeInstanceOf(UploadTooLargeError);
  });

  it('remembers the first failure only', () => {
    const inspector = new PdfInspector(10);
    inspector.on('error', () => undefined);
    const first = new NotPdfError();
    inspector.fail(first);
    inspector.fail(new UploadTooLargeError(10));
    expect(inspector.failure).toBe(first);
  });
});
