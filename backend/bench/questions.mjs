/**
 * `npm run bench:questions` (builds, then runs this file), or `import { benchQuestions } from
 * './questions.mjs'` (npm run bench prints it too): the question bank's accuracy on the labelled set
 * (test/fixtures/question-bank/papers.json, written by hand: 15 papers over 3 subjects, repeats
 * reworded across years) and its cost, with the built app's own code (dist/questions).
 *
 * - Segmentation: precision, recall and F1 of the questions found (number, page and marks right).
 * - Grouping, per subject: pairwise precision (no false merges) and recall (repeats found).
 * - Cost: CPU time to split a 10-page paper (the set's papers laid end to end) and to group a
 *   subject's questions, median of 20 runs. Targets (issue 29): F1 ≥ 0.85, grouping precision
 *   ≥ 0.9, a 10-page paper split and grouped in ≤ 2 s of worker time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { segmentQuestions } = require('../dist/questions/segment-questions.js');
const { groupQuestions } = require('../dist/questions/group-questions.js');
const { groupingScores, segmentationScores } = require('../dist/questions/question-bank-scores.js');

const cpuMs = (work) => {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (x) => `${(100 * x).toFixed(0)} %`;

export function benchQuestions() {
  const papers = JSON.parse(readFileSync(join(here, '..', 'test', 'fixtures', 'question-bank', 'papers.json'), 'utf8'));
  const prefixed = (p, q) => ({ ...q, number: `${p.id}#${q.number}` });
  const found = papers.flatMap((p) => segmentQuestions(p.pages).map((q) => prefixed(p, q)));
  const truth = papers.flatMap((p) => p.questions.map((q) => prefixed(p, q)));
  const segmentation = segmentationScores(found, truth);
  const rows = [
    [
      'segmentation (number, page, marks)',
      'F1 ≥ 0.85',
      `P ${pct(segmentation.precision)} R ${pct(segmentation.recall)} F1 ${segmentation.f1.toFixed(2)}`,
      segmentation.f1 >= 0.85,
    ],
  ];
  for (const subject of new Set(papers.map((p) => p.subject))) {
    const conceptOf = new Map();
    const inputs = papers
      .filter((p) => p.subject === subject)
      .flatMap((p) => {
        const concepts = new Map(p.questions.map((q) => [q.number, q.concept]));
        return segmentQuestions(p.pages).flatMap((q) => {
          const concept = concepts.get(q.number);
          if (!concept) return [];
          conceptOf.set(`${p.id}#${q.number}`, concept);
          return [{ id: `${p.id}#${q.number}`, text: q.text }];
        });
      });
    const s = groupingScores(groupQuestions(inputs), conceptOf);
    rows.push([
      `grouping: ${subject}`,
      'precision ≥ 0.9',
      `P ${pct(s.precision)} R ${pct(s.recall)}`,
      s.precision >= 0.9,
    ]);
  }
  // A 10-page paper: five papers' pages laid end to end (two pages each), renumbered questions and all.
  const tenPages = papers.slice(0, 5).flatMap((p) => p.pages);
  const split = median(Array.from({ length: 20 }, () => cpuMs(() => segmentQuestions(tenPages))));
  const all = papers.flatMap((p) => segmentQuestions(p.pages).map((q, i) => ({ id: `${p.id}#${i}`, text: q.text })));
  const group = median(Array.from({ length: 20 }, () => cpuMs(() => groupQuestions(all))));
  rows.push(['split a 10-page paper (CPU)', '≤ 2 s with grouping', `${split.toFixed(2)} ms`, split + group <= 2000]);
  rows.push([
    `group ${all.length} questions (CPU)`,
    '≤ 2 s with splitting',
    `${group.toFixed(2)} ms`,
    split + group <= 2000,
  ]);
  console.log('\nQuestion bank (labelled set: %d papers, %d questions)', papers.length, truth.length);
  console.log('| measure | goal | figure | |\n|---|---|---|---|');
  for (const [measure, goal, figure, ok] of rows)
    console.log(`| ${measure} | ${goal} | ${figure} | ${ok ? '✔' : '✘'} |`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) benchQuestions();
