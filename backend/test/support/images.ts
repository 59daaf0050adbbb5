/**
 * Images for the avatar tests: real ones drawn with @napi-rs/canvas (PNG, JPEG, WebP) or built
 * byte by byte (GIF), and headers that claim a size the bytes do not have (a 65535 × 65535 PNG
 * of a few hundred bytes).
 */
import { createCanvas } from '@napi-rs/canvas';
import { crc32 } from 'node:zlib';

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** A real picture of `width` × `height` pixels, with some noise so it does not compress to nothing. */
export async function drawImage(format: Exclude<ImageFormat, 'gif'>, width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3366cc';
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 40; i += 1) {
    ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
    ctx.fillRect((i * 13) % width, (i * 7) % height, 1 + (i % 9), 1 + (i % 5));
  }
  if (format === 'png') return canvas.encode('png');
  if (format === 'jpeg') return canvas.encode('jpeg', 90);
  return canvas.encode('webp', 90);
}

/** A valid GIF89a of one colour: logical screen `width` × `height`, one image covering it. */
export function gifImage(width: number, height: number): Buffer {
  const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16(width),
    u16(height),
    Buffer.from([0x80, 0x00, 0x00]), // global colour table of 2 entries
    Buffer.from([0x33, 0x66, 0xcc, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c]), // image descriptor
    u16(0),
    u16(0),
    u16(width),
    u16(height),
    Buffer.from([0x00]),
    // LZW minimum code size 2, one sub-block: clear, 0, end (every other pixel is left as is)
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from([0x3b]),
  ]);
}

export async function image(format: ImageFormat, width = 32, height = 24): Promise<Buffer> {
  return format === 'gif' ? gifImage(width, height) : drawImage(format, width, height);
}

export const MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG header claiming `width` × `height` (8-bit RGBA) with a small IDAT: the
 * decompression bomb's shape — a few hundred bytes that a decoder would turn into width × height × 4.
 */
export function pngClaiming(width: number, height: number, padding = 200): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.alloc(padding)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
