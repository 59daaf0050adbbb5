/**
 * The question bank (issue 29): the text job stores each paper's questions (number, text, marks,
 * page), the subject's questions are grouped across years (reworded repeats together), a paper
 * lists its questions with how often each was asked, and the groups follow papers that arrive and
 * leave. Notes have no questions.
 */
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { makePdf } from './support/pdf';
import { makeScanPdf } from './support/scan-pdf';
import { createTestApp, TestApp } from './support/test-app';
import { QuestionsRepository } from '../src/questions/questions.repository';
import { QuestionsService } from '../src/questions/questions.service';

/** Page 1 is the header only (makePdf adds a token line to page 1); the questions start on page 2. */
const header = (year: string) =>
  ['Test Institute of Technology', `End Semester Examination ${year}`, 'Time: 3 Hours Max. Marks: 70'].join('\n');

const PAPERS = [
  {
    examYear: '2021',
    examType: 'endsem',
    pages: [
      header('2021'),
      [
        'Q1. What is a deadlock? State the four necessary conditions for a deadlock. [8]',
        'Q2. Explain paging with a neat diagram. [6]',
      ].join('\n'),
      'Q3. Write a short note on spooling. [4]',
    ],
  },
  {
    examYear: '2022',
    examType: 'midsem',
    pages: [
      header('2022'),
      [
        '1) List and explain the necessary conditions for deadlock to occur. (10 marks)',
        '2) Describe the round robin CPU scheduling algorithm. (5 marks)',
      ].join('\n'),
      '3) What is paging? Explain the paging hardware with a diagram. (5 marks)',
    ],
  },
  {
    examYear: '2023',
    examType: 'endsem',
    pages: [
      header('2023'),
      'Question 1: Explain the four conditions necessary for deadlock. [10]',
      'Question 2: Compare monolithic and microkernel architectures. [6]',
    ],
  },
] as const;

interface Group {
  id: string;
  text: string;
  asked: number;
  years: string[];
  occurrences: {
    documentId: string;
    examYear: string;
    examType: string;
    number: string;
    marks: number;
    page: number;
  }[];
}

describe('question bank', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let cat: TestCatalogue;
  const ids: string[] = [];

  const groups = async (query: Record<string, string> = {}): Promise<Group[]> =>
    (await request(t.server).get(`/api/subjects/${cat.subject._id}/questions`).query(query).expect(200)).body.data;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
    for (const paper of PAPERS) {
      ids.push(
        await uploadDocument(admin.agent, cat, {
          title: `Operating Systems ${paper.examYear}`,
          examType: paper.examType,
          examYear: paper.examYear,
          pdf: await makePdf({ pages: [...paper.pages] }),
        }),
      );
    }
    await t.idle();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("groups a subject's reworded repeats across years, most asked first, with where each was asked", async () => {
    const [deadlock, paging, ...rest] = await groups();
    expect(deadlock).toMatchObject({ asked: 3, years: ['2021', '2022', '2023'] });
    expect(deadlock?.text).toBe('What is a deadlock? State the four necessary conditions for a deadlock');
    expect(deadlock?.occurrences).toEqual([
      expect.objectContaining({
        documentId: ids[0],
        number: '1',
        marks: 8,
        page: 2,
        examYear: '2021',
        examType: 'endsem',
      }),
      expect.objectContaining({
        documentId: ids[1],
        number: '1',
        marks: 10,
        page: 2,
        examYear: '2022',
        examType: 'midsem',
      }),
      expect.objectContaining({ documentId: ids[2], number: '1', marks: 10, page: 2, examYear: '2023' }),
    ]);
    expect(paging).toMatchObject({ asked: 2, years: ['2021', '2022'] });
    expect(paging?.occurrences.map((o) => [o.number, o.page])).toEqual([
      ['2', 2],
      ['3', 3],
    ]);
    // Asked once each: spooling, round robin, kernels.
    expect(rest.map((g) => g.asked)).toEqual([1, 1, 1]);
  });

  it('filters by exam type and sorts by the latest year', async () => {
    const midsem = await groups({ examType: 'midsem' });
    expect(midsem.map((g) => g.asked)).toEqual([1, 1, 1]);
    expect(midsem.every((g) => g.occurrences.every((o) => o.examType === 'midsem'))).toBe(true);
    const recent = await groups({ sort: 'recent' });
    expect(recent.slice(0, 2).map((g) => g.years.at(-1))).toEqual(['2023', '2023']);
  });

  it("lists a paper's questions in order with how often each was asked", async () => {
    const res = await request(t.server).get(`/api/documents/${ids[1]}/questions`).expect(200);
    expect(
      res.body.data.map((q: { number: string; asked: number; page: number; marks: number }) => [
        q.number,
        q.page,
        q.marks,
        q.asked,
      ]),
    ).toEqual([
      ['1', 2, 10, 3],
      ['2', 2, 5, 1],
      ['3', 3, 5, 2],
    ]);
  });

  it('has no questions for a note, and answers 404 and 400 where it should', async () => {
    const note = await uploadDocument(admin.agent, cat, {
      type: 'notes',
      title: 'Deadlock notes',
      pdf: await makePdf({
        pages: [header('2022'), 'Q1. What is a deadlock? State the four necessary conditions. [8]'],
      }),
    });
    await t.idle();
    expect((await request(t.server).get(`/api/documents/${note}/questions`).expect(200)).body.data).toEqual([]);
    expect((await groups())[0]?.asked).toBe(3);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await request(t.server).get(`/api/subjects/${missing}/questions`).expect(404)).body.code).toBe(
      'CATALOGUE.SUBJECT_NOT_FOUND',
    );
    expect((await request(t.server).get(`/api/documents/${missing}/questions`).expect(404)).body.code).toBe(
      'DOCUMENT.NOT_FOUND',
    );
    expect((await request(t.server).get('/api/subjects/nope/questions').expect(400)).body.code).toBe(
      'REQUEST.INVALID_ID',
    );
    await request(t.server).get(`/api/subjects/${cat.subject._id}/questions`).query({ sort: 'sideways' }).expect(400);
    await request(t.server).get(`/api/subjects/${cat.subject._id}/questions`).query({ examType: 'viva' }).expect(400);
  });

  it('names the subject from its id alone (the subject page and a shared link to it)', async () => {
    const res = await request(t.server).get(`/api/subjects/${cat.subject._id}`).expect(200);
    expect(res.body.data).toMatchObject({ _id: cat.subject._id, name: cat.subject.name, year: cat.subject.year });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await request(t.server).get(`/api/subjects/${missing}`).expect(404)).body.code).toBe(
      'CATALOGUE.SUBJECT_NOT_FOUND',
    );
    expect((await request(t.server).get('/api/subjects/nope').expect(400)).body.code).toBe('REQUEST.INVALID_ID');
  });

  it('finds questions by their words (stemmed), newest paper first, paged, within a subject when asked', async () => {
    type Hit = { number: string; page: number; documentId: string; examYear: string; subject: { _id: string } };
    const hits = async (query: Record<string, string>) =>
      (await request(t.server).get('/api/questions').query(query).expect(200)).body.data as {
        items: Hit[];
        nextPage: string | null;
        hasNextPage: boolean;
      };
    // "deadlocks" finds every wording that has "deadlock" in it; the 2023 paper is the newest.
    const all = await hits({ q: 'deadlocks' });
    expect(all.items.map((h) => [h.examYear, h.number, h.page])).toEqual([
      ['2023', '1', 2],
      ['2022', '1', 2],
      ['2021', '1', 2],
    ]);
    expect(all.items.every((h) => h.subject._id === cat.subject._id)).toBe(true);
    expect(all.hasNextPage).toBe(false);

    const first = await hits({ q: 'deadlock', limit: '2' });
    expect(first.items.map((h) => h.examYear)).toEqual(['2023', '2022']);
    expect(first.hasNextPage).toBe(true);
    const next = (
      await request(t.server)
        .get(first.nextPage ?? '')
        .expect(200)
    ).body.data as { items: Hit[] };
    expect(next.items.map((h) => h.examYear)).toEqual(['2021']);

    expect((await hits({ q: 'deadlock', subject: cat.subject2._id })).items).toEqual([]);
    expect((await hits({ q: 'spooling', subject: cat.subject._id })).items.map((h) => h.number)).toEqual(['3']);
    expect((await hits({ q: 'quantum chromodynamics' })).items).toEqual([]);
  });

  it('refuses a search with nothing to find, a forged cursor and a bad subject with clear 400s', async () => {
    const code = async (query: Record<string, string>) =>
      (await request(t.server).get('/api/questions').query(query).expect(400)).body.code as string;
    expect(await code({})).toBe('VALIDATION.FAILED');
    expect(await code({ q: '?!' })).toBe('QUESTION.EMPTY_QUERY');
    expect(await code({ q: 'x'.repeat(101) })).toBe('VALIDATION.FAILED');
    expect(await code({ q: 'deadlock', cursor: 'bm90LWEtY3Vyc29y' })).toBe('QUESTION.INVALID_CURSOR');
    expect(await code({ q: 'deadlock', subject: 'nope' })).toBe('VALIDATION.FAILED');
  });

  it('groups a subject once for concurrent readers and reuses its answers until its papers change', async () => {
    const other = await createCatalogue(admin);
    const paper = PAPERS[0];
    const first = await uploadDocument(admin.agent, other, {
      title: 'Operating Systems 2021',
      examType: paper.examType,
      examYear: paper.examYear,
      pdf: await makePdf({ pages: [...paper.pages] }),
    });
    await t.idle();
    const repository = t.app.get(QuestionsRepository);
    const service = t.app.get(QuestionsService);
    const grouping = jest.spyOn(repository, 'subjectQuestions');
    const answering = jest.spyOn(service, 'subjectQuestions');
    try {
      const read = async () =>
        (await request(t.server).get(`/api/subjects/${other.subject._id}/questions`).expect(200)).body.data as Group[];
      // Eight readers at once, before any grouping of the subject was kept: one grouping (on
      // PostgreSQL the requests overlap; PGlite's one connection runs them nearly in turn).
      const answers = await Promise.all(Array.from({ length: 8 }, read));
      expect(grouping).toHaveBeenCalledTimes(1);
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]?.map((g) => g.asked)).toEqual([1, 1, 1]);
      // Later readers get the kept answer (the same object each time) until a paper arrives.
      const kept = await answering.mock.results.at(-1)?.value;
      expect(await service.subjectQuestions(other.subject._id)).toBe(kept);
      expect(await read()).toEqual(answers[0]);
      expect(grouping).toHaveBeenCalledTimes(1);

      const second = PAPERS[1];
      await uploadDocument(admin.agent, other, {
        title: 'Operating Systems 2022',
        examType: second.examType,
        examYear: second.examYear,
        pdf: await makePdf({ pages: [...second.pages] }),
      });
      await t.idle();
      const [deadlock] = await read();
      expect(deadlock).toMatchObject({ asked: 2, years: ['2021', '2022'] });
      expect(grouping).toHaveBeenCalledTimes(2);
      expect(await service.subjectQuestions(other.subject._id)).not.toBe(kept);
    } finally {
      grouping.mockRestore();
      answering.mockRestore();
      await admin.agent.delete(`/api/documents/${first}`);
    }
  });

  it('regroups when a paper leaves', async () => {
    await admin.agent.delete(`/api/documents/${ids[2]}`).expect(200);
    const [deadlock] = await groups();
    expect(deadlock).toMatchObject({ asked: 2, years: ['2021', '2022'] });
    expect((await groups()).some((g) => g.text.includes('microkernel'))).toBe(false);
  });

  describe('across subjects of the same branch with the same name or code', () => {
    const deadlock = (year: string) =>
      makePdf({ pages: [header(year), 'Q1. State and explain the four necessary conditions for a deadlock. [8]'] });
    /** A subject of `cat`'s branch (or another branch) made by the admin. */
    const subject = async (body: Record<string, unknown>) =>
      (
        await admin.agent
          .post('/api/subjects')
          .send({ college: cat.college._id, course: cat.course._id, ...body })
          .expect(201)
      ).body.data as { _id: string; name: string; year: number };
    const paperIn = async (s: { name: string; year: number }, branch: string, year: string) => {
      const res = await admin.agent
        .post('/api/papers')
        .field('title', `${s.name} ${year}`)
        .field('description', 'd')
        .field('college', cat.college._id)
        .field('course', cat.course._id)
        .field('branch', branch)
        .field('subject', s.name)
        .field('year', String(s.year))
        .field('examType', 'endsem')
        .field('examYear', year)
        .attach('file', await deadlock(year), { filename: 'paper.pdf', contentType: 'application/pdf' })
        .expect(201);
      return res.body.data._id as string;
    };
    const deadlockGroup = async (subjectId: string) =>
      ((await request(t.server).get(`/api/subjects/${subjectId}/questions`).expect(200)).body.data as Group[]).find(
        (g) => /deadlock/i.test(g.text),
      );

    it("groups a subject's questions with those of its branch's subjects of the same name or code, not another branch's", async () => {
      const before = await deadlockGroup(cat.subject._id);
      // The same name in year 3; another name with the same code (spaces and dashes aside); the same
      // name in another branch; and an unrelated subject of the same branch.
      const sameName = await subject({ name: cat.subject.name.toUpperCase(), year: 3, branch: cat.branch._id });
      await admin.agent.put(`/api/admin/subjects/${cat.subject._id}`).send({ code: 'CS 301' }).expect(200);
      const sameCode = await subject({ name: 'OS Concepts', code: 'cs-301', year: 4, branch: cat.branch._id });
      const otherBranch = (
        await admin.agent
          .post('/api/branches')
          .send({ branchName: 'Electronics', abbreviation: 'EC', college: cat.college._id, course: cat.course._id })
          .expect(201)
      ).body.data as { _id: string };
      const elsewhere = await subject({ name: cat.subject.name, year: 2, branch: otherBranch._id });
      const unrelated = await subject({ name: 'Computer Graphics', code: 'CS302', year: 3, branch: cat.branch._id });
      const papers = [
        await paperIn(sameName, cat.branch._id, '2024'),
        await paperIn(sameCode, cat.branch._id, '2025'),
        await paperIn(elsewhere, otherBranch._id, '2019'),
        await paperIn(unrelated, cat.branch._id, '2018'),
      ];
      await t.idle();

      // The subject's own papers and its two relatives'.
      const own = await deadlockGroup(cat.subject._id);
      const asked = (before?.asked ?? 0) + 2;
      expect(own).toMatchObject({ asked, years: [...(before?.years ?? []), '2024', '2025'] });
      expect(own?.occurrences.map((o) => o.documentId)).toEqual(expect.arrayContaining([papers[0], papers[1]]));
      // Each relative's page shows the same group; the other branch and the unrelated subject keep their own.
      expect(await deadlockGroup(sameName._id)).toMatchObject({ asked });
      expect(await deadlockGroup(sameCode._id)).toMatchObject({ asked });
      expect(await deadlockGroup(elsewhere._id)).toMatchObject({ asked: 1, years: ['2019'] });
      expect(await deadlockGroup(unrelated._id)).toMatchObject({ asked: 1, years: ['2018'] });
      // A paper's own list counts the relatives' papers too.
      const listed = (await request(t.server).get(`/api/documents/${papers[1]}/questions`).expect(200)).body.data;
      expect(listed[0]).toMatchObject({ number: '1', asked });
    });
  });

  it("finds a scanned paper's questions through OCR (number, marks, page) and groups them with the text papers' repeats", async () => {
    // Image-only pages (no text layer): the text job recognises them, then splits the questions.
    const page = (lines: string[]) => ({ image: lines, width: 595, height: 220, fontSize: 14 });
    const pdf = await makeScanPdf([
      page(['Test Institute of Technology', 'End Semester Examination 2026', 'Time: 3 Hours Max. Marks: 70']),
      page(['Q1. What is paging? Explain the paging hardware with a diagram. [6]']),
      page(['Q2. Write a short note on spooling. [4]']),
    ]);
    const id = await uploadDocument(admin.agent, cat, {
      title: 'Operating Systems 2026 scan',
      examType: 'endsem',
      examYear: '2026',
      pdf,
    });
    await t.idle();
    const own = (await request(t.server).get(`/api/documents/${id}/questions`).expect(200)).body.data as {
      number: string;
      page: number;
      marks: number;
      groupId: string;
    }[];
    expect(own.map((q) => [q.number, q.page, q.marks])).toEqual([
      ['1', 2, 6],
      ['2', 3, 4],
    ]);
    const all = await groups();
    const of = (number: string) =>
      all.find((g) => g.occurrences.some((o) => o.documentId === id && o.number === number));
    expect(of('1')?.years).toEqual(['2021', '2022', '2026']);
    expect(of('2')?.years).toEqual(['2021', '2026']);
  });
});
