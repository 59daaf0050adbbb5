import fc from 'fast-check';
import { correctableWords, MAX_SEARCH_WORDS, searchSnippetPattern, searchTsquery, toSearchTerms } from './search-query';

const prefixes = (input: string) => toSearchTerms(input)?.map((w) => `${w.word}:*`);
const forms = (word: string) => toSearchTerms(word)?.[0]?.forms.split(' | ');

describe('toSearchTerms', () => {
  it('prefix-matches every word, all required, lower-cased', () => {
    expect(prefixes('Operating  Syst')).toEqual(['operating:*', 'syst:*']);
  });

  it('drops tsquery operators and SQL punctuation', () => {
    expect(prefixes("data' | !structures & (x:*) -- ; drop")).toEqual(['data:*', 'structures:*', 'x:*', 'drop:*']);
    expect(toSearchTerms('<->')).toBeUndefined();
  });

  it('keeps letters of any script and digits', () => {
    expect(prefixes('Gödel 2024 गणित')).toEqual(['gödel:*', '2024:*', 'गणित:*']);
  });

  it('reads a hyphenated course code as one word', () => {
    expect(prefixes('MA-201')).toEqual(['ma201:*']);
    expect(prefixes('ma 201')).toEqual(['ma:*', '201:*']);
    expect(prefixes('CS101')).toEqual(['cs101:*']);
    // Only letter-hyphen-digit joins: "x-ray" stays two words.
    expect(prefixes('x-ray')).toEqual(['x:*', 'ray:*']);
  });

  it('reads a dotted short name as one word', () => {
    expect(prefixes('O.S. notes')).toEqual(['os:*', 'notes:*']);
    expect(prefixes('u.s.a')).toEqual(['usa:*']);
    // A decimal number and a single dotted letter stay as they were.
    expect(prefixes('3.5 a.b')).toEqual(['3:*', '5:*', 'a:*', 'b:*']);
  });

  it('corrects only words of four or more letters', () => {
    expect(correctableWords(['databse', 'os', 'cs301', 'dbms', '2024', 'gödel'])).toEqual(['databse', 'dbms', 'gödel']);
  });

  it('also tries a word being typed completed with the suffix it has started', () => {
    expect(forms('operat')).toEqual(expect.arrayContaining(['operat:*', 'operation:*']));
    expect(forms('programmi')).toEqual(expect.arrayContaining(['programming:*']));
    expect(forms('papers')?.[0]).toBe('papers:*');
    expect(forms('cs101')).toEqual(['cs101:*']);
  });

  it('returns undefined for blank input', () => {
    expect(toSearchTerms('   ')).toBeUndefined();
    expect(toSearchTerms('')).toBeUndefined();
  });

  it('deduplicates and caps the number and length of words', () => {
    expect(prefixes('a a a')).toEqual(['a:*']);
    expect(toSearchTerms('1 2 3 4 5 6 7 8 9 10')).toHaveLength(MAX_SEARCH_WORDS);
    expect(prefixes('x'.repeat(100))).toEqual([`${'x'.repeat(64)}:*`]);
  });

  it('only ever emits letters, digits and its own operators, in bounded amounts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (input) => {
        const terms = toSearchTerms(input) ?? [];
        expect(terms.length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
        for (const term of terms) {
          expect(term.word).toMatch(/^[\p{L}\p{M}\p{N}]{1,64}$/u);
          const alternatives = term.forms.split(' | ');
          expect(alternatives.length).toBeLessThanOrEqual(16);
          for (const form of alternatives) expect(form).toMatch(/^[\p{L}\p{M}\p{N}]+:\*$/u);
        }
      }),
    );
  });
});

describe('searchSnippetPattern', () => {
  const pattern = (q: string) => searchSnippetPattern(toSearchTerms(q) ?? []);

  it('cuts long words back past the endings the stemmer strips', () => {
    expect(pattern('papers studies')).toBe('\\m(?:pape|stud).*');
    expect(pattern('operating')).toBe('\\m(?:operat).*');
  });

  it('keeps short words whole and holds only letters and digits', () => {
    expect(pattern('MA-201 (os)')).toBe('\\m(?:ma201|os).*');
    expect(pattern('a.*b|c')).toBe('\\m(?:a|b|c).*');
  });
});

describe('searchTsquery', () => {
  it('names each prefix once, dropping those a shorter one covers', () => {
    const stemmed = "'semaphor':* | 'semaphor':* | 'semaphor':* | 'semaphor':* | 'semaphor':*";
    expect(searchTsquery([{ word: 'semaphore', stemmed }])).toBe("( 'semaphor':* )");
  });

  it('keeps the word as typed where its stems do not cover it', () => {
    // "phy" stems to "phi", which is no prefix of "physics".
    expect(searchTsquery([{ word: 'phy', stemmed: "'phi':*" }])).toBe("( 'phi':* | 'phy':* )");
    expect(searchTsquery([{ word: 'operat', stemmed: "'operat':* | 'oper':*" }])).toBe("( 'oper':* )");
  });

  it('requires every word', () => {
    expect(
      searchTsquery([
        { word: 'semaphore', stemmed: "'semaphor':* | 'semaphor':*" },
        { word: 'kernel', stemmed: "'kernel':* | 'kernel':*" },
      ]),
    ).toBe("( 'semaphor':* ) & ( 'kernel':* )");
  });

  it('keeps any other shape of stems as written, and a word without stems as typed', () => {
    expect(searchTsquery([{ word: 'ab12', stemmed: "'ab':* <-> '12':*" }])).toBe("( 'ab':* <-> '12':* | 'ab12':* )");
    expect(searchTsquery([{ word: 'gödel', stemmed: '' }])).toBe("'gödel':*");
  });

  it('quotes a typed word so no character of it is read as an operator', () => {
    expect(searchTsquery([{ word: "it's", stemmed: '' }])).toBe("'it''s':*");
  });
});
