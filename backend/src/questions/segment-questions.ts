/**
 * Splits a paper's text into its questions (issue 29, item 1): the number with its sub-part
 * (`1`, `2(a)`, `Q3` → `3`, `3.b` → `3(b)`, `4(ii)`), the text, the marks when printed and the page
 * the question starts on. Pure and synchronous: it runs in the worker after the text is known.
 *
 * Input is one string per page, lines separated by `\n` (the text layer's line ends, or OCR's).
 * What comes before the first question (the header: institution, course, time, maximum marks, the
 * instructions) is left out, as are running headers and footers ("Page 2 of 4", "P.T.O.", a roll
 * number box) and the "OR" between alternatives.
 *
 * A question with sub-parts becomes one entry per sub-part; its own lead-in ("Answer the
 * following:") is kept in front of each sub-part only when it is short, since a repeat is
 * recognised by the sub-part's words.
 */

export interface SegmentedQuestion {
  /** `3`, `3(b)`, `4(ii)`. */
  number: string;
  text: string;
  /** The marks printed beside it, when they are. */
  marks: number | null;
  /** 1-based page where it starts. */
  page: number;
}

/** `Q1.`, `Q.1`, `Question 1:`, `1.`, `1)`, `1 `, with an optional sub-part glued on: `2(a)`, `3.b`, `2 a)`. */
const MAIN =
  /^(?:q(?:uestion)?\s*(?:no\.?)?\s*[.:-]?\s*)?(\d{1,2})(?:\s*[.)\]:-])?(?:\s*\(?([a-h]|(?:i{1,3}|iv|vi{0,3}|ix|x))\s*[.)\]]|\.([a-h])\b[.)]?)?\s+(\S.*)$/i;
/** A sub-part on a line of its own: `(a)`, `a)`, `b.`, `(iii)`, `ii)`. */
const SUB = /^\(?([a-h]|i{1,3}|iv|vi{0,3}|ix|x)[.)\]]\s+(\S.*)$/i;
/** A bare `Q4` / `4.` line whose text follows on the next lines. */
const BARE_MAIN = /^(?:q(?:uestion)?\s*(?:no\.?)?\s*[.:-]?\s*)?(\d{1,2})\s*[.):]?$/i;
/** Marks printed at the end: `[5]`, `(5 marks)`, `[10 M]`, `5M`, `(CO2) [4]`, `— 6 marks`. */
const MARKS = /(?:[[(]\s*(\d{1,2})\s*(?:marks?|m)?\s*[\])]|\b(\d{1,2})\s*(?:marks?|m)\b\.?)\s*$/i;
/** Bloom/CO tags printed before the marks (`CO2`, `L3`, `BL2`): not part of the question. */
const TAGS = /(?:\s*[[(]?\s*(?:c[o0]|bl|l|k)\s*-?\s*[\dz]\s*[\])]?)+\s*$/i;
/** Marks anywhere after a space, for marks followed by what a scan's specks read as (see marksAndTail). */
const MARKS_INSIDE = /[\s.](?:[[(]\s*(\d{1,2})\s*(?:marks?|m)?\s*[\])]|(\d{1,2})\s*(?:marks?|m)\b\.?)/gi;
/** A word of three letters or more (not all capitals: OCR reads specks as `ERIEON`, `BRCLE`). */
const REAL_WORD = /^[\p{L}][\p{Ll}]{2,}[.,?:;]?$/u;

/**
 * A section heading on a line of its own: `Section B`, `SECTION – A`, `Part C: Graphs (Answer any
 * two)`, `Section II`. It ends the question before it (its text is never that question's).
 */
const SECTION = /^(?:section|part)\s*[-–—:.]?\s*(?:[a-h]|[ivx]{1,4}|\d{1,2})\b(?:\s*[-–—:.(].*)?$/i;
/**
 * A section heading glued after a question's marks on one line ("… (6) Section B - Trees", as a
 * text layer joins a right-aligned mark and the next line): group 1 is the question's part.
 */
const MARKS_THEN_SECTION =
  /^(.*(?:[[(]\s*\d{1,2}\s*(?:marks?|m)?\s*[\])]|\b\d{1,2}\s*(?:marks?|m)\b\.?))\s+((?:section|part)\s*[-–—:.]?\s*(?:[a-h]|[ivx]{1,4}|\d{1,2})\b(?:\s*[-–—:.(].*)?)$/i;

/** Lines that are never part of a question: running headers and footers, alternatives, boxes. */
const NOISE = [
  /^page\s*\d+(\s*(of|\/)\s*\d+)?$/i,
  /^page\s*\d+?\s*(?:[o0]f|\/)\s*\d+\b.{0,30}$/i, // OCR: `Page 20f 2`, `Page2of2 : - BRCLE`
  /^-?\s*\d+\s*-?$/, // a lone page number
  /^p\.?\s*t\.?\s*o\.?$/i,
  /^p\.?\s*t\.?\s*o\.?\s.{0,25}$/i, // OCR: `PTO. a : Can.`
  /^(or|\(or\))$/i,
  /^roll\s*no/i,
  /^\*+\s*(end|all the best)/i,
];

/** The paper's last line ("End of paper", "--- End of the question paper ---", "*** END ***"): nothing after it is a question. */
const END_OF_PAPER = /^[-–—*=_.\s]*(end of (the )?(question )?(paper|examination|exam)|end)[-–—*=_.\s]*$/i;

/**
 * A running header or footer: the same line at the top (first 2 lines) or the bottom (last 3) of
 * several pages, its page number aside ("Sample document  Page 2 of 4"). Short lines ("marks)",
 * a wrapped question's tail) are never taken for one.
 */
const RUNNING_LINE_CHARS = { min: 12, max: 80 };
const runningKey = (line: string) => line.toLowerCase().replace(/\d+/g, '#');

/** The running headers and footers of a paper of several pages, as runningKey writes them. */
function runningLines(pages: readonly string[]): Set<string> {
  const seen = new Map<string, number>();
  if (pages.length < 2) return new Set();
  for (const pageText of pages) {
    const lines = pageText
      .split('\n')
      .map((raw) => raw.replace(/\s+/g, ' ').trim())
      .filter((line) => line.length > 0);
    const edges = new Set([...lines.slice(0, 2), ...lines.slice(-3)]);
    const keys = new Set<string>();
    for (const line of edges) {
      const question = MAIN.test(line) || SUB.test(line) || BARE_MAIN.test(line);
      if (line.length >= RUNNING_LINE_CHARS.min && line.length <= RUNNING_LINE_CHARS.max && !question) {
        keys.add(runningKey(line));
      }
    }
    for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, pagesWithIt]) => pagesWithIt >= 2).map(([key]) => key));
}

/** Lines of the header and instructions (before the first question) — recognised to stop a false start. */
const INSTRUCTION =
  /^(instructions?|note|time|duration|max(imum)?\.?\s*marks|answer (any|all)|attempt|all questions|figures to the right)/i;

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

/** A lead-in up to this long is kept in front of each of its sub-parts ("Define:", "Write short notes on"). */
const LEAD_MAX_CHARS = 80;

interface Part {
  label: string;
  lines: string[];
  page: number;
}

interface Main {
  number: number;
  /** A section heading came after it: further lines are not its text. */
  closed?: boolean;
  lines: string[];
  page: number;
  parts: Part[];
}

/** Characters OCR reads for digits in a number: `I`, `l`, `|` for 1, `O`, `o` for 0, `S` for 5. */
const OCR_DIGIT: Record<string, string> = { I: '1', l: '1', '|': '1', O: '0', o: '0', S: '5' };
const toDigits = (token: string) => token.replace(/[Il|OoS]/g, (c) => OCR_DIGIT[c] ?? c);

/** A token of specks and punctuation only (`’`, `:`, `©`, `-`, `.`), as OCR reads dust on a scan. */
const SPECK_TOKEN = /^[^\p{L}\p{N}([\]{}]+$/u;

/**
 * Mends what OCR typically gets wrong in a question's number and marks, so the rest reads a scan
 * as it reads a text layer. Harmless on a text layer's lines (none of these shapes is a real one):
 * - specks before and after the words (`: ’ 2) Explain … ’ :`) are dropped, and a lone one- or
 *   two-character speck before a `Q` number (`0 Q.4`);
 * - `QI.`, `Ql.`, `Q.l`, `Q|)`, `QS`, `Question l:`, `QlO.` → `Q1.`, `Q.1`, `Q1)`, `Q5`, `Question 1:`,
 *   `Q10.` (the token after `Q` must hold a digit, `I`, `l`, `|` or `S` and be followed by a
 *   delimiter, a space or a bracket); `Q6What` → `Q6 What`;
 * - a line starting `l(a)`, `I(a)`, `|(b)`, `l.`, `l)`, `l2.`, `1l.`, `1O.` → `1(a)`, `1(a)`, `1(b)`,
 *   `1.`, `1)`, `12.`, `11.`, `10.` (a lone capital `I.` or `I)` is left alone: it is a roman sub-part);
 * - marks at the end with a misread bracket: `(5]`, `[5)`, `{5}`, `[5|`, `|5]`, `[l0]` → `[5]`,
 *   `[10]`; `{4 marks)` → `(4 marks)`; `110]` (the `[` read as a 1) → `[10]`.
 */
export function mendOcrLine(line: string): string {
  let out = trimSpecks(line);
  const paged = out.replace(/^page\s*\d+?\s*(?:[o0]f|\/)\s*\d+\b\.?/i, ''); // `Page 20f2 : h 3. Describe …`
  if (paged !== out && paged.trim().length > 0) out = trimSpecks(paged);
  out = out.replace(/^[^\s\p{L}\p{N}([]+(?=[\p{L}\p{N}])/u, ''); // `‘2.`, `*normal`
  out = out.replace(/^(?:\S{1,2}\s+){1,3}(?=(?:q\.?\s?[\dIl|S]{1,2}(?=[\s.):]|[A-Z])|question\s))/i, '');
  // Before a plain number, only specks: one character, punctuation, or `Co` / `oo` (how tesseract
  // reads a speck); a word such as `is` or `So` may start a wrapped line ("is 2. …").
  out = out.replace(/^(?:(?:\S|[^\p{L}\s]{1,2}|Co|oo)\s+){1,3}(?=\d{1,2}[.)]\s+\p{Lu})/u, '');
  out = out.replace(
    /^(q(?:uestion)?\s*(?:no\.?)?\s*[.:-]?\s*)([\dIl|OoS]{1,2})(?=\s*[.):\]-]|\s|\(|$|[A-Z][a-z])/i,
    (whole, prefix: string, token: string) => (/[\dIl|S]/.test(token) ? `${prefix}${toDigits(token)}` : whole),
  );
  out = out.replace(/^(q\.?\s?\d{1,2})(?=[A-Z][a-z])/i, '$1 ');
  out = out
    .replace(/^[Il|](?=\s*\((?:[a-h]|[ivx]{1,4})\))/, '1')
    .replace(/^[l|](?=[.)]\s)/, '1')
    .replace(/^([1-9])([Il|Oo])(?=[.)(]|\s)/, (_, d: string, c: string) => `${d}${toDigits(c)}`)
    .replace(/^[Il|]([0-9])(?=[.)(]|\s)/, '1$1');
  return out
    .replace(
      /([\s.?])([[({|])\s*(\d[\dIlOo]?|[Il]\d)\s*([\])}|])(?=\s|$)/g,
      (whole, before: string, open: string, n: string, close: string) =>
        ((open === '(' && close === ')') || (open === '[' && close === ']')) && /^\d+$/.test(n)
          ? whole
          : `${before}[${toDigits(n)}]`,
    )
    .replace(/([\s.?])\{\s*(\d{1,2}\s*(?:marks?|m))\s*[)}\]](?=\s|$)/gi, '$1($2)')
    .replace(/(\s)1(\d{1,2})\](?=\s|$)/g, '$1[$2]')
    .replace(/(\s)\[(\d)1(?=\s|$)/g, '$1[$2]');
}

/** `line` without specks before and after its words, nor single letters before them. */
function trimSpecks(line: string): string {
  const tokens = line.split(' ').filter((t) => t.length > 0);
  while (tokens.length > 1 && (SPECK_TOKEN.test(tokens[0] ?? '') || /^\p{L}$/u.test(tokens[0] ?? ''))) tokens.shift();
  while (tokens.length > 0 && SPECK_TOKEN.test(tokens[tokens.length - 1] ?? '')) tokens.pop();
  if (tokens.length === 1 && SPECK_TOKEN.test(tokens[0] ?? '')) return '';
  return tokens.join(' ');
}

function isNoise(line: string): boolean {
  return NOISE.some((pattern) => pattern.test(line));
}

/** The label that may follow `current` (`a` → `b`, `ii` → `iii`); the first one is `a` or `i`. */
function followsOn(current: string | undefined, next: string): boolean {
  if (current === undefined) return next === 'a' || next === 'i';
  const roman = ROMAN.indexOf(current);
  if (roman >= 0 && !(current.length === 1 && next.length === 1 && next !== 'v' && next !== 'x')) {
    if (ROMAN.indexOf(next) === roman + 1) return true;
  }
  return current.length === 1 && next.length === 1 && next.charCodeAt(0) === current.charCodeAt(0) + 1;
}

/**
 * The last marks printed in `text` when only specks follow them (a scan: `(5 marks). ’ Co ’ : oo`,
 * `[C02] [10] 5%`): fewer than one token in three after them is a real word. Null when none is.
 */
function marksAndTail(text: string): RegExpExecArray | null {
  let found: RegExpExecArray | null = null;
  for (const m of text.matchAll(MARKS_INSIDE)) {
    const tail = text
      .slice((m.index ?? 0) + m[0].length)
      .trim()
      .split(' ')
      .filter((t) => t.length > 0);
    const words = tail.filter((t) => REAL_WORD.test(t)).length;
    if (tail.length > 0 && words * 3 < tail.length)
      found = Object.assign([...m], { index: m.index ?? 0, input: text, groups: undefined }) as RegExpExecArray;
  }
  return found;
}

/** A short token: one or two letters (`he`, `a.`, `Co`, `LE`) or punctuation alone. */
const SHORT_TOKEN = /^(?:\p{L}{1,2}[.,:;]?|[^\p{L}\p{N}]+)$/u;

/**
 * `text` without a tail of three or more short tokens after its last word (`… prevented? he a. Co
 * LE`, one of them not a plain lower-case word): what OCR reads in the specks beside a line;
 * "… for x or y" is kept.
 */
function withoutSpeckTail(text: string): string {
  const tokens = text.split(' ');
  let cut = tokens.length;
  while (cut > 0 && SHORT_TOKEN.test(tokens[cut - 1] ?? '')) cut -= 1;
  const tail = tokens.slice(cut);
  const specky = tail.some((t) => !/^\p{Ll}+$/u.test(t)); // `Co`, `a.`, `:` — not all `x or y`
  return tail.length >= 3 && specky && cut > 0 ? tokens.slice(0, cut).join(' ') : text;
}

/** Text, marks and tags of a question's lines. */
function textAndMarks(lines: readonly string[]): { text: string; marks: number | null } {
  let text = lines.join(' ').replace(/\s+/g, ' ').trim().replace(TAGS, '').trim();
  let marks: number | null = null;
  const m = MARKS.exec(text) ?? marksAndTail(text);
  if (m) {
    marks = Number(m[1] ?? m[2]);
    text = text.slice(0, m.index).replace(TAGS, '').trim();
  }
  return {
    text: withoutSpeckTail(text)
      .replace(/[\s.;,–—-]+$/, '')
      .trim(),
    marks,
  };
}

function flush(main: Main, out: SegmentedQuestion[]): void {
  const own = textAndMarks(main.lines);
  if (main.parts.length === 0) {
    out.push({ number: String(main.number), text: own.text.replace(/:$/, ''), marks: own.marks, page: main.page });
    return;
  }
  const lead = own.text.length > 0 && own.text.length <= LEAD_MAX_CHARS ? own.text : undefined;
  for (const part of main.parts) {
    const { text, marks } = textAndMarks(part.lines);
    out.push({
      number: `${main.number}(${part.label})`,
      text: lead && text ? `${lead} ${text}` : text.replace(/:$/, ''),
      marks,
      page: part.page,
    });
  }
}

/** The questions of a paper, in order. An empty list when none is found (a note, or a paper OCR could not read). */
export function segmentQuestions(pages: readonly string[]): SegmentedQuestion[] {
  const out: SegmentedQuestion[] = [];
  let main: Main | undefined;
  const running = runningLines(pages);
  let ended = false;

  pages.forEach((pageText, index) => {
    const page = index + 1;
    const lines = pageText.split('\n').flatMap((raw) => {
      const line = mendOcrLine(raw.replace(/\s+/g, ' ').trim());
      const glued = MARKS_THEN_SECTION.exec(line);
      return glued ? [glued[1] ?? '', glued[2] ?? ''] : [line];
    });
    for (const line of lines) {
      if (ended) return;
      if (line.length === 0 || isNoise(line) || running.has(runningKey(line))) continue;
      if (main && END_OF_PAPER.test(line)) {
        ended = true;
        return;
      }
      if (SECTION.test(line)) {
        // A new section: what follows (its title, its instructions) belongs to no question until the next one.
        if (main) main.closed = true;
        continue;
      }
      const lastPart = main?.parts[main.parts.length - 1];

      const numbered = MAIN.exec(line);
      const bare = numbered ? null : BARE_MAIN.exec(line);
      const number = Number(numbered?.[1] ?? bare?.[1] ?? NaN);
      const glued = (numbered?.[2] ?? numbered?.[3])?.toLowerCase();
      const rest = numbered?.[4] ?? '';
      // `3.b …` inside question 3: its next sub-part, not a new question.
      if (main && numbered && number === main.number && glued && followsOn(lastPart?.label, glued)) {
        main.closed = false;
        main.parts.push({ label: glued, lines: [rest], page });
        continue;
      }
      // A new question: the next number, one skipped (an OCR miss), or 1 again (a new section);
      // numbers further ahead are years, figures or marks at the start of a wrapped line.
      const last = main?.number ?? 0;
      const marked = /^q/i.test(line) || /^\d{1,2}\s*[.)\]:-]/.test(line) || /^[A-Z(]/.test(rest) || bare !== null;
      const inOrder = number === last + 1 || (last > 0 && (number === last + 2 || number === 1));
      if ((numbered || bare) && marked && inOrder) {
        // "1. Answer any five …" among the instructions (a `Q1. Attempt any two:` is a question).
        if (last === 0 && !/^q/i.test(line) && INSTRUCTION.test(rest)) continue;
        if (main) flush(main, out);
        main = { number, lines: [], page, parts: [] };
        if (glued && followsOn(undefined, glued)) main.parts.push({ label: glued, lines: [rest], page });
        else main.lines.push(rest);
        continue;
      }
      const sub = main ? SUB.exec(line) : null;
      if (main && sub && followsOn(lastPart?.label, (sub[1] ?? '').toLowerCase())) {
        main.closed = false;
        main.parts.push({ label: (sub[1] ?? '').toLowerCase(), lines: [sub[2] ?? ''], page });
        continue;
      }
      if (!main || main.closed) continue; // the header and instructions, or a section's
      (lastPart ?? main).lines.push(line);
    }
  });
  if (main) flush(main, out);
  return out.filter((q) => q.text.length >= 8);
}
