import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteRange, ObjectInfo, ObjectNotFoundError, ObjectStream, PutOptions, StorageDriver } from './storage.types';

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

  async stat(key: string): Promise<ObjectInfo | null> {
    const path = this.pathOf(key);
    try {
      const [info, meta] = await Promise.all([stat(path), readFile(`${path}.meta.json`, 'utf8').catch(() => '{}')]);
      const contentType = (JSON.parse(meta) as { contentType?: string }).contentType ?? 'application/octet-stream';
      const etag = createHash('sha1').update(`${key}:${info.size}:${info.mtimeMs}`).digest('hex');
      return { size: info.size, contentType, etag, lastModified: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectStream> {
    const info = await this.stat(key);
    if (!info) throw new ObjectNotFoundError(key);
    const stream = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, stream, range };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await Promise.all([rm(path, { force: true }), rm(`${path}.meta.json`, { force: true })]);
  }

  async check(): Promise<void> {
    await access(this.root);
  }
}
