import { pageWords } from './page-words';

/** pdfjs's viewport transform at scale 1 for an unrotated page `height` points tall: y flipped. */
const upright = (width: number, height: number) => ({ transform: [1, 0, 0, -1, 0, height], width, height });

describe('pageWords', () => {
  it("splits a run into words, each with its share of the run's width, in page-relative units", () => {
    // "ab cd" in 10-point text from (100, 700) on a 200 × 800 page, 50 points long.
    const result = pageWords([{ str: 'ab cd', transform: [10, 0, 0, 10, 100, 700], width: 50 }], upright(200, 800), 10);
    expect(result.truncated).toBe(false);
    expect(result.words.map((word) => word.text)).toEqual(['ab', 'cd']);
    const [ab, cd] = result.words;
    expect(ab?.x).toBeCloseTo(100 / 200, 4);
    expect(ab?.w).toBeCloseTo(20 / 200, 4);
    expect(cd?.x).toBeCloseTo(130 / 200, 4);
    // Baseline 100 points from the top; the box reaches 8.5 above it and 2 below.
    expect(ab?.y).toBeCloseTo((100 - 8.5) / 800, 4);
    expect(ab?.h).toBeCloseTo(10.5 / 800, 4);
  });

  it('follows the page rotation (a page turned 90°: its text runs down the viewport)', () => {
    // pdfjs's viewport for /Rotate 90 of a 200 × 800 page: 800 wide, 200 tall, [0, 1, 1, 0, 0, 0].
    const result = pageWords(
      [{ str: 'down', transform: [10, 0, 0, 10, 100, 700], width: 40 }],
      { transform: [0, 1, 1, 0, 0, 0], width: 800, height: 200 },
      10,
    );
    const [word] = result.words;
    // The baseline runs along viewport y from 100 to 140; the letters rise towards x = 700 + 8.5.
    expect(word?.y).toBeCloseTo(100 / 200, 4);
    expect(word?.h).toBeCloseTo(40 / 200, 4);
    expect(word?.x).toBeCloseTo((700 - 2) / 800, 4);
    expect(word?.w).toBeCloseTo(10.5 / 800, 4);
  });

  it('stops at maxWords and says so; skips blank, zero-width and malformed runs; clamps to the page', () => {
    const result = pageWords(
      [
        { str: '   ', transform: [10, 0, 0, 10, 0, 0], width: 10 },
        { str: 'zero', transform: [10, 0, 0, 10, 0, 0], width: 0 },
        { str: 'bad', transform: [10, 0, 0], width: 10 },
        { str: 'off the edge', transform: [10, 0, 0, 10, 150, 795], width: 120 },
      ],
      upright(200, 800),
      2,
    );
    expect(result.words.map((word) => word.text)).toEqual(['off', 'the']);
    expect(result.truncated).toBe(true);
    for (const word of result.words) {
      expect(word.x + word.w).toBeLessThanOrEqual(1);
      expect(word.y).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('pageWords with a measure', () => {
  it("shares the run's width by the measured widths (a narrow 'i' and a wide 'W'), or by characters when it knows none", () => {
    const measure = (text: string) => [...text].reduce((sum, c) => sum + (c === 'W' ? 3 : 1), 0);
    const run = { str: 'WW ii', transform: [10, 0, 0, 10, 0, 700], width: 90 };
    const measured = pageWords([run], upright(100, 800), 10, measure).words;
    // WW = 6 of 9 units, ' ' 1, ii 2.
    expect(measured[0]?.w).toBeCloseTo(60 / 100, 4);
    expect(measured[1]?.x).toBeCloseTo(70 / 100, 4);
    const fallback = pageWords([run], upright(100, 800), 10, () => 0).words;
    expect(fallback[0]?.w).toBeCloseTo(36 / 100, 4);
  });
});
