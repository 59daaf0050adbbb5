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
const TAGS = /(?:\s*[[(]?\s*(?:co|bl|l|k)\s*-?\s*\d\s*[\])]?)+\s*$/i;

/** Lines that are never part of a question: running headers and footers, alternatives, boxes. */
const NOISE = [
  /^page\s*\d+(\s*(of|\/)\s*\d+)?$/i,
  /^-?\s*\d+\s*-?$/, // a lone page number
  /^p\.?\s*t\.?\s*o\.?$/i,
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
  lines: string[];
  page: number;
  parts: Part[];
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

/** Text, marks and tags of a question's lines. */
function textAndMarks(lines: readonly string[]): { text: string; marks: number | null } {
  let text = lines.join(' ').replace(/\s+/g, ' ').trim().replace(TAGS, '').trim();
  let marks: number | null = null;
  const m = MARKS.exec(text);
  if (m) {
    marks = Number(m[1] ?? m[2]);
    text = text.slice(0, m.index).replace(TAGS, '').trim();
  }
  return { text: text.replace(/[\s.;,–—-]+$/, '').trim(), marks };
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
    for (const raw of pageText.split('\n')) {
      if (ended) return;
      const line = raw.replace(/\s+/g, ' ').trim();
      if (line.length === 0 || isNoise(line) || running.has(runningKey(line))) continue;
      if (main && END_OF_PAPER.test(line)) {
        ended = true;
        return;
      }
      const lastPart = main?.parts[main.parts.length - 1];

      const numbered = MAIN.exec(line);
      const bare = numbered ? null : BARE_MAIN.exec(line);
      const number = Number(numbered?.[1] ?? bare?.[1] ?? NaN);
      const glued = (numbered?.[2] ?? numbered?.[3])?.toLowerCase();
      const rest = numbered?.[4] ?? '';
      // `3.b …` inside question 3: its next sub-part, not a new question.
      if (main && numbered && number === main.number && glued && followsOn(lastPart?.label, glued)) {
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
        main.parts.push({ label: (sub[1] ?? '').toLowerCase(), lines: [sub[2] ?? ''], page });
        continue;
      }
      if (!main) continue; // the header and instructions
      (lastPart ?? main).lines.push(line);
    }
  });
  if (main) flush(main, out);
  return out.filter((q) => q.text.length >= 8);
}
