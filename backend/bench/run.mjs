/**
 * `npm run bench -w backend` (after `tsc`): the built app under load, next to bare ceilings running
 * the same SQL, on one machine in one run.
 *
 * 1. A scratch PostgreSQL database (created and dropped here) on BENCH_DATABASE_URL's server
 *    (default postgres://postgres@127.0.0.1:5432/test), migrated, seeded with BENCH_DOCS (100 000)
 *    documents with text; a rare word (`quokka`) in 20 of them, spread over the feed.
 * 2. `node dist/main.js` against it (local-disk storage in a temp DATA_DIR); its RSS 3 s after start
 *    and after BENCH_IDLE_SECONDS (30) idle. BENCH_PDFS (8) small PDFs uploaded through the API for the viewer's Range reads.
 * 3. bare.mjs in a process of its own: node:http + pg answering the same routes with the same SQL
 *    (bare-sql.mjs), and a Fastify + @fastify/multipart streamed-upload ceiling. Before any load,
 *    every scenario's app and bare answers are compared (same documents, same bytes).
 * 4. Per scenario — feed page 1, page 500 (cursor), filtered pages, wizard lookups, searches, the
 *    viewer's Range read — closed loop (50 connections, BENCH_SECONDS each, after a warm-up): app
 *    and bare req/s, BENCH_ROUNDS (3) rounds in turn, each side's median round; then open loop at
 *    50 % of the bare's req/s (or the rate a scenario's goal names, `openRate`: suggest 500, the
 *    subject page 200), offered to both, in rounds too (each side's median p99): p50/p99/errors.
 *    Issues 28 and 29 add a misspelt search (the correction path), suggest, and a subject's
 *    most-asked questions (seedQuestions: 400 questions over 40 papers of the bench subject).
 * 5. BENCH_UPLOAD_MB (200) MiB PDFs uploaded to the bare ceiling and the app in turn (3 + 2):
 *    MiB/s, ratio, the app's RSS growth; each thumbnail job's time, with the latency of requests
 *    made from the upload's start until it is ready; the preview renderer's median over 20 small PDFs.
 * 6. A table (measure | goal | figure | ✔/✘), the same as Markdown, and JSON in BENCH_OUT
 *    (default bench/last-run.json).
 * 7. After it, OCR's cost (bench/ocr.mjs) and the upload analysis's accuracy on the smart-upload
 *    fixture set (bench/smart-upload.mjs; BENCH_SMART=0 skips it, and the question bank's below),
 *    and the question bank's accuracy on its labelled set (bench/questions.mjs), added to the JSON.
 *
 * BENCH_DOCS=5000 BENCH_SECONDS=2 for a quick run; BENCH_ONLY=feed-1,search-common to run some
 * scenarios only; BENCH_KEEP_DB=1 keeps the database, BENCH_DB=<name> runs on a kept one (no seeding);
 * BENCH_CHECK_ONLY=1 stops after comparing the answers; BENCH_SEARCH_SQL=walk|tiered|rank picks the bare search SQL (default: what the built app does).
 */
import { fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { closedLoop, openLoop } from './load.mjs';
import { loginCookie, memoryOf, memorySource, rssOf, textPdf, uploadFile, writePaddedPdf } from './pdf.mjs';
import { waitUntil } from '../test/load/services.mjs';
import { benchOcr } from './ocr.mjs';
import { benchSmartUpload } from './smart-upload.mjs';
import { benchQuestions } from './questions.mjs';
import { printReport } from './report.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const backend = join(here, '..');
const require = createRequire(import.meta.url);
let DOCS = Number(process.env.BENCH_DOCS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? Math.min(2, SECONDS));
const CONNECTIONS = 50;
const OPEN_SHARE = 0.5;
/** Closed-loop rounds per scenario, app and bare in turn (see the scenario loop). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const BIG_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const PDFS = Number(process.env.BENCH_PDFS ?? 8);
/**
 * RSS is read 3 s after start and again after BENCH_IDLE_SECONDS (30) with no request: V8's memory
 * reducer gives back the start-up's young generation and garbage once the process has been idle
 * ≈ 15 s (measured: 140 → 109 MiB between 12 and 20 s), so "at idle" is the second figure.
 */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const START_SECONDS = Math.min(3, IDLE_SECONDS);
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : undefined;
const OUT = resolve(process.env.BENCH_OUT ?? join(here, 'last-run.json'));
const RARE_WORD = 'quokka';
const RARE_DOCS = 20;
/** Issue 28's typo row: `semaphore` and `kernel` misspelt (neither a prefix of an indexed word). */
const TYPO = 'semaphroe kernal';
/** Issue 28's suggest row: the seeded subjects' names start with it. */
const SUGGEST_PREFIX = 'subj';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_DB: an existing database seeded by an earlier run (BENCH_KEEP_DB=1), used as it is and kept. */
const REUSE_DB = process.env.BENCH_DB;
const dbName = REUSE_DB ?? `papershelf_bench_${Date.now().toString(36)}`;
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-bench-'));
/** Scenarios whose catalogue reads the app keeps (catalogue-cache.ts); also run on the bare with that cache. */
const CATALOGUE_GROUPS = ['filtered', 'wizard', 'suggest'];
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-password-123' };

const log = (...args) => console.log(...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const MiB = 1024 * 1024;

const WORDS = (
  'algorithm matrix entropy kernel semaphore compiler lexer parser graph tree heap queue stack thermodynamics ' +
  'circuit voltage current transistor amplifier signal fourier laplace integral derivative calculus algebra ' +
  'probability statistics regression network protocol packet routing database transaction index query ' +
  'relational normalization optics quantum mechanics momentum energy force friction torque stress strain ' +
  'beam fluid pressure viscosity enzyme protein cell genetics evolution ecology economics market demand supply ' +
  'inflation accounting ledger contract tort constitution history geography climate soil irrigation'
).split(' ');

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: backend, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

/** The subject the filtered, wizard and question-bank rows read (one with papers). */
async function benchSubject(pool) {
  const [s] = (
    await pool.query(
      `select s.id, s.name, s.year, b.id as branch_id, b.branch_name, c.id as course_id, c.course_name,
              co.id as college_id, co.college_name
         from subjects s join branches b on b.id = s.branch_id join courses c on c.id = s.course_id
         join colleges co on co.id = s.college_id
        where exists (select 1 from documents d where d.subject_id = s.id and d.type = 'paper')
        order by (co.college_name = 'Bench College 3' and c.course_name = 'Course 2' and b.branch_name = 'Branch 2') desc,
                 s.year desc limit 1`,
    )
  ).rows;
  return s;
}

/** Questions a bench paper's questions are drawn from (issue 29's subject page): 25, each paper asks 10. */
const QUESTION_TOPICS = WORDS.slice(0, 25);
const QUESTION_PAPERS = 40;
const QUESTIONS_PER_PAPER = 10;

/**
 * The question bank's data (issue 29): QUESTION_PAPERS papers of the bench subject (their exam
 * years 2015–2024), each with QUESTIONS_PER_PAPER questions drawn from QUESTION_TOPICS' 25, so
 * each question comes back in about 16 papers, worded one of three ways.
 */
async function seedQuestions(pool) {
  const s = await benchSubject(pool);
  const { rows: papers } = await pool.query(
    `select id from documents where subject_id = $1 and type = 'paper' order by created_at desc, id desc limit ${QUESTION_PAPERS}`,
    [s.id],
  );
  const wording = [
    (w) => `Explain the ${w} with a neat diagram and give one example of its use.`,
    (w) => `Explain the ${w} with a neat diagram, and give an example of its use.`,
    (w) => `With a neat diagram, explain the ${w} and give one example of its use.`,
  ];
  const values = [];
  const params = [];
  papers.forEach((paper, i) => {
    for (let k = 0; k < QUESTIONS_PER_PAPER; k += 1) {
      const topic = QUESTION_TOPICS[(i * 7 + k * 3) % QUESTION_TOPICS.length];
      const at = params.length;
      params.push(
        paper.id,
        s.id,
        k + 1,
        String(k + 1),
        wording[(i + k) % wording.length](topic),
        5 + (k % 3) * 5,
        1 + (k >> 2),
      );
      values.push(
        `($${at + 1}::uuid, $${at + 2}::uuid, $${at + 3}::int, $${at + 4}, $${at + 5}, $${at + 6}::smallint, $${at + 7}::int)`,
      );
    }
  });
  await pool.query(
    `insert into document_questions (document_id, subject_id, position, number, text, marks, page) values ${values.join(', ')}`,
    params,
  );
  await pool.query(
    `update documents set exam_year = (2015 + (row_number % 10))::text
       from (select id as doc, row_number() over (order by created_at desc, id desc) as row_number
               from documents where id = any($1::uuid[])) r where documents.id = r.doc`,
    [papers.map((p) => p.id)],
  );
  log(`Seeded ${papers.length * QUESTIONS_PER_PAPER} questions over ${papers.length} papers of ${s.name}`);
}

async function seed(pool) {
  const t0 = Date.now();
  const columns = new Set(
    (await pool.query(`select column_name from information_schema.columns where table_name = 'documents'`)).rows.map(
      (r) => r.column_name,
    ),
  );
  // Migration 0004's text_source: what the app sets once a PDF's text is read.
  const textSource = columns.has('text_source');
  await pool.query(`insert into users (username, email, is_verified) values ('bench', 'bench@example.test', true)`);
  await pool.query(`
    insert into colleges (college_name, location) select 'Bench College ' || c, 'City ' || c from generate_series(1, 5) c;
    insert into courses (college_id, course_name, abbreviation, duration)
      select id, 'Course ' || k, 'C' || k, 4 from colleges, generate_series(1, 2) k;
    insert into branches (college_id, course_id, branch_name, abbreviation)
      select college_id, id, 'Branch ' || b, 'B' || b from courses, generate_series(1, 3) b;
    insert into subjects (college_id, course_id, branch_id, name, year)
      select college_id, course_id, id, 'Subject ' || y || '-' || substr(id::text, 1, 4), y from branches, generate_series(1, 4) y;
  `);
  // Bulk load: the text-search (GIN) indexes are dropped first and built again after, exactly as
  // the migrations define them — inserting row by row into them is several times slower.
  const gin = (
    await pool.query(
      `select indexname, indexdef from pg_indexes where tablename = 'documents' and indexdef ilike '% using gin %'`,
    )
  ).rows;
  for (const index of gin) await pool.query(`drop index "${index.indexname}"`);
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const rareEvery = Math.max(1, Math.floor(DOCS / RARE_DOCS));
  const batch = 20_000;
  for (let start = 0; start < DOCS; start += batch) {
    await pool.query(
      `with s as (select row_number() over (order by id) - 1 as rn, * from subjects),
            n as (select count(*) as c from subjects)
       insert into documents (type, exam_type, title, description, year, owner_id, college_id, course_id, branch_id,
                              subject_id, object_key, content_hash, size, search_text, extracted_text, preview_status,
                              page_count, created_at${textSource ? ', text_source' : ''})
       select case when g % 2 = 0 then 'paper'::document_type else 'note'::document_type end,
              case when g % 2 = 0 then (array['midsem','endsem','quiz','lab'])[1 + (g / 2) % 4]::exam_type end,
              'Document ' || g, 'Past paper number ' || g, s.year, (select id from users limit 1),
              s.college_id, s.course_id, s.branch_id, s.id, 'documents/bench-' || g || '.pdf',
              md5(g::text) || md5('salt' || g::text), 100000 + g,
              'Document ' || g || ' ' || s.name,
              -- 5 subject words and 75 from a 5 000-word synthetic vocabulary: real text is varied,
              -- so one subject word matches a few per cent of the documents, not half of them.
              (select string_agg(case when w <= 5 then (${words})[1 + floor(random() * ${WORDS.length})::int]
                                      else 'zq' || floor(random() * 5000)::int end, ' ')
                 from generate_series(1, 80) w where g > 0)
                -- A rare word, in ${RARE_DOCS} documents spread from the newest to the oldest.
                || case when g % ${rareEvery} = ${Math.floor(rareEvery / 2)} then ' ${RARE_WORD}' else '' end,
              'ready', 3, now() - make_interval(secs => g * 13.7)${textSource ? `, 'pdf'` : ''}
         from generate_series($1::int, $2::int) g
         join s on s.rn = g % (select c from n)`,
      [start + 1, Math.min(start + batch, DOCS)],
    );
  }
  const client = await pool.connect();
  try {
    await client.query(`set maintenance_work_mem = '256MB'`);
    for (const index of gin) await client.query(index.indexdef);
  } finally {
    client.release();
  }
  // The popular order (issue 28): a third of the documents with some activity at upload time
  // (views, downloads, bookmarks: a weight of 1–50), the rest without any (document_popularity's
  // rows are made by the documents' insert trigger).
  await pool.query(`update document_popularity
                       set popularity = ln(1 + abs(hashtext(document_id::text)) % 50)
                                        + extract(epoch from created_at - timestamptz '2026-01-01 00:00:00+00') / 604800.0
                     where abs(hashtext(document_id::text)) % 3 = 0`);
  await seedQuestions(pool);
  await pool.query('vacuum analyze');
  log(`Seeded ${DOCS} documents in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * Rounds of one side: the round with the median `key` (req/s for the closed loop, p99 for the open
 * loop; the lower middle one of an even count) with its other figures, every round's `key` listed,
 * and the errors and late sends of all rounds (an error in any round counts).
 */
function medianRound(runs, key) {
  const sorted = [...runs].sort((a, b) => a[key] - b[key]);
  const errorKinds = {};
  for (const run of runs) {
    for (const [kind, n] of Object.entries(run.errorKinds ?? {})) errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
  }
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    errors: runs.reduce((sum, run) => sum + (run.errors ?? 0), 0),
    errorKinds,
    late: runs.reduce((sum, run) => sum + (run.late ?? 0), 0),
    rounds: runs.map((run) => Math.round(run[key] * 10) / 10),
  };
}

const waitForHttp = (url) => waitUntil(url, async () => (await fetch(url)).ok, 60_000);

function startBare() {
  const child = fork(join(here, 'bare.mjs'), [], {
    cwd: backend,
    env: {
      ...process.env,
      BARE_DATABASE_URL: dbUrl,
      BARE_OBJECTS: join(dataDir, 'objects'),
      BARE_UPLOAD_DIR: join(dataDir, 'bare-uploads'),
      BARE_UPLOAD_MAX_MB: String(BIG_MB + 50),
      ...(process.env.BENCH_SEARCH_SQL ? { BARE_SEARCH_SQL: process.env.BENCH_SEARCH_SQL } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ child, ...info }));
    child.once('exit', (code) => reject(new Error(`bare.mjs exited ${code}`)));
  });
}

/** The fields of an upload filed under the first subject of Bench College 1 / Course 1 / Branch 1, year 1. */
async function uploadFields(pool, title) {
  const { rows } = await pool.query(
    `select s.name from subjects s join branches b on b.id = s.branch_id join courses c on c.id = s.course_id
       join colleges co on co.id = s.college_id
      where co.college_name = 'Bench College 1' and c.course_name = 'Course 1' and b.branch_name = 'Branch 1'
        and s.year = 1`,
  );
  return {
    title,
    description: 'Generated for the benchmark',
    college: 'Bench College 1',
    course: 'Course 1',
    branch: 'Branch 1',
    year: '1',
    examType: 'endsem',
    subject: rows[0].name,
  };
}

async function waitForPreview(base, id) {
  const t0 = Date.now();
  while (Date.now() - t0 < 120_000) {
    const res = await fetch(`${base}/api/documents/${id}`);
    const body = await res.json();
    if (body.data?.preview) return Date.now() - t0;
    await sleep(25);
  }
  return undefined;
}

/**
 * Waits until no statement of the app or the bare is running on the database (at most 60 s): a
 * run that overloads the server leaves queries behind it (answers nobody waits for any more),
 * which would otherwise be charged to the next run. Answers how long it waited.
 */
async function settle(pool) {
  const t0 = Date.now();
  let quiet = 0;
  while (Date.now() - t0 < 60_000 && quiet < 3) {
    const { rows } = await pool.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    quiet = rows[0].n === 0 ? quiet + 1 : 0;
    await sleep(100);
  }
  return Date.now() - t0;
}

/** GETs `url` every 20 ms until stopped; stop() answers the latencies (ms). */
function startProbe(url) {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        await (await fetch(url)).arrayBuffer();
        latencies.push(performance.now() - t0);
      } catch {
        latencies.push(Number.POSITIVE_INFINITY);
      }
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}

// ---- answers compared: the bare must answer what the app answers -------------------------------

function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical(value[k])]),
    );
  }
  return value;
}

async function answerOf(base, request) {
  const res = await fetch(`${base}${request.path}`, { headers: request.headers ?? {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, bytes, range: res.headers.get('content-range') };
}

/** '' when the two answers carry the same data; else what differs. */
async function compareAnswers(scenario, appBase, bareBase) {
  const request = scenario.requests[0];
  const [a, b] = [await answerOf(appBase, request), await answerOf(bareBase, request)];
  if (a.status !== b.status) return `status ${a.status} vs bare ${b.status}`;
  if (!scenario.ok.includes(a.status)) return `status ${a.status}: ${a.bytes.toString().slice(0, 200)}`;
  if (!a.type.includes('json')) {
    if (a.range !== b.range) return `content-range ${a.range} vs bare ${b.range}`;
    scenario.checked = `${a.bytes.length} bytes, ${a.range}`;
    return a.bytes.equals(b.bytes) ? '' : `${a.bytes.length} bytes vs bare ${b.bytes.length}, contents differ`;
  }
  let x = JSON.parse(a.bytes.toString()).data;
  let y = JSON.parse(b.bytes.toString()).data;
  if (scenario.group === 'search') {
    // The search cursor's shape is the app's own business: compare the page and whether one follows.
    x = { docs: x.docs, hasNextPage: x.hasNextPage, didYouMean: x.didYouMean };
    y = { docs: y.docs, hasNextPage: y.hasNextPage, didYouMean: y.didYouMean };
  }
  const [cx, cy] = [JSON.stringify(canonical(x)), JSON.stringify(canonical(y))];
  if (cx === cy) {
    if ((Array.isArray(x?.docs) && x.docs.length === 0) || (Array.isArray(x) && x.length === 0)) {
      return 'both answered an empty list: the scenario measures nothing';
    }
    scenario.checked = Array.isArray(x?.docs)
      ? `${x.docs.length} documents${x.docs.some((d) => d.snippet) ? `, ${x.docs.filter((d) => d.snippet).length} with snippets` : ''}${x.didYouMean ? `, did you mean "${x.didYouMean}"` : ''}`
      : Array.isArray(x)
        ? `${x.length} rows`
        : '';
    return '';
  }
  if (x?.docs && y?.docs) {
    const ids = (d) => d.docs.map((doc) => doc._id.slice(0, 8)).join(',');
    if (ids(x) !== ids(y)) return `documents differ: app ${ids(x)} / bare ${ids(y)}`;
  }
  let at = 0;
  while (at < cx.length && cx[at] === cy[at]) at += 1;
  return `answers differ at …${cx.slice(Math.max(0, at - 60), at + 60)}… vs …${cy.slice(Math.max(0, at - 60), at + 60)}…`;
}

// ---- the scenarios --------------------------------------------------------------------------

/**
 * The suggest-typing row's queries: what is typed on the way to titles and subject names, from
 * the fourth letter on (near spellings on), each once — at least 20 000, more than the run's
 * rounds ask for, so none comes back within the kept answers' 5 s.
 */
async function typedPrefixes(pool) {
  const { rows } = await pool.query(
    `(select lower(name) as text from subjects) union all
     (select lower(title) from documents order by md5(id::text) limit 8000)`,
  );
  const prefixes = new Set();
  for (const { text } of rows) {
    for (let end = 4; end <= text.length; end += 1) prefixes.add(text.slice(0, end).trimEnd());
  }
  return [...prefixes]
    .map((prefix) => [hash(prefix), prefix])
    .sort(([a], [b]) => a - b)
    .map(([, prefix]) => prefix);
}

/** A fixed shuffle: a string's FNV-1a hash. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

async function scenarios(pool, pdfIds) {
  // Page 500 (fewer documents in a quick run: the last page but one).
  const deep = Math.min(500, Math.floor(DOCS / 20) - 1);
  const [cursorRow] = (
    await pool.query(
      `select created_at::text as ts, id from documents order by created_at desc, id desc offset ${(deep - 1) * 20 - 1} limit 1`,
    )
  ).rows;
  const cursor = Buffer.from(JSON.stringify([cursorRow.ts, cursorRow.id])).toString('base64url');
  // One subject with papers (the seed files each subject's documents under one type): its names
  // for the filters, its ids for the wizard. Bench College 3 / Course 2 / Branch 2 when one of its
  // subjects has papers (the seed's types are random: now and then none has), else any.
  const s = await benchSubject(pool);
  const q = (params) => `?${new URLSearchParams(params).toString()}`;
  const get = (path) => [{ path }];
  const all = [
    { key: 'feed-1', name: 'feed, page 1', group: 'feed', requests: get('/api/documents') },
    { key: 'feed-popular', name: 'feed, popular first', group: 'feed', requests: get('/api/documents?sort=popular') },
    {
      key: 'feed-500',
      name: `feed, page ${deep} (cursor)`,
      group: 'feed',
      requests: get(`/api/documents?cursor=${cursor}`),
    },
    {
      key: 'filter-college',
      name: 'papers of a college',
      group: 'filtered',
      requests: get(`/api/papers${q({ college: s.college_name })}`),
    },
    {
      key: 'filter-subject',
      name: 'papers, college+course+branch+subject',
      group: 'filtered',
      requests: get(
        `/api/papers${q({ college: s.college_name, course: s.course_name, branch: s.branch_name, subject: s.name })}`,
      ),
    },
    { key: 'wizard-courses', name: 'wizard: courses', group: 'wizard', requests: get(`/api/courses/${s.college_id}`) },
    {
      key: 'wizard-branches',
      name: 'wizard: branches',
      group: 'wizard',
      requests: get(`/api/branches/${s.college_id}/${s.course_id}`),
    },
    {
      key: 'wizard-subjects',
      name: 'wizard: subjects + counts',
      group: 'wizard',
      requests: get(`/api/subjects/${s.college_id}/${s.course_id}/${s.branch_id}/${s.year}`),
    },
    {
      key: 'wizard-grid',
      name: 'wizard: papers grid',
      group: 'wizard',
      requests: get(`/api/papers/${s.college_id}/${s.course_id}/${s.branch_id}/${s.year}/${s.id}`),
    },
    { key: 'search-common', name: 'search "semaphore"', group: 'search', requests: get('/api/documents?q=semaphore') },
    {
      key: 'search-rare',
      name: `search "${RARE_WORD}"`,
      group: 'search',
      requests: get(`/api/documents?q=${RARE_WORD}`),
    },
    {
      key: 'search-two',
      name: 'search "semaphore kernel"',
      group: 'search',
      requests: get('/api/documents?q=semaphore%20kernel'),
    },
    { key: 'search-prefix', name: 'search "sema" (prefix)', group: 'search', requests: get('/api/documents?q=sema') },
    // Issue 28: a misspelt word no indexed word starts with, so the words as typed find nothing
    // and the correction path runs (search as typed, search_words, the corrected search).
    {
      key: 'search-typo',
      name: `search "${TYPO}" (typo)`,
      group: 'search',
      requests: get(`/api/documents?q=${encodeURIComponent(TYPO)}`),
    },
    {
      key: 'suggest',
      name: `suggest "${SUGGEST_PREFIX}"`,
      group: 'suggest',
      requests: get(`/api/search/suggest?q=${SUGGEST_PREFIX}`),
      openRate: 500,
    },
    // The same while typing: every request a prefix no earlier request of the run asked (the
    // keystrokes of typing titles and subject names), so the app's kept answers (SuggestionCache)
    // never serve one and each costs its statement.
    {
      key: 'suggest-typing',
      name: 'suggest, every prefix new',
      group: 'suggest',
      requests: (await typedPrefixes(pool)).map((prefix) => ({
        path: `/api/search/suggest?${new URLSearchParams({ q: prefix }).toString()}`,
      })),
      openRate: 500,
    },
    // Issue 29: the subject page's most-asked questions (seedQuestions).
    {
      key: 'subject-questions',
      name: 'subject page: most-asked questions',
      group: 'questions',
      requests: get(`/api/subjects/${s.id}/questions`),
      openRate: 200,
    },
    {
      key: 'viewer-range',
      name: `viewer Range 64 KiB (${pdfIds.length} PDFs)`,
      group: 'viewer',
      requests: pdfIds.map((id) => ({ path: `/api/documents/${id}/preview`, headers: { range: 'bytes=0-65535' } })),
    },
  ];
  for (const scenario of all) scenario.ok = scenario.group === 'viewer' ? [206] : [200];
  const matches = async (text) =>
    Number(
      (await pool.query(`select count(*) as n from documents where search_text || ' ' || extracted_text ~* $1`, [text]))
        .rows[0].n,
    );
  const facts = {
    commonWordShare: (await matches('\\msemaphore')) / DOCS,
    rareWordDocs: await matches(`\\m${RARE_WORD}`),
    twoWordDocs: Number(
      (
        await pool.query(
          `select count(*) as n from documents where extracted_text ~* '\\msemaphore' and extracted_text ~* '\\mkernel'`,
        )
      ).rows[0].n,
    ),
  };
  return { list: ONLY ? all.filter((sc) => ONLY.includes(sc.key)) : all, facts };
}

// ---- main ------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const cpus = os.cpus();
  const pgVersion = (await adminQuery('show server_version')).rows[0].server_version;
  const machine = {
    date: startedAt.toISOString(),
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres: pgVersion,
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
  log(`${machine.date}  ${machine.cpu}  Node ${machine.node}  PostgreSQL ${machine.postgres}`);
  log(`load average ${machine.loadAverageAtStart.join(' ')}; scratch database ${dbName}`);
  if (!REUSE_DB) await adminQuery(`create database "${dbName}"`);
  let app;
  let bare;
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  const result = {
    machine,
    settings: { DOCS, SECONDS, ROUNDS, WARMUP, CONNECTIONS, OPEN_SHARE, BIG_MB, PDFS, START_SECONDS, IDLE_SECONDS },
    scenarios: [],
  };
  try {
    await run('node', ['dist/migrate.cli.js'], { DATABASE_URL: dbUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    if (!REUSE_DB) await seed(pool);
    else {
      DOCS = Number(
        (await pool.query(`select count(*) as n from documents where object_key like 'documents/bench-%'`)).rows[0].n,
      );
      result.settings.DOCS = DOCS;
    }
    if (process.env.BENCH_SEED_ONLY === '1') return;

    const port = 3900 + Math.floor(Math.random() * 90);
    // BENCH_APP_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the app under the load.
    const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
    app = spawn('node', [...SERVER_NODE_FLAGS, ...nodeArgs, 'dist/main.js'], {
      cwd: backend,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        UPLOAD_MAX_MB: String(BIG_MB + 50),
        // The bench measures capacity: guest searches and suggestions from one address are not throttled
        // (at most 9 digits: config/rate-limits.ts).
        RATE_LIMITS: 'search=999999999/60,suggest=999999999/60',
        REDIS_URL: '',
        S3_ENDPOINT: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`);
    await sleep(START_SECONDS * 1000);
    result.startRss = rssOf(app.pid);
    await sleep((IDLE_SECONDS - START_SECONDS) * 1000);
    result.idleRss = rssOf(app.pid);
    result.idleMemory = memoryOf(app.pid);
    log(
      `API process RSS ${START_SECONDS} s after start: ${(result.startRss / MiB).toFixed(0)} MiB; ` +
        `after ${IDLE_SECONDS} s idle: ${(result.idleRss / MiB).toFixed(0)} MiB ` +
        `(${Object.entries(result.idleMemory)
          .map(([k, v]) => `${k} ${(v / MiB).toFixed(0)}`)
          .join(', ')} MiB)`,
    );

    bare = await startBare();
    const bareBase = `http://127.0.0.1:${bare.port}`;
    result.searchSql = bare.sqlShape;
    log(
      `Bare ceiling on ${bareBase} (search SQL like the built app's: ${bare.sqlShape}), upload ceiling on :${bare.uploadPort}`,
    );

    // Small PDFs for the viewer, uploaded through the API like any other.
    let cookie = await loginCookie(base, ADMIN);
    mkdirSync(join(dataDir, 'bare-uploads'), { recursive: true });
    const pdfIds = [];
    for (let i = 0; i < PDFS; i += 1) {
      const path = join(dataDir, `viewer-${i}.pdf`);
      await writePaddedPdf(path, 512 * 1024, `Viewer benchmark ${i}`);
      const up = await uploadFile(`${base}/api/papers`, {
        fields: await uploadFields(pool, `Viewer ${i}`),
        path,
        cookie,
      });
      if (up.status !== 201) throw new Error(`viewer PDF upload answered ${up.status}: ${up.body.slice(0, 300)}`);
      pdfIds.push(JSON.parse(up.body).data._id);
    }
    for (const id of pdfIds) await waitForPreview(base, id);
    // And for their text jobs: a row whose text is read between the app's answer and the bare's
    // would make the two differ.
    await waitUntil(
      "the viewer PDFs' text jobs",
      async () =>
        (
          await pool.query('select count(*)::int as n from documents where id = any($1) and text_source is null', [
            pdfIds,
          ])
        ).rows[0].n === 0,
      60_000,
    ).catch((error) => log(`  (${error.message}; comparing anyway)`));

    const { list, facts } = await scenarios(pool, pdfIds);
    result.data = facts;
    log(
      `Data: "semaphore" in ${(facts.commonWordShare * 100).toFixed(1)} % of documents, "${RARE_WORD}" in ${facts.rareWordDocs}, ` +
        `"semaphore kernel" in ${facts.twoWordDocs}`,
    );

    // Same answers first, before any load changes a counter.
    log('\nSame answers (app vs bare):');
    for (const scenario of list) {
      scenario.mismatch = await compareAnswers(scenario, base, bareBase);
      log(
        `  ${scenario.name.padEnd(40)} ${scenario.mismatch ? `✘ ${scenario.mismatch}` : `✔ ${scenario.checked ?? ''}`}`,
      );
    }
    if (process.env.BENCH_CHECK_ONLY === '1') return;

    // The measurement's own floor: the same open loop against a route that does nothing.
    const floorRate = Number(process.env.BENCH_FLOOR_RATE ?? 500);
    result.floor = await openLoop(
      { base: bareBase, requests: [{ path: '/ping' }], ok: [200] },
      { rate: floorRate, seconds: SECONDS },
    );
    log(
      `\nLoad generator floor (open loop, a no-op route on the bare server): p50 ${result.floor.p50.toFixed(1)} ms, ` +
        `p99 ${result.floor.p99.toFixed(1)} ms at ${floorRate} req/s`,
    );
    log(
      `\nClosed loop: ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP} s of warm-up, ${ROUNDS} rounds of app and bare in turn, each side's median round; ` +
        `open loop: ${OPEN_SHARE * 100} % of the bare's req/s offered to each, ${SECONDS} s, ${ROUNDS} rounds in turn, each side's median p99`,
    );
    const target = (b, scenario) => ({ base: b, requests: scenario.requests, ok: scenario.ok });
    for (const scenario of list) {
      const appTarget = target(base, scenario);
      const bareTarget = target(bareBase, scenario);
      let settled = 0;
      const quiet = async () => {
        settled += await settle(pool);
      };
      await quiet();
      await closedLoop(appTarget, { connections: CONNECTIONS, seconds: WARMUP });
      await quiet();
      await closedLoop(bareTarget, { connections: CONNECTIONS, seconds: Math.max(1, WARMUP / 2) });
      // The app keeps catalogue reads for a few seconds; the bare ceiling reads them every time.
      // Like for like: the bare with the same cache (`/cached/api/…`), for the rows that read them.
      const cachedTarget = CATALOGUE_GROUPS.includes(scenario.group)
        ? { ...bareTarget, requests: scenario.requests.map((r) => ({ ...r, path: `/cached${r.path}` })) }
        : undefined;
      if (cachedTarget) {
        await quiet();
        await closedLoop(cachedTarget, { connections: CONNECTIONS, seconds: Math.max(1, WARMUP / 2) });
      }
      // ROUNDS rounds, the app and the bare(s) in turn, each side's figure its median round: a
      // machine's speed drifts over seconds (other tenants, clocks), and one run of each side
      // would charge the drift to whichever ran in the slow moment.
      const rounds = { app: [], bare: [], cached: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        await quiet();
        rounds.app.push(await closedLoop(appTarget, { connections: CONNECTIONS, seconds: SECONDS }));
        await quiet();
        rounds.bare.push(await closedLoop(bareTarget, { connections: CONNECTIONS, seconds: SECONDS }));
        if (cachedTarget) {
          await quiet();
          rounds.cached.push(await closedLoop(cachedTarget, { connections: CONNECTIONS, seconds: SECONDS }));
        }
      }
      const closedApp = medianRound(rounds.app, 'rps');
      const closedBare = medianRound(rounds.bare, 'rps');
      const closedBareCached = cachedTarget ? medianRound(rounds.cached, 'rps') : undefined;
      // At least 1 request/s, even when the bare answered nothing within the run.
      // Or the rate the scenario's goal names (suggest: 500 req/s, the subject page: 200 req/s).
      const rate = scenario.openRate ?? Math.max(1, OPEN_SHARE * closedBare.rps);
      // The open loop in rounds too, each side's median p99: one 5 s run's p99 is its ≈ 15 worst
      // requests, and one stall of the machine (a neighbour, a checkpoint) sets it for that side.
      const open = { app: [], bare: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        await quiet();
        open.app.push(await openLoop(appTarget, { rate, seconds: SECONDS }));
        await quiet();
        open.bare.push(await openLoop(bareTarget, { rate, seconds: SECONDS }));
      }
      const openApp = medianRound(open.app, 'p99');
      const openBare = medianRound(open.bare, 'p99');
      const entry = {
        key: scenario.key,
        name: scenario.name,
        group: scenario.group,
        path: scenario.requests[0].path,
        requestCount: scenario.requests.length,
        sameAnswer: !scenario.mismatch,
        mismatch: scenario.mismatch || undefined,
        closed: {
          app: closedApp,
          bare: closedBare,
          ratio: closedApp.rps / closedBare.rps,
          ...(closedBareCached && { bareCached: closedBareCached, ratioCached: closedApp.rps / closedBareCached.rps }),
        },
        open: { rate: Math.round(rate), app: openApp, bare: openBare },
        loadAverage: os.loadavg()[0],
        settledMs: settled,
      };
      result.scenarios.push(entry);
      const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
      const errs = (r) => (r.errors ? ` ${r.errors} errors ${JSON.stringify(r.errorKinds)}` : '');
      log(
        `  ${scenario.name.padEnd(40)} closed app ${f(closedApp.rps).padStart(5)} / bare ${f(closedBare.rps).padStart(5)} req/s` +
          ` = ${f(entry.closed.ratio, 2)}${ROUNDS > 1 ? ` [${closedApp.rounds.map(Math.round).join('/')} vs ${closedBare.rounds.map(Math.round).join('/')}]` : ''}${errs(closedApp)}${errs(closedBare)}` +
          `${closedBareCached ? ` (bare cached ${f(closedBareCached.rps)} = ${f(entry.closed.ratioCached, 2)})` : ''} | open @${f(rate)}/s p50/p99 ms` +
          ` app ${f(openApp.p50, 1)}/${f(openApp.p99, 1)}${errs(openApp)} bare ${f(openBare.p50, 1)}/${f(openBare.p99, 1)}${errs(openBare)}` +
          `${ROUNDS > 1 ? ` [p99 ${openApp.rounds.join('/')} vs ${openBare.rounds.join('/')}]` : ''}` +
          `${openApp.late || openBare.late ? ` (late sends: app ${openApp.late}, bare ${openBare.late})` : ''}` +
          `${settled > 4000 ? ` (waited ${(settled / 1000).toFixed(1)} s for leftover queries)` : ''}`,
      );
    }

    if (BIG_MB > 0) {
      // Upload: ceiling, app, ceiling, app, ceiling (two files: the app refuses a duplicate), each
      // app upload followed by its thumbnail job. The figures: the means; RSS growth: the larger.
      const paths = [join(dataDir, 'big-1.pdf'), join(dataDir, 'big-2.pdf')];
      for (const path of paths) await writePaddedPdf(path, BIG_MB * MiB, 'Big benchmark upload');
      const fields = await uploadFields(pool, 'Big upload');
      const ceilingRun = async () => {
        await settle(pool);
        const c = await uploadFile(`http://127.0.0.1:${bare.uploadPort}/upload`, { fields, path: paths[0] });
        if (c.status !== 200) throw new Error(`ceiling upload answered ${c.status}`);
        return c.mibPerSecond;
      };
      const ceilingRuns = [await ceilingRun()];
      const appRuns = [];
      // Both app uploads' probes and thumbnail times: the figures are the worst of the two.
      const polls = [];
      const readyMs = [];
      for (const path of paths) {
        // A fresh session: the access token lasts 15 minutes, the scenarios above take longer.
        cookie = await loginCookie(base, ADMIN);
        await settle(pool);
        // Requests made from the upload's start until its thumbnail is ready: reading the PDF or
        // drawing it on the request thread would stall them.
        const probe = startProbe(`${base}${list.find((x) => x.group === 'wizard')?.requests[0].path ?? '/api/health'}`);
        const up = await uploadFile(`${base}/api/papers`, { fields, path, cookie, pid: app.pid });
        if (up.status !== 201) {
          await probe.stop();
          throw new Error(`upload answered ${up.status}: ${up.body.slice(0, 300)}`);
        }
        readyMs.push(await waitForPreview(base, JSON.parse(up.body).data._id));
        polls.push(...(await probe.stop()));
        appRuns.push(up);
        ceilingRuns.push(await ceilingRun());
      }
      const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const appMiBps = mean(appRuns.map((u) => u.mibPerSecond));
      const ceiling = mean(ceilingRuns);
      const grown = appRuns.reduce((a, u) => (u.peak - u.before > a.peak - a.before ? u : a));
      result.upload = {
        mib: BIG_MB,
        appMiBps,
        appRuns: appRuns.map((u) => u.mibPerSecond),
        ceilingMiBps: ceiling,
        ceilingRuns,
        ratio: appMiBps / ceiling,
        rssBefore: grown.before,
        rssPeak: grown.peak,
        rssGrowth: grown.peak - grown.before,
      };
      const list2 = (xs) => xs.map((x) => x.toFixed(0)).join(' / ');
      log(
        `\nUpload of a ${BIG_MB} MiB PDF: app ${list2(result.upload.appRuns)} MiB/s, streamed ceiling ` +
          `${list2(ceilingRuns)} MiB/s → ${result.upload.ratio.toFixed(2)}; ` +
          `app RSS ${(grown.before / MiB).toFixed(0)} → peak ${(grown.peak / MiB).toFixed(0)} MiB (+${(result.upload.rssGrowth / MiB).toFixed(0)})`,
      );
      polls.sort((a, b) => a - b);
      const ready = readyMs.includes(undefined) ? undefined : Math.max(...readyMs);
      result.bigThumbnail = {
        ms: ready,
        polls: polls.length,
        pollMaxMs: polls.at(-1),
        pollMedianMs: polls[polls.length >> 1],
      };
      log(
        `Thumbnail of the ${BIG_MB} MiB PDFs: ${ready === undefined ? 'NOT READY after 120 s' : `ready at most ${ready} ms after the upload answered`}; ` +
          `${polls.length} requests from each upload's start until then: median ${result.bigThumbnail.pollMedianMs?.toFixed(1)} ms, ` +
          `max ${polls.at(-1)?.toFixed(1)} ms; RSS now ${(rssOf(app.pid) / MiB).toFixed(0)} MiB`,
      );
    }

    // The renderer itself, from the built code, over 20 small PDFs (the first loads pdfjs: not counted).
    const { renderPdfPreview } = require(join(backend, 'dist', 'documents', 'pipeline', 'pdf-preview.js'));
    const times = [];
    for (let i = 0; i < 21; i += 1) {
      const bytes = await textPdf([1, 2, 3].map((p) => `Page ${p}: ${WORDS.slice(i, i + 8).join(' ')}`));
      const start = performance.now();
      await renderPdfPreview(memorySource(bytes));
      if (i > 0) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    result.thumbnail = { medianMs: times[times.length >> 1], maxMs: times.at(-1), n: times.length };
    log(
      `Preview (PNG + page count + text) per 3-page PDF: median ${result.thumbnail.medianMs.toFixed(1)} ms, ` +
        `max ${result.thumbnail.maxMs.toFixed(1)} ms (n=${times.length})`,
    );
    result.machine.loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
    result.seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
    const rows = printReport(result);
    result.summary = rows;
    writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
    log(`\nJSON: ${OUT}`);
    return result;
  } finally {
    if (bare) {
      bare.child.send('stop');
      await new Promise((r) => {
        const t = setTimeout(() => (bare.child.kill('SIGKILL'), r()), 3000);
        bare.child.once('exit', () => (clearTimeout(t), r()));
      });
    }
    if (app) {
      app.kill('SIGTERM');
      await new Promise((r) => app.once('exit', r));
    }
    await pool.end();
    if (process.env.BENCH_KEEP_DB === '1' || REUSE_DB) log(`Kept ${dbUrl}`);
    else await adminQuery(`drop database if exists "${dbName}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue 13 asks the same run for OCR's cost: seconds per page of generated scans and the API's
 * p99 while a worker recognises (bench/ocr.mjs, its own API + worker pair, started after the app
 * above has stopped). BENCH_OCR=0 skips it; so does a partial run (BENCH_ONLY and the like).
 */
const withOcr =
  process.env.BENCH_OCR !== '0' && !ONLY && process.env.BENCH_SEED_ONLY !== '1' && process.env.BENCH_CHECK_ONLY !== '1';

/**
 * Issue 26: how well the upload analysis reads the smart-upload fixture set (per-field accuracy,
 * analysis time, near-duplicates; bench/smart-upload.mjs). BENCH_SMART=0 skips it, as does a partial run.
 */
const withSmart =
  process.env.BENCH_SMART !== '0' &&
  !ONLY &&
  process.env.BENCH_SEED_ONLY !== '1' &&
  process.env.BENCH_CHECK_ONLY !== '1';

main()
  .then(async (result) => {
    if (!result) return;
    if (withOcr) {
      log('');
      result.ocr = await benchOcr({ log });
      writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
    }
    if (withSmart) {
      log('');
      result.smartUpload = await benchSmartUpload({ log });
      writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
    }
    if (withSmart) {
      // Issue 29: the question bank's accuracy on its labelled set and its CPU cost (bench/questions.mjs).
      result.questions = await benchQuestions();
      writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
    }
  })
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit(process.exitCode ?? 0));
