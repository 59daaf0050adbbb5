import type { Readable } from 'node:stream';

export interface ObjectInfo {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP Range. */
  end: number;
}

export interface ObjectStream extends ObjectInfo {
  stream: Readable;
  range?: ByteRange;
}

export interface PutOptions {
  contentType: string;
  /** Known length, if any (never required): the S3 driver fails a body that ends at another length. */
  size?: number;
}

/** What a storage backend must do. Bodies are always streams: nothing buffers a whole file. */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  init(): Promise<void>;
  put(key: string, body: Readable, options: PutOptions): Promise<void>;
  stat(key: string): Promise<ObjectInfo | null>;
  get(key: string, range?: ByteRange): Promise<ObjectStream>;
  /**
   * The bytes only (all, or a range), without the object's metadata: no stat request to S3 and
   * no sidecar read on local disk. For callers that know the size and type already (a document's
   * row). A missing object is an ObjectNotFoundError, as for get.
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * Removes every object whose key starts with `prefix` (which must end with '/': a folder of
   * objects such as a document's page images). Nothing there is not an error.
   */
  deletePrefix(prefix: string): Promise<void>;
  check(): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Object not found: ${key}`);
  }
}
