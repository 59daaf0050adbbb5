import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { access, type FileHandle, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteRange, ObjectInfo, ObjectNotFoundError, ObjectStream, PutOptions, StorageDriver } from './storage.types';

/** A handle's bytes, all or an inclusive range; the stream closes the handle when it ends. */
const streamOf = (handle: FileHandle, range?: ByteRange): Readable =>
  handle.createReadStream(range ? { start: range.start, end: range.end } : {});

/** Objects as files under a root folder; content type kept in a sidecar. Writes are atomic (temp + rename). */
export class LocalDiskDriver implements StorageDriver {
  readonly name = 'local' as const;

  constructor(private readonly root: string) {}

  async init(): Promise<void> {
    await mkdir(join(this.root, '.tmp'), { recursive: true });
  }

  private pathOf(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(resolve(this.root) + sep) || key.includes('..')) {
      throw new Error(`Invalid object key: ${key}`);
    }
    return full;
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    const temp = join(this.root, '.tmp', randomUUID());
    try {
      await pipeline(body, createWriteStream(temp));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: options.contentType }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  private async info(key: string, path: string, file: Stats): Promise<ObjectInfo> {
    const meta = await readFile(`${path}.meta.json`, 'utf8').catch(() => '{}');
    const contentType = (JSON.parse(meta) as { contentType?: string }).contentType ?? 'application/octet-stream';
    const etag = createHash('sha1').update(`${key}:${file.size}:${file.mtimeMs}`).digest('hex');
    return { size: file.size, contentType, etag, lastModified: file.mtime };
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const path = this.pathOf(key);
    try {
      return await this.info(key, path, await stat(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Open first, then read through the handle: a delete in between (unlink) cannot pull the file
   * away from a reader that already has it, and a missing file is simply "not found".
   */
  private async openObject(key: string, path: string): Promise<FileHandle> {
    try {
      return await open(path, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const handle = await this.openObject(key, this.pathOf(key));
    return streamOf(handle, range);
  }

  async get(key: string, range?: ByteRange): Promise<ObjectStream> {
    const path = this.pathOf(key);
    const handle = await this.openObject(key, path);
    try {
      const info = await this.info(key, path, await handle.stat());
      const stream = streamOf(handle, range);
      return { ...info, stream, range };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await Promise.all([rm(path, { force: true }), rm(`${path}.meta.json`, { force: true })]);
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`Invalid object prefix: ${prefix}`);
    // A prefix ending in '/' is a folder here; its objects' sidecars are inside it too.
    await rm(this.pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async check(): Promise<void> {
    await access(this.root);
  }
}
