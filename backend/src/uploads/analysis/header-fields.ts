/**
 * The fields read from a paper's wording alone (issue 26): exam type, exam year, year of study,
 * paper or note, and its most prominent header line. Each answers a raw guess with a confidence
 * 0..1 (or null when nothing points anywhere); suggest.ts drops those under its threshold.
 */
import type { ExamType } from '../../database/schema/enums';
import { examYearProblem } from '../../documents/dto/exam-year';
import type { TextLine } from './page-text';

export interface Guess<T> {
  value: T;
  confidence: number;
}

/** Scores per candidate value: the best line's weight, a little more for each further line. */
class Tally<T> {
  private readonly scores = new Map<T, { best: number; extra: number }>();

  add(value: T, weight: number): void {
    const s = this.scores.get(value);
    if (!s) this.scores.set(value, { best: weight, extra: 0 });
    else {
      s.extra = Math.min(0.1, s.extra + 0.05 * Math.min(weight, s.best));
      s.best = Math.max(s.best, weight);
    }
  }

  /** Best value first, each with its score. */
  ranked(): { value: T; score: number }[] {
    return [...this.scores.entries()]
      .map(([value, s]) => ({ value, score: s.best + s.extra }))
      .sort((a, b) => b.score - a.score);
  }

  /**
   * The best value; its confidence is its score, cut by a rival's: an even race halves it.
   * `compatible` rivals (a session and its own calendar year) do not count.
   */
  guess(scale: number, compatible: (a: T, b: T) => boolean = () => false): Guess<T> | null {
    const [best, ...rest] = this.ranked();
    if (!best) return null;
    const rival = rest.find((r) => !compatible(best.value, r.value));
    const ratio = rival ? rival.score / best.score : 0;
    return { value: best.value, confidence: Math.min(0.97, best.score * scale * (1 - 0.5 * ratio)) };
  }
}

// ---- exam type ------------------------------------------------------------------------------

const EXAM_TYPE_WORDING: [ExamType, RegExp][] = [
  [
    'midsem',
    /\b(mid ?sem(ester)?|mid ?term|minor( test| exam\w*| [1i]{1,2}\b| (19|20)\d\d\b)|sessional|internal (assessment|test|exam\w*)|periodical test|mst)\b/,
  ],
  [
    'endsem',
    /\b(end ?sem(ester)?|end ?term|major( test| exam\w*| (19|20)\d\d\b)|final (exam\w*|test)|annual exam\w*|(regular|supplementary|university|term end|main) exam\w*|ese)\b|(?<!mid |mid|end |end)\bsem(ester)?( [ivx]{1,4}| \d{1,2})? (exam|examination)s?\b/,
  ],
  ['quiz', /\b(quiz(zes)?|class test|surprise test)\b/],
  ['lab', /\b(lab|laboratory|practical (exam\w*|test)|viva( voce)?)\b/],
];

export function guessExamType(lines: readonly TextLine[]): Guess<ExamType> | null {
  const tally = new Tally<ExamType>();
  for (const line of lines) {
    for (const [type, wording] of EXAM_TYPE_WORDING) {
      if (wording.test(line.norm)) tally.add(type, line.weight);
    }
  }
  return tally.guess(0.92);
}

export const EXAM_TYPE_LABELS: Record<ExamType, string> = {
  midsem: 'Mid Semester',
  endsem: 'End Semester',
  quiz: 'Quiz',
  lab: 'Lab',
};

// ---- exam year ------------------------------------------------------------------------------

/** `2023-24`, `2023–2024`, `2023/24`; `2023.24` too (OCR reads a short dash as a dot). */
const SESSION = /\b((?:19|20)\d{2})\s*[-–—/.]\s*((?:19|20)?\d{2})\b(?!\s*[-/.]\s*\d)/g;
const YEAR = /(?<!\d\s*[-–—/.]\s*)\b((?:19|20)\d{2})\b(?!\s*[-–—/.]\s*\d)/g;
const MONTH =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;
const EXAM_WORDS = /\b(exam\w*|test|quiz|session|year|semester|sem|term|paper)\b/i;
const DATE = /\b\d{1,2}\s*[./-]\s*\d{1,2}\s*[./-]\s*((?:19|20)\d{2})\b/g;
const SESSION_WORDS = /\b(session|academic year|a\.\s?y\.?)/i;

/** A calendar year (`2023`) or a session (`2023-24`), the form examYear takes (dto/exam-year.ts). */
export function guessExamYear(lines: readonly TextLine[]): Guess<string> | null {
  const tally = new Tally<string>();
  for (const line of lines) {
    const text = line.raw;
    const sessionBoost = SESSION_WORDS.test(text) ? 0.1 : 0;
    for (const m of text.matchAll(SESSION)) {
      const start = Number(m[1]);
      const endDigits = m[2].length === 4 ? m[2] : `${m[1].slice(0, 2)}${m[2]}`;
      if (Number(endDigits) !== start + 1) continue;
      const value = `${start}-${endDigits.slice(2)}`;
      if (examYearProblem(value) === undefined) tally.add(value, line.weight * (0.95 + sessionBoost));
    }
    const dated = new Set([...text.matchAll(DATE)].map((m) => m[1]));
    for (const value of new Set([...[...text.matchAll(YEAR)].map((m) => m[1]), ...dated])) {
      if (examYearProblem(value) !== undefined) continue;
      let score = 0.55;
      if (MONTH.test(text)) score += 0.3;
      if (EXAM_WORDS.test(text)) score += 0.25;
      if (dated.has(value)) score += 0.2;
      tally.add(value, line.weight * Math.min(0.95, score));
    }
  }
  // A session and the calendar years it spans are one answer, not rivals.
  const sameSpan = (a: string, b: string) => {
    const span = (v: string) => (v.length === 4 ? [Number(v)] : [Number(v.slice(0, 4)), Number(v.slice(0, 4)) + 1]);
    return span(a).some((y) => span(b).includes(y));
  };
  const ranked = tally.ranked();
  // A session in the header wins over its calendar year printed beside it (it says more).
  const session = ranked.find((r) => r.value.length > 4);
  if (session && ranked[0].value.length === 4 && sameSpan(session.value, ranked[0].value)) {
    if (session.score >= 0.8 * ranked[0].score) {
      const rival = ranked.find((r) => !sameSpan(session.value, r.value));
      const ratio = rival ? rival.score / session.score : 0;
      return { value: session.value, confidence: Math.min(0.97, session.score * (1 - 0.5 * ratio)) };
    }
  }
  return tally.guess(1, sameSpan);
}

// ---- year of study --------------------------------------------------------------------------

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };
const WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** 3, "3rd", "III", "third" → 3; undefined for anything else. */
function ordinal(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d{1,2}(st|nd|rd|th)?$/.test(w)) return Number(w.replace(/\D/g, ''));
  return ROMAN[w] ?? WORDS[w];
}

const NUM = String.raw`(\d{1,2}(?:st|nd|rd|th)?|I{1,3}|IV|VI{0,3}|IX|X|first|second|third|fourth|fifth|sixth|seventh|eighth)`;
const DEGREE = String.raw`(?:B\.?\s?Tech|B\.?\s?E|M\.?\s?Tech|M\.?\s?E|B\.?\s?Sc|M\.?\s?Sc|B\.?\s?C\.?\s?A|M\.?\s?C\.?\s?A|B\.?\s?Com|B\.?\s?A|M\.?\s?B\.?\s?A|B\.?\s?Pharm)`;
const YEAR_BEFORE = new RegExp(String.raw`\b${NUM}\s*-?\s*(?:year|yr)\b`, 'gi');
const YEAR_AFTER = new RegExp(String.raw`\b(?:year|yr)\s*[:\-–]?\s*${NUM}\b`, 'gi');
/** "III B.Tech": the year before the degree (upper-case numerals only: "i" is too common). */
const YEAR_DEGREE = new RegExp(String.raw`\b(I{1,3}|IV|V)\s*[-/]?\s*${DEGREE}\b`, 'g');
/** Mumbai's "T.Y.B.Sc." (first, second, third year). */
const FY_SY_TY = new RegExp(String.raw`\b([FST])\.?\s?Y\.?\s?${DEGREE}`, 'g');
/** "III-II Sem": year III, its second semester. */
const YEAR_SEM = /\b(I{1,3}|IV)\s*[-/]\s*(I{1,2})\s*(?:[Ss]emester|[Ss]em|SEMESTER|SEM)\b/g;
const SEM_BEFORE = new RegExp(String.raw`\b${NUM}\s*-?\s*(?:semester|sem)\b`, 'gi');
const SEM_AFTER = new RegExp(String.raw`\b(?:semester|sem)\s*[:\-–]?\s*${NUM}\b`, 'gi');

export function guessStudyYear(lines: readonly TextLine[]): Guess<number> | null {
  const tally = new Tally<number>();
  for (const line of lines) {
    const text = line.raw;
    const years: number[] = [];
    for (const re of [YEAR_BEFORE, YEAR_AFTER, YEAR_DEGREE, YEAR_SEM]) {
      for (const m of text.matchAll(re)) {
        const n = ordinal(m[1]);
        if (n && n <= 6) years.push(n);
      }
    }
    for (const m of text.matchAll(FY_SY_TY)) years.push({ F: 1, S: 2, T: 3 }[m[1] as 'F' | 'S' | 'T']);
    for (const y of years) tally.add(y, line.weight * 0.92);
    // A semester counts only where the line names no year ("III B.Tech I Semester" is year 3).
    if (years.length) continue;
    for (const re of [SEM_BEFORE, SEM_AFTER]) {
      for (const m of text.matchAll(re)) {
        const n = ordinal(m[1]);
        if (n && n <= 12) tally.add(Math.ceil(n / 2), line.weight * 0.88);
      }
    }
  }
  return tally.guess(1);
}

// ---- paper or note --------------------------------------------------------------------------

/** What a question paper carries; each counts once, with its weight. */
const PAPER_SIGNS: [RegExp, number][] = [
  [/\b(max(imum)? marks|full marks|total marks|marks ?\d+|\d+ marks)\b/, 1],
  [/\b(time allowed|time \d|duration|\d+(\.\d+)? ?(hours|hrs|hr|minutes|mins)\b)/, 0.9],
  [
    /\b(answer (any|all|the following)|attempt (any|all)|questions? (is|are)? ?compulsory|carry equal marks|questions? carr(y|ies))\b/,
    1,
  ],
  [/\binstructions?\b/, 0.4],
  [/\b(roll no|roll number|enrol?ment no|seat no|register no|reg no)\b/, 0.7],
];
const QUESTION_NUMBER = /^\s*(q\s?\.?\s?\d+|question\s*\d+|\d{1,2}\s*[.)]\s+\S|\(\s*[a-h]\s*\)\s+\S)/i;
const NOTE_HEADER = /\b(lecture|notes?|handout|chapter|unit \d+|module \d+|topic|study material)\b/;
const NOTE_BODY = /\b(definition|example|theorem|proof|introduction|summary|key points|figure)\b/g;

export function guessDocumentType(lines: readonly TextLine[]): Guess<'paper' | 'note'> | null {
  const all = lines.map((l) => l.norm).join('\n');
  let paper = 0;
  for (const [sign, weight] of PAPER_SIGNS) if (sign.test(all)) paper += weight;
  const questions = lines.filter((l) => QUESTION_NUMBER.test(l.raw)).length;
  if (questions >= 3) paper += /\bq\s?\.?\s?\d/i.test(lines.map((l) => l.raw).join('\n')) ? 0.8 : 0.5;
  if (lines.some((l) => l.header && /\b(exam\w*|test|quiz)\b/.test(l.norm))) paper += 0.4;
  let note = 0;
  if (lines.some((l) => l.header && NOTE_HEADER.test(l.norm))) note += 0.9;
  else if (NOTE_HEADER.test(all)) note += 0.3;
  note += Math.min(0.6, 0.15 * (all.match(NOTE_BODY)?.length ?? 0));
  const words = all.split(/\s+/).length;
  if (paper >= 1.5 && paper > note + 0.5) {
    return { value: 'paper', confidence: Math.min(0.97, 0.45 + 0.17 * paper - 0.1 * note) };
  }
  // A note says so somewhere (its header, definitions, examples): text with no sign either way
  // (an upside-down page read as noise) is left for the student.
  if (paper < 1.2 && words >= 30 && note > 0) {
    return { value: 'note', confidence: Math.min(0.95, 0.45 + 0.3 * note - 0.15 * paper) };
  }
  return paper >= note
    ? { value: 'paper', confidence: 0.4 }
    : { value: 'note', confidence: Math.min(0.6, 0.3 + 0.2 * note) };
}

// ---- prominent line -------------------------------------------------------------------------

const INSTITUTION = /\b(university|institute|college|school|department|faculty|academy)\b/;

/**
 * The header line a title is most likely made of: a notes title ("Lecture 5: Deadlocks") when
 * one is there, else the first header line that names no institution and is not a form field.
 */
export function prominentLine(lines: readonly TextLine[]): Guess<string> | null {
  const header = lines.filter((l) => l.header && /\p{L}{3}/u.test(l.raw) && l.raw.length <= 90);
  const notes = header.find((l) => NOTE_HEADER.test(l.norm));
  if (notes) return { value: notes.raw, confidence: 0.7 };
  const plain = header.find(
    (l) => !INSTITUTION.test(l.norm) && !/:\s*_*$|\b(roll|name|marks|time)\b/i.test(l.raw) && l.norm.length >= 6,
  );
  return plain ? { value: plain.raw, confidence: 0.5 } : null;
}
