/**
 * Public input that used to answer 5xx (issue 8, finding 3): impossible cursor dates, huge ranks,
 * ranges and years, wrong types in react-admin's filter, bad path ids and years, malformed
 * multipart bodies. Every route that reads such a value must answer a 4xx with a stable `code`
 * (and a well-formed but odd value a 2xx) — never a 5xx — as a guest and as an admin. The known
 * values are sent one by one; fast-check then generates wider families of each.
 */
import { Logger } from '@nestjs/common';
import fc from 'fast-check';
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { makePdf } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

type Agent = ReturnType<typeof request.agent>;
interface Answer {
  status: number;
  body: { code?: unknown };
}

const CODE = /^[A-Z][A-Z_]*\.[A-Z][A-Z_]*$/;
const RUNS = { numRuns: 40 };
const json = (value: unknown) => JSON.stringify(value);
const token = (tuple: unknown) => Buffer.from(JSON.stringify(tuple), 'utf8').toString('base64url');
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

// ---- the families -------------------------------------------------------------------------

const IMPOSSIBLE_DATES = [
  '2024-13-45 10:00:00+00',
  '0000-01-01 00:00:00+00',
  '2024-01-01 10:00:00+99:99:99',
  '2024-02-30 10:00:00+00',
  '2023-02-29 10:00:00+00',
  '2024-00-10 10:00:00+00',
  '2024-01-00 10:00:00+00',
  '2024-01-01 24:00:00+00',
  '2024-01-01 10:61:00+00',
  '2024-01-01 10:00:60+00',
  '2024-01-01 10:00:00+16:00',
  '2024-01-01 10:00:00-99',
  '9999-12-31 23:59:59-15:59:60',
  '1900-01-01 00:00:00+00',
];
// Tiers are 1, 0 (as typed) and -1, -2 (corrected spellings, issue 28): anything else is refused.
const BAD_RANKS = [1e308, -3, -1e-10, 1e-46, 5e-324, 3.5e38, 1e7, '0.5', null, true, [0.1], { rank: 1 }];
const HUGE_NUMBERS = [1e20, 2 ** 53, 2 ** 63, 9.3e18, 1e308, -1, -1e20, 0.5, 2 ** 31, -(2 ** 31) - 1];
const NUMBER_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x10',
  '1.5',
  '2147483648',
  '99999999999',
  ' ',
  'abc',
];
const BAD_RANGES: unknown[] = [
  [1e20, 1e20],
  [0, 1e20],
  [2 ** 53, 2 ** 53 + 1],
  [-1, 5],
  [5, 1],
  [0.5, 3],
  ['0', '9'],
  [null, null],
  [0],
  [0, 1, 2],
  [1e6, 1e6 + 2000],
  [2_000_000, 2_000_001],
  {},
  'x',
];
const BAD_YEARS: unknown[] = [99999999999, 0, -1, 11, 2 ** 31, 2 ** 53, 1.5, 1e308, '2x', '-1', true, [2], { $gt: 1 }];
const BAD_IDS = [
  'x',
  '1',
  '0',
  '-1',
  "'; drop table documents; --",
  '00000000-0000-0000-0000-00000000000g',
  `${ID}0`,
  ID.slice(1),
  `{${ID}}`,
  ID.replace(/-/g, ''),
  '%00',
  '%2e%2e',
  'a'.repeat(300),
];
const BAD_PATH_YEARS = [
  '0',
  '-1',
  '11',
  '2147483648',
  '99999999999999999999',
  '1e3',
  'NaN',
  'Infinity',
  '1.5',
  'two',
  '%20',
];
const LONG = 'x'.repeat(5000);

// ---- the checks ---------------------------------------------------------------------------

describe('hostile input answers 4xx, never 5xx', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let student: SignedUpUser;
  let cat: TestCatalogue;
  let docId: string;
  let reportId: string;
  let guest: Agent;
  const problems: string[] = [];

  const describeAnswer = (what: string, res: Answer) =>
    `${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;

  /** A value that is wrong: 4xx with a stable code. */
  const refused = (what: string, res: Answer) => {
    if (res.status < 400 || res.status >= 500 || typeof res.body?.code !== 'string' || !CODE.test(res.body.code)) {
      problems.push(describeAnswer(what, res));
    }
  };
  /** A value that may be odd but fine: any answer but a 5xx; a refusal carries a code. */
  const survived = (what: string, res: Answer) => {
    if (res.status >= 500 || (res.status >= 400 && (typeof res.body?.code !== 'string' || !CODE.test(res.body.code)))) {
      problems.push(describeAnswer(what, res));
    }
  };
  const expectNoProblems = () => {
    const found = problems.splice(0);
    expect(found).toEqual([]);
  };
  const as = () =>
    [
      ['guest', guest],
      ['admin', admin.agent],
    ] as const;

  // The database's own refusal (SQLSTATE 22…, answered 400 by the exception filter) is a backstop:
  // every value below must be stopped at the edge before it gets there.
  const backstop = jest.spyOn(Logger.prototype, 'warn');

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'loopback', RATE_LIMITS: 'upload=100000/60,report=100000/60,feedback=100000/60' },
    });
    [admin, student] = await Promise.all([signUp(t, { admin: true }), signUp(t)]);
    guest = request.agent(t.server);
    cat = await createCatalogue(admin);
    const uploaded = await student.agent
      .post('/api/papers')
      .field('title', 'Hostile fixture')
      .field('description', 'A paper to aim at')
      .field('college', cat.college._id)
      .field('course', cat.course._id)
      .field('branch', cat.branch._id)
      .field('subject', cat.subject._id)
      .field('year', '2')
      .field('examType', 'quiz')
      .attach('file', await makePdf(), { filename: 'p.pdf', contentType: 'application/pdf' })
      .expect(201);
    docId = uploaded.body.data._id as string;
    const report = await student.agent.post(`/api/documents/${docId}/reports`).send({ reason: 'other' }).expect(201);
    reportId = report.body.data._id as string;
    await t.idle();
  });
  afterAll(async () => {
    backstop.mockRestore();
    await t.close();
  });

  describe('feed cursors', () => {
    const FEEDS = ['/api/papers', '/api/notes', '/api/documents'];

    it('refuses impossible dates (400 DOCUMENT.INVALID_CURSOR)', async () => {
      for (const feed of FEEDS) {
        for (const date of IMPOSSIBLE_DATES) {
          const res = await guest.get(feed).query({ cursor: token([date, ID]) });
          refused(`${feed} cursor ${date}`, res);
          if (res.status === 400) expect(res.body.code).toBe('DOCUMENT.INVALID_CURSOR');
          refused(
            `${feed} search cursor ${date}`,
            await guest.get(feed).query({ q: 'x', cursor: token([date, ID, 0.1]) }),
          );
        }
      }
      expectNoProblems();
    });

    it('refuses search cursors with impossible ranks', async () => {
      for (const rank of BAD_RANKS) {
        const res = await guest
          .get('/api/documents')
          .query({ q: 'hostile', cursor: token(['2026-01-01 00:00:00+00', ID, rank]) });
        refused(`rank ${json(rank)}`, res);
        expect(res.body.code).toBe('DOCUMENT.INVALID_CURSOR');
      }
      expectNoProblems();
    });

    it('answers any generated cursor without a 5xx', async () => {
      const timestamp = fc
        .tuple(
          fc.integer({ min: -1, max: 10000 }),
          fc.integer({ min: -1, max: 99 }),
          fc.integer({ min: -1, max: 99 }),
          fc.integer({ min: -1, max: 99 }),
          fc.constantFrom('+00', '-15:59:59', '+99', '+05:30', 'Z', '+16:00', ''),
        )
        .map(([y, mo, d, h, zone]) => {
          const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
          return `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:00:00${zone}`;
        });
      const rank = fc.oneof(fc.double(), fc.constantFrom(...BAD_RANKS), fc.float({ noNaN: true }));
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.tuple(timestamp, fc.uuid()),
            fc.tuple(timestamp, fc.uuid(), rank),
            fc.array(fc.jsonValue(), { maxLength: 4 }),
          ),
          fc.boolean(),
          async (tuple, searching) => {
            const res = await guest
              .get('/api/documents')
              .query({ cursor: token(tuple), ...(searching ? { q: 'paper' } : {}) });
            survived(`cursor ${json(tuple)}`, res);
          },
        ),
        RUNS,
      );
      expectNoProblems();
    });
  });

  describe('feed query parameters', () => {
    it('refuses out-of-range and mistyped limits, years, names and searches', async () => {
      // A blank value means "no filter" (the feed's Reset Filters sends them): not refused.
      const NUMERIC_TEXTS = NUMBER_STRINGS.filter((text) => text.trim() !== '');
      for (const feed of ['/api/papers', '/api/notes', '/api/documents']) {
        for (const bad of [...NUMERIC_TEXTS, '0', '51', '-1', '1e308', String(2 ** 31)]) {
          refused(`${feed} limit=${bad}`, await guest.get(feed).query({ limit: bad }));
        }
        for (const bad of [...NUMERIC_TEXTS, '0', '11', '-1', String(2 ** 31), '99999999999']) {
          refused(`${feed} year=${bad}`, await guest.get(feed).query({ year: bad }));
        }
        for (const field of ['q', 'college', 'course', 'branch', 'subject', 'cursor']) {
          refused(`${feed} ${field} too long`, await guest.get(feed).query({ [field]: LONG }));
          refused(`${feed} ${field} twice`, await guest.get(`${feed}?${field}=a&${field}=b`));
        }
        for (const field of ['college', 'course', 'branch', 'subject']) {
          refused(`${feed} ${field} with NUL`, await guest.get(`${feed}?${field}=a%00b`));
        }
        refused(`${feed} examType`, await guest.get(feed).query({ examType: 'viva' }));
        refused(`${feed} unknown parameter`, await guest.get(feed).query({ owner: 'x' }));
      }
      expectNoProblems();
    });

    it('answers any generated search or filter text without a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('q', 'college', 'course', 'branch', 'subject'),
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 250 }),
            fc.constantFrom('%', '_', '\\', "'", ':*', '!&|', '<->'),
          ),
          async (field, value) => {
            survived(`documents ${field}=${json(value)}`, await guest.get('/api/documents').query({ [field]: value }));
          },
        ),
        RUNS,
      );
      expectNoProblems();
    });
  });

  describe("react-admin's sort, range and filter", () => {
    const LISTS = [
      ['/api/admin/colleges', 'collegeName'],
      ['/api/admin/courses', 'courseName'],
      ['/api/admin/branches', 'branchName'],
      ['/api/admin/subjects', 'name'],
      ['/api/admin/documents', 'title'],
      ['/api/admin/reports', 'createdAt'],
      ['/api/admin/feedbacks', 'createdAt'],
      ['/api/admin/users', 'createdAt'],
    ] as const;

    it('refuses range=[1e20,1e20] and every other impossible range, on every list', async () => {
      for (const [list, field] of LISTS) {
        for (const [who, agent] of as()) {
          for (const range of BAD_RANGES) {
            refused(`${who} ${list} range=${json(range)}`, await agent.get(list).query({ range: json(range) }));
          }
          refused(`${who} ${list} range not JSON`, await agent.get(list).query({ range: '[0,' }));
          refused(
            `${who} ${list} sort+range`,
            await agent.get(list).query({ sort: json([field, 'ASC']), range: json([1e20, 1e20]) }),
          );
        }
      }
      expectNoProblems();
    });

    it('refuses filter={"year":99999999999} on /api/admin/subjects, and every other mistyped filter', async () => {
      const res = await admin.agent.get('/api/admin/subjects').query({ filter: json({ year: 99999999999 }) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('LIST.INVALID_PARAMS');
      for (const [who, agent] of as()) {
        for (const year of BAD_YEARS) {
          refused(
            `${who} subjects year=${json(year)}`,
            await agent.get('/api/admin/subjects').query({ filter: json({ year }) }),
          );
          refused(
            `${who} documents year=${json(year)}`,
            await agent.get('/api/admin/documents').query({ filter: json({ year }) }),
          );
        }
        const filters: [string, unknown][] = [
          ['/api/admin/colleges', { q: 123 }],
          ['/api/admin/colleges', { q: ['a'] }],
          ['/api/admin/colleges', { q: LONG }],
          ['/api/admin/colleges', { q: 'a\u0000b' }],
          ['/api/admin/colleges', { location: { $ne: 1 } }],
          ['/api/admin/colleges', { id: { $ne: 1 } }],
          ['/api/admin/colleges', { id: [1, 2] }],
          ['/api/admin/courses', { collegeId: 42 }],
          ['/api/admin/courses', { college: ['a', 'b'] }],
          ['/api/admin/branches', { courseId: [null] }],
          ['/api/admin/subjects', { branch: 7 }],
          ['/api/admin/documents', { type: 5 }],
          ['/api/admin/documents', { q: { a: 1 } }],
          ['/api/admin/documents', { id: [{}] }],
          ['/api/admin/reports', { status: { open: true } }],
          ['/api/admin/reports', { reason: [1] }],
          ['/api/admin/feedbacks', { q: 1e308 }],
          ['/api/admin/users', { isAdmin: 'maybe' }],
          ['/api/admin/users', { q: LONG }],
          ['/api/admin/colleges', { secret: 1 }],
        ];
        for (const [list, filter] of filters) {
          refused(
            `${who} ${list} filter=${json(filter).slice(0, 60)}`,
            await agent.get(list).query({ filter: json(filter) }),
          );
        }
        for (const [list] of LISTS) {
          for (const text of ['{', '[]', 'null', '"x"', '1', '[{"q":1}]', '{"__proto__":{"q":1}}']) {
            refused(`${who} ${list} filter=${text}`, await agent.get(list).query({ filter: text }));
          }
          for (const sort of ['["x","ASC"]', '[1,2]', '["_id","SIDEWAYS"]', '["_id"]', '{', '["__proto__","ASC"]']) {
            refused(`${who} ${list} sort=${sort}`, await agent.get(list).query({ sort }));
          }
        }
      }
      expectNoProblems();
    });

    it('answers any generated sort, range and filter without a 5xx', async () => {
      const number = fc.oneof(
        fc.integer(),
        fc.double(),
        fc.constantFrom(...HUGE_NUMBERS),
        fc.constantFrom(-0, 0, 1, 24),
      );
      const range = fc.oneof(fc.tuple(number, number).map(json), fc.json());
      const filterKey = fc.constantFrom(
        'q',
        'id',
        'year',
        'college',
        'collegeId',
        'courseId',
        'branchId',
        'type',
        'status',
        'reason',
        'isAdmin',
        'location',
      );
      const filter = fc.oneof(
        fc.dictionary(filterKey, fc.oneof(fc.jsonValue(), number, fc.uuid()), { maxKeys: 3 }).map(json),
        fc.json(),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...LISTS),
          fc.record({ range, filter }, { requiredKeys: [] }),
          async ([list], query) => {
            survived(`admin ${list} ${json(query)}`, await admin.agent.get(list).query(query));
          },
        ),
        { numRuns: 80 },
      );
      expectNoProblems();
    });
  });

  describe('path parameters', () => {
    it('refuses ids that are not UUIDs, on every route with one', async () => {
      for (const bad of BAD_IDS) {
        const id = encodeURIComponent(bad);
        const paths = [
          `/api/documents/${id}`,
          `/api/documents/${id}/preview`,
          `/api/documents/${id}/view`,
          `/api/documents/${id}/download`,
          `/api/documents/${id}/thumbnail`,
          `/api/courses/${id}`,
          `/api/branches/${id}/${cat.course._id}`,
          `/api/branches/${cat.college._id}/${id}`,
          `/api/subjects/${id}/${cat.course._id}/${cat.branch._id}/2`,
          `/api/subjects/${cat.college._id}/${cat.course._id}/${id}/2`,
          `/api/admin/colleges/${id}`,
          `/api/admin/subjects/${id}`,
          `/api/admin/documents/${id}`,
          `/api/admin/reports/${id}`,
          `/api/admin/feedbacks/${id}`,
          `/api/admin/users/${id}`,
          `/api/papers/${id}/${cat.course._id}/${cat.branch._id}/2/${cat.subject._id}`,
          `/api/notes/${cat.college._id}/${cat.course._id}/${cat.branch._id}/2/${id}`,
          `/api/papers/papers/${cat.college._id}/${id}/${cat.branch._id}/2/${cat.subject._id}`,
        ];
        for (const path of paths) {
          for (const [who, agent] of as()) refused(`${who} GET ${path}`, await agent.get(path));
        }
        for (const kind of ['colleges', 'courses', 'branches', 'subjects']) {
          refused(`PUT admin/${kind}/${bad}`, await admin.agent.put(`/api/admin/${kind}/${id}`).send({}));
          refused(`DELETE ${kind}/${bad}`, await admin.agent.delete(`/api/${kind}/${id}`));
          refused(`DELETE admin/${kind}/${bad}`, await admin.agent.delete(`/api/admin/${kind}/${id}`));
        }
        refused(`DELETE documents/${bad}`, await admin.agent.delete(`/api/documents/${id}`));
        refused(`DELETE admin/documents/${bad}`, await admin.agent.delete(`/api/admin/documents/${id}`));
        refused(`bookmark ${bad}`, await student.agent.post(`/api/bookmarks/${id}`));
        refused(`report ${bad}`, await student.agent.post(`/api/documents/${id}/reports`).send({ reason: 'other' }));
        refused(`resolve ${bad}`, await admin.agent.put(`/api/admin/reports/${id}`).send({ action: 'dismiss' }));
        refused(`role ${bad}`, await admin.agent.put(`/api/admin/users/${id}`).send({ isAdmin: true }));
      }
      // Broken percent-encoding is refused by Fastify before routing, in the same error shape.
      for (const path of ['/api/documents/%E0%A4%A', '/api/colleges/%', `/api/documents/${'a'.repeat(2000)}`]) {
        for (const [who, agent] of as()) refused(`${who} GET ${path.slice(0, 40)}`, await agent.get(path));
      }
      expectNoProblems();
    });

    it('refuses years outside 1–10 in the wizard paths (400 REQUEST.INVALID_YEAR)', async () => {
      const { college, course, branch, subject } = cat;
      for (const year of BAD_PATH_YEARS) {
        const y = encodeURIComponent(year);
        for (const path of [
          `/api/subjects/${college._id}/${course._id}/${branch._id}/${y}`,
          `/api/papers/${college._id}/${course._id}/${branch._id}/${y}/${subject._id}`,
          `/api/notes/${college._id}/${course._id}/${branch._id}/${y}/${subject._id}`,
          `/api/papers/paper/${college._id}/${course._id}/${branch._id}/${y}/${subject._id}`,
          `/api/notes/notes/${college._id}/${course._id}/${branch._id}/${y}/${subject._id}`,
        ]) {
          for (const [who, agent] of as()) {
            const res = await agent.get(path);
            refused(`${who} ${path}`, res);
            if (res.status === 400 && year !== '%20') expect(res.body.code).toBe('REQUEST.INVALID_YEAR');
          }
        }
      }
      // Unknown catalogue rows but an impossible year: the year is refused before any look-up.
      const res = await guest.get(`/api/subjects/${ID}/${ID}/${ID}/0`).expect(400);
      expect(res.body.code).toBe('REQUEST.INVALID_YEAR');
      expectNoProblems();
    });

    it('answers any generated path segment without a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string({ maxLength: 60 }), fc.uuid(), fc.constantFrom(...BAD_IDS, ...BAD_PATH_YEARS)),
          fc.oneof(fc.integer().map(String), fc.constantFrom(...BAD_PATH_YEARS)),
          async (segment, year) => {
            const s = encodeURIComponent(segment);
            const y = encodeURIComponent(year);
            survived(`documents/${segment}`, await guest.get(`/api/documents/${s}`));
            survived(
              `wizard ${segment} ${year}`,
              await guest.get(`/api/papers/${s}/${cat.course._id}/${cat.branch._id}/${y}/${cat.subject._id}`),
            );
            survived(`admin/${segment}`, await admin.agent.get(`/api/admin/${s}/${s}`));
          },
        ),
        RUNS,
      );
      expectNoProblems();
    });
  });

  describe('JSON bodies', () => {
    it('refuses huge numbers, wrong types, NUL and overlong text in catalogue writes, reports and feedback', async () => {
      const parents = { college: cat.college._id, course: cat.course._id, branch: cat.branch._id };
      const bodies: [string, string, Record<string, unknown>][] = [];
      for (const duration of [...HUGE_NUMBERS, ...NUMBER_STRINGS, null, [4], { n: 4 }]) {
        bodies.push([
          'POST',
          '/api/courses',
          { courseName: 'Hostile', abbreviation: 'H', college: cat.college._id, duration },
        ]);
        bodies.push(['PUT', `/api/admin/courses/${cat.course._id}`, { duration }]);
      }
      for (const year of [...HUGE_NUMBERS, ...NUMBER_STRINGS, 0, 11]) {
        bodies.push(['POST', '/api/subjects', { name: 'Hostile', year, ...parents }]);
        bodies.push(['PUT', `/api/admin/subjects/${cat.subject._id}`, { year }]);
      }
      for (const text of [LONG, 'a\u0000b', 42, ['x'], { $ne: 1 }, true]) {
        bodies.push(['POST', '/api/colleges', { collegeName: text, location: 'Pune' }]);
        bodies.push(['POST', '/api/colleges', { collegeName: 'Hostile', location: text }]);
        bodies.push(['POST', '/api/branches', { branchName: text, abbreviation: 'H', ...parents }]);
        bodies.push(['POST', '/api/courses', { courseName: 'H', abbreviation: 'H', college: text, duration: 4 }]);
        bodies.push(['PUT', `/api/admin/colleges/${cat.college._id}`, { collegeName: text }]);
        bodies.push(['POST', '/api/admin/colleges', { collegeName: text, location: 'Pune' }]);
      }
      for (const [method, path, body] of bodies) {
        const req = method === 'POST' ? admin.agent.post(path) : admin.agent.put(path);
        refused(`${method} ${path} ${json(body).slice(0, 80)}`, await req.send(body));
      }
      for (const body of [
        { reason: 'other', note: 'a\u0000b' },
        { reason: 'other', note: LONG },
        { reason: 5 },
        { reason: ['other'] },
      ]) {
        refused(
          `report ${json(body).slice(0, 60)}`,
          await student.agent.post(`/api/documents/${docId}/reports`).send(body),
        );
      }
      for (const body of [{ action: 5 }, { action: 'explode' }, {}]) {
        refused(`resolve ${json(body)}`, await admin.agent.put(`/api/admin/reports/${reportId}`).send(body));
      }
      let ip = 0;
      for (const body of [
        { email: 'a@b.co', name: 'a\u0000b', feedback: 'hi' },
        { email: 'a\u0000@b.c', name: 'A', feedback: 'hi' },
        { email: 'a@b.co', name: 'A', feedback: LONG + LONG },
        { email: 'a@b.co', name: 5, feedback: 'hi' },
        { email: ['a@b.co'], name: 'A', feedback: 'hi' },
      ]) {
        ip += 1;
        refused(
          `feedback ${json(body).slice(0, 60)}`,
          await request(t.server).post('/api/feedbacks').set('x-forwarded-for', `10.66.0.${ip}`).send(body),
        );
      }
      expectNoProblems();
    });

    it('answers any generated catalogue body without a 5xx', async () => {
      const value = fc.oneof(
        fc.jsonValue(),
        fc.constantFrom(...HUGE_NUMBERS),
        fc.string({ unit: 'binary', maxLength: 300 }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            { name: value, year: value, branch: fc.constant(cat.branch._id), course: value, college: value },
            { requiredKeys: ['branch'] },
          ),
          async (body) => {
            survived(`POST subjects ${json(body).slice(0, 100)}`, await admin.agent.post('/api/subjects').send(body));
          },
        ),
        RUNS,
      );
      expectNoProblems();
    });
  });

  describe('malformed multipart uploads from a signed-in user', () => {
    const form = (boundary: string, parts: string[], end = `--${boundary}--\r\n`) =>
      Buffer.from(parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + end, 'latin1');
    const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
    const filePart = (body: string) =>
      `Content-Disposition: form-data; name="file"; filename="p.pdf"\r\nContent-Type: application/pdf\r\n\r\n${body}`;
    const fields = [
      field('title', 'Broken upload'),
      field('description', 'x'),
      field('college', 'c'),
      field('course', 'c'),
      field('branch', 'b'),
      field('subject', 's'),
      field('year', '2'),
      field('examType', 'quiz'),
    ];
    const B = 'hostileboundary42';
    const pdfStart = '%PDF-1.7\n' + 'x'.repeat(4000);

    const VARIANTS: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', form(B, [...fields, filePart(pdfStart)])],
      ['empty boundary', 'multipart/form-data; boundary=', form(B, [...fields, filePart(pdfStart)])],
      [
        'a boundary the body does not use',
        'multipart/form-data; boundary=other',
        form(B, [...fields, filePart(pdfStart)]),
      ],
      [
        'truncated closing boundary',
        `multipart/form-data; boundary=${B}`,
        form(B, [...fields, filePart(pdfStart)], `--${B.slice(0, 5)}`),
      ],
      ['no closing boundary', `multipart/form-data; boundary=${B}`, form(B, [...fields, filePart(pdfStart)], '')],
      [
        'a file part that ends early',
        `multipart/form-data; boundary=${B}`,
        Buffer.from(`--${B}\r\n${fields.join(`\r\n--${B}\r\n`)}\r\n--${B}\r\n${filePart(pdfStart)}`, 'latin1'),
      ],
      ['a part without headers', `multipart/form-data; boundary=${B}`, form(B, ['\r\njust bytes'])],
      [
        'a malformed part header',
        `multipart/form-data; boundary=${B}`,
        form(B, ['Content-Disposition form-data name=file\r\n\r\nx']),
      ],
      [
        'garbage',
        `multipart/form-data; boundary=${B}`,
        Buffer.from('\u0000\u0001garbage without any boundary', 'latin1'),
      ],
      ['only a preamble', `multipart/form-data; boundary=${B}`, Buffer.from('preamble text\r\n', 'latin1')],
      ['a JSON body', 'application/json', Buffer.from(JSON.stringify({ title: 'x' }))],
      ['a form-encoded body', 'application/x-www-form-urlencoded', Buffer.from('title=x&year=2')],
      ['multipart/mixed', `multipart/mixed; boundary=${B}`, form(B, [...fields, filePart(pdfStart)])],
      ['text/plain', 'text/plain', form(B, [...fields, filePart(pdfStart)])],
    ];

    it.each(VARIANTS)('refuses %s with a 4xx, logged as no error', async (_label, contentType, body) => {
      const errors = jest.spyOn(Logger.prototype, 'error');
      try {
        for (const path of ['/api/papers', '/api/notes']) {
          const res = await student.agent.post(path).set('content-type', contentType).send(body);
          refused(`${path} ${_label}`, res);
          expect(res.body.code).not.toBe('STORAGE.UNAVAILABLE');
        }
        await t.idle();
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
      expectNoProblems();
    });

    it('answers REQUEST.MALFORMED_MULTIPART for a body cut short inside the file', async () => {
      const res = await student.agent
        .post('/api/papers')
        .set('content-type', `multipart/form-data; boundary=${B}`)
        .send(Buffer.from(`--${B}\r\n${fields.join(`\r\n--${B}\r\n`)}\r\n--${B}\r\n${filePart(pdfStart)}`, 'latin1'))
        .expect(400);
      expect(res.body.code).toBe('REQUEST.MALFORMED_MULTIPART');
      const noBoundary = await student.agent
        .post('/api/notes')
        .set('content-type', 'multipart/form-data')
        .send(form(B, fields))
        .expect(400);
      expect(noBoundary.body.code).toBe('REQUEST.MALFORMED_MULTIPART');
    });

    it('answers any generated cut of a good upload without a 5xx', async () => {
      const good = form(B, [...fields, filePart(pdfStart)]);
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: good.length }),
          fc.integer({ min: 0, max: 255 }),
          async (cut, byte) => {
            const body = Buffer.concat([good.subarray(0, cut), Buffer.from([byte])]);
            survived(
              `upload cut at ${cut}`,
              await student.agent
                .post('/api/papers')
                .set('content-type', `multipart/form-data; boundary=${B}`)
                .send(body),
            );
          },
        ),
        { numRuns: 25 },
      );
      expectNoProblems();
    });
  });

  it('stopped every value at the edge: the database never refused one', () => {
    const reachedDatabase = backstop.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('SQLSTATE'));
    expect(reachedDatabase).toEqual([]);
  });
});
