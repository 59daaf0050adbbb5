/**
 * `node bench/smart-upload.mjs` (after `tsc`; `npm run bench` runs it as its last part, BENCH_SMART=0
 * skips it), or `import { benchSmartUpload } from './smart-upload.mjs'`: how well the upload
 * analysis (issue 26) reads the smart-upload fixture set (test/fixtures/smart-upload/generate.mjs),
 * with the built app's own code.
 *
 * 1. The fixtures are generated into a temp directory (50 PDFs: text PDFs, 150 dpi scans — three fed in turned —, phone photos).
 * 2. Each is read as the analysis job reads it: PdfRenderer.readText — the text layer, and OCR of
 *    page 1 when it has none (ocr maxPages 1) — then suggestFields on pages 1–2 with the demo
 *    catalogue plus the fixtures' codes and aliases. Analysis time = the read + suggestFields,
 *    wall clock, one file at a time; p50/p95 printed for text PDFs and scans apart.
 * 3. Per field (subject top-1, college, course, branch, year, exam type, exam year, type): right,
 *    wrong, left empty (an empty answer is right only where the paper has no value: a note's exam
 *    type). Targets: subject ≥ 80 %, college ≥ 90 %, exam year ≥ 90 %, type ≥ 90 %.
 * 4. Near-duplicates over every pair of fixtures: the MinHash similarity of page 1's text and the
 *    dHash similarity of page 1's thumbnail, each against the 0.85 threshold; the true pairs are the
 *    rescans (`rescanOf`). Precision and recall of each, and the pairs' and the others' figures.
 *
 * 5. Orientation (issue 26): how far page 1 shows turned — a scan's image turn (labels' `turn`,
 *    or its upside-down `rotate`), else its /Rotate — against what the thumbnail drew (render with
 *    OCR on) and what the analysis found (readText with orientPages 2: PAGES.ROTATED), and the CPU
 *    seconds the detection took per scan page, upright and turned apart.
 *
 * BENCH_SMART_VERBOSE=1 lists every miss; BENCH_SMART_DUMP=<file> writes the texts read and the catalogue.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { memorySource } from './pdf.mjs';
import { generate } from '../test/fixtures/smart-upload/generate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const backend = join(here, '..');
const require = createRequire(import.meta.url);
const dist = (path) => require(join(backend, 'dist', path));

export const SMART_TARGETS = { subject: 0.8, college: 0.9, examYear: 0.9, type: 0.9 };

function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function pixelsOfPng(png) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const { data } = g.getImageData(0, 0, image.width, image.height);
  return { data, width: image.width, height: image.height, channels: 4 };
}

function pairFigures(items, simOf, truth, threshold) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const pairs = [];
  let othersMax = 0;
  let othersMaxPair = '';
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const sim = simOf(items[i], items[j]);
      if (sim === undefined) continue;
      const same = truth(items[i], items[j]);
      const hit = sim >= threshold;
      if (same) pairs.push({ a: items[i].id, b: items[j].id, sim });
      else if (sim > othersMax) {
        othersMax = sim;
        othersMaxPair = `${items[i].id} ~ ${items[j].id}`;
      }
      if (same && hit) tp += 1;
      else if (!same && hit) fp += 1;
      else if (same && !hit) fn += 1;
    }
  }
  return {
    precision: tp + fp ? tp / (tp + fp) : NaN,
    recall: tp + fn ? tp / (tp + fn) : NaN,
    tp,
    fp,
    fn,
    pairs,
    othersMax,
    othersMaxPair,
  };
}

export async function benchSmartUpload({ log = console.log } = {}) {
  const { PdfRenderer, ORIENT_CPU_MS } = dist('documents/pipeline/pdf-preview.js');
  const { suggestFields } = dist('uploads/analysis/suggest.js');
  const { answerOf, demoMatchCatalogue, FIELDS, score: scoreRows } = dist('uploads/analysis/fixture-scoring.js');
  const sig = dist('uploads/analysis/signature.js');
  const dir = mkdtempSync(join(tmpdir(), 'papershelf-smart-'));
  // As the worker runs with OCR on: a scan's page 1 turned upright for its thumbnail.
  const renderer = new PdfRenderer({ log: () => undefined, niceness: 10, orient: { cpuMs: ORIENT_CPU_MS } });
  const verbose = process.env.BENCH_SMART_VERBOSE === '1';
  const dump = process.env.BENCH_SMART_DUMP ? {} : undefined;
  try {
    const labels = await generate(dir);
    const catalogue = demoMatchCatalogue(labels.catalogueExtras);
    log(
      `Smart upload: ${labels.fixtures.length} fixtures (${labels.fixtures.filter((f) => f.kind === 'scan').length} scans), ${dir}`,
    );
    // Warm: the child and the OCR engine start once per process.
    await renderer.readText(
      memorySource(readFileSync(join(dir, labels.fixtures.find((f) => f.kind === 'scan').file))),
      {
        ocr: { maxPages: 1, pageTimeoutMs: 120_000 },
      },
    );
    const rows = [];
    for (const fixture of labels.fixtures) {
      const bytes = readFileSync(join(dir, fixture.file));
      const started = performance.now();
      // As the analysis job reads it: OCR of page 1, pages 1–2 checked for a turned scan.
      const read = await renderer.readText(memorySource(bytes), {
        ocr: { maxPages: 1, pageTimeoutMs: 120_000 },
        orientPages: 2,
      });
      const readMs = performance.now() - started;
      const pages = read.pages.slice(0, 2).map((p) => (p.ocr !== undefined ? p.ocr : p.pdf));
      const t0 = performance.now();
      const suggestion = suggestFields(pages, catalogue);
      const suggestMs = performance.now() - t0;
      if (dump) dump[fixture.id] = { pages, expected: fixture.expected };
      const preview = await renderer.render(memorySource(bytes));
      const row = {
        id: fixture.id,
        kind: fixture.kind,
        fixture,
        expected: fixture.expected,
        answer: answerOf(suggestion),
        ms: readMs + suggestMs,
        suggestMs,
        signature: sig.textSignature(pages[0] ?? ''),
        dhash: sig.dHash(await pixelsOfPng(preview.png)),
        // How far page 1 shows turned: the truth (a scan's image turn, else its /Rotate), what the
        // thumbnail found, what the analysis found (PAGES.ROTATED), and the detection's CPU.
        turn: {
          expected: fixture.turn ?? fixture.rotate,
          thumbnail: preview.shownTurn,
          analysis: read.pages[0]?.rotate ?? 0,
          seconds: preview.orientSeconds,
        },
      };
      rows.push(row);
      const misses = FIELDS.filter((f) => row.answer[f] !== row.expected[f]);
      if (verbose && misses.length) {
        log(
          `  ${fixture.id.padEnd(16)} ${misses.map((f) => `${f}: ${row.answer[f]} ≠ ${row.expected[f]}`).join('; ')}`,
        );
      }
    }
    const summary = { fixtures: rows.length, fields: {}, byKind: {}, timing: {}, duplicates: {} };
    const all = scoreRows(rows);
    for (const kind of ['text', 'scan']) summary.byKind[kind] = scoreRows(rows.filter((r) => r.kind === kind));
    // Layouts written after the rules were tuned (labels' `holdout`): what a new layout can expect.
    summary.byKind.holdout = scoreRows(rows.filter((r) => r.fixture.holdout));
    const pct = (s) => `${((100 * s.correct) / s.total).toFixed(0)} %`;
    const held = rows.filter((r) => r.fixture.holdout).length;
    log(`  field        all (right/wrong/empty)   text PDFs   scans   held-out (${held})   target`);
    for (const field of FIELDS) {
      const s = all[field];
      summary.fields[field] = { ...s, accuracy: s.correct / s.total, target: SMART_TARGETS[field] };
      log(
        `  ${field.padEnd(10)} ${pct(s).padStart(6)} (${s.correct}/${s.wrong}/${s.empty})`.padEnd(40) +
          `${pct(summary.byKind.text[field]).padStart(6)}  ${pct(summary.byKind.scan[field]).padStart(6)}` +
          `  ${pct(summary.byKind.holdout[field]).padStart(6)} (${summary.byKind.holdout[field].wrong} wrong)` +
          `${SMART_TARGETS[field] ? `   ≥ ${SMART_TARGETS[field] * 100} % ${s.correct / s.total >= SMART_TARGETS[field] ? '✔' : '✘'}` : ''}`,
      );
    }
    for (const kind of ['text', 'scan']) {
      const ms = rows.filter((r) => r.kind === kind).map((r) => r.ms);
      summary.timing[kind] = { n: ms.length, p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95) };
    }
    const suggestMs = rows.map((r) => r.suggestMs);
    summary.timing.suggestFields = { p50Ms: percentile(suggestMs, 50), maxMs: Math.max(...suggestMs) };
    log(
      `  analysis time (read + suggest): text PDFs p50 ${summary.timing.text.p50Ms.toFixed(0)} ms, p95 ${summary.timing.text.p95Ms.toFixed(0)} ms; ` +
        `scans (OCR of page 1) p50 ${(summary.timing.scan.p50Ms / 1000).toFixed(1)} s, p95 ${(summary.timing.scan.p95Ms / 1000).toFixed(1)} s; ` +
        `suggestFields alone p50 ${summary.timing.suggestFields.p50Ms.toFixed(2)} ms, max ${summary.timing.suggestFields.maxMs.toFixed(2)} ms`,
    );
    // Orientation (issue 26): page 1 of every fixture; scans go by OCR (orientation.ts), text by its direction.
    summary.orientation = {};
    for (const kind of ['text', 'scan']) {
      const of = rows.filter((r) => r.kind === kind);
      const turned = of.filter((r) => r.turn.expected !== 0);
      const right = (r, by) => r.turn[by] === r.turn.expected;
      summary.orientation[kind] = {
        n: of.length,
        turned: turned.length,
        thumbnailRight: of.filter((r) => right(r, 'thumbnail')).length,
        analysisRight: of.filter((r) => right(r, 'analysis')).length,
        turnedRight: turned.filter((r) => right(r, 'thumbnail')).length,
      };
      const o = summary.orientation[kind];
      log(
        `  orientation, ${kind === 'text' ? 'text PDFs' : 'scans'}: thumbnail upright ${o.thumbnailRight}/${o.n}, ` +
          `analysis (PAGES.ROTATED) right ${o.analysisRight}/${o.n}; of the ${o.turned} turned, ${o.turnedRight} drawn upright`,
      );
      if (verbose)
        for (const r of of.filter((r) => !right(r, 'thumbnail') || !right(r, 'analysis')))
          log(`    ${r.id}: turned ${r.turn.expected}, thumbnail ${r.turn.thumbnail}, analysis ${r.turn.analysis}`);
    }
    const cpu = (list) => list.map((r) => r.turn.seconds).filter((x) => x !== undefined);
    const scans = rows.filter((r) => r.kind === 'scan');
    const uprightCpu = cpu(scans.filter((r) => r.turn.expected === 0));
    const turnedCpu = cpu(scans.filter((r) => r.turn.expected !== 0));
    summary.orientation.cpu = {
      uprightP50: percentile(uprightCpu, 50),
      uprightMax: Math.max(...uprightCpu),
      turnedP50: percentile(turnedCpu, 50),
      turnedMax: Math.max(...turnedCpu),
    };
    const c = summary.orientation.cpu;
    log(
      `  orientation detection CPU per scan page (thumbnail): upright p50 ${c.uprightP50.toFixed(2)} s, max ${c.uprightMax.toFixed(2)} s; ` +
        `turned p50 ${c.turnedP50.toFixed(2)} s, max ${c.turnedMax.toFixed(2)} s`,
    );
    const truth = (a, b) => a.fixture.rescanOf === b.id || b.fixture.rescanOf === a.id;
    const text = pairFigures(
      rows,
      (a, b) => (a.signature && b.signature ? sig.similarity(a.signature, b.signature) : undefined),
      truth,
      sig.NEAR_DUPLICATE_THRESHOLD,
    );
    const image = pairFigures(
      rows,
      (a, b) => sig.hashSimilarity(a.dhash, b.dhash),
      truth,
      sig.NEAR_DUPLICATE_THRESHOLD,
    );
    for (const [name, f] of [
      ['text MinHash (page 1)', text],
      ['page dHash (64 bit)', image],
    ]) {
      summary.duplicates[name] = f;
      log(
        `  near-duplicates by ${name}: precision ${(100 * f.precision).toFixed(0)} %, recall ${(100 * f.recall).toFixed(0)} % ` +
          `(${f.tp} found, ${f.fp} false, ${f.fn} missed); rescan pairs ${f.pairs.map((p) => p.sim.toFixed(2)).join(' ')}; ` +
          `highest other pair ${f.othersMax.toFixed(2)} (${f.othersMaxPair})`,
      );
    }
    if (dump) writeFileSync(process.env.BENCH_SMART_DUMP, JSON.stringify({ catalogue, dump }, null, 1));
    return summary;
  } finally {
    await renderer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchSmartUpload()
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
