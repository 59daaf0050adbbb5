/**
 * The mixed workload: one autocannon instance per scenario, each at a fixed offered rate
 * (`overallRate`, open loop), all running at once so that together they offer `rate` requests
 * per second. Every response is recorded with its time, status and latency, so a report can
 * tell errors inside a fault's window from errors outside it.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { staggered } from './staggered.mjs';
import { REGISTERED_DOMAIN } from './checks.mjs';
import { makePdf, PASSWORD, WORDS } from './seed.mjs';

/**
 * Share of the offered rate per scenario (reads first). Logins (argon2, ≈ 50 ms of CPU each) and
 * uploads (a PDF drawn by the worker) are 2 % each: 4 per second each at 200 requests/s, far more
 * than a student site sees, and still the costliest requests of the mix.
 */
export const MIX = {
  feed: 0.34,
  wizard: 0.2,
  viewer: 0.2,
  search: 0.1,
  bookmarks: 0.12,
  login: 0.02,
  upload: 0.02,
};

/** Scenarios whose latency the target (p99 ≤ 250 ms) is about. */
export const READS = ['feed', 'wizard', 'viewer', 'search'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const VIEWER_CHUNK = 65_536; // pdf.js asks for ranges of this size

export function multipart(fields, file) {
  const boundary = `----load${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const body = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Each scenario: the statuses that count as success and a builder for one request. `data` holds
 * the seeded catalogue, documents, users with session tokens, and feed cursors.
 */
export const SCENARIOS = {
  feed: {
    ok: [200],
    build: (data) => ({ method: 'GET', path: pick(data.feedPaths) }),
  },
  wizard: {
    ok: [200],
    build: ({ subjects }) => {
      const s = pick(subjects);
      const path = pick([
        '/api/colleges',
        `/api/courses/${s.collegeId}`,
        `/api/branches/${s.collegeId}/${s.courseId}`,
        `/api/subjects/${s.collegeId}/${s.courseId}/${s.branchId}/${s.year}`,
        `/api/papers/${s.collegeId}/${s.courseId}/${s.branchId}/${s.year}/${s.id}`,
        `/api/notes/${s.collegeId}/${s.courseId}/${s.branchId}/${s.year}/${s.id}`,
      ]);
      return { method: 'GET', path };
    },
  },
  viewer: {
    ok: [206],
    build: ({ documents }) => {
      const d = pick(documents);
      const start = VIEWER_CHUNK * Math.floor(Math.random() * Math.ceil(d.size / VIEWER_CHUNK));
      const end = Math.min(start + VIEWER_CHUNK, d.size) - 1;
      return { method: 'GET', path: `/api/documents/${d.id}/view`, headers: { range: `bytes=${start}-${end}` } };
    },
  },
  search: {
    ok: [200],
    build: () => {
      const r = Math.random();
      const q = r < 0.6 ? pick(WORDS) : r < 0.85 ? `${pick(WORDS)} ${pick(WORDS)}` : pick(WORDS).slice(0, 4);
      return { method: 'GET', path: `/api/documents?q=${encodeURIComponent(q)}` };
    },
  },
  bookmarks: {
    ok: [200],
    build: ({ sessions, documents }) => ({
      method: 'POST',
      path: `/api/bookmarks/${pick(documents).id}`,
      headers: { authorization: `Bearer ${pick(sessions).accessToken}` },
    }),
  },
  login: {
    ok: [200],
    build: ({ users }) => ({
      method: 'POST',
      path: '/api/users/login-user',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: pick(users).email, password: PASSWORD }),
    }),
  },
  /** Fault suite only: each registration mails one verification code (checked: exactly once). */
  register: {
    ok: [201],
    build: () => {
      const username = `f_${randomBytes(6).toString('hex')}`;
      return {
        method: 'POST',
        path: '/api/users/register-user',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, email: `${username}@${REGISTERED_DOMAIN}`, password: PASSWORD }),
      };
    },
  },
  upload: {
    ok: [201],
    build: ({ sessions, subjects }) => {
      const s = pick(subjects);
      const paper = Math.random() < 0.5;
      const fields = {
        title: `Load upload ${randomBytes(3).toString('hex')}`,
        description: `Uploaded under load: ${pick(WORDS)} ${pick(WORDS)}`,
        college: s.collegeId,
        course: s.courseId,
        branch: s.branchId,
        subject: s.id,
        year: String(s.year),
        ...(paper ? { examType: pick(['midsem', 'endsem', 'quiz', 'lab']) } : {}),
      };
      const pdf = makePdf([`${s.name} ${pick(WORDS)} ${pick(WORDS)}`, `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`]);
      const { body, contentType } = multipart(fields, { name: 'upload.pdf', data: pdf });
      return {
        method: 'POST',
        path: paper ? '/api/papers' : '/api/notes',
        headers: { authorization: `Bearer ${pick(sessions).accessToken}`, 'content-type': contentType },
        body,
      };
    },
  },
};

/** The accessToken cookie of a login response. */
function accessTokenOf(res) {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    if (pair.startsWith('accessToken=')) return decodeURIComponent(pair.slice('accessToken='.length));
  }
  return undefined;
}

/** Sessions for the seeded users and the feed's cursor pages, fetched through the API once. */
export async function prepareData(baseUrl, seeded, { sessions = 20 } = {}) {
  const tokens = [];
  for (const user of seeded.users.slice(0, sessions)) {
    const res = await fetch(`${baseUrl}/api/users/login-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    const accessToken = accessTokenOf(res);
    if (res.status !== 200 || !accessToken) throw new Error(`login of ${user.email} answered ${res.status}`);
    tokens.push({ userId: user.id, accessToken });
  }
  const feedPaths = ['/api/documents', '/api/papers', '/api/notes'];
  let path = '/api/documents';
  for (let page = 2; page <= 5; page += 1) {
    const body = await (await fetch(`${baseUrl}${path}`)).json();
    const cursor = body.data?.nextPage ? new URL(body.data.nextPage, baseUrl).searchParams.get('cursor') : null;
    if (!cursor) break;
    path = `/api/documents?cursor=${encodeURIComponent(cursor)}`;
    feedPaths.push(path);
  }
  const some = seeded.subjects.slice(0, 6);
  for (const s of some) feedPaths.push(`/api/documents?college=${s.collegeId}`, `/api/papers?subject=${s.id}`);
  return { ...seeded, sessions: tokens, feedPaths };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs the mix against `baseUrl` at `rate` requests/s for `durationSec` seconds. Resolves with
 * one entry per scenario: offered rate, responses `[time, status, ms]`, socket errors/timeouts
 * `[time, message]`, and the start and end times.
 */
export async function runWorkload({ baseUrl, rate, durationSec, data, mix = MIX }) {
  const url = new URL(baseUrl);
  const startedAt = Date.now();
  const runs = Object.entries(mix).map(([name, share]) => {
    const scenario = SCENARIOS[name];
    const scenarioRate = Math.max(1, Math.round(rate * share));
    const responses = [];
    const failures = [];
    const done = new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${url.protocol}//${url.host}`,
          connections: scenarioRate,
          overallRate: scenarioRate,
          duration: durationSec,
          // Seconds; a hang guard (latency is printed, not asserted): beside CPU burners and other
          // builds on 2 cores, reads took up to 10 s and counted as errors.
          timeout: 60,
          ignoreCoordinatedOmission: true,
          setupClient: staggered(scenarioRate),
          requests: [
            {
              setupRequest: (req) => {
                const built = scenario.build(data);
                return { ...req, ...built, headers: { ...req.headers, ...built.headers } };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('response', (_client, status, _bytes, ms) => responses.push([Date.now(), status, ms]));
      instance.on('reqError', (error) => failures.push([Date.now(), error.code ?? error.message]));
    });
    return { name, ok: scenario.ok, rate: scenarioRate, responses, failures, done };
  });
  await Promise.all(runs.map((r) => r.done));
  const endedAt = Date.now();
  return { startedAt, endedAt, durationSec, rate, scenarios: runs.map(({ done: _done, ...r }) => r) };
}

/**
 * Per-scenario figures. `expectedFailure({ scenario, t, ms, kind })` says whether a failure was
 * expected (inside a fault's window; `ms` is the latency of a failed HTTP answer, undefined for a
 * socket error or timeout): those count as `excused`, not as errors.
 */
export function summarize(run, { expectedFailure = () => false } = {}) {
  // Throughput over the nominal duration: answers after it (the last in-flight ones) don't count.
  const end = run.startedAt + run.durationSec * 1000;
  const rows = run.scenarios.map((s) => {
    const good = s.responses.filter(([, status]) => s.ok.includes(status) || (status >= 300 && status < 400));
    const bad = s.responses.filter(([, status]) => !(s.ok.includes(status) || (status >= 300 && status < 400)));
    const errors = [...bad.map(([t, status, ms]) => [t, `HTTP ${status}`, ms]), ...s.failures];
    const unexpected = errors.filter(([t, kind, ms]) => !expectedFailure({ scenario: s.name, t, ms, kind }));
    const latencies = good.map(([, , ms]) => ms).sort((a, b) => a - b);
    const byKind = {};
    for (const [, kind] of unexpected) byKind[kind] = (byKind[kind] ?? 0) + 1;
    const excusedKinds = {};
    for (const [t, kind, ms] of errors) {
      if (expectedFailure({ scenario: s.name, t, ms, kind })) excusedKinds[kind] = (excusedKinds[kind] ?? 0) + 1;
    }
    return {
      name: s.name,
      offered: s.rate,
      completed: s.responses.length,
      throughput: good.filter(([t]) => t <= end).length / run.durationSec,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      latencies,
      errors: unexpected.length,
      /** The first unexpected failures, seconds from the start: [s, kind, latency ms]. */
      firstErrors: unexpected.slice(0, 3).map(([t, kind, ms]) => [((t - run.startedAt) / 1000).toFixed(2), kind, ms]),
      excused: errors.length - unexpected.length,
      errorKinds: byKind,
      excusedKinds,
    };
  });
  const reads = rows
    .filter((r) => READS.includes(r.name))
    .flatMap((r) => r.latencies)
    .sort((a, b) => a - b);
  const all = rows.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    rows,
    readP50: percentile(reads, 50),
    readP99: percentile(reads, 99),
    allP99: percentile(all, 99),
    throughput: rows.reduce((n, r) => n + r.throughput, 0),
    errors: rows.reduce((n, r) => n + r.errors, 0),
    excused: rows.reduce((n, r) => n + r.excused, 0),
  };
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');

export function printSummary(title, summary) {
  console.log(`\n${title}`);
  console.log(
    `${'scenario'.padEnd(10)} ${'offered/s'.padStart(9)} ${'ok/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'errors'.padStart(6)}`,
  );
  for (const r of summary.rows) {
    const kinds = Object.entries(r.errorKinds)
      .map(([k, n]) => `${k}×${n}`)
      .concat(
        r.firstErrors.length
          ? [
              `first at ${r.firstErrors.map(([s, , ms]) => `${s} s${ms === undefined ? '' : ` after ${Math.round(ms)} ms`}`).join(', ')}`,
            ]
          : [],
      )
      .join(', ');
    console.log(
      `${r.name.padEnd(10)} ${String(r.offered).padStart(9)} ${fmt(r.throughput, 1).padStart(7)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p99, 1).padStart(7)} ${fmt(r.max, 0).padStart(7)} ${String(r.errors).padStart(6)}` +
        `${kinds ? `  (${kinds})` : ''}${
          r.excused
            ? `  [${r.excused} in the fault window: ${Object.entries(r.excusedKinds)
                .map(([k, n]) => `${k}×${n}`)
                .join(', ')}]`
            : ''
        }`,
    );
  }
  console.log(
    `${'all'.padEnd(10)} ${String(summary.rows.reduce((n, r) => n + r.offered, 0)).padStart(9)} ${fmt(summary.throughput, 1).padStart(7)} ` +
      `reads p50 ${fmt(summary.readP50, 1)} ms, p99 ${fmt(summary.readP99, 1)} ms; all p99 ${fmt(summary.allP99, 1)} ms; errors ${summary.errors}`,
  );
}
