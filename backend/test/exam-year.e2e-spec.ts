/**
 * A document's exam year (issue 26, first slice): the upload's rule (accepted forms and each
 * refusal with its code), the stored and answered field on every list, the feed's exact filter
 * and its exam-year sort, paged across the sort's keys (documents without one last).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, postDocument, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { makePdf } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

type Agent = SignedUpUser['agent'];

function upload(
  agent: Agent,
  type: 'papers' | 'notes',
  cat: TestCatalogue,
  examYear?: string,
  title = `Exam year ${randomBytes(3).toString('hex')}`,
) {
  return postDocument(agent, cat, { type, title, examType: 'endsem', examYear });
}

const pdf = () => makePdf({ pages: [`Exam year paper ${randomBytes(6).toString('hex')}`] });

interface Listed {
  _id: string;
  title: string;
  examYear: string | null;
}
interface Page {
  docs: Listed[];
  nextPage: string | null;
  hasNextPage: boolean;
}

describe('exam year', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let alice: SignedUpUser;
  let cat: TestCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    alice = await signUp(t);
    cat = await createCatalogue(admin);
  });
  afterAll(() => t.close());

  describe('the upload', () => {
    it.each([
      ['papers', '2023', '2023'],
      ['notes', '2023-24', '2023-24'],
      ['papers', ' 1999-00 ', '1999-00'],
      ['papers', '2099', '2099'],
    ] as const)('accepts %s with examYear %j, stored as %j', async (type, sent, stored) => {
      const res = await upload(alice.agent, type, cat, sent)
        .attach('file', await pdf(), { filename: 'p.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(res.body.data.examYear).toBe(stored);
    });

    it.each([undefined, '', '   '])('takes examYear %j as none (null)', async (sent) => {
      const res = await upload(alice.agent, 'papers', cat, sent)
        .attach('file', await pdf(), { filename: 'p.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(res.body.data.examYear).toBeNull();
    });

    it.each([
      ['2023-25', /after 2023 comes 2023-24/],
      ['2023-23', /after 2023 comes 2023-24/],
      ['1999-01', /after 1999 comes 1999-00/],
      ['1899', /year from 1900 to 2099/],
      ['2100', /year from 1900 to 2099/],
      ['23', /year from 1900 to 2099/],
      ['2023/24', /year from 1900 to 2099/],
      ['2023-2024', /year from 1900 to 2099/],
      ['２０２３', /year from 1900 to 2099/],
      ['2023\n', undefined],
    ] as const)('refuses examYear %j with DOCUMENT.INVALID_EXAM_YEAR', async (sent, message) => {
      const res = await upload(alice.agent, 'notes', cat, sent)
        .attach('file', await pdf(), { filename: 'p.pdf', contentType: 'application/pdf' })
        .expect(sent === '2023\n' ? 201 : 400);
      if (sent === '2023\n') {
        // Trimmed like every text field of the upload.
        expect(res.body.data.examYear).toBe('2023');
        return;
      }
      expect(res.body.code).toBe('DOCUMENT.INVALID_EXAM_YEAR');
      expect(res.body.message).toMatch(message ?? /./);
      expect(res.body.errors).toEqual([{ field: 'examYear', message: res.body.message }]);
    });

    it('lists a bad exam year with the other bad fields under VALIDATION.FAILED', async () => {
      const res = await alice.agent
        .post('/api/notes')
        .field('examYear', '2023-25')
        .attach('file', await pdf(), { filename: 'p.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('examYear');
    });

    it('answers the exam year on the detail, my documents, the feed, a search and the console', async () => {
      const title = `Findable ${randomBytes(3).toString('hex')}`;
      const res = await upload(alice.agent, 'papers', cat, '2021-22', title)
        .attach('file', await pdf(), { filename: 'p.pdf', contentType: 'application/pdf' })
        .expect(201);
      const id: string = res.body.data._id;
      const detail = await alice.agent.get(`/api/documents/${id}`).expect(200);
      expect(detail.body.data.examYear).toBe('2021-22');
      const mine = await alice.agent.get('/api/users/user-papers').expect(200);
      expect((mine.body.data as Listed[]).find((d) => d._id === id)?.examYear).toBe('2021-22');
      const feed = await alice.agent.get('/api/papers').query({ examYear: '2021-22' }).expect(200);
      expect((feed.body.data as Page).docs.map((d) => d._id)).toEqual([id]);
      const search = await alice.agent.get('/api/documents').query({ q: title }).expect(200);
      expect((search.body.data as Page).docs.find((d) => d._id === id)?.examYear).toBe('2021-22');
      const console = await admin.agent
        .get('/api/admin/documents')
        .query({ filter: JSON.stringify({ id: [id] }) })
        .expect(200);
      expect(console.body[0]?.examYear ?? console.body.data?.[0]?.examYear).toBe('2021-22');
    });

    it('keeps the column to the rule even when written past the API', async () => {
      const error: unknown = await testDb(t)
        .execute(sql`update documents set exam_year = '23' where exam_year is not null`)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect((error as { cause?: { constraint?: string } }).cause?.constraint).toBe('documents_exam_year_shape');
    });
  });

  describe('the feed', () => {
    let planted: { title: string; examYear: string | null; ago: number }[];
    let cat2: TestCatalogue;

    beforeAll(async () => {
      cat2 = await createCatalogue(admin);
      const years = ['2023', '2023-24', '2019', null, '2021-22', '2024', null, '2023'];
      planted = Array.from({ length: 37 }, (_, i) => ({
        title: `Sorted ${i}`,
        examYear: years[i % years.length] ?? null,
        // Some share a second: the id breaks the tie, as in the newest-first feed.
        ago: Math.floor(i / 3),
      }));
      const values = planted.map(
        (p, i) => sql`(${String(i)}::text, ${p.title}::text, ${p.examYear}::text, ${p.ago}::int)`,
      );
      await testDb(t).execute(sql`
        insert into documents (type, exam_type, title, description, year, owner_id, college_id, course_id, branch_id,
                               subject_id, object_key, content_hash, size, exam_year, text_source, preview_status, created_at)
        select 'paper', 'endsem', v.title, 'Planted', 2, ${alice.user.id}, ${cat2.college._id}, ${cat2.course._id},
               ${cat2.branch._id}, ${cat2.subject._id}, 'documents/exam-year-' || v.key || '.pdf',
               md5('exam-year' || v.key), 1000, v.exam_year, 'pdf', 'ready',
               date_trunc('second', now()) - make_interval(secs => v.ago)
          from (values ${sql.join(values, sql`, `)}) as v(key, title, exam_year, ago)`);
    });

    /** Every page of a list, following nextPage; checks it never repeats a row. */
    async function pageThrough(path: string, query: Record<string, string | number>): Promise<Listed[]> {
      const seen: Listed[] = [];
      let res = await alice.agent.get(path).query(query).expect(200);
      for (;;) {
        const page = res.body.data as Page;
        seen.push(...page.docs);
        if (!page.hasNextPage) break;
        expect(page.nextPage).not.toBeNull();
        res = await alice.agent.get((page.nextPage ?? '').replace(/^\/v1/, '/api')).expect(200);
      }
      expect(new Set(seen.map((d) => d._id)).size).toBe(seen.length);
      return seen;
    }

    const key = (y: string | null) => y ?? '';

    it('sorts by exam year, newest first, none last, newest upload within a year, across pages', async () => {
      const listed = await pageThrough('/api/papers', { college: cat2.college._id, sort: 'examYear', limit: 4 });
      expect(listed).toHaveLength(planted.length);
      const years = listed.map((d) => key(d.examYear));
      expect(years).toEqual([...years].sort().reverse());
      expect(years.slice(0, 2)).toEqual(['2024', '2024']);
      expect(years.slice(-9).every((y) => y === '')).toBe(true);
      expect(new Set(listed.map((d) => d.title))).toEqual(new Set(planted.map((p) => p.title)));
      // Within one exam year, newest upload first (planted index = age order).
      const index = (d: Listed) => Number(d.title.replace('Sorted ', ''));
      for (let i = 1; i < listed.length; i++) {
        const [a, b] = [listed[i - 1], listed[i]];
        if (a && b && key(a.examYear) === key(b.examYear)) {
          expect(planted[index(a)]?.ago ?? 0).toBeLessThanOrEqual(planted[index(b)]?.ago ?? 0);
        }
      }
    });

    it('keeps the default order newest first, paging included', async () => {
      const listed = await pageThrough('/api/documents', { college: cat2.college._id, limit: 5 });
      expect(listed).toHaveLength(planted.length);
      const ages = listed.map((d) => planted[Number(d.title.replace('Sorted ', ''))]?.ago ?? -1);
      expect(ages).toEqual([...ages].sort((a, b) => a - b));
    });

    it('filters by an exact exam year, in either order, paged', async () => {
      const expected = planted.filter((p) => p.examYear === '2023').length;
      for (const sort of ['newest', 'examYear']) {
        const listed = await pageThrough('/api/papers', {
          college: cat2.college._id,
          examYear: '2023',
          sort,
          limit: 3,
        });
        expect(listed).toHaveLength(expected);
        expect(listed.every((d) => d.examYear === '2023')).toBe(true);
      }
      const session = await pageThrough('/api/papers', { college: cat2.college._id, examYear: '2023-24' });
      expect(session.every((d) => d.examYear === '2023-24')).toBe(true);
      expect(session).toHaveLength(planted.filter((p) => p.examYear === '2023-24').length);
    });

    it('refuses a bad filter, sort or cursor', async () => {
      const bad = await alice.agent.get('/api/papers').query({ examYear: '2023-25' }).expect(400);
      expect(bad.body.code).toBe('VALIDATION.FAILED');
      expect(bad.body.errors[0].field).toBe('examYear');
      const sort = await alice.agent.get('/api/papers').query({ sort: 'oldest' }).expect(400);
      expect(sort.body.errors[0].field).toBe('sort');
      await alice.agent.get('/api/papers').query({ q: 'sorted', sort: 'examYear' }).expect(200);
      await alice.agent.get('/api/papers').query({ q: 'sorted', sort: 'newest' }).expect(200);
      // A newest-first cursor does not continue the exam-year sort, nor the other way round.
      const first = await alice.agent.get('/api/papers').query({ college: cat2.college._id, limit: 2 }).expect(200);
      const cursor = new URL(`http://x${first.body.data.nextPage}`).searchParams.get('cursor') ?? '';
      const mixed = await alice.agent.get('/api/papers').query({ sort: 'examYear', cursor }).expect(400);
      expect(mixed.body.code).toBe('DOCUMENT.INVALID_CURSOR');
    });
  });
});
