/**
 * Near-duplicates by content, not bytes (issue 26): a MinHash signature of a document's normalised
 * text, its LSH band keys for an indexed lookup, and a perceptual hash (dHash) of a page image.
 *
 * Text: lower case, letters and digits only, the usual OCR confusions folded (0→o, 1→l, 5→s,
 * rn→m), words of one or two letters dropped; the shingles are the distinct words. Measured on the
 * smart-upload fixture set (bench/smart-upload.mjs), a text paper against its rescan read by OCR:
 * 3-word shingles kept rescans of clean scans at 0.86–1.00 but phone photos at 0.50–0.63 (each
 * misread word breaks three shingles); character 5-grams 0.75–0.86; the set of words 0.87–0.97,
 * while two different papers of one subject stay ≤ 0.55 and any other pair ≤ 0.74. A rescan keeps
 * its words even where OCR breaks their order, and a repeated word misread once still counts.
 * SIGNATURE_HASHES minima of seeded 32-bit hashes estimate the Jaccard similarity of two sets
 * (±0.03 at 128).
 *
 * LSH: LSH_BANDS bands of LSH_ROWS rows; two documents share a band key with probability
 * 1 − (1 − s^4)^32: 1.0 at s = 0.85, 0.87 at 0.5, 0.23 at 0.3 — every pair over the threshold is a
 * candidate, and the candidates are checked with similarity() (so an index on the keys is enough
 * at 100 000 documents).
 */

/** Shortest word compared: "of", "is", "a" say nothing about which paper it is. */
export const MIN_WORD_LENGTH = 3;
export const SIGNATURE_HASHES = 128;
export const LSH_BANDS = 32;
export const LSH_ROWS = SIGNATURE_HASHES / LSH_BANDS;
/** Near-duplicate at or above this similarity (Paperless-ngx's threshold for rescans). */
export const NEAR_DUPLICATE_THRESHOLD = 0.85;
/** Fewer distinct words than this: too little text to compare (a scan with no text, a blank page). */
export const MIN_SHINGLES = 8;

/** Deterministic seeds: a fixed 32-bit sequence (splitmix32 from 0x9e3779b9). */
const SEEDS = (() => {
  const seeds = new Uint32Array(SIGNATURE_HASHES);
  let s = 0x9e3779b9;
  for (let i = 0; i < SIGNATURE_HASHES; i += 1) {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    seeds[i] = (z ^ (z >>> 16)) >>> 0;
  }
  return seeds;
})();

/** FNV-1a of a string, 32 bits. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's finaliser: a 32-bit value mixed with a seed. */
function mix(value: number, seed: number): number {
  let h = (value ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const CONFUSIONS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/0/g, 'o'],
  [/[1|!]/g, 'l'],
  [/5/g, 's'],
];

/** The words compared: normalised, OCR confusions folded, words shorter than MIN_WORD_LENGTH dropped. */
export function signatureWords(text: string): string[] {
  let t = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  for (const [from, to] of CONFUSIONS) t = t.replace(from, to);
  return t
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w.length >= MIN_WORD_LENGTH);
}

/** The MinHash signature of `text`, or null when it has too little text to compare. */
export function textSignature(text: string): Uint32Array | null {
  const w = signatureWords(text);
  const shingles = new Set<number>();
  for (const word of w) shingles.add(fnv1a(word));
  if (shingles.size < MIN_SHINGLES) return null;
  const signature = new Uint32Array(SIGNATURE_HASHES).fill(0xffffffff);
  for (const shingle of shingles) {
    for (let i = 0; i < SIGNATURE_HASHES; i += 1) {
      const h = mix(shingle, SEEDS[i]);
      if (h < signature[i]) signature[i] = h;
    }
  }
  return signature;
}

/** Estimated Jaccard similarity of the two texts' shingles, 0..1. */
export function similarity(a: Uint32Array, b: Uint32Array): number {
  if (a.length !== b.length) throw new Error(`signatures of ${a.length} and ${b.length} hashes`);
  let same = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] === b[i]) same += 1;
  return same / a.length;
}

const hex = (n: number, digits = 8) => n.toString(16).padStart(digits, '0');

/**
 * The signature's band keys, one per band: `"07:1a2b3c4d5e6f7a8b"` (band number, then 64 bits of
 * its rows' hashes). Two documents are candidates when they share any key: store one row per key
 * in an indexed table, look up a new document's keys, check the hits with similarity().
 */
export function lshBands(signature: Uint32Array): string[] {
  const keys: string[] = [];
  for (let band = 0; band < LSH_BANDS; band += 1) {
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let row = 0; row < LSH_ROWS; row += 1) {
      const v = signature[band * LSH_ROWS + row];
      h1 = mix(h1 ^ v, 0x27d4eb2f);
      h2 = mix(h2 + v, 0x165667b1);
    }
    keys.push(`${String(band).padStart(2, '0')}:${hex(h1)}${hex(h2)}`);
  }
  return keys;
}

/** The signature as bytes (little-endian 32-bit words) for a bytea column, and back. */
export function encodeSignature(signature: Uint32Array): Buffer {
  const out = Buffer.alloc(signature.length * 4);
  signature.forEach((v, i) => out.writeUInt32LE(v, i * 4));
  return out;
}

export function decodeSignature(bytes: Uint8Array): Uint32Array {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint32Array(buf.length / 4);
  for (let i = 0; i < out.length; i += 1) out[i] = buf.readUInt32LE(i * 4);
  return out;
}

// ---- page images ----------------------------------------------------------------------------

/** Raw pixels: `channels` bytes per pixel (1 grey, 3 RGB, 4 RGBA as a canvas's getImageData gives). */
export interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** The image in grey (ITU-R 601 luma), one value per pixel. */
function greyPixels(image: RawImage): Float64Array {
  const { data, channels } = image;
  if (image.width < 1 || image.height < 1 || data.length < image.width * image.height * channels) {
    throw new Error(`an image of ${image.width} × ${image.height} × ${channels} needs more than ${data.length} bytes`);
  }
  const grey = new Float64Array(image.width * image.height);
  for (let p = 0; p < grey.length; p += 1) {
    const at = p * channels;
    grey[p] = channels === 1 ? data[at] : 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
  }
  return grey;
}

/**
 * The box holding the page's ink: rows and columns with a pixel darker than the page's paper by a
 * quarter of its contrast. Scanners add and trim margins; hashing the ink's box makes a rescan
 * line up with the original.
 */
function inkBox(grey: Float64Array, width: number, height: number) {
  let min = 255;
  let max = 0;
  for (const v of grey) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const cut = max - (max - min) / 4;
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  if (max - min > 16) {
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (grey[y * width + x] < cut) {
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
        }
      }
    }
  }
  return x1 < 0 ? { x0: 0, y0: 0, w: width, h: height } : { x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** The image's ink box in grey, shrunk to `width` × `height` cells, each the mean of its pixels. */
export function greyCells(image: RawImage, width: number, height: number): Float64Array {
  const grey = greyPixels(image);
  const box = inkBox(grey, image.width, image.height);
  const sums = new Float64Array(width * height);
  const counts = new Float64Array(width * height);
  for (let y = 0; y < box.h; y += 1) {
    const cy = Math.min(height - 1, Math.floor((y * height) / box.h));
    for (let x = 0; x < box.w; x += 1) {
      const cx = Math.min(width - 1, Math.floor((x * width) / box.w));
      sums[cy * width + cx] += grey[(box.y0 + y) * image.width + box.x0 + x];
      counts[cy * width + cx] += 1;
    }
  }
  for (let i = 0; i < sums.length; i += 1) sums[i] = counts[i] ? sums[i] / counts[i] : 255;
  return sums;
}

/**
 * dHash: the page's ink box shrunk to (size + 1) × size grey cells; one bit per pair of
 * neighbours in a row, set where the left one is brighter by more than 2 % of the cells' range
 * (blank paper next to blank paper is 0 however the scanner's noise falls). size 8 → 64 bits, as
 * 16 hex digits.
 */
export function dHash(image: RawImage, size = 8): string {
  const cells = greyCells(image, size + 1, size);
  const range = Math.max(...cells) - Math.min(...cells);
  const margin = 0.02 * range;
  let bits = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      bits += cells[y * (size + 1) + x] - cells[y * (size + 1) + x + 1] > margin ? '1' : '0';
    }
  }
  let out = '';
  for (let i = 0; i < bits.length; i += 4) out += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return out;
}

const POPCOUNT = Array.from({ length: 16 }, (_v, n) => (n & 1) + ((n >> 1) & 1) + ((n >> 2) & 1) + ((n >> 3) & 1));

/** Share of equal bits of two hashes of the same size, 0..1 (1 − Hamming distance / bits). */
export function hashSimilarity(a: string, b: string): number {
  if (a.length !== b.length || !/^[0-9a-f]*$/.test(a + b)) throw new Error(`hashes ${a} and ${b} do not compare`);
  let distance = 0;
  for (let i = 0; i < a.length; i += 1) distance += POPCOUNT[parseInt(a[i], 16) ^ parseInt(b[i], 16)];
  return 1 - distance / (a.length * 4);
}

/**
 * A 64-bit hash's keys for an index: 8 bands of 8 bits (`"3:a7"`). Two hashes within 7 bits share
 * a band for certain; at 9 bits (similarity 0.86) they almost always do. Check hits with hashSimilarity().
 */
export function hashBands(hash: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < hash.length; i += 2) keys.push(`${i / 2}:${hash.slice(i, i + 2)}`);
  return keys;
}
