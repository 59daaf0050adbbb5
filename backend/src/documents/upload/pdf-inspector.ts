import { createHash } from 'node:crypto';
import { Transform, TransformCallback } from 'node:stream';

/** Every PDF starts with these bytes; the upload's declared type and name are not trusted. */
export const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export class NotPdfError extends Error {
  constructor() {
    super('File type not supported. Please upload a PDF file');
  }
}

/** A file part with no bytes at all: not "not a PDF", just empty (issue 25). */
export class EmptyFileError extends Error {
  constructor() {
    super('This file is empty. Please choose a PDF with content');
  }
}

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`);
  }
}

/**
 * Sits between the multipart file stream and object storage: passes bytes through unchanged
 * while hashing (SHA-256) and counting them, and fails the stream as soon as the first bytes
 * are not `%PDF-` or the size passes the limit. Nothing is buffered beyond the first 5 bytes.
 * It deliberately does not parse the PDF: that happens later, in the thumbnails job, in the
 * renderer's child process (pdf-preview.ts), so no upload waits on — or is stalled by — pdfjs.
 */
export class PdfInspector extends Transform {
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  /** Why the stream was failed (not a PDF, too large, the source broke), if it was. */
  failure?: Error;
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  /** The SHA-256 of everything that passed, as hex; only meaningful after the stream ended. */
  digest(): string {
    return this.hash.digest('hex');
  }

  fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.destroy(error);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.head.length < PDF_MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, PDF_MAGIC.length - this.head.length)]);
      if (!PDF_MAGIC.subarray(0, this.head.length).equals(this.head)) {
        this.fail(new NotPdfError());
        callback();
        return;
      }
    }
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.fail(new UploadTooLargeError(this.maxBytes));
      callback();
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0 && this.head.length === 0) {
      this.fail(new EmptyFileError());
      callback();
      return;
    }
    if (this.head.length < PDF_MAGIC.length) {
      this.fail(new NotPdfError());
      callback();
      return;
    }
    callback();
  }
}
