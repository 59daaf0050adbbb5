import { searchTsquery } from './search-query';
import { searchPrefixes, snippetMatcher, snippetPassage as passageOf } from './search-snippet';

const snippetPassage = (window: string, prefixes: string[]) => passageOf(window, snippetMatcher(prefixes));

const text = (parts: { text: string }[] | undefined) => parts?.map((p) => p.text).join('');
const marked = (parts: { text: string; match: boolean }[] | undefined) =>
  parts?.filter((p) => p.match).map((p) => p.text);

describe('searchPrefixes', () => {
  it('reads the lexemes of searchTsquery, each once, quotes and backslashes undone', () => {
    const tsquery = searchTsquery([
      { word: 'semaphores', stemmed: "'semaphor':* | 'semaphor':*" },
      { word: 'kernel', stemmed: "'kernel':*" },
    ]);
    expect(searchPrefixes(tsquery)).toEqual(['semaphor', 'kernel']);
    expect(searchPrefixes("( 'o''brien':* | 'a\\\\b':* ) & 'x':*")).toEqual(["o'brien", 'a\\b', 'x']);
    expect(searchPrefixes('')).toEqual([]);
  });
});

describe('snippetPassage', () => {
  it('marks the words that start with a prefix, whole words only, plain text', () => {
    const parts = snippetPassage(' Q3. Explain how a Semaphore guards the critical section &amp; why. ', ['semaphor']);
    expect(parts).toEqual([
      { text: 'Q3. Explain how a ', match: false },
      { text: 'Semaphore', match: true },
      { text: ' guards the critical section &amp; why.', match: false },
    ]);
  });

  it('drops the partial word at either cut of the window, keeps the word at an end of the text', () => {
    expect(text(snippetPassage('phore one semaphore two thr', ['semaphor']))).toBe('one semaphore two');
    expect(text(snippetPassage(' semaphore two ', ['semaphor']))).toBe('semaphore two');
    expect(snippetPassage('onelongwordwithoutspaces', ['one'])).toBeUndefined();
    expect(snippetPassage(' semaphore', ['semaphor'])).toBeUndefined();
  });

  it('starts a few words before the first match and stops after 25 words', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[30] = 'lemma';
    const parts = snippetPassage(` ${words.join(' ')} `, ['lemma']);
    const shown = text(parts)?.split(' ');
    expect(shown?.[0]).toBe('w26');
    expect(shown).toHaveLength(25);
    expect(marked(parts)).toEqual(['lemma']);
  });

  it('marks the letters of a word, not the punctuation around it, and every matching word', () => {
    const parts = snippetPassage(' the (pumping) lemma, pumped twice ', ['pump', 'lemma']);
    expect(marked(parts)).toEqual(['pumping', 'lemma', 'pumped']);
    expect(text(parts)).toBe('the (pumping) lemma, pumped twice');
  });

  it('drops markup and control characters, so the text cannot forge anything', () => {
    const parts = snippetPassage(' a control \u0001character\u0002 and a <b>semaphore</b> <script>x()</script> ', [
      'semaphor',
    ]);
    expect(marked(parts)).toEqual(['semaphore']);
    expect(text(parts)).toBe('control character and a semaphore x()');
  });

  it('gives nothing when no word matches or there is nothing to match', () => {
    expect(snippetPassage(' nothing about it here ', ['pumping'])).toBeUndefined();
    expect(snippetPassage('  ', ['pumping'])).toBeUndefined();
    expect(snippetPassage(' pumping ', [])).toBeUndefined();
  });

  it('compares in lower case, letters beyond ASCII included', () => {
    expect(marked(snippetPassage(' Über die ÜBUNG heute ', ['übung']))).toEqual(['ÜBUNG']);
  });
});
