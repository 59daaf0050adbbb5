import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LocalDiskDriver } from './local-disk.driver';
import { ByteRange, ObjectInfo, ObjectStream, PutOptions, StorageDriver } from './storage.types';

/**
 * The S3 driver (and the minio client, ≈ 7 MB of a process's memory) is loaded only when
 * S3_ENDPOINT is set: a process on local disk never needs it.
 */
export async function createStorageDriver(config: AppConfig['storage']): Promise<StorageDriver> {
  if (config.driver !== 's3') return new LocalDiskDriver(config.root);
  const { S3Driver } = await import('./s3.driver');
  return new S3Driver(config);
}

/** Object storage for PDFs, thumbnails and avatars: S3/MinIO when S3_ENDPOINT is set, else local disk. */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger('Storage');
  private current: StorageDriver | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Set once the module has started (onModuleInit), before any request is served. */
  get driver(): StorageDriver {
    if (!this.current) throw new Error('StorageService used before the module started');
    return this.current;
  }

  async onModuleInit(): Promise<void> {
    this.current = await createStorageDriver(this.config.storage);
    await this.driver.init();
    this.logger.log(`Object storage: ${this.driver.name}`);
  }

  /**
   * Stores a stream, read once and never buffered whole: local disk writes a temp file and
   * renames it; S3 sends a body of up to one part (8 MiB) in one PUT and anything longer, or of
   * unknown length, as a multipart upload that is aborted if anything fails.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<void> {
    return this.driver.put(key, body, options);
  }

  stat(key: string): Promise<ObjectInfo | null> {
    return this.driver.stat(key);
  }

  get(key: string, range?: ByteRange): Promise<ObjectStream> {
    return this.driver.get(key, range);
  }

  /** The bytes without the metadata (StorageDriver.read): one request to S3 instead of two. */
  read(key: string, range?: ByteRange): Promise<Readable> {
    return this.driver.read(key, range);
  }

  /** Best-effort removal used for clean-up after a failure; never throws. */
  async deleteQuietly(key: string): Promise<void> {
    try {
      await this.driver.delete(key);
    } catch (error) {
      this.logger.warn(`Could not delete ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Removes every object under `prefix` (ending in '/'), best effort as deleteQuietly; never throws. */
  async deletePrefixQuietly(prefix: string): Promise<void> {
    try {
      await this.driver.deletePrefix(prefix);
    } catch (error) {
      this.logger.warn(`Could not delete ${prefix}*: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  delete(key: string): Promise<void> {
    return this.driver.delete(key);
  }

  check(): Promise<void> {
    return this.driver.check();
  }
}
