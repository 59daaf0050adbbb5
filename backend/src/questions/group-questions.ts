/**
 * Groups the questions that ask the same thing across papers (issue 29, item 2), reworded or not.
 *
 * Each question becomes a set of terms: lower-cased words with the instruction verbs and filler
 * left out ("explain", "with a neat diagram"), light stemming ("preventing", "prevention" →
 * "prevent"), numbers and formula tokens kept as they are. Two questions are as similar as the
 * weighted Jaccard of their terms, each term weighted by its rarity among the questions grouped
 * together (IDF), so "deadlock" counts for more than "process" in an operating-systems paper.
 *
 * A question joins the group it is most similar to when that similarity reaches the threshold and
 * its mean similarity to the group's members stays close to it (no chains of merges through one
 * loosely related question: a false merge costs students more than a missed one); otherwise it
 * starts a group. Pure and deterministic: the same questions in the same order give the same groups.
 */

/** Measured on the labelled set (bench/questions.mjs): precision 1.00 from 0.25 to 0.5, recall falling from 0.90 to 0.52; 0.3 keeps a margin below the first false merge. */
export const GROUP_THRESHOLD = 0.3;
/** How far below the threshold a group's mean similarity may fall (see above). */
const MEAN_SLACK = 0.15;

const STOPWORDS = new Set(
  (
    'a an the of to in on for and or with by from as at is are was were be been being it its this that these those ' +
    'what which who whom whose why how when where explain describe define discuss state write short note notes give ' +
    'list briefly brief detail details detailed suitable example examples neat diagram diagrams sketch draw illustrate ' +
    'elaborate compare contrast differentiate distinguish between mention enumerate justify answer following any ' +
    'do does did can could would should will shall may might must your you using use used also about into ' +
    'various different type types method methods technique techniques concept concepts meaning significance role ' +
    'importance need needs help'
  ).split(' '),
);

/**
 * Light stemming: enough to meet "prevent", "prevents", "preventing", "prevention" and "page",
 * "pages", "paging" in one term. Plurals first (keeping "process", "analysis"), then one ending,
 * then a final "e".
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ation', 'ition', 'ion', 'ing', 'ment', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** A question's terms. */
export function questionTerms(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .split(/[^a-z0-9+*^=<>/]+/)
    .map((w) => w.replace(/^[+*^=<>/]+|[+*^=<>/]+$/g, ''))
    .filter((w) => w.length > 0 && !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)));
  return [...new Set(words.map(stem))];
}

export interface GroupInput {
  /** Any id of the caller's (an occurrence). */
  id: string;
  text: string;
}

export interface QuestionGroup {
  /** The members' ids, in input order; the first is the group's representative. */
  members: string[];
}

type Weights = Map<string, number>;

function idf(termSets: readonly string[][]): Weights {
  const df = new Map<string, number>();
  for (const terms of termSets) for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  const n = termSets.length;
  const weights: Weights = new Map();
  for (const [term, count] of df) weights.set(term, Math.log(1 + n / count));
  return weights;
}

/** Weighted Jaccard of two term sets. */
export function similarity(a: readonly string[], b: readonly string[], weights?: Weights): number {
  if (a.length === 0 || b.length === 0) return 0;
  const w = (t: string) => weights?.get(t) ?? 1;
  const setB = new Set(b);
  let shared = 0;
  let all = 0;
  for (const t of a) {
    all += w(t);
    if (setB.has(t)) shared += w(t);
  }
  const setA = new Set(a);
  for (const t of b) if (!setA.has(t)) all += w(t);
  return all === 0 ? 0 : shared / all;
}

export function groupQuestions(questions: readonly GroupInput[], threshold = GROUP_THRESHOLD): QuestionGroup[] {
  const terms = questions.map((q) => questionTerms(q.text));
  const weights = idf(terms);
  const groups: number[][] = [];
  /** term → the groups holding a member with it (candidates only: the rest share nothing). */
  const byTerm = new Map<string, Set<number>>();

  questions.forEach((_, i) => {
    const mine = terms[i] ?? [];
    const candidates = new Set<number>();
    for (const t of mine) for (const g of byTerm.get(t) ?? []) candidates.add(g);
    let best = -1;
    let bestScore = 0;
    for (const g of candidates) {
      const scores = (groups[g] ?? []).map((m) => similarity(mine, terms[m] ?? [], weights));
      const max = Math.max(...scores);
      const mean = scores.reduce((s, x) => s + x, 0) / scores.length;
      if (max >= threshold && mean >= threshold - MEAN_SLACK && max > bestScore) {
        best = g;
        bestScore = max;
      }
    }
    if (best < 0) {
      best = groups.length;
      groups.push([]);
    }
    groups[best]?.push(i);
    for (const t of mine) {
      const set = byTerm.get(t) ?? new Set<number>();
      set.add(best);
      byTerm.set(t, set);
    }
  });
  return groups.map((members) => ({ members: members.map((i) => questions[i]?.id ?? '') }));
}
