/**
 * A search result's snippet: a passage of the PDF's text around the first match, the matched words
 * marked. PostgreSQL cuts the window (FeedRepository's snippetColumn: SNIPPET_WINDOW
 * characters around the first hit of searchSnippetPattern in the text's first SNIPPET_SCAN
 * characters, one regular-expression scan); the passage and the marks are made here, from those
 * SNIPPET_WINDOW characters alone.
 *
 * Why not ts_headline: it parses and stems every word it is given, ≈ 40 µs a row even for a
 * 300-character window — two thirds of a search page's database time on the bench (100 000
 * documents: ≈ 0.8 of ≈ 1.2 ms for a page's 21 snippets). Here it is a few microseconds a row.
 *
 * What is marked: a word that starts with one of the search's prefixes — the tsquery's own
 * lexemes (searchPrefixes), which are prefixes of the stems (`'studi':*`) and of the words as
 * typed — compared in lower case. That is the tsquery's match (a word matches a prefix query when
 * its stem starts with the prefix) read off the word instead of its stem; the two differ only
 * where a stem is not a prefix of its word (the stemmer's y → i: "study" under `'studi':*`), and
 * the word as typed is among the prefixes for exactly that reason ("study" → `'study':*` too).
 */
/** A piece of a passage (SnippetPartDto in the API): `match` pieces are the words the search matched. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** Characters of the text PostgreSQL sends for a snippet: room for a passage on either side of the hit. */
export const SNIPPET_WINDOW = 300;
/**
 * The first hit is looked for in this many characters at the start of the text, no further (a
 * text holds up to 100 000): a match past them gives no snippet (the document is still found).
 */
export const SNIPPET_SCAN = 10_000;
/** Where the window starts: this many characters before the first hit. */
export const SNIPPET_LEAD = 100;
/**
 * A text of at most this many bytes comes whole from PostgreSQL and its window is cut here
 * (snippetWindow): sending it costs less than cutting it there. PostgreSQL's regular expression,
 * substr and the page count took ≈ 7 µs a row for 550-character texts (a page's statement 840 →
 * 720 µs of backend CPU, issue 28's bench), where the JavaScript below takes ≈ 1 µs; past a few
 * KB the bytes sent and parsed would cost more than they save, and a text can hold 100 000.
 */
export const SNIPPET_WHOLE_BYTES = 2048;
/** The passage: at most this many words, this many of them before the first match. */
const PASSAGE_WORDS = 25;
const WORDS_BEFORE = 4;

/** Markup in a PDF's text is dropped, as ts_headline dropped it. */
const TAG = /<\/?[A-Za-z][^<>]{0,200}>/g;
/** Control characters (white space aside) carry nothing a reader sees. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- as CONTROL, plus the start of a tag
const NEEDS_CLEANING = /[\u0000-\u0008\u000e-\u001f\u007f<]/;
const NOT_ONE_SPACE = /\s\s|[^\S ]/;

/** The lexemes of a tsquery's text (searchTsquery's output): `( 'semaphor':* | 'sema':* ) & …` → semaphor, sema, … */
export function searchPrefixes(tsquery: string): string[] {
  const prefixes = new Set<string>();
  for (const [, quoted] of tsquery.matchAll(/'((?:[^'\\]|''|\\.)*)'/g)) {
    const lexeme = (quoted ?? '').replace(/''/g, "'").replace(/\\(.)/g, '$1');
    if (lexeme.length > 0) prefixes.add(lexeme.toLowerCase());
  }
  return [...prefixes];
}

/**
 * The words a snippet marks, as one regular expression (made once per search): a run of letters
 * and digits that starts with one of the prefixes, in any case.
 */
export function snippetMatcher(prefixes: readonly string[]): RegExp | undefined {
  if (prefixes.length === 0) return undefined;
  const escaped = prefixes.map((prefix) => prefix.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${escaped.join('|')})[\\p{L}\\p{M}\\p{N}]*`, 'giu');
}

const SPACE = /\s/;
/** A UTF-16 surrogate: the text has characters PostgreSQL counts as one and JavaScript as two. */
const SURROGATE = /[\uD800-\uDFFF]/;
const PAGE_BREAK = '\f';

/**
 * The window and page of a row's snippetColumn value: `page:window` as PostgreSQL cut it (the page
 * empty when not known), or `=text`, a short text sent whole, cut here (snippetWindow with `finder`).
 */
export function snippetSourceWindow(
  source: string,
  finder: RegExp,
  pageCount: number | null,
): { window: string; page: number | undefined } {
  if (source.startsWith('=')) return snippetWindow(source.slice(1), finder, pageCount);
  const colon = source.indexOf(':');
  return { window: source.slice(colon + 1), page: colon > 0 ? Number(source.slice(0, colon)) : undefined };
}

/**
 * What FeedRepository's snippetColumn gives for a text, made here for a text PostgreSQL sends whole
 * (SNIPPET_WHOLE_BYTES): SNIPPET_WINDOW characters of the text with a space at either end, from
 * SNIPPET_LEAD before the first hit of `finder` (snippetHitFinder) or from the start without one;
 * and the page the hit is on (1 + the page breaks before it), undefined without a hit or when a
 * text of more than one page holds no page breaks (stored before they were). Characters counted
 * as PostgreSQL counts them, by code point.
 */
export function snippetWindow(
  text: string,
  finder: RegExp,
  pageCount: number | null,
): { window: string; page: number | undefined } {
  const hit = finder.exec(text);
  const at = hit === null ? -1 : hit.index;
  let page: number | undefined;
  if (at >= 0 && (pageCount === 1 || text.includes(PAGE_BREAK))) {
    page = 1;
    for (let i = text.indexOf(PAGE_BREAK); i !== -1 && i < at; i = text.indexOf(PAGE_BREAK, i + 1)) page += 1;
  }
  const padded = ` ${text} `;
  if (!SURROGATE.test(text)) {
    const from = Math.max(0, at + 1 - SNIPPET_LEAD);
    return { window: padded.slice(from, from + SNIPPET_WINDOW), page };
  }
  const points = Array.from(padded);
  const from = Math.max(0, (at < 0 ? -1 : Array.from(text.slice(0, at)).length) + 1 - SNIPPET_LEAD);
  return { window: points.slice(from, from + SNIPPET_WINDOW).join(''), page };
}

/** Where the last white space in `text` is, -1 for none: read back from the end (a regex searching forwards tries every space). */
function lastSpace(text: string): number {
  let at = text.length - 1;
  while (at >= 0 && !SPACE.test(text.charAt(at))) at -= 1;
  return at;
}

/**
 * The passage in `window` (text from `' ' || extracted_text || ' '`, so a window that reaches an end
 * keeps its first or last word): whole words only, from a few words before the first match, at most
 * PASSAGE_WORDS words, the words `matcher` (snippetMatcher) finds marked. Undefined when no word
 * matches (only the title or the catalogue names matched, or the hit was a word the prefixes do not
 * cover): such a passage is not worth showing.
 */
export function snippetPassage(window: string, matcher: RegExp | undefined): SnippetPart[] | undefined {
  if (matcher === undefined) return undefined;
  // The partial word at either cut goes; a window with no two white spaces (the inside of one
  // 300-character "word") gives nothing.
  const first = window.search(/\s/);
  const last = lastSpace(window);
  if (first === -1 || last <= first) return undefined;
  let text = window.slice(first + 1, last);
  if (NEEDS_CLEANING.test(text)) text = text.replace(CONTROL, '').replace(TAG, ' ');
  if (NOT_ONE_SPACE.test(text)) text = text.replace(/\s+/g, ' ');
  text = text.trim();
  matcher.lastIndex = 0;
  const hit = matcher.exec(text);
  if (hit === null) return undefined;
  // Back to the start of the matched word, then WORDS_BEFORE words more; on to PASSAGE_WORDS words.
  let start = text.lastIndexOf(' ', hit.index - 1) + 1;
  for (let i = 0; i < WORDS_BEFORE && start > 0; i += 1) start = text.lastIndexOf(' ', start - 2) + 1;
  let end = start;
  for (let i = 0; i < PASSAGE_WORDS && end <= text.length; i += 1) {
    const space = text.indexOf(' ', end);
    end = space === -1 ? text.length + 1 : space + 1;
  }
  const passage = text.slice(start, end - 1);
  const parts: SnippetPart[] = [];
  let at = 0;
  matcher.lastIndex = 0;
  for (let match = matcher.exec(passage); match !== null; match = matcher.exec(passage)) {
    if (match.index > at) parts.push({ text: passage.slice(at, match.index), match: false });
    parts.push({ text: match[0], match: true });
    at = match.index + match[0].length;
  }
  if (at < passage.length) parts.push({ text: passage.slice(at), match: false });
  return parts;
}
