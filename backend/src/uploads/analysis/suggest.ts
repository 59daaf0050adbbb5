/**
 * The upload form filled from a paper's page 1–2 text (issue 26): pure and synchronous, so the
 * worker calls it with the text it read and the catalogue it holds. Each field is a value with a
 * confidence 0..1, or null below SUGGESTION_THRESHOLD: a field the paper does not settle is left
 * for the student, never guessed silently.
 *
 * Catalogue matching: every college, course, branch and subject is looked for by its name, its
 * abbreviation, the initials of a multi-word name, its aliases and (subjects) its code — codes,
 * abbreviations and aliases with or without spaces, dots and dashes and in any case (CS301 =
 * cs-301 = CS 301; B.Tech = BTech), short ones (≤ 4 characters) only where printed with a capital
 * ("IT" yes, "it" no). A match counts more in the header than further down. Then whole chains
 * (subject → branch → course → college) are scored: a subject implies its branch, course and
 * college, so a consistent chain raises each level's confidence, and a close rival chain lowers it.
 */
import type { ExamType } from '../../database/schema/enums';
import {
  EXAM_TYPE_LABELS,
  type Guess,
  guessDocumentType,
  guessExamType,
  guessExamYear,
  guessStudyYear,
  prominentLine,
} from './header-fields';
import type { MatchCatalogue, MatchEntry } from './match-catalogue';
import { normalise, readLines, type TextLine } from './page-text';

export const SUGGESTION_THRESHOLD = 0.5;

export type Suggested<T> = { value: T; confidence: number } | null;

export interface Suggestion {
  type: Suggested<'paper' | 'note'>;
  collegeId: Suggested<string>;
  courseId: Suggested<string>;
  branchId: Suggested<string>;
  subjectId: Suggested<string>;
  year: Suggested<number>;
  examType: Suggested<ExamType>;
  examYear: Suggested<string>;
  title: Suggested<string>;
}

type Level = 'college' | 'course' | 'branch' | 'subject';
const LEVELS: Level[] = ['college', 'course', 'branch', 'subject'];

/** How much one mention of each kind says, before its place on the page. */
const KIND_WEIGHT = {
  code: 0.95,
  name: 0.9,
  /** A one-word name ("Thermodynamics") may just be a word of the text. */
  shortName: 0.7,
  alias: 0.8,
  abbreviation: 0.75,
  initials: 0.6,
  /** Two-letter abbreviations and aliases ("IT", "OS"). */
  twoLetters: 0.55,
};
/** What each level's evidence adds to a chain's score (the college's name is the clearest header). */
const CHAIN_WEIGHT: Record<Level, number> = { college: 0.6, course: 0.4, branch: 0.5, subject: 1 };
const STOPWORDS = new Set(['and', 'of', 'the', 'in', 'for', 'at', 'on']);
const MAX_PHRASE = 8;
const MAX_COMPACT = 4;

interface Pattern {
  level: Level;
  id: string;
  weight: number;
  /** Matched only where the text has a capital letter (short compact forms). */
  needsCapital: boolean;
}

interface Compiled {
  phrases: Map<string, Pattern[]>;
  compact: Map<string, Pattern[]>;
  byId: Map<string, { level: Level; entry: MatchEntry; parents: Partial<Record<Level, string>>; year?: number }>;
  children: Map<string, number>;
}

const compiledCache = new WeakMap<MatchCatalogue, Compiled>();

const words = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((w) => w && !STOPWORDS.has(w));
const compactOf = (text: string) => normalise(text).replace(/ /g, '');

function compile(catalogue: MatchCatalogue): Compiled {
  const cached = compiledCache.get(catalogue);
  if (cached) return cached;
  const compiled: Compiled = { phrases: new Map(), compact: new Map(), byId: new Map(), children: new Map() };
  const push = (map: Map<string, Pattern[]>, key: string, pattern: Pattern) => {
    if (!key) return;
    const list = map.get(key) ?? [];
    const same = list.find((p) => p.id === pattern.id);
    if (same) same.weight = Math.max(same.weight, pattern.weight);
    else list.push(pattern);
    map.set(key, list);
  };
  const short = (key: string, level: Level, id: string, weight: number) => {
    if (key.length < 2) return;
    push(compiled.compact, key, {
      level,
      id,
      weight: key.length === 2 ? Math.min(weight, KIND_WEIGHT.twoLetters) : weight,
      needsCapital: key.length <= 4 && !/\d/.test(key),
    });
  };
  const add = (level: Level, entry: MatchEntry, code?: string | null) => {
    const nameWords = words(entry.name);
    const nameWeight = nameWords.length > 1 ? KIND_WEIGHT.name : KIND_WEIGHT.shortName;
    push(compiled.phrases, nameWords.join(' '), { level, id: entry.id, weight: nameWeight, needsCapital: false });
    if (nameWords.length >= 3) {
      short(nameWords.map((w) => w[0]).join(''), level, entry.id, KIND_WEIGHT.initials);
    }
    if (entry.abbreviation) short(compactOf(entry.abbreviation), level, entry.id, KIND_WEIGHT.abbreviation);
    for (const alias of entry.aliases) {
      const aliasWords = words(alias);
      if (aliasWords.length > 1) {
        push(compiled.phrases, aliasWords.join(' '), {
          level,
          id: entry.id,
          weight: KIND_WEIGHT.alias,
          needsCapital: false,
        });
      }
      short(compactOf(alias), level, entry.id, KIND_WEIGHT.alias);
    }
    if (code) short(compactOf(code), level, entry.id, KIND_WEIGHT.code);
  };
  const count = (parent: string) => compiled.children.set(parent, (compiled.children.get(parent) ?? 0) + 1);
  for (const c of catalogue.colleges) {
    add('college', c);
    compiled.byId.set(c.id, { level: 'college', entry: c, parents: { college: c.id } });
  }
  for (const c of catalogue.courses) {
    add('course', c);
    compiled.byId.set(c.id, { level: 'course', entry: c, parents: { college: c.collegeId, course: c.id } });
    count(c.collegeId);
  }
  for (const b of catalogue.branches) {
    add('branch', b);
    compiled.byId.set(b.id, {
      level: 'branch',
      entry: b,
      parents: { college: b.collegeId, course: b.courseId, branch: b.id },
    });
    count(b.courseId);
  }
  for (const s of catalogue.subjects) {
    add('subject', s, s.code);
    compiled.byId.set(s.id, {
      level: 'subject',
      entry: s,
      parents: { college: s.collegeId, course: s.courseId, branch: s.branchId, subject: s.id },
      year: s.year,
    });
  }
  compiledCache.set(catalogue, compiled);
  return compiled;
}

interface Token {
  norm: string;
  raw: string;
  line: number;
  weight: number;
}

function tokens(lines: readonly TextLine[]): Token[] {
  const out: Token[] = [];
  lines.forEach((line, index) => {
    for (const m of line.raw.matchAll(/[\p{L}\p{N}]+/gu)) {
      const norm = normalise(m[0]);
      if (!norm || STOPWORDS.has(norm)) continue;
      out.push({ norm, raw: m[0], line: index, weight: line.weight });
    }
  });
  return out;
}

interface Hit {
  pattern: Pattern;
  start: number;
  end: number;
  weight: number;
}

/** Every catalogue mention in the text; a mention inside a longer one of the same level is dropped. */
function findHits(compiled: Compiled, toks: Token[]): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < toks.length; i += 1) {
    let phrase = '';
    let compact = '';
    let capital = false;
    for (let n = 1; n <= MAX_PHRASE && i + n <= toks.length; n += 1) {
      const t = toks[i + n - 1];
      phrase = n === 1 ? t.norm : `${phrase} ${t.norm}`;
      const weight = Math.max(...toks.slice(i, i + n).map((x) => x.weight));
      for (const pattern of compiled.phrases.get(phrase) ?? []) hits.push({ pattern, start: i, end: i + n, weight });
      if (n <= MAX_COMPACT && t.line === toks[i].line) {
        compact += t.norm;
        capital ||= /\p{Lu}/u.test(t.raw);
        for (const pattern of compiled.compact.get(compact) ?? []) {
          if (pattern.needsCapital && !capital) continue;
          hits.push({ pattern, start: i, end: i + n, weight });
        }
      }
    }
  }
  return hits.filter(
    (h) =>
      !hits.some(
        (o) =>
          o !== h &&
          o.pattern.level === h.pattern.level &&
          o.start <= h.start &&
          o.end >= h.end &&
          o.end - o.start > h.end - h.start,
      ),
  );
}

/** Evidence per catalogue id, 0..1: mentions combined as independent signs. */
function evidence(hits: Hit[]): Map<string, number> {
  const miss = new Map<string, number>();
  const seen = new Set<string>();
  for (const h of hits) {
    const key = `${h.pattern.id}:${h.start}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const w = h.pattern.weight * h.weight;
    miss.set(h.pattern.id, (miss.get(h.pattern.id) ?? 1) * (1 - w));
  }
  return new Map([...miss.entries()].map(([id, m]) => [id, Math.min(0.99, 1 - m)]));
}

interface Chain {
  ids: Partial<Record<Level, string>>;
  score: number;
  /** Each level's own evidence along the chain. */
  own: Record<Level, number>;
  /** What the year of study adds (or takes) for a subject of that year (or another). */
  bonus: number;
}

function chains(compiled: Compiled, ev: Map<string, number>, studyYear: Guess<number> | null): Chain[] {
  const out = new Map<string, Chain>();
  for (const id of ev.keys()) {
    const node = compiled.byId.get(id);
    if (!node) continue;
    const own = {} as Record<Level, number>;
    let score = 0;
    for (const level of LEVELS) {
      const at = node.parents[level];
      own[level] = at ? (ev.get(at) ?? 0) : 0;
      score += CHAIN_WEIGHT[level] * own[level];
    }
    const bonus =
      node.year !== undefined && studyYear ? (node.year === studyYear.value ? 0.25 : -0.15) * studyYear.confidence : 0;
    out.set(id, { ids: node.parents, score: score + bonus, own, bonus });
  }
  return [...out.values()].sort((a, b) => b.score - a.score);
}

const keep = <T>(value: T, confidence: number): Suggested<T> =>
  confidence >= SUGGESTION_THRESHOLD ? { value, confidence: Math.round(Math.min(0.99, confidence) * 100) / 100 } : null;

/** Each level's value from the best chain, and how sure it is. */
function catalogueFields(compiled: Compiled, all: Chain[]): Record<Level, { id: string; confidence: number } | null> {
  const result = { college: null, course: null, branch: null, subject: null } as Record<
    Level,
    { id: string; confidence: number } | null
  >;
  const best = all[0];
  if (!best) return result;
  LEVELS.forEach((level, depth) => {
    const id = best.ids[level];
    if (!id) return;
    const below = LEVELS.slice(depth + 1);
    const above = LEVELS.slice(0, depth);
    const own = best.own[level];
    // A lower level's match names this one (a subject belongs to one branch).
    const implied = Math.max(0, ...below.filter((l) => best.ids[l]).map((l) => 0.9 * best.own[l]));
    let confidence = 1 - (1 - own) * (1 - implied);
    // A higher level's match makes this one's own match surer, never stands in for it.
    if (own > 0) confidence = 1 - (1 - confidence) * (1 - 0.3 * Math.max(0, ...above.map((l) => best.own[l])));
    // Only one child under a matched parent: the parent names it.
    const parent = above.length ? best.ids[above[above.length - 1]] : undefined;
    if (own === 0 && implied === 0 && parent && compiled.children.get(parent) === 1 && level !== 'subject') {
      confidence = 0.8 * (result[above[above.length - 1]]?.confidence ?? 0);
    }
    // The closest chain with another value at this level. Only the levels where the two chains
    // differ are weighed: a shared college says nothing about which of its subjects it is.
    const rival = all.find((c) => c.ids[level] && c.ids[level] !== id);
    if (rival) {
      const distinct = (c: Chain) =>
        LEVELS.reduce(
          (sum, l) => (c.ids[l] !== (c === best ? rival : best).ids[l] ? sum + CHAIN_WEIGHT[l] * c.own[l] : sum),
          0,
        ) + c.bonus;
      const mine = distinct(best);
      const theirs = distinct(rival);
      if (theirs > 0) confidence *= 1 - 0.6 * Math.min(1, mine > 0 ? theirs / mine : 1) ** 2;
    }
    result[level] = { id, confidence };
  });
  return result;
}

export function suggestFields(pages: readonly string[], catalogue: MatchCatalogue): Suggestion {
  const lines = readLines(pages);
  const compiled = compile(catalogue);
  const studyYear = guessStudyYear(lines);
  const ev = evidence(findHits(compiled, tokens(lines)));
  const levels = catalogueFields(compiled, chains(compiled, ev, studyYear));

  const type = guessDocumentType(lines);
  const examType = guessExamType(lines);
  const examYear = guessExamYear(lines);

  const subject = levels.subject && compiled.byId.get(levels.subject.id);
  let year: Guess<number> | null = studyYear;
  if (levels.subject && subject?.year !== undefined && levels.subject.confidence >= SUGGESTION_THRESHOLD) {
    // The wizard files a subject under its own year: the subject's year is the answer.
    const agrees = studyYear?.value === subject.year;
    year = {
      value: subject.year,
      confidence: agrees
        ? 1 - (1 - levels.subject.confidence) * (1 - (studyYear?.confidence ?? 0))
        : levels.subject.confidence * (studyYear ? 0.75 : 0.95),
    };
  }

  const suggestion: Suggestion = {
    type: type && keep(type.value, type.confidence),
    collegeId: levels.college && keep(levels.college.id, levels.college.confidence),
    courseId: levels.course && keep(levels.course.id, levels.course.confidence),
    branchId: levels.branch && keep(levels.branch.id, levels.branch.confidence),
    subjectId: levels.subject && keep(levels.subject.id, levels.subject.confidence),
    year: year && keep(year.value, year.confidence),
    examType: null,
    examYear: examYear && keep(examYear.value, examYear.confidence),
    title: null,
  };
  // A note has no exam type (the documents table's rule).
  if (suggestion.type?.value !== 'note') suggestion.examType = examType && keep(examType.value, examType.confidence);
  suggestion.title = titleOf(suggestion, subject?.entry.name, lines);
  return suggestion;
}

/** "Operating Systems End Semester 2023-24"; a notes header or the most prominent line otherwise. */
function titleOf(s: Suggestion, subjectName: string | undefined, lines: readonly TextLine[]): Suggested<string> {
  const line = prominentLine(lines);
  if (s.type?.value === 'note') {
    if (line && line.confidence >= 0.7) return keep(line.value, line.confidence);
    if (subjectName && s.subjectId) return keep(`${subjectName} notes`, s.subjectId.confidence * 0.9);
    return line && keep(line.value, line.confidence);
  }
  if (subjectName && s.subjectId) {
    const parts = [subjectName, s.examType && EXAM_TYPE_LABELS[s.examType.value], s.examYear?.value];
    return keep(parts.filter(Boolean).join(' '), s.subjectId.confidence * 0.95);
  }
  return line && keep(line.value, line.confidence);
}
