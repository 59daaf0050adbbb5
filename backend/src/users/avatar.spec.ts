import { AppException } from '../common/app-exception';
import { AVATAR_MAX_BYTES, decodeImageDataUrl, sniffImage } from './avatar';

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

describe('avatar images', () => {
  it('recognises the four accepted formats by their magic bytes', () => {
    expect(sniffImage(PNG)?.mime).toBe('image/png');
    expect(sniffImage(JPEG)?.mime).toBe('image/jpeg');
    expect(sniffImage(GIF)?.mime).toBe('image/gif');
    expect(sniffImage(WEBP)?.mime).toBe('image/webp');
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it('trusts the bytes, not the declared type', () => {
    expect(decodeImageDataUrl(dataUrl(JPEG, 'image/png')).mime).toBe('image/jpeg');
    expect(codeOf(() => decodeImageDataUrl(dataUrl(Buffer.from('<svg/>'), 'image/png')))).toBe(
      'USER.AVATAR_UNSUPPORTED',
    );
  });

  it('refuses what is not a base64 data URL', () => {
    expect(codeOf(() => decodeImageDataUrl('https://example.com/a.png'))).toBe('USER.AVATAR_INVALID');
    expect(codeOf(() => decodeImageDataUrl('data:image/png,rawbytes'))).toBe('USER.AVATAR_INVALID');
    expect(codeOf(() => decodeImageDataUrl('data:image/png;base64,@@@@'))).toBe('USER.AVATAR_INVALID');
  });

  it('refuses images over 2 MB', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect(codeOf(() => decodeImageDataUrl(dataUrl(big)))).toBe('USER.AVATAR_TOO_LARGE');
    const justFits = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect(decodeImageDataUrl(dataUrl(justFits)).bytes.length).toBe(AVATAR_MAX_BYTES);
  });
});
