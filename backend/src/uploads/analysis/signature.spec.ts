import { createCanvas } from '@napi-rs/canvas';
import {
  decodeSignature,
  dHash,
  encodeSignature,
  hashBands,
  hashSimilarity,
  LSH_BANDS,
  lshBands,
  NEAR_DUPLICATE_THRESHOLD,
  type RawImage,
  signatureWords,
  similarity,
  textSignature,
} from './signature';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const HEADER = [
  'Delhi Technological University',
  'B.Tech (IT) V Semester End Semester Examination, November 2023',
  'IT-301 Computer Networks',
  'Time: 3 Hours Maximum Marks: 100',
  'Answer any five questions. All questions carry equal marks. Assume suitable data if missing.',
];

const PAPER_A = [
  ...HEADER,
  'Q1. (a) Explain the working of the sliding window protocol with a neat diagram and compare go back n with selective repeat. [10]',
  '(b) A channel has a bit rate of 4 kbps and a propagation delay of 20 ms. For what range of frame sizes does stop and wait give an efficiency of at least 50 percent? [10]',
  'Q2. (a) Describe how TCP congestion control reacts to a timeout and to three duplicate acknowledgements. [10]',
  '(b) Distinguish between flow control and congestion control with suitable examples. [10]',
  'Q3. (a) Given the address block 192.168.10.0/24, create four subnets of equal size and list the first and last usable host of each. [10]',
  '(b) Explain the count to infinity problem in distance vector routing and one way to avoid it. [10]',
  'Q4. Write short notes on any two: (i) DNS resolution (ii) ARP (iii) CSMA/CD (iv) the leaky bucket algorithm. [20]',
  'Q5. (a) Compare link state and distance vector routing on convergence, overhead and scalability. [10]',
  '(b) What is the purpose of the three way handshake? Show the segments exchanged when a connection is opened and closed. [10]',
].join('\n');

/** Another paper of the same subject and college: same header, other questions. */
const PAPER_B = [
  ...HEADER,
  'Q1. (a) Draw the OSI reference model and state the function of each layer with one protocol at each. [10]',
  '(b) Compute the CRC for the message 1101011011 with the generator x^4 + x + 1 and show the transmitted frame. [10]',
  'Q2. (a) Explain the hidden terminal problem and how RTS and CTS frames address it in wireless networks. [10]',
  '(b) Describe the operation of the Dijkstra shortest path algorithm on a network of six routers. [10]',
  'Q3. (a) Why does UDP exist when TCP provides reliable delivery? Give two applications of each. [10]',
  '(b) Explain network address translation and the problems it causes for peer to peer applications. [10]',
  'Q4. Write short notes on any two: (i) HTTP persistent connections (ii) email protocols (iii) the token bucket (iv) VLANs. [20]',
  'Q5. (a) Explain how the Ethernet frame format supports both length and type fields. [10]',
  '(b) Describe the functions of a bridge and how a spanning tree prevents loops. [10]',
].join('\n');

const OCR_SWAPS: [RegExp, string][] = [
  [/l/, '1'],
  [/o/, '0'],
  [/m/, 'rn'],
  [/e/, 'c'],
  [/i/, 'l'],
  [/s/, '5'],
];

/**
 * What a rescan read by OCR looks like: ≈ 3 % of words with one character misread, lines broken
 * elsewhere, punctuation lost here and there, and `changed` words replaced (a mark, a correction).
 */
function rescan(text: string, seed: number, changed: number): string {
  const rnd = random(seed);
  const words = text.split(/\s+/);
  const out = words.map((word) => {
    if (rnd() < 0.03) {
      const [from, to] = OCR_SWAPS[Math.floor(rnd() * OCR_SWAPS.length)];
      return word.replace(from, to);
    }
    return rnd() < 0.05 ? word.replace(/[.,:;()]/g, '') : word;
  });
  for (let i = 0; i < changed; i += 1) out[Math.floor(rnd() * out.length)] = 'corrected';
  return out.map((w, i) => (i % 13 === 12 ? `${w}\n` : w)).join(' ');
}

describe('text signature', () => {
  const a = textSignature(PAPER_A);
  const b = textSignature(PAPER_B);

  it('is deterministic and 128 hashes long', () => {
    expect(a).not.toBeNull();
    expect(a?.length).toBe(128);
    expect(textSignature(PAPER_A)).toEqual(a);
  });

  it.each([1, 2, 3, 4, 5])('scores a rescan-like variant (OCR noise, 3 words changed; seed %p) ≥ 0.85', (seed) => {
    const variant = textSignature(rescan(PAPER_A, seed, 3));
    expect(a && variant && similarity(a, variant)).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
  });

  it('scores a different paper of the same subject and college < 0.85', () => {
    const sim = a && b ? similarity(a, b) : 1;
    expect(sim).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
    expect(sim).toBeLessThan(0.6);
  });

  it('folds OCR confusions and drops words of one or two letters', () => {
    expect(signatureWords('Modern 0perating systems, (i) of 1ayers')).toEqual([
      'modem',
      'operating',
      'systems',
      'layers',
    ]);
  });

  it('is null for too little text', () => {
    expect(textSignature('Scanned with CamScanner')).toBeNull();
    expect(textSignature('')).toBeNull();
  });

  it('LSH: a rescan shares band keys, the other paper none', () => {
    if (!a || !b) throw new Error('no signature');
    const keys = lshBands(a);
    expect(keys).toHaveLength(LSH_BANDS);
    expect(keys[0]).toMatch(/^00:[0-9a-f]{16}$/);
    const variant = textSignature(rescan(PAPER_A, 9, 3));
    if (!variant) throw new Error('no signature');
    const shared = (x: string[], y: string[]) => x.filter((k) => y.includes(k)).length;
    expect(shared(keys, lshBands(variant))).toBeGreaterThanOrEqual(8);
    expect(shared(keys, lshBands(b))).toBe(0);
  });

  it('encodes to bytes and back', () => {
    if (!a) throw new Error('no signature');
    const bytes = encodeSignature(a);
    expect(bytes).toHaveLength(512);
    expect(decodeSignature(bytes)).toEqual(a);
  });
});

/** A page: a header and `lines` text-like bars of random lengths, flush left (or right). */
function page(
  seed: number,
  lines: number,
  options: { shift?: number; brightness?: number; noise?: number; right?: boolean } = {},
): RawImage {
  const rnd = random(seed);
  const canvas = createCanvas(300, 420);
  const g = canvas.getContext('2d');
  g.fillStyle = 'white';
  g.fillRect(0, 0, 300, 420);
  g.fillStyle = 'black';
  g.font = 'bold 22px "DejaVu Sans", sans-serif';
  g.fillText('END SEMESTER', 60 + (options.shift ?? 0), 40);
  for (let n = 0; n < lines; n += 1) {
    const length = 80 + rnd() * 180;
    g.fillRect(options.right ? 280 - length : 20 + (options.shift ?? 0), 70 + n * 22, length, 8);
  }
  const { data } = g.getImageData(0, 0, 300, 420);
  const noise = random(seed * 31 + 7);
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c += 1) {
      const v = data[i + c] * (options.brightness ?? 1) + ((options.noise ?? 0) * (noise() - 0.5) * 2 || 0);
      data[i + c] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  return { data, width: 300, height: 420, channels: 4 };
}

describe('page dHash', () => {
  it('is 64 bits as 16 hex digits, the same for the same pixels', () => {
    const hash = dHash(page(1, 15));
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(dHash(page(1, 15))).toBe(hash);
  });

  it('a rescan of the page (darker, noisy, shifted 2 px) scores ≥ 0.85', () => {
    const rescanned = page(1, 15, { brightness: 0.85, noise: 30, shift: 2 });
    expect(hashSimilarity(dHash(page(1, 15)), dHash(rescanned))).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
  });

  it('a page of another layout (lines set flush right) scores < 0.85', () => {
    expect(hashSimilarity(dHash(page(1, 15)), dHash(page(2, 15, { right: true })))).toBeLessThan(
      NEAR_DUPLICATE_THRESHOLD,
    );
  });

  it('reads grey and RGB pixels alike', () => {
    const rgba = page(3, 10);
    const grey = new Uint8Array(rgba.width * rgba.height);
    const rgb = new Uint8Array(rgba.width * rgba.height * 3);
    for (let p = 0; p < grey.length; p += 1) {
      grey[p] = rgba.data[p * 4];
      rgb.set([rgba.data[p * 4], rgba.data[p * 4 + 1], rgba.data[p * 4 + 2]], p * 3);
    }
    const hash = dHash(rgba);
    expect(dHash({ data: grey, width: rgba.width, height: rgba.height, channels: 1 })).toBe(hash);
    expect(dHash({ data: rgb, width: rgba.width, height: rgba.height, channels: 3 })).toBe(hash);
  });

  it('refuses pixels that do not fill the image and hashes of different sizes', () => {
    expect(() => dHash({ data: new Uint8Array(10), width: 10, height: 10, channels: 1 })).toThrow(/needs more/);
    expect(() => hashSimilarity('ab', 'abcd')).toThrow(/do not compare/);
  });

  it('hashBands: 8 keys of 8 bits', () => {
    expect(hashBands('0123456789abcdef')).toEqual(['0:01', '1:23', '2:45', '3:67', '4:89', '5:ab', '6:cd', '7:ef']);
  });
});
