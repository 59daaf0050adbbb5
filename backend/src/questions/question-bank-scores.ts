/**
 * How well segmentation and grouping match a hand-labelled truth (issue 29, item 5): used by the
 * accuracy floor in the tests and by `npm run bench`.
 */

export interface Scores {
  precision: number;
  recall: number;
  f1: number;
}

const scores = (hits: number, predicted: number, expected: number): Scores => {
  const precision = predicted === 0 ? 1 : hits / predicted;
  const recall = expected === 0 ? 1 : hits / expected;
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
};

/** A found question counts when its number and page are the truth's (and its marks, where printed). */
export function segmentationScores(
  found: readonly { number: string; page: number; marks: number | null }[],
  truth: readonly { number: string; page: number; marks: number | null }[],
): Scores {
  const key = (q: { number: string; page: number; marks: number | null }) => `${q.number}@${q.page}/${q.marks ?? '-'}`;
  const expected = new Set(truth.map(key));
  return scores(found.filter((q) => expected.has(key(q))).length, found.length, truth.length);
}

/**
 * Pairwise scores of a grouping: of the pairs put in one group, how many ask the same concept
 * (precision: false merges), and of the pairs that ask the same concept, how many were grouped
 * (recall: missed repeats).
 */
export function groupingScores(
  groups: readonly { members: readonly string[] }[],
  conceptOf: ReadonlyMap<string, string>,
): Scores {
  let together = 0;
  let right = 0;
  for (const { members } of groups) {
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) {
        together += 1;
        if (conceptOf.get(members[i] ?? '') === conceptOf.get(members[j] ?? '')) right += 1;
      }
  }
  const perConcept = new Map<string, number>();
  for (const concept of conceptOf.values()) perConcept.set(concept, (perConcept.get(concept) ?? 0) + 1);
  const same = [...perConcept.values()].reduce((sum, n) => sum + (n * (n - 1)) / 2, 0);
  return scores(right, together, same);
}
