/**
 * `npm run bench:questions` (builds, then runs this file), or `import { benchQuestions } from
 * './questions.mjs'` (npm run bench prints it too): the question bank's accuracy on the labelled set
 * (test/fixtures/question-bank/papers.json, written by hand: 15 papers over 3 subjects, repeats
 * reworded across years) and its cost, with the built app's own code (dist/questions).
 *
 * Each for the text papers and, apart, for their scans (scans.json: the same papers printed as
 * image-only A4 pages and read by the text job's OCR, see test/fixtures/question-bank/scan.mjs):
 * - Segmentation: precision, recall and F1 of the questions found (number, page and marks right).
 * - Grouping, per subject: pairwise precision (no false merges) and recall (repeats found).
 * - A 10-page scan read by OCR, split and grouped: the worker's CPU (BENCH_QUESTIONS_OCR=0 skips it).
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

const readSet = (name) => JSON.parse(readFileSync(join(here, '..', 'test', 'fixtures', 'question-bank', name), 'utf8'));

/** Segmentation and per-subject grouping rows of one half of the set (`kind`: text or scans). */
function accuracyRows(papers, kind) {
  const prefixed = (p, q) => ({ ...q, number: `${p.id}#${q.number}` });
  const found = papers.flatMap((p) => segmentQuestions(p.pages).map((q) => prefixed(p, q)));
  const truth = papers.flatMap((p) => p.questions.map((q) => prefixed(p, q)));
  const segmentation = segmentationScores(found, truth);
  const rows = [
    [
      `${kind}: segmentation (number, page, marks)`,
      kind === 'text' ? 'F1 ≥ 0.85' : '(no target)',
      `P ${pct(segmentation.precision)} R ${pct(segmentation.recall)} F1 ${segmentation.f1.toFixed(2)}`,
      kind === 'text' ? segmentation.f1 >= 0.85 : true,
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
      `${kind}: grouping, ${subject}`,
      kind === 'text' ? 'precision ≥ 0.9' : '(no target)',
      `P ${pct(s.precision)} R ${pct(s.recall)}`,
      kind === 'text' ? s.precision >= 0.9 : true,
    ]);
  }
  return rows;
}

/**
 * The worker's CPU for a 10-page scanned paper: five scanned papers of the set (two pages each)
 * drawn again as one image-only PDF and read by the text job's OCR (PdfRenderer.readText, CPU
 * seconds of its child), then split and grouped with the subject's questions.
 */
async function scannedPaperSeconds(papers) {
  const { PdfRenderer } = require('../dist/documents/pipeline/pdf-preview.js');
  const { imagePdf, memorySource, scanPage, LOOKS } = await import('../test/fixtures/question-bank/scan.mjs');
  const pages = papers
    .slice(0, 5)
    .flatMap((p, i) => p.pages.map((text, n) => scanPage(text.split('\n'), LOOKS[i], 100 * i + n + 1)));
  const renderer = new PdfRenderer({ log: () => undefined, niceness: 10 });
  try {
    const read = await renderer.readText(memorySource(await imagePdf(pages)), {
      ocr: { maxPages: 10, pageTimeoutMs: 120_000 },
    });
    const texts = [...read.pages].sort((x, y) => x.page - y.page).map((p) => [p.pdf, p.ocr ?? ''].join('\n'));
    let questions = [];
    const split = cpuMs(() => {
      questions = segmentQuestions(texts);
    });
    return { ocrSeconds: read.ocrSeconds, pages: read.pages.length, split, questions: questions.length };
  } finally {
    await renderer.close();
  }
}

export async function benchQuestions() {
  const papers = readSet('papers.json');
  const scans = readSet('scans.json');
  const rows = [...accuracyRows(papers, 'text'), ...accuracyRows(scans, 'scans')];
  // A 10-page paper: five papers' pages laid end to end (two pages each), renumbered questions and all.
  const tenPages = papers.slice(0, 5).flatMap((p) => p.pages);
  const split = median(Array.from({ length: 20 }, () => cpuMs(() => segmentQuestions(tenPages))));
  const all = papers.flatMap((p) => segmentQuestions(p.pages).map((q, i) => ({ id: `${p.id}#${i}`, text: q.text })));
  const group = median(Array.from({ length: 20 }, () => cpuMs(() => groupQuestions(all))));
  rows.push([
    'text: split a 10-page paper (CPU)',
    '≤ 2 s with grouping',
    `${split.toFixed(2)} ms`,
    split + group <= 2000,
  ]);
  rows.push([
    `group ${all.length} questions (CPU)`,
    '≤ 2 s with splitting',
    `${group.toFixed(2)} ms`,
    split + group <= 2000,
  ]);
  if (process.env.BENCH_QUESTIONS_OCR !== '0') {
    const scan = await scannedPaperSeconds(scans);
    const worker = scan.ocrSeconds + (scan.split + group) / 1000;
    rows.push([
      `scans: a ${scan.pages}-page scan, OCR + split + group (CPU)`,
      '≤ 2 s (the issue counts splitting and grouping)',
      `${worker.toFixed(1)} s (OCR ${scan.ocrSeconds.toFixed(1)} s, split ${scan.split.toFixed(2)} ms, ${scan.questions} questions)`,
      (scan.split + group) / 1000 <= 2,
    ]);
  }
  console.log(
    '\nQuestion bank (labelled set: %d text papers and their %d scans, %d questions each)',
    papers.length,
    scans.length,
    papers.reduce((n, p) => n + p.questions.length, 0),
  );
  console.log('| measure | goal | figure | |\n|---|---|---|---|');
  for (const [measure, goal, figure, ok] of rows)
    console.log(`| ${measure} | ${goal} | ${figure} | ${ok ? '✔' : '✘'} |`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchQuestions();
