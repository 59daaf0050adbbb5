import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gifImage, image, pngClaiming } from '../../test/support/images';
import { AppException } from '../common/app-exception';
import {
  AVATAR_DATA_URL_MAX_BYTES,
  AVATAR_DATA_URL_MAX_LENGTH,
  AVATAR_MAX_SIDE,
  AvatarInspector,
  decodeImageDataUrl,
  ImageProbe,
  probeImage,
  sniffImage,
} from './avatar';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof AppException ? error.code : 'OTHER';
  }
  return undefined;
}

/** Feeds the bytes `size` at a time, as a socket might deliver them. */
function probeInChunks(bytes: Buffer, size: number) {
  const probe = new ImageProbe();
  for (let at = 0; at < bytes.length; at += size) {
    const info = probe.push(bytes.subarray(at, at + size));
    if (info) return info;
  }
  return probe.end();
}

/** A JPEG whose SOF0 follows `appBytes` of APP1 (EXIF-like) segments, each at most 65533 bytes. */
function jpegAfterSegments(appBytes: number, width: number, height: number): Buffer {
  const parts = [Buffer.from([0xff, 0xd8])];
  for (let left = appBytes; left > 0;) {
    const n = Math.min(left, 65533);
    const head = Buffer.from([0xff, 0xe1, 0, 0]);
    head.writeUInt16BE(n + 2, 2);
    parts.push(head, Buffer.alloc(n, 0xab));
    left -= n;
  }
  const sof = Buffer.from([0xff, 0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]); // with a fill byte
  sof.writeUInt16BE(height, 6);
  sof.writeUInt16BE(width, 8);
  parts.push(sof, Buffer.alloc(9), Buffer.from([0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]));
  return Buffer.concat(parts);
}

describe('avatar images', () => {
  it('recognises the four accepted formats by their magic bytes', () => {
    expect(sniffImage(PNG)?.mime).toBe('image/png');
    expect(sniffImage(JPEG)?.mime).toBe('image/jpeg');
    expect(sniffImage(GIF)?.mime).toBe('image/gif');
    expect(sniffImage(WEBP)?.mime).toBe('image/webp');
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it('reads the size in pixels of real images from their headers, whole or a byte at a time', async () => {
    const cases = [
      { bytes: await image('png', 33, 21), ext: 'png' },
      { bytes: await image('jpeg', 640, 480), ext: 'jpg' },
      { bytes: await image('webp', 97, 3), ext: 'webp' },
      { bytes: gifImage(120, 45), ext: 'gif' },
    ];
    const expected = [
      [33, 21],
      [640, 480],
      [97, 3],
      [120, 45],
    ];
    cases.forEach(({ bytes, ext }, i) => {
      const [width, height] = expected[i] as [number, number];
      expect(probeImage(bytes)).toMatchObject({ ext, width, height });
      expect(probeInChunks(bytes, 1)).toMatchObject({ ext, width, height });
      expect(probeInChunks(bytes, 7)).toMatchObject({ ext, width, height });
    });
  });

  it('reads WebP VP8L and VP8X headers', () => {
    const riff = (chunk: Buffer) => Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), chunk]);
    // VP8L: signature 0x2f, then (width-1) | (height-1) << 14 in 28 bits.
    const vp8l = Buffer.alloc(13);
    vp8l.write('VP8L', 0, 'latin1');
    vp8l[8] = 0x2f;
    vp8l.writeUInt32LE((300 - 1) | ((200 - 1) << 14), 9);
    expect(probeImage(riff(vp8l))).toMatchObject({ width: 300, height: 200 });
    // VP8X: canvas (width-1), (height-1) in 24 bits each.
    const vp8x = Buffer.alloc(18);
    vp8x.write('VP8X', 0, 'latin1');
    vp8x.writeUIntLE(5000 - 1, 12, 3);
    vp8x.writeUIntLE(10 - 1, 15, 3);
    expect(codeOf(() => probeImage(riff(vp8x)))).toBe('USER.AVATAR_TOO_MANY_PIXELS');
  });

  it('skips large JPEG segments before the frame header without holding them', () => {
    const jpeg = jpegAfterSegments(300_000, 800, 600);
    expect(probeInChunks(jpeg, 65536)).toMatchObject({ ext: 'jpg', width: 800, height: 600 });
    expect(probeInChunks(jpeg, 1000)).toMatchObject({ width: 800, height: 600 });
    const huge = jpegAfterSegments(70_000, 65535, 65535);
    expect(codeOf(() => probeInChunks(huge, 4096))).toBe('USER.AVATAR_TOO_MANY_PIXELS');
  });

  it('refuses a header claiming more than 4096 × 4096, whatever the file size', () => {
    const bomb = pngClaiming(65535, 65535);
    expect(bomb.length).toBeLessThan(300);
    expect(codeOf(() => probeImage(bomb))).toBe('USER.AVATAR_TOO_MANY_PIXELS');
    expect(codeOf(() => probeImage(pngClaiming(AVATAR_MAX_SIDE + 1, 1)))).toBe('USER.AVATAR_TOO_MANY_PIXELS');
    expect(codeOf(() => probeImage(gifImage(1, 5000)))).toBe('USER.AVATAR_TOO_MANY_PIXELS');
    expect(probeImage(pngClaiming(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE))).toMatchObject({ width: 4096, height: 4096 });
  });

  it('refuses damaged headers and files that end before the size', () => {
    expect(codeOf(() => probeImage(PNG))).toBe('USER.AVATAR_DAMAGED'); // signature, then cut short
    expect(codeOf(() => probeImage(pngClaiming(0, 10)))).toBe('USER.AVATAR_DAMAGED');
    expect(codeOf(() => probeImage(Buffer.from('ffd8ffda0002ffd9', 'hex')))).toBe('USER.AVATAR_DAMAGED'); // no SOF
    expect(codeOf(() => probeImage(Buffer.from('ffd8ffe00001', 'hex')))).toBe('USER.AVATAR_DAMAGED'); // length 1
    expect(codeOf(() => probeImage(Buffer.alloc(0)))).toBe('USER.AVATAR_UNSUPPORTED');
    expect(codeOf(() => probeImage(Buffer.from('GIF8')))).toBe('USER.AVATAR_UNSUPPORTED');
    // A wrong first byte is refused at once, before 12 bytes have arrived.
    expect(codeOf(() => new ImageProbe().push(Buffer.from('%')))).toBe('USER.AVATAR_UNSUPPORTED');
  });

  it('trusts the bytes, not the declared type', async () => {
    expect(decodeImageDataUrl(dataUrl(await image('jpeg'), 'image/png')).mime).toBe('image/jpeg');
    expect(codeOf(() => decodeImageDataUrl(dataUrl(Buffer.from('<svg/>'), 'image/png')))).toBe(
      'USER.AVATAR_UNSUPPORTED',
    );
  });

  it('refuses what is not a base64 data URL', () => {
    expect(codeOf(() => decodeImageDataUrl('https://example.com/a.png'))).toBe('USER.AVATAR_INVALID');
    expect(codeOf(() => decodeImageDataUrl('data:image/png,rawbytes'))).toBe('USER.AVATAR_INVALID');
    expect(codeOf(() => decodeImageDataUrl('data:image/png;base64,@@@@'))).toBe('USER.AVATAR_INVALID');
  });

  it('takes at most 1 MiB of data URL (768 KiB of image), refused before decoding', () => {
    const png = pngClaiming(10, 10, 0);
    // The `data:image/png;base64,` header counts too: the longest image is a little under 768 KiB.
    const fitting = pngClaiming(10, 10, AVATAR_DATA_URL_MAX_BYTES - png.length - 48);
    expect(dataUrl(fitting).length).toBeLessThanOrEqual(AVATAR_DATA_URL_MAX_LENGTH);
    expect(decodeImageDataUrl(dataUrl(fitting)).width).toBe(10);
    const over = dataUrl(pngClaiming(10, 10, AVATAR_DATA_URL_MAX_BYTES));
    expect(codeOf(() => decodeImageDataUrl(over))).toBe('USER.AVATAR_TOO_LARGE');
  });

  describe('AvatarInspector (the multipart stream)', () => {
    async function run(chunks: Buffer[], maxBytes?: number) {
      const inspector = new AvatarInspector(maxBytes);
      let passed = 0;
      let type: unknown;
      inspector.on('type', (t) => {
        type = t;
      });
      const sink = new Writable({
        write(chunk: Buffer, _e, cb) {
          passed += chunk.length;
          cb();
        },
      });
      const source = new PassThrough();
      const done = pipeline(source, inspector, sink).then(
        () => undefined,
        (error: unknown) => (error instanceof AppException ? error.code : String(error)),
      );
      for (const chunk of chunks) source.write(chunk);
      source.end();
      return { failure: await done, passed, type, info: inspector.info };
    }

    it('passes a good image through unchanged and tells its type first', async () => {
      const jpeg = await image('jpeg', 200, 100);
      const result = await run([jpeg.subarray(0, 5), jpeg.subarray(5)]);
      expect(result).toMatchObject({ failure: undefined, passed: jpeg.length, info: { width: 200, height: 100 } });
      expect(result.type).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    });

    it('fails on the first chunk for a bomb header or foreign bytes, passing nothing on', async () => {
      expect(await run([pngClaiming(65535, 65535)])).toMatchObject({
        failure: 'USER.AVATAR_TOO_MANY_PIXELS',
        passed: 0,
        type: undefined,
      });
      expect(await run([Buffer.from('%PDF-1.7\n')])).toMatchObject({ failure: 'USER.AVATAR_UNSUPPORTED', passed: 0 });
    });

    it('fails once the byte count passes the limit', async () => {
      const png = pngClaiming(10, 10, 5000);
      const result = await run([png.subarray(0, 3000), png.subarray(3000)], 4000);
      expect(result.failure).toBe('USER.AVATAR_TOO_LARGE');
      expect(result.passed).toBeLessThanOrEqual(3000);
    });
  });
});
