/**
 * `npm run bench:ocr` (builds, then runs this file), or `import { benchOcr } from './ocr.mjs'`:
 * what OCR of scanned pages costs and how well it reads, with the built app's own code.
 *
 * 1. Generated scans, one A4 page each at 150 dpi (an image, no text layer): four printed exam
 *    papers in different fonts and sizes, one "phone photo" (grey paper, rotated 2°, blurred,
 *    specks), and one in simulated handwriting (no handwriting font is installed here: oblique
 *    glyphs, each with its own size, slant, rotation and baseline, in blue ink). Each is read by
 *    PdfRenderer.readText (dist/documents/pipeline/pdf-preview.js) — the text job's code: drawing the page
 *    in the renderer's child and recognising it there with tesseract.js. Printed: seconds per page
 *    (recognition only, and wall time with drawing), median and max; word accuracy = the share of
 *    the page's words (lower-cased, letters and digits) found in the recognised text, counted as a
 *    bag of words (so order and extra words do not matter).
 * 2. Unless BENCH_OCR_API=0: the API's latency while a worker recognises. A scratch PostgreSQL
 *    database on BENCH_DATABASE_URL's server, Redis at BENCH_REDIS_URL, `node dist/main.js` twice —
 *    ROLE=api and ROLE=worker, sharing DATA_DIR (local-disk objects) — and an open-loop load
 *    (autocannon, a fixed offered rate: BENCH_OCR_RATE req/s, default 50) on GET /api/documents:
 *    first with the worker idle, then while it recognises BENCH_OCR_DOCS (default 6) uploaded
 *    scans of 2 pages each. p50/p99/max of each run are printed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';
import { openLoop } from './load.mjs';
import { loginCookie, memorySource } from './pdf.mjs';
import { createScratchDatabase, waitUntil } from '../test/load/services.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const backend = join(here, '..');
const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A4 at 150 dpi. */
const WIDTH = 1240;
const HEIGHT = 1754;

const PAPER = [
  'B.Tech End Semester Examination, November 2024',
  'Course: CS201 Data Structures and Algorithms',
  'Time: 3 hours                    Maximum marks: 100',
  'Answer any five questions. All questions carry equal marks.',
  'Q1. (a) Explain the difference between a stack and a queue with examples.',
  '(b) Write an algorithm to reverse a singly linked list in place.',
  'Q2. Derive the time complexity of merge sort using the recurrence relation.',
  'Q3. What is a binary search tree? Insert the keys 50, 30, 70, 20, 40, 60, 80',
  'into an empty tree and show the tree after each insertion.',
  'Q4. Describe breadth first search and depth first search on a graph.',
  'Q5. Explain hashing with chaining and open addressing. Compare their costs.',
  'Q6. Write short notes on any two: (i) heap sort (ii) AVL trees (iii) tries.',
  'Q7. Find the shortest paths from vertex A using Dijkstra algorithm.',
  'Q8. Prove that a complete binary tree with n nodes has height log n.',
];

const PRINTED = [
  { name: 'printed, Liberation Serif 12 pt', font: '"Liberation Serif"', pt: 12 },
  { name: 'printed, Liberation Sans 11 pt', font: '"Liberation Sans"', pt: 11 },
  { name: 'printed, DejaVu Serif 10 pt', font: '"DejaVu Serif"', pt: 10 },
  { name: 'printed, Liberation Mono 10 pt', font: '"Liberation Mono"', pt: 10 },
];

/** Deterministic randomness, so every run draws the same scans. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const px = (pt) => Math.round((pt * 150) / 72);

function paper(fill = 'white') {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  g.fillStyle = fill;
  g.fillRect(0, 0, WIDTH, HEIGHT);
  return { canvas, g };
}

function printedScan({ font, pt }) {
  const { canvas, g } = paper();
  g.fillStyle = 'black';
  g.font = `${px(pt)}px ${font}`;
  PAPER.forEach((line, n) => g.fillText(line, 120, 200 + n * px(pt) * 1.8));
  return canvas;
}

/** A phone photo of a printed page: grey paper, rotated, blurred (drawn small, scaled up), specks. */
function photoScan() {
  const rnd = random(7);
  const sharp = paper('#e4e1da');
  sharp.g.translate(WIDTH / 2, HEIGHT / 2);
  sharp.g.rotate((2 * Math.PI) / 180);
  sharp.g.translate(-WIDTH / 2, -HEIGHT / 2);
  sharp.g.fillStyle = '#2b2b2b';
  sharp.g.font = `${px(11)}px "Liberation Serif"`;
  PAPER.forEach((line, n) => sharp.g.fillText(line, 120, 200 + n * px(11) * 1.8));
  const small = createCanvas(Math.round(WIDTH * 0.6), Math.round(HEIGHT * 0.6));
  small.getContext('2d').drawImage(sharp.canvas, 0, 0, small.width, small.height);
  const { canvas, g } = paper();
  g.drawImage(small, 0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 6000; i += 1) {
    g.fillStyle = rnd() < 0.5 ? 'rgba(40,40,40,0.5)' : 'rgba(255,255,255,0.6)';
    g.fillRect(rnd() * WIDTH, rnd() * HEIGHT, 1 + rnd() * 2, 1 + rnd() * 2);
  }
  // A shadow across the bottom, as from a hand holding the phone.
  const shade = g.createLinearGradient(0, HEIGHT * 0.7, 0, HEIGHT);
  shade.addColorStop(0, 'rgba(0,0,0,0)');
  shade.addColorStop(1, 'rgba(0,0,0,0.25)');
  g.fillStyle = shade;
  g.fillRect(0, 0, WIDTH, HEIGHT);
  return canvas;
}

/**
 * Simulated handwriting: every glyph with its own size, slant, rotation and baseline, letters
 * crowding one another, in blue ink; then the whole line warped (columns and rows shifted by
 * slow waves), since hands do not keep straight strokes. Still typed glyph shapes underneath: it
 * flatters OCR compared with real handwriting.
 */
function handwritingScan() {
  const rnd = random(11);
  const { canvas, g } = paper('#fbfbf7');
  PAPER.forEach((line, n) => {
    const strip = createCanvas(WIDTH, 90);
    const s = strip.getContext('2d');
    s.fillStyle = '#1d2a6b';
    let x = 110 + rnd() * 20;
    const slope = (rnd() - 0.5) * 0.03;
    for (const ch of line) {
      const size = 25 + rnd() * 10;
      s.save();
      s.translate(x, 60 + slope * (x - 110) + (rnd() - 0.5) * 8);
      s.rotate((rnd() - 0.5) * 0.2);
      s.transform(1, 0, -0.2 - rnd() * 0.2, 1, 0, 0); // slant
      s.font = `${size.toFixed(1)}px "DejaVu Sans"`;
      s.fillText(ch, 0, 0);
      x += s.measureText(ch).width * (0.82 + rnd() * 0.25);
      s.restore();
    }
    // Warp: each 4-px column moved up or down, then each 3-px row left or right, along waves.
    const phase = rnd() * Math.PI * 2;
    const warped = createCanvas(WIDTH, 90);
    const w = warped.getContext('2d');
    for (let cx = 0; cx < WIDTH; cx += 4) {
      w.drawImage(strip, cx, 0, 4, 90, cx, Math.sin(cx / 37 + phase) * 3.5, 4, 90);
    }
    for (let cy = 0; cy < 90; cy += 3) {
      g.drawImage(warped, 0, cy, WIDTH, 3, Math.sin(cy / 9 + phase) * 2.5, 150 + n * 62 + cy, WIDTH, 3);
    }
  });
  return canvas;
}

async function pdfOf(canvases) {
  const doc = await PDFDocument.create();
  doc.setTitle(`OCR bench ${randomBytes(6).toString('hex')}`);
  for (const canvas of canvases) {
    const image = await doc.embedPng(await canvas.encode('png'));
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
}

const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Share of the truth's words found in `recognised`, as bags of words. */
function wordAccuracy(truth, recognised) {
  const bag = new Map();
  for (const w of words(recognised)) bag.set(w, (bag.get(w) ?? 0) + 1);
  const expected = words(truth);
  let found = 0;
  for (const w of expected) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      found += 1;
      bag.set(w, n - 1);
    }
  }
  return expected.length === 0 ? 1 : found / expected.length;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Part 1: seconds per page and word accuracy, with the text job's own reader. */
async function recognitionBench(log) {
  const { PdfRenderer } = require(join(backend, 'dist', 'documents', 'pipeline', 'pdf-preview.js'));
  const renderer = new PdfRenderer({ log, niceness: 10 });
  const truth = PAPER.join('\n');
  const scans = [
    ...PRINTED.map((p) => ({ name: p.name, kind: 'printed', canvas: printedScan(p) })),
    { name: 'phone photo: grey, rotated 2°, blurred, specks', kind: 'photo', canvas: photoScan() },
    { name: 'simulated handwriting (jittered, warped glyphs)', kind: 'handwriting', canvas: handwritingScan() },
  ];
  const rows = [];
  try {
    // Warm: the child process and the tesseract worker start once per process (≈ 0.5 s + 0.2 s).
    await renderer.readText(memorySource(await pdfOf([printedScan({ font: '"Liberation Sans"', pt: 30 })])), {
      ocr: { maxPages: 1, pageTimeoutMs: 120_000 },
    });
    for (const scan of scans) {
      const pdf = await pdfOf([scan.canvas]);
      const started = performance.now();
      const read = await renderer.readText(memorySource(pdf), { ocr: { maxPages: 1, pageTimeoutMs: 120_000 } });
      const wall = (performance.now() - started) / 1000;
      const page = read.pages[0];
      const recognised = read.recognised[0];
      const row = {
        name: scan.name,
        kind: scan.kind,
        seconds: recognised?.seconds ?? NaN,
        wallSeconds: wall,
        confidence: recognised?.confidence ?? NaN,
        accuracy: wordAccuracy(truth, page?.ocr ?? ''),
      };
      rows.push(row);
      log(
        `  ${row.name.padEnd(50)} ${row.seconds.toFixed(2).padStart(6)} s  (wall ${row.wallSeconds.toFixed(2)} s)  ` +
          `confidence ${String(Math.round(row.confidence)).padStart(3)}  words ${(row.accuracy * 100).toFixed(1).padStart(5)} %`,
      );
    }
  } finally {
    await renderer.close();
  }
  const printed = rows.filter((r) => r.kind === 'printed');
  const summary = {
    rows,
    printed: {
      medianSeconds: median(printed.map((r) => r.seconds)),
      maxSeconds: Math.max(...printed.map((r) => r.seconds)),
      medianWallSeconds: median(printed.map((r) => r.wallSeconds)),
      maxWallSeconds: Math.max(...printed.map((r) => r.wallSeconds)),
      medianAccuracy: median(printed.map((r) => r.accuracy)),
    },
  };
  log(
    `Printed pages: median ${summary.printed.medianSeconds.toFixed(2)} s, max ${summary.printed.maxSeconds.toFixed(2)} s per page ` +
      `(with drawing: median ${summary.printed.medianWallSeconds.toFixed(2)} s, max ${summary.printed.maxWallSeconds.toFixed(2)} s); ` +
      `median word accuracy ${(summary.printed.medianAccuracy * 100).toFixed(1)} %`,
  );
  return summary;
}

const waitForHttp = (url) => waitUntil(url, async () => (await fetch(url)).ok, 90_000);

function startApp(role, port, env) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/main.js'], {
    cwd: backend,
    env: { ...process.env, ...env, ROLE: role, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function upload(base, cookie, fields, pdf) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'scan.pdf');
  const res = await fetch(`${base}/api/notes`, { method: 'POST', headers: { cookie }, body: form });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()).data._id;
}

const latency = (r) =>
  `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms ` +
  `(${r.ok}/${r.requests} ok, ${r.late ?? 0} sent late)`;

/** Part 2: GET /api/documents under a fixed offered rate, with the worker idle and then recognising. */
async function apiBench(log, options) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const scratch = await createScratchDatabase(adminUrl, 'ocrbench');
  const dbUrl = scratch.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-ocrbench-'));
  const apiPort = 3800 + Math.floor(Math.random() * 90);
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'ocr-bench@example.test',
    ADMIN_PASSWORD: 'ocr-bench-password',
    // Both processes share DATA_DIR: secrets given here, not generated by each.
    JWT_ACCESS_SECRET: randomBytes(24).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(24).toString('hex'),
    OCR: 'on',
    S3_ENDPOINT: '',
    SMTP_URL: '',
  };
  let api;
  let worker;
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  try {
    api = startApp('api', apiPort, env);
    const base = `http://127.0.0.1:${apiPort}`;
    await waitForHttp(`${base}/api/health`);
    worker = startApp('worker', apiPort + 100, env);
    await waitForHttp(`http://127.0.0.1:${apiPort + 100}/api/health`);

    const cookie = await loginCookie(base, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    const { rows } = await pool.query(
      `select co.college_name, c.course_name, b.branch_name, s.name, s.year from subjects s
         join branches b on b.id = s.branch_id join courses c on c.id = s.course_id join colleges co on co.id = s.college_id
        order by s.name limit 1`,
    );
    const [subject] = rows;
    const fields = (title) => ({
      title,
      description: 'OCR benchmark scan',
      college: subject.college_name,
      course: subject.course_name,
      branch: subject.branch_name,
      subject: subject.name,
      year: String(subject.year),
    });

    const target = { base, requests: [{ path: '/api/documents' }], ok: [200] };
    await openLoop(target, { rate: options.rate, seconds: 3 }); // warm-up
    const idle = await openLoop(target, { rate: options.rate, seconds: options.seconds });
    log(`  worker idle:        ${latency(idle)}`);

    const pages = options.docs * 2;
    for (let i = 0; i < options.docs; i += 1) {
      const pdf = await pdfOf([
        printedScan(PRINTED[i % PRINTED.length]),
        printedScan(PRINTED[(i + 1) % PRINTED.length]),
      ]);
      await upload(base, cookie, fields(`OCR bench scan ${i}`), pdf);
    }
    const pending = async () =>
      Number((await pool.query(`select count(*)::int as n from documents where text_source is null`)).rows[0].n);
    await sleep(1500); // let the thumbnails jobs run and the ocr jobs start
    const started = performance.now();
    const busy = await openLoop(target, { rate: options.rate, seconds: options.seconds });
    const stillPending = await pending();
    log(`  worker recognising: ${latency(busy)}`);
    log(
      `  (${pages} pages uploaded; ${stillPending} of ${options.docs} documents still waiting for OCR when the run ended)`,
    );
    while ((await pending()) > 0 && performance.now() - started < 300_000) await sleep(500);
    const ocrSeconds = (performance.now() - started) / 1000;
    const { rows: sources } = await pool.query(`select text_source, count(*)::int as n from documents group by 1`);
    log(`  all OCR done ${ocrSeconds.toFixed(0)} s after the busy run began; text sources: ${JSON.stringify(sources)}`);
    return { rate: options.rate, seconds: options.seconds, idle, busy, pages, busyThroughout: stillPending > 0 };
  } finally {
    await Promise.all([stop(worker), stop(api)]);
    await pool.end();
    await scratch.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the benchmark; returns the figures (and prints them through `log`). */
export async function benchOcr({
  log = console.log,
  api = process.env.BENCH_OCR_API !== '0',
  rate = Number(process.env.BENCH_OCR_RATE ?? 50),
  seconds = Number(process.env.BENCH_OCR_SECONDS ?? 15),
  docs = Number(process.env.BENCH_OCR_DOCS ?? 6),
} = {}) {
  log(
    `OCR benchmark — ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, Node ${process.version}, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  log('\nRecognition, one A4 page at 150 dpi each (tesseract.js 7, eng 4.0.0_best_int, in the renderer child):');
  const recognition = await recognitionBench(log);
  let apiResult;
  if (api) {
    log(`\nGET /api/documents at ${rate} req/s (open loop) for ${seconds} s, ROLE=api beside a ROLE=worker:`);
    apiResult = await apiBench(log, { rate, seconds, docs });
  }
  return { recognition, api: apiResult };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchOcr().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
