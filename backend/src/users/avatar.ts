/**
 * Avatars arrive as base64 data URLs inside the profile JSON. The image type is decided by the
 * file's magic bytes, never by the declared MIME type.
 */
import { HttpStatus } from '@nestjs/common';
import { AppException, badRequest } from '../common/app-exception';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 of 2 MB plus a generous header; longer strings are refused before decoding. */
export const AVATAR_DATA_URL_MAX_LENGTH = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 200;

export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  ext: 'png' | 'jpg' | 'webp' | 'gif';
}

export interface DecodedImage extends ImageType {
  bytes: Buffer;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

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

export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value);
}

/** Decodes `data:<mime>;base64,<payload>` into an accepted image, or throws a 400/413. */
export function decodeImageDataUrl(value: string): DecodedImage {
  const comma = value.indexOf(',');
  const header = comma > 0 ? value.slice(0, comma) : '';
  if (!/^data:[a-z0-9.+/-]*(;[a-z0-9.+=-]+)*;base64$/i.test(header)) {
    throw badRequest('USER.AVATAR_INVALID', 'Avatar must be a base64 data URL of an image');
  }
  const payload = value.slice(comma + 1).replace(/\s+/g, '');
  if (payload.length > Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 4) throw avatarTooLarge();
  if (payload.length === 0 || payload.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) {
    throw badRequest('USER.AVATAR_INVALID', 'Avatar must be a base64 data URL of an image');
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const type = sniffImage(bytes);
  if (!type) throw badRequest('USER.AVATAR_UNSUPPORTED', 'Avatar must be a PNG, JPEG, WebP or GIF image');
  return { ...type, bytes };
}

function avatarTooLarge(): AppException {
  return new AppException(HttpStatus.PAYLOAD_TOO_LARGE, 'USER.AVATAR_TOO_LARGE', 'Avatar must be at most 2 MB');
}

/** Stored object names look like `<userId>-<epoch ms>-<random>.<ext>` under `avatars/`. */
export const AVATAR_NAME_PATTERN = /^[0-9a-f-]{36}-\d{13}-[a-z0-9]{6}\.(png|jpg|webp|gif)$/;
export const avatarKey = (name: string) => `avatars/${name}`;
export const avatarUrl = (key: string) => `/api/users/avatar/${key.replace(/^avatars\//, '')}`;
