import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LocalDiskDriver } from './local-disk.driver';
import { S3Driver } from './s3.driver';
import { ByteRange, ObjectInfo, ObjectStream, PutOptions, StorageDriver } from './storage.types';

export function createStorageDriver(config: AppConfig['storage']): StorageDriver {
  return config.driver === 's3' ? new S3Driver(config) : new LocalDiskDriver(config.root);
}

/** Object storage for PDFs, thumbnails and avatars: S3/MinIO when S3_ENDPOINT is set, else local disk. */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger('Storage');
  readonly driver: StorageDriver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.driver = createStorageDriver(config.storage);
  }

  async onModuleInit(): Promise<void> {
    await this.driver.init();
    this.logger.log(`Object storage: ${this.driver.name}`);
  }

  /**
   * Stores a stream. S3 needs a length up front, or the client falls back to multipart uploads in
   * 64 MiB parts held in memory (and some S3 servers refuse it): a body of unknown length is
   * first spooled to a temporary file on disk (streamed, not buffered) and then sent with its size.
   */
  async put(key: string, body: Readable, options: PutOptions): Promise<void> {
    if (options.size !== undefined || this.driver.name === 'local') {
      await this.driver.put(key, body, options);
      return;
    }
    const dir = await mkdtemp(join(tmpdir(), 'papershelf-spool-'));
    const file = join(dir, 'body');
    try {
      await pipeline(body, createWriteStream(file));
      const { size } = await stat(file);
      await this.driver.put(key, createReadStream(file), { ...options, size });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  stat(key: string): Promise<ObjectInfo | null> {
    return this.driver.stat(key);
  }

  get(key: string, range?: ByteRange): Promise<ObjectStream> {
    return this.driver.get(key, range);
  }

  /** Best-effort removal used for clean-up after a failure; never throws. */
  async deleteQuietly(key: string): Promise<void> {
    try {
      await this.driver.delete(key);
    } catch (error) {
      this.logger.warn(`Could not delete ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  delete(key: string): Promise<void> {
    return this.driver.delete(key);
  }

  check(): Promise<void> {
    return this.driver.check();
  }
}
