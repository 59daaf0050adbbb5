import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import { ByteRange, ObjectInfo, ObjectNotFoundError, ObjectStream, PutOptions, StorageDriver } from './storage.types';

export interface S3Options {
  endPoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** Bytes per multipart part (and the largest body sent in one PUT); S3's minimum is 5 MiB. */
  partSize?: number;
}

/**
 * Parts are held in memory one at a time, so an upload costs about one part of memory whatever
 * its size. 8 MiB × S3's 10 000 parts is 78 GiB, far above UPLOAD_MAX_MB's ceiling.
 */
export const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchBucket';
}

/** S3's query-string escaping (RFC 3986), as the signer expects it. */
function uriEscape(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Cuts a stream into parts of exactly `partSize` bytes. A part is handed out only once a byte
 * beyond it has arrived, so `last` is known for every part: a body of at most one part is never
 * sent as a multipart upload. Holds at most one part plus one chunk.
 */
async function* readParts(body: Readable, partSize: number): AsyncGenerator<{ data: Buffer; last: boolean }> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    pending.push(buffer);
    pendingBytes += buffer.length;
    while (pendingBytes > partSize) {
      const joined = Buffer.concat(pending, pendingBytes);
      // Copy the small remainder so it does not keep the whole joined buffer alive.
      pending = [Buffer.from(joined.subarray(partSize))];
      pendingBytes -= partSize;
      yield { data: joined.subarray(0, partSize), last: false };
    }
  }
  yield { data: Buffer.concat(pending, pendingBytes), last: true };
}

/**
 * S3 protocol (MinIO, AWS S3; s3rver and moto in tests) through the `minio` client, path-style.
 *
 * Uploads do not go through the client's putObject: for a stream of unknown length it picks
 * 528 MiB parts held in memory (the whole upload, in practice), above 64 MiB it buffers 64 MiB
 * parts, it never aborts a failed multipart upload (the parts stay, billed and invisible), it
 * silently resumes any unfinished upload of the same key it finds, and it hangs when the source
 * stream fails. Here: a body of at most one part is one PUT; a longer one is a multipart upload
 * of `partSize` parts, sent one after the other (the source waits meanwhile), aborted on any
 * failure, so a failed upload leaves neither an object nor parts behind.
 */
export class S3Driver implements StorageDriver {
  readonly name = 's3' as const;
  private readonly client: Client;
  readonly bucket: string;
  readonly partSize: number;

  constructor(options: S3Options) {
    const url = new URL(options.endPoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      pathStyle: true,
      region: 'us-east-1',
    });
    this.bucket = options.bucket;
    this.partSize = Math.max(MIN_PART_SIZE, options.partSize ?? DEFAULT_PART_SIZE);
  }

  async init(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) {
      await this.client.makeBucket(this.bucket, 'us-east-1');
    }
  }

  /** Grows the part size when a known length would need more than S3's 10 000 parts. */
  private partSizeFor(size: number | undefined): number {
    if (size === undefined || size <= this.partSize * MAX_PARTS) return this.partSize;
    const mib = 1024 * 1024;
    return Math.ceil(size / MAX_PARTS / mib) * mib;
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<void> {
    const headers = { 'Content-Type': options.contentType };
    const checkLength = (received: number) => {
      if (options.size !== undefined && received !== options.size) {
        throw new Error(`Upload of ${key} ended after ${received} bytes, ${options.size} were announced`);
      }
    };
    let received = 0;
    let uploadId: string | undefined;
    /** A request that may have created the object was sent: remove it if we fail after all. */
    let finalWriteSent = false;
    const parts: { part: number; etag: string }[] = [];
    try {
      for await (const { data, last } of readParts(body, this.partSizeFor(options.size))) {
        received += data.length;
        if (last && uploadId === undefined) {
          checkLength(received);
          finalWriteSent = true;
          await this.client.putObject(this.bucket, key, data, data.length, headers);
          return;
        }
        if (parts.length === MAX_PARTS) throw new Error(`Upload of ${key} needs more than ${MAX_PARTS} parts`);
        uploadId ??= await this.client.initiateNewMultipartUpload(this.bucket, key, headers);
        const part = parts.length + 1;
        const { etag } = await this.client.uploadPart(
          {
            bucketName: this.bucket,
            objectName: key,
            uploadID: uploadId,
            partNumber: part,
            headers: { 'Content-MD5': createHash('md5').update(data).digest('base64') },
          },
          data,
        );
        parts.push({ part, etag });
        if (last) {
          checkLength(received);
          finalWriteSent = true;
          await this.completeMultipartUpload(key, uploadId, parts);
        }
      }
    } catch (error) {
      // Aborting frees the parts; should it fail too (storage unreachable), MinIO drops stale
      // uploads after 24 h and on AWS a lifecycle rule (AbortIncompleteMultipartUpload) does.
      if (uploadId !== undefined) {
        await this.client.abortMultipartUpload(this.bucket, key, uploadId).catch(() => undefined);
      }
      if (finalWriteSent) await this.client.removeObject(this.bucket, key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * CompleteMultipartUpload, sent here rather than through the client: its parser reads only
   * the documented `CompleteMultipartUploadResult` and throws a TypeError on moto's
   * `CompleteMultipartUploadResponse` (getmoto/moto#10055) after the object was created. Success
   * is a 200 without an `<Error>` document (S3 may answer 200 and fail in the body).
   */
  private async completeMultipartUpload(key: string, uploadId: string, parts: { part: number; etag: string }[]) {
    const xml =
      '<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      parts
        .map(({ part, etag }) => `<Part><PartNumber>${part}</PartNumber><ETag>"${xmlEscape(etag)}"</ETag></Part>`)
        .join('') +
      '</CompleteMultipartUpload>';
    const response = await this.client.makeRequestAsync(
      { method: 'POST', bucketName: this.bucket, objectName: key, query: `uploadId=${uriEscape(uploadId)}` },
      xml,
      [200],
    );
    let text = '';
    for await (const chunk of response as AsyncIterable<Buffer>) text += chunk.toString('utf8');
    if (/<Error>/.test(text) || !/<CompleteMultipartUpload(Result|Response)\b/.test(text)) {
      const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'InvalidResponse';
      const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? 'CompleteMultipartUpload failed';
      throw Object.assign(new Error(`${code}: ${message}`), { code });
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await this.client.statObject(this.bucket, key);
      const metaData = info.metaData as Record<string, string | undefined>;
      return {
        size: info.size,
        contentType: metaData['content-type'] ?? 'application/octet-stream',
        etag: info.etag,
        lastModified: info.lastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectStream> {
    const info = await this.stat(key);
    if (!info) throw new ObjectNotFoundError(key);
    return { ...info, stream: await this.read(key, range), range };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      return range
        ? await this.client.getPartialObject(this.bucket, key, range.start, range.end - range.start + 1)
        : await this.client.getObject(this.bucket, key);
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`Invalid object prefix: ${prefix}`);
    const names: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true) as AsyncIterable<{ name?: string }>) {
      if (item.name) names.push(item.name);
    }
    // One request per object, as delete(): a document has a few page images per page viewed.
    for (const name of names) await this.client.removeObject(this.bucket, name);
  }

  async check(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) throw new Error(`Bucket ${this.bucket} is missing`);
  }
}
