/**
 * The bench's ceilings, in a process of their own (started by run.mjs, so the load generator and
 * the ceiling do not share one event loop — the app does not share its loop either):
 *
 * - a bare node:http + pg server answering the app's read routes (same paths, same JSON) with the
 *   same SQL as the app (bare-sql.mjs), one pool of 10 like the app's;
 * - a bare Fastify 5 + @fastify/multipart server streaming an upload's file part through SHA-256
 *   to a file on local disk: the streamed-upload ceiling.
 *
 * Environment: BARE_DATABASE_URL, BARE_OBJECTS (the app's local-disk object root, for Range reads),
 * BARE_UPLOAD_DIR, BARE_UPLOAD_MAX_MB. Answers run.mjs over IPC with { port, uploadPort, sqlShape }.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import pg from 'pg';
import { BareSql, direct } from './bare-sql.mjs';

const require = createRequire(import.meta.url);
const { toSearchTerms, searchSnippetPattern } = require('../dist/documents/feed/search-query.js');
const { CatalogueCache, SuggestionCache } = require('../dist/catalogue/catalogue-cache.js');
const { normalizeSuggestQuery } = require('../dist/documents/suggest/search-suggest.repository.js');
const { DOCUMENT_COUNTS_MS } = require('../dist/config/app-config.js');
// The question bank's grouping and answer (issue 29), the app's own module: computed in JS, not SQL.
const { groupRows, subjectAnswer } = require('../dist/questions/subject-answer.js');

// bigint columns (size) and counts as numbers, as the app's Drizzle schema answers them.
pg.types.setTypeParser(20, Number);
const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10, idleTimeoutMillis: 30_000 });
pool.on('error', () => {});
const objects = process.env.BARE_OBJECTS;
const uploadDir = process.env.BARE_UPLOAD_DIR;
const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sql = await BareSql.open(pool, {
  shape: process.env.BARE_SEARCH_SQL,
  dist: fileURLToPath(new URL('../dist', import.meta.url)),
});

// ---- answers shaped like the app's ------------------------------------------------------------

const urls = (id) => ({ view: `/api/documents/${id}/view`, thumbnail: `/api/documents/${id}/thumbnail` });
const toDto = (r) => ({
  _id: r.id,
  type: r.type,
  title: r.title,
  description: r.description,
  url: urls(r.id).view,
  preview: r.preview_status === 'ready' && r.thumbnail_key ? urls(r.id).thumbnail : null,
  ...(r.type === 'paper' && r.exam_type ? { examType: r.exam_type } : {}),
  year: r.year,
  examYear: r.exam_year,
  pages: r.page_count,
  ...(sql.textSource ? { textSource: r.text_source } : {}),
  size: r.size,
  views: r.views,
  downloads: r.downloads,
  owner: [{ _id: r.owner_id, username: r.username }],
  subject: [{ _id: r.subject_id, name: r.subject_name }],
  branch: [{ _id: r.branch_id, branchName: r.branch_name }],
  course: [{ _id: r.course_id, courseName: r.course_name }],
  college: [{ _id: r.college_id, collegeName: r.college_name }],
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  ...(r.snippet ? { snippet: r.snippet } : {}),
  ...(r.snippetPage !== undefined ? { snippetPage: r.snippetPage } : {}),
});

function sendJson(res, status, data, message = 'OK') {
  const body = JSON.stringify(
    status < 400
      ? { success: true, statusCode: status, message, data }
      : { success: false, statusCode: status, message },
  );
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

class NotFound extends Error {}

function pageOf(rows, { path, params, search, didYouMean }) {
  const hasNextPage = rows.length > PAGE_SIZE;
  const docs = rows.slice(0, PAGE_SIZE);
  const last = docs.at(-1);
  let nextPage = null;
  if (hasNextPage && last) {
    const key = search
      ? [last.cursor_ts, last.id, Number(last.tier ?? last.rank ?? 0)]
      : params.sort === 'popular'
        ? [last.cursor_ts, last.id, Number(last.popularity)]
        : [last.cursor_ts, last.id];
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && k !== 'cursor') next.set(k, String(v));
    next.set('cursor', Buffer.from(JSON.stringify(key), 'utf8').toString('base64url'));
    nextPage = `/v1${path}?${next.toString()}`;
  }
  return { docs: docs.map(toDto), nextPage, hasNextPage, ...(didYouMean ? { didYouMean } : {}) };
}

function decodeCursor(token) {
  const [createdAt, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  return { createdAt, id };
}

/**
 * Under `/cached/api/…` catalogue reads go through the app's own CatalogueCache (built code; keys
 * and what is kept as CatalogueService keeps them; nothing is written during a run); under
 * `/api/…` every read goes to the database.
 */
const catalogueCache = new CatalogueCache({ catalogueCacheMs: 10_000 });
const cachedMemo = (key, load) => catalogueCache.get(key, load);
/** The wizard's document counts, kept as DocumentCountsCache keeps them (under `/cached/api/…` only). */
const countsCache = new CatalogueCache({ catalogueCacheMs: DOCUMENT_COUNTS_MS });
const cachedCounts = (key, load) => countsCache.get(key, load);

async function feed(type, query, path, memo) {
  const params = Object.fromEntries(query);
  const search = params.q === undefined ? undefined : toSearchTerms(params.q);
  const filters = {
    type,
    college: params.college,
    course: params.course,
    branch: params.branch,
    subject: params.subject,
  };
  const cursor = params.cursor ? decodeCursor(params.cursor) : undefined;
  const snippetPattern = search && searchSnippetPattern ? searchSnippetPattern(search) : undefined;
  const rows = await sql.feedPage({
    filters,
    search,
    snippetPattern,
    cursor,
    limit: PAGE_SIZE,
    memo,
    sort: params.sort,
  });
  if (!search || cursor || rows.length > PAGE_SIZE) return pageOf(rows, { path, params, search });
  // FeedRepository.searchPage (issue 28): the page is not full, so the misspelt words are
  // corrected (search_words) and the corrected query's rows, less what the words as typed
  // matched, follow; didYouMean when the words as typed found nothing.
  const corrected = await sql.correctedQuery(search);
  const terms = corrected === undefined ? undefined : toSearchTerms(corrected);
  if (terms === undefined) return pageOf(rows, { path, params, search });
  const more = await sql.feedPage({
    filters,
    search: terms,
    snippetPattern: searchSnippetPattern ? searchSnippetPattern(terms) : undefined,
    limit: PAGE_SIZE,
    memo,
    // As the app: nothing to leave out when the words as typed matched nothing.
    exclude: rows.length > 0 ? await sql.searchText(search) : undefined,
  });
  const didYouMean = rows.length === 0 && more.length > 0 ? corrected : null;
  return pageOf(rows.concat(more).slice(0, PAGE_SIZE + 1), { path, params, search, didYouMean });
}

// ---- suggestions as they type (SearchSuggestController, issue 28) ----------------------------

const documentHref = (id, title) =>
  `/feed/${encodeURIComponent(title.replace(/\s+/g, '')) || 'document'}?${new URLSearchParams({ id }).toString()}`;

/** SearchSuggestController under `/cached/api/…`: answers kept per prefix as SuggestionCache keeps them. */
const suggestionCache = new SuggestionCache({ documentCountsMs: DOCUMENT_COUNTS_MS });

function suggest(typed, cached) {
  const q = normalizeSuggestQuery(typed);
  const load = async () =>
    (await sql.suggest(q)).map(({ kind, id, label, code }) => ({
      kind,
      id,
      label: code ? `${label} (${code})` : label,
      href:
        kind === 'document' ? documentHref(id, label) : `/feed?${new URLSearchParams({ [kind]: label }).toString()}`,
    }));
  return cached ? suggestionCache.get(q, load) : load();
}

// ---- a subject's most-asked questions (QuestionsService.subjectQuestions, issue 29) -------------

/**
 * Grouped per subject family and kept until the subject's questions change, as the app keeps
 * them: the family and version read on every request, the rows and the grouping (the app's
 * groupRows, from dist/) only when the version moved, and the answer (the app's
 * subjectAnswer) kept per sort and exam type with the grouping.
 */
const questionCache = new Map();

async function subjectQuestions(subjectId, { sort, examType }) {
  const family = await sql.subjectFamily(subjectId);
  if (family.length === 0) throw new NotFound();
  const key = family.join(',');
  const version = await sql.subjectVersion(family);
  let entry = questionCache.get(key);
  if (entry?.version !== version) {
    const { groups } = groupRows(await sql.subjectQuestions(family));
    entry = { version, groups, answers: new Map() };
    questionCache.set(key, entry);
  }
  const answerKey = `${sort ?? ''}|${examType ?? ''}`;
  let answer = entry.answers.get(answerKey);
  if (answer === undefined) {
    answer = subjectAnswer(entry.groups, { sort, examType });
    entry.answers.set(answerKey, answer);
  }
  return answer;
}

// ---- the wizard: the app's catalogue reads, statement for statement ----------------------------

async function requireCourse(collegeId, courseId) {
  const [college, course] = await Promise.all([sql.findCollege(collegeId), sql.findCourse(courseId)]);
  if (!college || !course || course.collegeId !== collegeId) throw new NotFound();
  return course;
}

async function requireBranch(course, branchId) {
  const branch = await sql.findBranch(branchId);
  if (!branch || branch.courseId !== course._id) throw new NotFound();
  return branch;
}

/** A wizard step's rows, each with the documents filed under it (CatalogueService.wizardStep). */
const withCounts = (rows, counts) =>
  rows.map((row) => ({ ...row, documents: counts.get(row._id) ?? { papers: 0, notes: 0 } }));

async function route(req, res) {
  const url = new URL(req.url ?? '/', 'http://bare');
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.pathname === '/ping') return sendJson(res, 200, null);
  const cached = parts[0] === 'cached';
  if (cached) parts.shift();
  const memo = cached ? cachedMemo : direct;
  const counted = cached ? cachedCounts : direct;
  if (parts[0] !== 'api') throw new NotFound();
  const [, head, ...rest] = parts;
  if ((head === 'documents' || head === 'papers' || head === 'notes') && rest.length === 0) {
    const type = head === 'papers' ? 'paper' : head === 'notes' ? 'note' : undefined;
    return sendJson(res, 200, await feed(type, url.searchParams, `/${head}`, memo));
  }
  if (head === 'search' && rest.length === 1 && rest[0] === 'suggest') {
    return sendJson(res, 200, await suggest(url.searchParams.get('q') ?? '', cached));
  }
  if (head === 'subjects' && rest.length === 2 && rest[1] === 'questions' && UUID.test(rest[0])) {
    const params = Object.fromEntries(url.searchParams);
    return sendJson(res, 200, await subjectQuestions(rest[0], params));
  }
  if (head === 'courses' && rest.length === 1) {
    const [collegeId] = rest;
    const [courses, counts] = await Promise.all([
      memo(`courses-of:${collegeId}`, async () => {
        if (!(await sql.findCollege(collegeId))) throw new NotFound();
        return sql.coursesOf(collegeId);
      }),
      counted(`counts:courses:${collegeId}`, () => sql.documentCounts('course_id', 'college_id', collegeId)),
    ]);
    return sendJson(res, 200, withCounts(courses, counts));
  }
  if (head === 'branches' && rest.length === 2) {
    const [collegeId, courseId] = rest;
    const [branches, counts] = await Promise.all([
      memo(`branches-of:${collegeId}/${courseId}`, async () => {
        await requireCourse(collegeId, courseId);
        return sql.branchesOf(courseId);
      }),
      counted(`counts:branches:${courseId}`, () => sql.documentCounts('branch_id', 'course_id', courseId)),
    ]);
    return sendJson(res, 200, withCounts(branches, counts));
  }
  if (head === 'subjects' && rest.length === 4) {
    const [collegeId, courseId, branchId, yearText] = rest;
    const year = Number(yearText);
    const [subjects, counts] = await Promise.all([
      memo(`subjects-of:${collegeId}/${courseId}/${branchId}/${year}`, async () => {
        const course = await requireCourse(collegeId, courseId);
        await requireBranch(course, branchId);
        return sql.subjectsOf(branchId, year);
      }),
      counted(`counts:subjects:${branchId}/${year}`, () =>
        sql.documentCounts('subject_id', 'branch_id', branchId, year),
      ),
    ]);
    return sendJson(res, 200, withCounts(subjects, counts));
  }
  if ((head === 'papers' || head === 'notes') && rest.length === 5) {
    const [collegeId, courseId, branchId, yearText, subjectId] = rest;
    const year = Number(yearText);
    const type = head === 'papers' ? 'paper' : 'note';
    // CatalogueService.resolvePath: course and college together, then the branch, the subject, the college.
    await memo(`path:${collegeId}/${courseId}/${branchId}/${year}/${subjectId}`, async () => {
      const course = await requireCourse(collegeId, courseId);
      const branch = await requireBranch(course, branchId);
      const subject = await sql.findSubject(subjectId);
      if (!subject || subject.branchId !== branch._id || subject.year !== year) throw new NotFound();
      await sql.findCollege(collegeId);
    });
    const rows = await sql.feedPage({
      filters: { type, college: collegeId, course: courseId, branch: branchId, subject: subjectId, year },
      limit: PAGE_SIZE,
    });
    const path = `/${head}/${collegeId}/${courseId}/${branchId}/${year}/${subjectId}`;
    return sendJson(res, 200, pageOf(rows, { path, params: {} }));
  }
  if (
    head === 'documents' &&
    rest.length === 2 &&
    (rest[1] === 'preview' || rest[1] === 'view') &&
    UUID.test(rest[0])
  ) {
    return sendRange(req, res, rest[0]);
  }
  throw new NotFound();
}

/** The viewer's Range read: the app's file row and view count, then the bytes from the object file. */
async function sendRange(req, res, id) {
  const file = await sql.findFile(id);
  if (!file) throw new NotFound();
  const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const start = m ? Number(m[1]) : 0;
  const end = m && m[2] ? Math.min(Number(m[2]), file.size - 1) : file.size - 1;
  if (start === 0) await sql.countView(id);
  const handle = await open(join(objects, file.objectKey), 'r');
  const headers = {
    etag: `"${file.contentHash}"`,
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=0, must-revalidate',
    'content-type': 'application/pdf',
    'content-length': end - start + 1,
  };
  if (m) headers['content-range'] = `bytes ${start}-${end}/${file.size}`;
  res.writeHead(m ? 206 : 200, headers);
  await pipeline(handle.createReadStream({ start, end }), res);
}

const server = http.createServer((req, res) => {
  route(req, res).catch((error) => {
    if (error instanceof NotFound) return sendJson(res, 404, null, 'Not found');
    // The load generator closed the connection mid-answer (the end of a run).
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return undefined;
    console.error('bare:', error.message);
    if (!res.headersSent) sendJson(res, 500, null, error.message);
    else res.destroy();
  });
});
server.keepAliveTimeout = 72_000;
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

// ---- the streamed-upload ceiling ---------------------------------------------------------------

const upload = Fastify({ logger: false });
await upload.register(fastifyMultipart, {
  limits: { fileSize: Number(process.env.BARE_UPLOAD_MAX_MB ?? 1024) * 1024 * 1024, files: 1 },
});
let uploads = 0;
upload.post('/upload', async (request) => {
  const fields = {};
  let received;
  for await (const part of request.parts()) {
    if (part.type !== 'file') {
      fields[part.fieldname] = part.value;
      continue;
    }
    const hash = createHash('sha256');
    const target = join(uploadDir, `upload-${process.pid}-${(uploads += 1)}.pdf`);
    let size = 0;
    await pipeline(
      part.file,
      new Transform({
        transform(chunk, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      }),
      createWriteStream(target),
    );
    received = { size, sha256: hash.digest('hex'), fields: Object.keys(fields).length };
    void rm(target, { force: true }); // after the answer: the app keeps its file
  }
  return received;
});
await upload.listen({ port: 0, host: '127.0.0.1' });

process.send?.({
  port: server.address().port,
  uploadPort: upload.server.address().port,
  sqlShape: `${sql.shape}${sql.snippets ? ' + snippets' : ''}${sql.textSource ? ' + textSource' : ''}`,
});
process.on('message', async (message) => {
  if (message === 'stop') {
    server.close();
    await upload.close();
    await pool.end();
    process.exit(0);
  }
});
