/**
 * `npm run bench -w backend` (after `tsc`): the document feeds under load, against the built app.
 *
 * 1. A scratch PostgreSQL database (created and dropped here) on BENCH_DATABASE_URL's server
 *    (default postgres://postgres@127.0.0.1:5432/test), migrated, seeded with 100 000 documents
 *    with text.
 * 2. `node dist/main.js` against it; autocannon (50 connections, ~5 s each) on: feed page 1,
 *    feed page 500 (cursor found once by SQL), a filtered page and a search.
 * 3. The same SQL behind a bare node:http + pg server in this process: the ceiling.
 * 4. A 200 MB generated PDF uploaded through the API, with the server's RSS growth, then the
 *    thumbnail job's time; the preview renderer's median time over 20 small PDFs.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const here = dirname(fileURLToPath(import.meta.url));
const backend = join(here, '..');
const require = createRequire(import.meta.url);
const DOCS = Number(process.env.BENCH_DOCS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const BIG_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `papershelf_bench_${Date.now().toString(36)}`;
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-bench-'));
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-password-123' };

const log = (...args) => console.log(...args);
const ms = (n) => `${n.toFixed(1)} ms`;

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
    await client.query(sql);
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

async function seed(pool) {
  const t0 = Date.now();
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
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const batch = 20_000;
  for (let start = 0; start < DOCS; start += batch) {
    await pool.query(
      `with s as (select row_number() over (order by id) - 1 as rn, * from subjects),
            n as (select count(*) as c from subjects)
       insert into documents (type, exam_type, title, description, year, owner_id, college_id, course_id, branch_id,
                              subject_id, object_key, content_hash, size, search_text, extracted_text, preview_status,
                              page_count, created_at)
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
                 from generate_series(1, 80) w where g > 0),
              'ready', 3, now() - make_interval(secs => g * 13.7)
         from generate_series($1::int, $2::int) g
         join s on s.rn = g % (select c from n)`,
      [start + 1, Math.min(start + batch, DOCS)],
    );
  }
  await pool.query('analyze');
  log(`Seeded ${DOCS} documents in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function waitForHttp(url, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * The ceiling: the same work as the app's feed in one hand-written statement per case — the page's
 * keys from an index scan (NULLS LAST to match the feed indexes), then the names joined onto them.
 */
const COLUMNS = `
  d.id, d.type, d.exam_type, d.title, d.description, d.year, d.page_count, d.size, d.views, d.downloads,
  d.preview_status, d.thumbnail_key, d.created_at, d.updated_at, d.created_at::text as cursor_ts,
  d.owner_id, u.username, d.subject_id, s.name as subject_name, d.branch_id, b.branch_name,
  d.course_id, c.course_name, d.college_id, co.college_name`;
const JOINS = `
  join documents d on d.id = k.id
  join users u on u.id = d.owner_id join subjects s on s.id = d.subject_id join branches b on b.id = d.branch_id
  join courses c on c.id = d.course_id join colleges co on co.id = d.college_id`;
const NEWEST = 'created_at desc nulls last, id desc nulls last';
const page = (keys, order = `k.${NEWEST.replace(', id', ', k.id')}`) =>
  `select ${COLUMNS} from (${keys}) k ${JOINS} order by ${order}`;

const CEILING_QUERIES = {
  page1: () => [page(`select id, created_at from documents order by ${NEWEST} limit 21`), []],
  page500: (cursor) => [
    page(
      `select id, created_at from documents where (created_at, id) < ($1::timestamptz, $2::uuid) order by ${NEWEST} limit 21`,
    ),
    [cursor.ts, cursor.id],
  ],
  filtered: (college) => [
    page(`select id, created_at from documents
           where type = 'paper' and college_id = (select id from colleges where lower(college_name) = lower($1))
           order by ${NEWEST} limit 21`),
    [college],
  ],
  search: (q) => [
    page(
      `select id, created_at, ts_rank(search, to_tsquery('english', $1)) as rank from documents
        where search @@ to_tsquery('english', $1)
        order by rank desc, ${NEWEST} limit 21`,
      'k.rank desc, k.created_at desc, k.id desc',
    ),
    [`${q}:*`],
  ],
};

function startCeiling(pool, cursor, college, q) {
  const server = http.createServer(async (req, res) => {
    const name = (req.url ?? '/').slice(1);
    const make = CEILING_QUERIES[name];
    if (!make) {
      res.writeHead(404).end();
      return;
    }
    const [sql, params] = make(name === 'page500' ? cursor : name === 'filtered' ? college : q);
    const { rows } = await pool.query(sql, params);
    const docs = rows.slice(0, 20).map((r) => ({
      _id: r.id,
      title: r.title,
      description: r.description,
      owner: [{ _id: r.owner_id, username: r.username }],
      subject: [{ _id: r.subject_id, name: r.subject_name }],
      branch: [{ _id: r.branch_id, branchName: r.branch_name }],
      course: [{ _id: r.course_id, courseName: r.course_name }],
      college: [{ _id: r.college_id, collegeName: r.college_name }],
      createdAt: r.created_at,
    }));
    const body = JSON.stringify({
      success: true,
      statusCode: 200,
      message: 'OK',
      data: { docs, nextPage: 'x', hasNextPage: rows.length > 20 },
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A valid PDF of about `mb` MiB, written as a stream: one text page plus a large unreferenced stream object. */
async function writeBigPdf(path, mb) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Big benchmark upload', { x: 50, y: 780, size: 24, font });
  const small = Buffer.from(await doc.save({ useObjectStreams: false }));
  // Rewrite: keep the small PDF's objects, add one big object, and a new xref + trailer at the end.
  const text = small.toString('latin1');
  const xrefAt = text.lastIndexOf('\nxref\n') + 1;
  const trailer = /trailer\s*<<([\s\S]*?)>>/.exec(text)?.[1] ?? '';
  const size = Number(/\/Size (\d+)/.exec(trailer)?.[1]);
  const offsets = [];
  const re = /(\d+) 0 obj/g;
  let m;
  while ((m = re.exec(text.slice(0, xrefAt)))) offsets[Number(m[1])] = m.index;
  const out = createWriteStream(path);
  out.write(small.subarray(0, xrefAt));
  let position = xrefAt;
  const bigId = size;
  const bytes = mb * 1024 * 1024;
  const head = `${bigId} 0 obj\n<< /Length ${bytes} >>\nstream\n`;
  offsets[bigId] = position;
  out.write(head);
  position += head.length;
  const chunk = randomBytes(1024 * 1024);
  for (let i = 0; i < mb; i += 1) {
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
  }
  position += bytes;
  const tail = '\nendstream\nendobj\n';
  out.write(tail);
  position += tail.length;
  let xref = `xref\n0 ${size + 1}\n0000000000 65535 f \n`;
  for (let i = 1; i <= size; i += 1) xref += `${String(offsets[i] ?? 0).padStart(10, '0')} 00000 n \n`;
  const root = /\/Root (\d+ 0 R)/.exec(trailer)?.[1];
  out.end(`${xref}trailer\n<< /Size ${size + 1} /Root ${root} >>\nstartxref\n${position}\n%%EOF\n`);
  await finished(out);
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function uploadBig(base, cookie, path, pid) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = {
    title: 'Big upload',
    description: 'Generated for the benchmark',
    college: 'Bench College 1',
    course: 'Course 1',
    branch: 'Branch 1',
    year: '1',
    examType: 'endsem',
  };
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  const { rows } = await pool.query(
    `select s.name from subjects s join branches b on b.id = s.branch_id join courses c on c.id = s.course_id
       join colleges co on co.id = s.college_id
      where co.college_name = 'Bench College 1' and c.course_name = 'Course 1' and b.branch_name = 'Branch 1' and s.year = 1`,
  );
  await pool.end();
  fields.subject = rows[0].name;
  let preamble = '';
  for (const [k, v] of Object.entries(fields)) {
    preamble += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  }
  preamble += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const epilogue = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(preamble) + statSync(path).size + Buffer.byteLength(epilogue);
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const t0 = Date.now();
  const result = await new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/papers`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length, cookie },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.write(preamble);
    const file = createReadStream(path);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(epilogue));
  });
  clearInterval(sampler);
  const elapsed = Date.now() - t0;
  return { ...result, elapsed, before, peak };
}

async function main() {
  log(`Scratch database ${dbName}`);
  await adminQuery(`create database "${dbName}"`);
  let app;
  let ceiling;
  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  try {
    await run('node', ['dist/migrate.cli.js'], { DATABASE_URL: dbUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await seed(pool);
    if (process.env.BENCH_SEED_ONLY === '1') return;

    const port = 3900 + Math.floor(Math.random() * 90);
    app = spawn('node', ['dist/main.js'], {
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
        REDIS_URL: '',
        S3_ENDPOINT: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`);

    const [cursorRow] = (
      await pool.query(
        `select created_at::text as ts, id from documents order by created_at desc, id desc offset ${499 * 20 - 1} limit 1`,
      )
    ).rows;
    const cursor = Buffer.from(JSON.stringify([cursorRow.ts, cursorRow.id])).toString('base64url');
    const college = 'Bench College 3';
    const q = 'semaphore';
    ceiling = await startCeiling(pool, cursorRow, college, q);
    const bare = `http://127.0.0.1:${ceiling.address().port}`;

    const cases = [
      ['feed page 1', `${base}/api/documents`, `${bare}/page1`],
      ['feed page 500', `${base}/api/documents?cursor=${cursor}`, `${bare}/page500`],
      [
        'filtered (papers of a college)',
        `${base}/api/papers?college=${encodeURIComponent(college)}`,
        `${bare}/filtered`,
      ],
      [`search q=${q}`, `${base}/api/documents?q=${q}`, `${bare}/search`],
    ];
    // Sanity: page 500 really is page 500 (its first row follows the cursor row).
    const check = await (await fetch(cases[1][1])).json();
    if (!check.success || check.data.docs.length !== 20)
      throw new Error(`page 500 answered ${JSON.stringify(check).slice(0, 200)}`);

    log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per run`);
    log(
      'case'.padEnd(32),
      'app req/s'.padStart(10),
      'p50'.padStart(7),
      'p99'.padStart(7),
      ' | ',
      'bare req/s'.padStart(10),
      'p50'.padStart(7),
      'p99'.padStart(7),
      '  app/bare',
    );
    for (const [name, appUrl, bareUrl] of cases) {
      await cannon(appUrl); // warm-up is part of the first run only briefly; measure the second
      const a = await cannon(appUrl);
      const b = await cannon(bareUrl);
      const errors = a.non2xx + a.errors + b.non2xx + b.errors;
      log(
        name.padEnd(32),
        a.requests.average.toFixed(0).padStart(10),
        `${a.latency.p50}`.padStart(7),
        `${a.latency.p99}`.padStart(7),
        ' | ',
        b.requests.average.toFixed(0).padStart(10),
        `${b.latency.p50}`.padStart(7),
        `${b.latency.p99}`.padStart(7),
        `  ${(a.requests.average / b.requests.average).toFixed(2)}${errors ? `  (${errors} errors!)` : ''}`,
      );
    }

    // Upload of a big PDF: streamed, so the server's memory should barely move.
    const bigPath = join(dataDir, 'big.pdf');
    await writeBigPdf(bigPath, BIG_MB);
    const login = await fetch(`${base}/api/users/login-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const up = await uploadBig(base, cookie, bigPath, app.pid);
    if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${up.body.slice(0, 300)}`);
    const mib = (n) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
    log(
      `\nUpload of a ${BIG_MB} MiB PDF: ${up.status} in ${(up.elapsed / 1000).toFixed(2)} s ` +
        `(${(BIG_MB / (up.elapsed / 1000)).toFixed(0)} MiB/s); server RSS ${mib(up.before)} → peak ${mib(up.peak)} ` +
        `(+${mib(up.peak - up.before)})`,
    );
    const id = JSON.parse(up.body).data._id;
    const t0 = Date.now();
    let preview = null;
    while (Date.now() - t0 < 60_000) {
      preview = (await (await fetch(`${base}/api/documents/${id}`)).json()).data.preview;
      if (preview) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    log(
      `Thumbnail of the ${BIG_MB} MiB PDF (read by ranges): ${preview ? `ready ${Date.now() - t0} ms after the upload answered` : 'NOT READY after 60 s'}; RSS now ${mib(rssOf(app.pid))}`,
    );

    // The renderer itself, from the built code, over 20 small PDFs.
    const { renderPdfPreview } = require(join(backend, 'dist', 'documents', 'pdf-preview.js'));
    const times = [];
    for (let i = 0; i < 21; i += 1) {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      for (let p = 0; p < 3; p += 1) {
        doc
          .addPage([595, 842])
          .drawText(`Page ${p + 1}: ${WORDS.slice(i, i + 8).join(' ')}`, { x: 50, y: 780, size: 14, font });
      }
      const bytes = Buffer.from(await doc.save());
      const start = performance.now();
      await renderPdfPreview({ size: bytes.length, read: async (s, e) => new Uint8Array(bytes.subarray(s, e)) });
      if (i > 0) times.push(performance.now() - start); // the first includes loading pdfjs
    }
    times.sort((a, b) => a - b);
    log(
      `Preview (PNG + page count + text) per 3-page PDF: median ${ms(times[Math.floor(times.length / 2)])}, max ${ms(times[times.length - 1])} (n=${times.length})`,
    );
  } finally {
    if (ceiling) ceiling.close();
    if (app) {
      app.kill('SIGTERM');
      await new Promise((r) => app.once('exit', r));
    }
    await pool.end();
    if (process.env.BENCH_KEEP_DB === '1') log(`Kept ${dbUrl}`);
    else await adminQuery(`drop database if exists "${dbName}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
