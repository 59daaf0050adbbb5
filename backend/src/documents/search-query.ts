/**
 * Turns what a person types into search terms for the documents' vector (SEARCH_CONFIG, an English
 * stemmer without stop words). Every word must match; each word matches as a prefix, in two ways:
 *
 * - `forms`, stemmed by to_tsquery with SEARCH_CONFIG, so "papers" finds "Paper". A word still
 *   being typed can run past its stem ("operat" is not a prefix of "oper", the stem of
 *   "operating"), so `forms` also holds the word completed with the suffixes the stemmer strips
 *   when the word ends with the start of one ("operat" + "ion" → "oper").
 * - `prefix`, the word as typed (cast to tsquery, not stemmed): "phy" on the way to "physics"
 *   (the stemmer would read it as "phi"), names and course codes.
 *
 * Only letters and digits survive, so neither can carry tsquery operators; both are still passed
 * as bound parameters, never spliced into SQL.
 */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 64;
/** Bounds the query: at most this many stemmed forms per word. */
const MAX_FORMS = 16;

/** Suffixes the English stemmer removes; a word ending with the start of one is also tried completed. */
const STRIPPED_SUFFIXES = [
  'ing',
  'ion',
  'ation',
  'ition',
  'ity',
  'ment',
  'ness',
  'ics',
  'ical',
  'ally',
  'al',
  'ies',
  'ed',
  'er',
  'or',
  'ive',
  'ize',
  'ise',
  'ous',
  'able',
  'ence',
  'ance',
  'ism',
  'ist',
  'ic',
  'ly',
  'ship',
  'ology',
  'es',
];

export interface SearchWord {
  /** The word as typed (letters and digits only). */
  word: string;
  /** For to_tsquery(SEARCH_CONFIG, …): `operat:* | operation:* | …`. */
  forms: string;
  /** For a cast to tsquery (no stemming): `operat:*`. */
  prefix: string;
}

function completions(word: string): string[] {
  const forms = new Set([word]);
  for (const suffix of STRIPPED_SUFFIXES) {
    for (let typed = suffix.length - 1; typed >= 1; typed -= 1) {
      if (word.length > typed + 1 && word.endsWith(suffix.slice(0, typed))) {
        forms.add(word + suffix.slice(typed));
        break;
      }
    }
  }
  return [...forms].slice(0, MAX_FORMS);
}

export function toSearchTerms(input: string): SearchWord[] | undefined {
  const words =
    input
      .normalize('NFKC')
      .toLowerCase()
      // A course code written with a hyphen is one word ("ma-201" → "ma201"); the vector holds both.
      .replace(/(?<=\p{L})[-‐‑–](?=\p{N})/gu, '')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS);
  if (unique.length === 0) return undefined;
  return unique.map((word) => ({
    word,
    forms: completions(word)
      .map((form) => `${form}:*`)
      .join(' | '),
    prefix: `${word}:*`,
  }));
}

/**
 * Where a search's snippet should look (a PostgreSQL regular expression, case-insensitive): a word
 * starting like one of the typed words, cut back past the endings the stemmer strips ("papers" →
 * "pape" finds "paper", "studies" → "stud" finds "study"). Only a hint for the window
 * ts_headline then marks properly; the words hold only letters and digits, so nothing in them is
 * a regex operator.
 */
export function searchSnippetPattern(words: SearchWord[]): string {
  const stems = words.map(({ word }) => (word.length > 5 ? word.slice(0, Math.max(4, word.length - 3)) : word));
  return `\\m(${[...new Set(stems)].join('|')})`;
}
