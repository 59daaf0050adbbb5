/**
 * Avatar images. Two ways in: PUT /api/users/avatar streams a multipart file part (the app's
 * own client), and the spec's update-profile takes a base64 data URL inside the JSON (kept for
 * compatibility, smaller and limited per user). Either way the image type is decided by the
 * file's magic bytes, never by the declared MIME type, and the picture's size in pixels is read
 * from its header — PNG IHDR, GIF logical screen, WebP VP8/VP8L/VP8X, JPEG SOFn — without
 * decoding it: a tiny file that claims 65535 × 65535 pixels (a decompression bomb for whoever
 * draws it) is refused.
 */
import { HttpStatus } from '@nestjs/common';
import { Transform, TransformCallback } from 'node:stream';
import { AppException } from '../common/app-exception';
import { UserCode, avatarDamaged, avatarInvalid, avatarUnsupported } from './users.errors';

/** Bytes of an avatar sent as a multipart file (PUT /api/users/avatar). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Width and height, each, in pixels (so at most 16.8 megapixels). */
export const AVATAR_MAX_SIDE = 4096;
/**
 * Characters of a data-URL avatar in update-profile's JSON. 1 MiB of base64 is 768 KiB of image:
 * the spec's form stays usable for a profile picture, and the JSON a request makes the event
 * loop scan, parse and validate is a quarter of what it was (4 MiB). Larger pictures (up to
 * AVATAR_MAX_BYTES) go through the multipart route.
 */
export const AVATAR_DATA_URL_MAX_LENGTH = 1024 * 1024;
/** Image bytes a data URL of AVATAR_DATA_URL_MAX_LENGTH can carry (768 KiB). */
export const AVATAR_DATA_URL_MAX_BYTES = (AVATAR_DATA_URL_MAX_LENGTH / 4) * 3;
/**
 * update-profile's JSON body limit: the longest data URL plus the other fields at their longest,
 * every character escaped (\uXXXX) — under 8 KiB — with room to spare.
 */
export const UPDATE_PROFILE_BODY_LIMIT = AVATAR_DATA_URL_MAX_LENGTH + 16 * 1024;

export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  ext: 'png' | 'jpg' | 'webp' | 'gif';
}

export interface ImageInfo extends ImageType {
  width: number;
  height: number;
}

export interface DecodedImage extends ImageInfo {
  bytes: Buffer;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** Bytes sniffImage needs to decide (WebP: RIFF, size, WEBP). */
const SNIFF_BYTES = 12;

/** PNG, JPEG, WebP or GIF by signature; undefined for anything else. */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  return undefined;
}

export const avatarTooManyPixels = (width: number, height: number) =>
  new AppException(
    HttpStatus.BAD_REQUEST,
    UserCode.AVATAR_TOO_MANY_PIXELS,
    `Avatar must be at most ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels (this one is ${width} × ${height})`,
    undefined,
    { width, height, maxSide: AVATAR_MAX_SIDE },
  );
export const avatarTooLarge = (maxBytes = AVATAR_MAX_BYTES) =>
  new AppException(
    HttpStatus.PAYLOAD_TOO_LARGE,
    UserCode.AVATAR_TOO_LARGE,
    maxBytes === AVATAR_MAX_BYTES
      ? 'Avatar must be at most 2 MB'
      : `An avatar sent as a data URL must be at most ${Math.round(maxBytes / 1024)} KB; send larger pictures (up to 2 MB) as a file to PUT /api/users/avatar`,
    undefined,
    { maxBytes },
  );

/**
 * Reads an image's type and size in pixels from its first bytes, fed chunk by chunk as they
 * arrive; nothing is decoded and at most a few bytes are kept between chunks. JPEG's SOFn may
 * follow large APPn segments (EXIF, ICC profiles): those are skipped by their lengths, not held.
 * Throws USER.AVATAR_UNSUPPORTED (not one of the four types), USER.AVATAR_INVALID (the header
 * is cut short or makes no sense) or USER.AVATAR_TOO_MANY_PIXELS.
 */
export class ImageProbe {
  /** Once known. */
  info?: ImageInfo;
  /** Once the signature has been read (the first 3–12 bytes). */
  type?: ImageType;
  /** Bytes not yet consumed by the header walk (bounded: a header or a JPEG segment start). */
  private pending: Buffer = Buffer.alloc(0);
  /** JPEG: bytes of the current segment still to skip. */
  private skip = 0;
  /** JPEG: whether the SOI marker has been consumed. */
  private pastSoi = false;

  /** Feeds the next bytes; returns the image's info once its header has been read. */
  push(chunk: Buffer): ImageInfo | undefined {
    if (this.info) return this.info;
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    if (!this.type) {
      this.type = sniffImage(this.pending);
      if (!this.type) {
        // Too few bytes to decide yet, but they could still start an image: wait for more.
        if (this.pending.length < SNIFF_BYTES && couldStartImage(this.pending)) return undefined;
        throw avatarUnsupported();
      }
    }
    const found = this.type.ext === 'jpg' ? this.walkJpeg() : this.readFixedHeader(this.type);
    if (!found) return undefined;
    if (found.width < 1 || found.height < 1) throw avatarDamaged();
    if (found.width > AVATAR_MAX_SIDE || found.height > AVATAR_MAX_SIDE) {
      throw avatarTooManyPixels(found.width, found.height);
    }
    this.info = { ...this.type, ...found };
    this.pending = Buffer.alloc(0);
    return this.info;
  }

  /** The end of the file: its header must have been read by now. */
  end(): ImageInfo {
    if (this.info) return this.info;
    if (!this.type) throw avatarUnsupported();
    throw avatarDamaged();
  }

  private readFixedHeader(type: ImageType): { width: number; height: number } | undefined {
    const b = this.pending;
    switch (type.ext) {
      case 'png':
        // Signature, then the first chunk must be IHDR: length (4), "IHDR", width, height (big-endian).
        if (b.length < 24) return undefined;
        if (b.toString('latin1', 12, 16) !== 'IHDR') throw avatarDamaged();
        return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
      case 'gif':
        // Signature, then the logical screen: width, height (little-endian).
        if (b.length < 10) return undefined;
        return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
      case 'webp':
        return readWebpSize(b);
      default:
        return undefined;
    }
  }

  /** Walks JPEG markers up to the first SOFn, skipping every other segment by its length. */
  private walkJpeg(): { width: number; height: number } | undefined {
    let b = this.pending;
    if (!this.pastSoi) {
      b = b.subarray(2); // SOI (FF D8), already checked by sniffImage
      this.pastSoi = true;
    }
    for (;;) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, b.length);
        this.skip -= n;
        b = b.subarray(n);
        if (this.skip > 0) break;
      }
      if (b.length < 2) break;
      if (b[0] !== 0xff) throw avatarDamaged();
      const marker = b[1];
      if (marker === 0xff) {
        b = b.subarray(1); // fill byte
        continue;
      }
      if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        b = b.subarray(2); // markers without a length
        continue;
      }
      // The image data (SOS) or its end before any frame header: no size to read.
      if (marker === 0xd9 || marker === 0xda || marker === 0xd8) throw avatarDamaged();
      if (b.length < 4) break;
      const length = b.readUInt16BE(2);
      if (length < 2) throw avatarDamaged();
      if (isJpegFrameHeader(marker)) {
        if (length < 7) throw avatarDamaged();
        if (b.length < 9) break;
        return { height: b.readUInt16BE(5), width: b.readUInt16BE(7) };
      }
      this.skip = length - 2;
      b = b.subarray(4);
    }
    // Keep only what is unconsumed: at most a segment's first bytes, nothing while skipping.
    this.pending = Buffer.from(b);
    return undefined;
  }
}

const SIGNATURES: { at: number; bytes: number[] }[][] = [
  [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  [{ at: 0, bytes: [0xff, 0xd8, 0xff] }],
  [
    { at: 0, bytes: [...Buffer.from('RIFF', 'latin1')] },
    { at: 8, bytes: [...Buffer.from('WEBP', 'latin1')] },
  ],
  [{ at: 0, bytes: [...Buffer.from('GIF87a', 'latin1')] }],
  [{ at: 0, bytes: [...Buffer.from('GIF89a', 'latin1')] }],
];

/** Whether these first bytes (fewer than sniffImage needs) agree with some accepted signature. */
function couldStartImage(head: Buffer): boolean {
  return SIGNATURES.some((parts) =>
    parts.every(({ at, bytes }) => bytes.every((b, i) => at + i >= head.length || head[at + i] === b)),
  );
}

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
const isJpegFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** RIFF, size, WEBP, then the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function readWebpSize(b: Buffer): { width: number; height: number } | undefined {
  if (b.length < 16) return undefined;
  const chunk = b.toString('latin1', 12, 16);
  switch (chunk) {
    case 'VP8 ':
      // Frame tag (3), start code 9d 01 2a, then 14-bit width and height.
      if (b.length < 30) return undefined;
      if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) throw avatarDamaged();
      return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      // Signature 0x2f, then width-1 and height-1 in 14 bits each.
      if (b.length < 25) return undefined;
      if (b[20] !== 0x2f) throw avatarDamaged();
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      // Flags (1), reserved (3), canvas width-1 and height-1 in 24 bits each.
      if (b.length < 30) return undefined;
      return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
    default:
      throw avatarDamaged();
  }
}

/** Type and size in pixels of a whole image in memory (the data-URL form). */
export function probeImage(bytes: Buffer): ImageInfo {
  const probe = new ImageProbe();
  return probe.push(bytes) ?? probe.end();
}

/**
 * Sits between the multipart file stream and object storage: passes bytes through unchanged,
 * reads the header as it goes (ImageProbe) and fails the stream as soon as the type, the size in
 * pixels or the byte count is wrong. Nothing is buffered beyond the probe's few bytes.
 */
export class AvatarInspector extends Transform {
  private readonly probe = new ImageProbe();
  private typeTold = false;
  /** Why the stream was failed, if it was. */
  failure?: Error;
  bytes = 0;

  constructor(private readonly maxBytes = AVATAR_MAX_BYTES) {
    super();
  }

  get info(): ImageInfo | undefined {
    return this.probe.info;
  }

  fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.destroy(error);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.failure) {
      callback();
      return;
    }
    this.bytes += chunk.length;
    try {
      if (this.bytes > this.maxBytes) throw avatarTooLarge(this.maxBytes);
      this.probe.push(chunk);
    } catch (error) {
      this.fail(error as Error);
      callback();
      return;
    }
    if (!this.typeTold && this.probe.type) {
      // 'type' (ImageType): the first bytes are an accepted image; the rest is still to be checked.
      this.typeTold = true;
      this.emit('type', this.probe.type);
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.probe.end();
    } catch (error) {
      this.fail(error as Error);
      callback();
      return;
    }
    callback();
  }
}

export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value);
}

/** Decodes `data:<mime>;base64,<payload>` into an accepted image, or throws a 400/413. */
export function decodeImageDataUrl(value: string): DecodedImage {
  if (value.length > AVATAR_DATA_URL_MAX_LENGTH) throw avatarTooLarge(AVATAR_DATA_URL_MAX_BYTES);
  const comma = value.indexOf(',');
  const header = comma > 0 ? value.slice(0, comma) : '';
  if (!/^data:[a-z0-9.+/-]*(;[a-z0-9.+=-]+)*;base64$/i.test(header)) {
    throw avatarInvalid();
  }
  const payload = value.slice(comma + 1).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) {
    throw avatarInvalid();
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > AVATAR_DATA_URL_MAX_BYTES) throw avatarTooLarge(AVATAR_DATA_URL_MAX_BYTES);
  return { ...probeImage(bytes), bytes };
}

/** Stored object names look like `<userId>-<epoch ms>-<random>.<ext>` under `avatars/`. */
export const AVATAR_NAME_PATTERN = /^[0-9a-f-]{36}-\d{13}-[a-z0-9]{6}\.(png|jpg|webp|gif)$/;
export const avatarKey = (name: string) => `avatars/${name}`;
export const avatarUrl = (key: string) => `/api/users/avatar/${key.replace(/^avatars\//, '')}`;
