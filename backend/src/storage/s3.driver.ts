import { PassThrough, Readable } from 'node:stream';
import { Client } from 'minio';
import { ByteRange, ObjectInfo, ObjectNotFoundError, ObjectStream, PutOptions, StorageDriver } from './storage.types';

export interface S3Options {
  endPoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchBucket';
}

/** S3 protocol (MinIO, AWS S3, s3rver in tests) through the `minio` client, path-style. */
export class S3Driver implements StorageDriver {
  readonly name = 's3' as const;
  private readonly client: Client;
  readonly bucket: string;

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
  }

  async init(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) {
      await this.client.makeBucket(this.bucket, 'us-east-1');
    }
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<void> {
    // The minio client does not notice a source stream that fails; it would wait for ever. Feed it
    // through a PassThrough we own and race the upload against the source's error.
    const relay = new PassThrough();
    relay.on('error', () => undefined); // reported through sourceFailed below
    let onError: (error: Error) => void = () => undefined;
    const sourceFailed = new Promise<never>((_, reject) => {
      onError = (error: Error) => {
        relay.destroy();
        reject(error);
      };
      body.once('error', onError);
    });
    body.pipe(relay);
    try {
      await Promise.race([
        this.client.putObject(this.bucket, key, relay, options.size, { 'Content-Type': options.contentType }),
        sourceFailed,
      ]);
    } catch (error) {
      await this.client.removeObject(this.bucket, key).catch(() => undefined);
      throw error;
    } finally {
      body.off('error', onError);
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
    const stream = range
      ? await this.client.getPartialObject(this.bucket, key, range.start, range.end - range.start + 1)
      : await this.client.getObject(this.bucket, key);
    return { ...info, stream, range };
  }

  async delete(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  async check(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) throw new Error(`Bucket ${this.bucket} is missing`);
  }
}
