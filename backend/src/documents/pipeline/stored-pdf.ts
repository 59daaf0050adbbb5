import { Readable } from 'node:stream';
import { StorageService } from '../../storage/storage.service';
import type { PdfSource } from './pdf-preview';

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A stored PDF as the renderer reads it: by byte ranges from object storage. */
export function storedPdf(storage: StorageService, file: { objectKey: string; size: number }): PdfSource {
  return {
    size: file.size,
    read: async (start, end) => readAll((await storage.get(file.objectKey, { start, end: end - 1 })).stream),
  };
}
