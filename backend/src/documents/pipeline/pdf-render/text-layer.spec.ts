import {
  hasUsableText,
  joinPageTexts,
  meaningfulChars,
  mergePageTexts,
  MIN_USABLE_TEXT_CHARS,
  PAGE_BREAK,
  pagesToRecognise,
} from './text-layer';

const PARAGRAPH =
  'Answer any five questions. Question 1: derive the entropy of mixing for two ideal gases at constant temperature.';

describe('text-less page detection', () => {
  it('counts letters and digits in any script, not spaces, punctuation or private-use glyphs', () => {
    expect(meaningfulChars('  a1 — b2!\n')).toBe(4);
    expect(meaningfulChars('प्रश्न 1')).toBeGreaterThan(3);
    expect(meaningfulChars('\uE000\uE001\uE002 ...')).toBe(0);
  });

  it('treats empty pages, page numbers and scanner stamps as having no usable text', () => {
    for (const text of ['', '   \n ', '3', 'Page 3 of 12', 'Scanned with CamScanner', '\uE000'.repeat(200)]) {
      expect(hasUsableText(text)).toBe(false);
    }
    expect(hasUsableText(PARAGRAPH)).toBe(true);
    expect(hasUsableText('x'.repeat(MIN_USABLE_TEXT_CHARS))).toBe(true);
    expect(hasUsableText('x'.repeat(MIN_USABLE_TEXT_CHARS - 1))).toBe(false);
  });

  it('picks the text-less pages in order, at most maxPages', () => {
    const pages = ['', PARAGRAPH, 'Scanned with CamScanner', '', PARAGRAPH, '7'];
    expect(pagesToRecognise(pages, 10)).toEqual([1, 3, 4, 6]);
    expect(pagesToRecognise(pages, 2)).toEqual([1, 3]);
    expect(pagesToRecognise([PARAGRAPH, PARAGRAPH], 10)).toEqual([]);
    expect(pagesToRecognise([], 10)).toEqual([]);
  });
});

describe('merging page texts', () => {
  it('keeps page order, puts recognised text after the page text layer and says where text came from', () => {
    const merged = mergePageTexts(
      [
        { page: 2, pdf: 'Scanned with CamScanner', ocr: 'Thermodynamics  quiz' },
        { page: 1, pdf: PARAGRAPH },
      ],
      1000,
    );
    expect(merged.source).toBe('ocr');
    expect(merged.text).toBe(`${PARAGRAPH}\fScanned with CamScanner\nThermodynamics quiz`);
  });

  it('is pdf when nothing was recognised, none when there is no text at all', () => {
    expect(mergePageTexts([{ page: 1, pdf: PARAGRAPH }], 1000).source).toBe('pdf');
    expect(
      mergePageTexts(
        [
          { page: 1, pdf: PARAGRAPH },
          { page: 2, pdf: '', ocr: '  ' },
        ],
        1000,
      ).source,
    ).toBe('pdf');
    expect(mergePageTexts([{ page: 1, pdf: '', ocr: '' }], 1000)).toEqual({ text: '', source: 'none' });
    expect(mergePageTexts([], 1000)).toEqual({ text: '', source: 'none' });
  });

  it('puts a page break (form feed) before every page after the first, an empty one too, none after the last text', () => {
    const merged = mergePageTexts(
      [
        { page: 1, pdf: '' },
        { page: 2, pdf: 'Deadlocks\fand  more' },
        { page: 4, pdf: '', ocr: 'Scheduling' },
        { page: 5, pdf: ' ' },
      ],
      1000,
    );
    expect(merged.text).toBe('\fDeadlocks and more\f\fScheduling');
    // The page of a word: 1 + the breaks before it.
    const pageOf = (word: string) => merged.text.slice(0, merged.text.indexOf(word)).split(PAGE_BREAK).length;
    expect([pageOf('Deadlocks'), pageOf('Scheduling')]).toEqual([2, 4]);
    expect(joinPageTexts(['a', 'b  c', ''], 1000)).toBe('a\fb c');
  });

  it('drops NUL characters and caps the length', () => {
    expect(mergePageTexts([{ page: 1, pdf: 'a\u0000b' }], 1000).text).toBe('ab');
    expect(mergePageTexts([{ page: 1, pdf: 'x'.repeat(50) }], 10).text).toBe('x'.repeat(10));
  });
});
