/**
 * Turns what a person types into search terms for the documents' vector (SEARCH_CONFIG, an English
 * stemmer without stop words). Every word must match; each word matches as a prefix, in two ways:
 *
 * - `forms`, stemmed by to_tsquery with SEARCH_CONFIG, so "papers" finds "Paper". A word still
 *   being typed can run past its stem ("operat" is not a prefix of "oper", the stem of
 *   "operating"), so `forms` also holds the word completed with the suffixes the stemmer strips
 *   when the word ends with the start of one ("operat" + "ion" → "oper").
 * - the word as typed (searchTsquery adds it as a prefix, not stemmed): "phy" on the way to
 *   "physics" (the stemmer would read it as "phi"), names and course codes.
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
      // A dotted short name is one word ("o.s." → "os"), as the search text holds aliases compacted too.
      .replace(/(?<![\p{L}\p{N}])(?:\p{L}\.){2,}(?:\p{L}(?![\p{L}\p{N}]))?/gu, (name) => name.replace(/\./g, ''))
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS);
  if (unique.length === 0) return undefined;
  return unique.map((word) => ({
    word,
    forms: completions(word)
      .map((form) => `${form}:*`)
      .join(' | '),
  }));
}

/**
 * Where a search's snippet should look (a PostgreSQL regular expression, case-insensitive): a word
 * starting like one of the typed words, cut back past the endings the stemmer strips ("papers" →
 * "pape" finds "paper", "studies" → "stud" finds "study"). Only where the snippet's window
 * starts (search-snippet.ts marks the words by the tsquery's own prefixes); the words hold only
 * letters and digits, so nothing in them is a regex operator.
 *
 * The trailing `.*` makes the first hit the only one: PostgreSQL's regexp_instr collects every
 * match in the text before it answers which is the first, one restart of the matcher per match,
 * so a text made of hits cost ≈ 66 ms per 100 000 characters on PostgreSQL 15 and ≈ 125 ms on
 * PGlite. With `.*` the first match runs to the end of the text it is given (DocumentsRepository's
 * snippetColumn gives it SNIPPET_SCAN characters), and there is nothing left to look for.
 */
export function searchSnippetPattern(words: SearchWord[]): string {
  return `\\m(?:${snippetStems(words).join('|')}).*`;
}

/**
 * searchSnippetPattern's expression for JavaScript, for a text PostgreSQL sends whole
 * (snippetWindow): the start of a word (`\m`: no letter, digit or underscore before it) that
 * starts with one of the same stems, in any case. Nothing after the stems: exec stops at the
 * first hit anyway.
 */
export function snippetHitFinder(words: SearchWord[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${snippetStems(words).join('|')})`, 'iu');
}

/** The typed words cut back past the endings the stemmer strips ("papers" → "pape"), each once. */
function snippetStems(words: SearchWord[]): string[] {
  const stems = words.map(({ word }) => (word.length > 5 ? word.slice(0, Math.max(4, word.length - 3)) : word));
  return [...new Set(stems)];
}

/** A word in a tsquery's text form: quoted, a quote or backslash doubled or escaped. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** to_tsquery's output for a word's `forms` when it is a plain OR of prefixes: `'semaphor':* | 'semaphor':*`. */
const PREFIXES_ONLY = /^'([^'\\]+)':\*(?: \| '([^'\\]+)':\*)*$/;

/**
 * A search's tsquery, as text: for each word, its stemmed forms (`stemmed`, to_tsquery's output for
 * SearchWord.forms, read once per word from PostgreSQL) or the word as typed, the words joined by
 * AND. Each prefix is named once, and none that a shorter one already covers: a word's completions
 * mostly stem alike ("semaphore", "semaphores", … → `'semaphor':*` five times), and "semaphore:*"
 * finds nothing "semaphor:*" does not. The GIN index reads a prefix's postings once per time the
 * query names it, and the walk tests each against every row: "semaphore kernel" read its postings
 * in ≈ 10 ms as written, ≈ 3 ms deduplicated (measured, 100 000 documents). Anything but a plain OR
 * of prefixes (to_tsquery split a word into several lexemes) is kept as written.
 */
export function searchTsquery(words: { word: string; stemmed: string }[]): string {
  return words
    .map(({ word, stemmed }) => {
      const typed = quoteLexeme(word);
      if (stemmed.trim() === '') return `${typed}:*`;
      if (!PREFIXES_ONLY.test(stemmed)) return `( ${stemmed} | ${typed}:* )`;
      const prefixes = [...stemmed.matchAll(/'([^'\\]+)':\*/g)].map((m) => m[1] ?? '').concat(word);
      const kept = [...new Set(prefixes)].filter(
        (prefix, _, all) => !all.some((other) => other !== prefix && prefix.startsWith(other)),
      );
      return `( ${kept.map((prefix) => `${quoteLexeme(prefix)}:*`).join(' | ')} )`;
    })
    .join(' & ');
}

/** The shortest word a search corrects: shorter ones are too near too many words to guess. */
export const MIN_CORRECTED_LENGTH = 4;

/**
 * The typed words a search may correct when they match nothing (FeedRepository.correctedQuery):
 * letters only (codes and numbers are never misspelt), MIN_CORRECTED_LENGTH or more of them.
 */
export function correctableWords(words: string[]): string[] {
  return words.filter((word) => word.length >= MIN_CORRECTED_LENGTH && /^\p{L}+$/u.test(word));
}
