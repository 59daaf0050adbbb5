/** multipart/form-data bodies written byte by byte, so tests can also send broken ones. */

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export interface MultipartOptions {
  boundary: string;
  /** Leave out the closing `--boundary--` (a truncated upload). */
  unterminated?: boolean;
}

function quote(value: string): string {
  return value.replace(/[\r\n"\\]/g, (c) => encodeURIComponent(c));
}

export function multipartBody(parts: MultipartPart[], options: MultipartOptions): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${options.boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"`;
    if (part.filename !== undefined) head += `; filename="${quote(part.filename)}"`;
    head += '\r\n';
    if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    chunks.push(Buffer.from('\r\n', 'utf8'));
  }
  if (!options.unterminated) chunks.push(Buffer.from(`--${options.boundary}--\r\n`, 'utf8'));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
