/**
 * The smart upload (issue 26): drafts (POST/GET/DELETE /api/uploads, owner only), their analysis
 * in the worker (suggested fields, checks, exact and near duplicates), publishing as the one-step
 * route does (answer, points, jobs; the object reused), and the expiry sweep.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import request from 'supertest';
import { documents, documentSignatures, uploadDrafts, users } from '../src/database/schema';
import { DraftSweeper } from '../src/uploads/draft-sweeper';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, postDocument, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { listObjects, pendingKeys } from './support/objects';
import { brokenPdf, encryptedPdf, makePdf, NOT_A_PDF } from './support/pdf';
import { drawImage } from './support/images';
import { makeScanPdf } from './support/scan-pdf';
import { createTestApp, TestApp } from './support/test-app';

type Agent = SignedUpUser['agent'];

const QUESTIONS = [
  '1. Explain the difference between a process and a thread with a neat diagram.',
  '2. Describe the banker algorithm for deadlock avoidance and give an example.',
  '3. Compare paging and segmentation; discuss internal and external fragmentation.',
  '4. What is a semaphore? Solve the producer consumer problem using semaphores.',
  '5. Discuss disk scheduling policies: FCFS, SSTF, SCAN and LOOK with examples.',
];

/** Page 1 of a paper of the test catalogue's year-2 subject, as a college prints it. */
function paperHeader(cat: TestCatalogue): string {
  return [
    cat.college.collegeName,
    cat.course.courseName,
    'End Semester Examination 2023-24',
    `Subject: ${cat.subject.name}`,
    'Time: 3 Hours                Max Marks: 70',
    'Answer all questions. Figures to the right indicate full marks.',
    ...QUESTIONS,
  ].join('\n');
}

async function rotatedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [n, rotation] of [0, 90, 180].entries()) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Rotated page ${n + 1} ${randomBytes(4).toString('hex')} with enough words to read`, {
      x: 50,
      y: 780,
      size: 14,
      font,
    });
    page.setRotation(degrees(rotation));
  }
  return Buffer.from(await doc.save());
}

/**
 * A two-page scan on A4 (595 × 842 pt), each page one picture covering it: page 1 at about 10 pixels
 * per inch (82 × 117), page 2 at 150 (1240 × 1754).
 */
async function scannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const [width, height] of [
    [82, 117],
    [1240, 1754],
  ] as const) {
    const image = await doc.embedPng(await drawImage('png', width, height));
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  doc.setTitle(`scan ${randomBytes(4).toString('hex')}`);
  return Buffer.from(await doc.save());
}

function createDraft(agent: Agent, pdf: Buffer, filename = 'paper.pdf') {
  return agent.post('/api/uploads').attach('file', pdf, { filename, contentType: 'application/pdf' });
}

function publishBody(cat: TestCatalogue, overrides: Record<string, unknown> = {}) {
  return {
    type: 'paper',
    title: `Published ${randomBytes(3).toString('hex')}`,
    description: 'From a smart upload',
    college: cat.college.collegeName,
    course: cat.course.courseName,
    branch: cat.branch.branchName,
    subject: cat.subject.name,
    year: cat.subject.year,
    examType: 'endsem',
    examYear: '2023-24',
    ...overrides,
  };
}

describe('smart upload (/api/uploads)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let cat: TestCatalogue;

  const points = async (user: SignedUpUser) =>
    (await testDb(t).select({ points: users.points }).from(users).where(eq(users.id, user.user.id)))[0]?.points ?? 0;

  /** Uploads a draft, waits for its analysis, and answers the draft. */
  async function analysed(agent: Agent, pdf: Buffer) {
    const created = await createDraft(agent, pdf).expect(201);
    await t.idle();
    const res = await agent.get(`/api/uploads/${created.body.data.id}`).expect(200);
    return res.body.data;
  }

  beforeAll(async () => {
    t = await createTestApp({ storage: 's3' });
    admin = await signUp(t, { admin: true });
    alice = await signUp(t);
    bob = await signUp(t);
    cat = await createCatalogue(admin);
  });
  afterAll(() => t.close());

  describe('drafts', () => {
    it('creates, lists, shows and discards a draft; others see 404', async () => {
      const pdf = await makePdf({ pages: ['A draft of mine'] });
      const created = await createDraft(alice.agent, pdf, 'my-paper.pdf').expect(201);
      const draft = created.body.data;
      expect(draft).toMatchObject({ fileName: 'my-paper.pdf', size: pdf.length });
      expect(['analysing', 'ready', 'failed']).toContain(draft.status);
      expect(await listObjects(t, `documents/${draft.id}.pdf`)).toEqual([`documents/${draft.id}.pdf`]);
      expect(await pendingKeys(t, `documents/${draft.id}`)).toEqual([]);

      const list = await alice.agent.get('/api/uploads').expect(200);
      expect(list.body.data.map((d: { id: string }) => d.id)).toContain(draft.id);
      await alice.agent.get(`/api/uploads/${draft.id}`).expect(200);

      const others = await bob.agent.get(`/api/uploads/${draft.id}`).expect(404);
      expect(others.body.code).toBe('UPLOAD.NOT_FOUND');
      expect((await bob.agent.get('/api/uploads').expect(200)).body.data).toEqual([]);
      await bob.agent.delete(`/api/uploads/${draft.id}`).expect(404);
      await bob.agent.post(`/api/uploads/${draft.id}/publish`).send(publishBody(cat)).expect(404);

      await t.idle();
      await alice.agent.delete(`/api/uploads/${draft.id}`).expect(204);
      await alice.agent.get(`/api/uploads/${draft.id}`).expect(404);
      expect(await listObjects(t, `documents/${draft.id}`)).toEqual([]);
      expect(await pendingKeys(t, `documents/${draft.id}`)).toEqual([]);
    });

    it('refuses unverified users, guests and files that are not PDFs, as the one-step route does', async () => {
      const unverified = await signUp(t, { verified: false });
      await createDraft(unverified.agent, await makePdf()).expect(403);
      await request(t.server)
        .post('/api/uploads')
        .attach('file', await makePdf(), 'x.pdf')
        .expect(401);
      const notPdf = await createDraft(alice.agent, NOT_A_PDF).expect(415);
      expect(notPdf.body.code).toBe('DOCUMENT.NOT_PDF');
      const empty = await createDraft(alice.agent, Buffer.alloc(0)).expect(400);
      expect(empty.body.code).toBe('DOCUMENT.EMPTY_FILE');
      const noFile = await alice.agent.post('/api/uploads').field('title', 'x').expect(400);
      expect(noFile.body.code).toBe('VALIDATION.FAILED');
      expect(await pendingKeys(t)).toEqual([]);
    });
  });

  describe('analysis', () => {
    it('suggests the fields of a paper whose header names the catalogue', async () => {
      const draft = await analysed(alice.agent, await makePdf({ pages: [paperHeader(cat)] }));
      expect(draft.status).toBe('ready');
      const { suggestion, duplicates, checks } = draft.analysis;
      expect(suggestion.subjectId?.value).toBe(cat.subject._id);
      expect(suggestion.collegeId?.value).toBe(cat.college._id);
      expect(suggestion.examYear?.value).toBe('2023-24');
      expect(suggestion.type?.value).toBe('paper');
      for (const field of [
        'type',
        'collegeId',
        'courseId',
        'branchId',
        'subjectId',
        'year',
        'examType',
        'examYear',
        'title',
      ]) {
        expect(suggestion).toHaveProperty(field);
      }
      expect(suggestion.subjectId.confidence).toBeGreaterThan(0);
      expect(suggestion.subjectId.confidence).toBeLessThanOrEqual(1);
      expect(duplicates).toEqual([]);
      expect(checks).toEqual([]);
    });

    it.each([
      ['PDF.UNREADABLE', () => Promise.resolve(brokenPdf())],
      ['PDF.ENCRYPTED', () => Promise.resolve(encryptedPdf('secret'))],
      ['TEXT.NONE', () => makePdf({ pages: ['', ''] })],
    ])('flags %s', async (code, pdf) => {
      const draft = await analysed(alice.agent, await pdf());
      expect(draft.status).toBe('ready');
      expect(draft.analysis.checks.map((c: { code: string }) => c.code)).toEqual([code]);
      expect(draft.analysis.checks[0].message).toEqual(expect.any(String));
    });

    it('flags duplicated pages with their numbers', async () => {
      const repeated = QUESTIONS.join('\n');
      const draft = await analysed(
        alice.agent,
        await makePdf({ pages: ['Cover page of a duplicated file', repeated, repeated] }),
      );
      expect(draft.analysis.checks).toEqual([expect.objectContaining({ code: 'PAGES.DUPLICATED', pages: [2, 3] })]);
    });

    it('flags pages turned sideways or upside down; the published document keeps the checks for admins', async () => {
      const draft = await analysed(alice.agent, await rotatedPdf());
      expect(draft.analysis.checks).toEqual([expect.objectContaining({ code: 'PAGES.ROTATED', pages: [2, 3] })]);
      await alice.agent.post(`/api/uploads/${draft.id}/publish`).send(publishBody(cat)).expect(201);
      const adminView = await admin.agent.get(`/api/admin/documents/${draft.id}`).expect(200);
      expect(adminView.body.data.checks).toEqual([
        { code: 'PAGES.ROTATED', pages: [2, 3], message: 'Some pages are turned sideways or upside down' },
      ]);
      // Not for students: the public detail has no checks.
      const detail = await alice.agent.get(`/api/documents/${draft.id}`).expect(200);
      expect(detail.body.data).not.toHaveProperty('checks');
    });

    it('flags a scan whose image is turned (no /Rotate, no text layer: found by OCR); an upright scan is not', async () => {
      const lines = [
        `Operating Systems examination ${randomBytes(3).toString('hex')}`,
        'Answer all questions. Time allowed three hours.',
        'Explain the difference between a process and',
        'a thread with a neat diagram and an example.',
        'Describe the banker algorithm for deadlock',
        'avoidance and compare it with detection.',
      ];
      const page = (turn: 0 | 90 | 180 | 270) => ({ image: lines, width: 595, height: 420, fontSize: 15, turn });
      const turned = await analysed(alice.agent, await makeScanPdf([page(0), page(270)]));
      expect(turned.analysis.checks).toEqual([
        { code: 'PAGES.ROTATED', pages: [2], message: 'Some pages are turned sideways or upside down' },
      ]);
      const upsideDown = await analysed(alice.agent, await makeScanPdf([page(180)]));
      expect(upsideDown.analysis.checks).toEqual([expect.objectContaining({ code: 'PAGES.ROTATED', pages: [1] })]);
      const upright = await analysed(alice.agent, await makeScanPdf([page(0), page(0)]));
      expect(upright.status).toBe('ready');
      expect(upright.analysis.checks).toEqual([]);
    });

    it('flags pages scanned at a very low resolution (under 100 pixels per inch), with their numbers', async () => {
      const draft = await analysed(alice.agent, await scannedPdf());
      const low = draft.analysis.checks.filter((check: { code: string }) => check.code === 'SCAN.LOW_RESOLUTION');
      expect(low).toEqual([expect.objectContaining({ pages: [1], message: expect.stringMatching(/low resolution/) })]);
    });

    it('finds the same file (exact) and a rescan of a document already here (near)', async () => {
      const text = `${paperHeader(cat)}\nUnique words ${randomBytes(8).toString('hex')} kernel scheduler`;
      const original = await makePdf({ pages: [text] });
      const one = await postDocument(bob.agent, cat, { title: 'Original paper' })
        .attach('file', original, { filename: 'o.pdf', contentType: 'application/pdf' })
        .expect(201);
      await t.idle();
      const documentId = one.body.data._id;
      const signatures = await testDb(t)
        .select({ n: sql<number>`count(*)::int` })
        .from(documentSignatures)
        .where(eq(documentSignatures.documentId, documentId));
      expect(signatures[0]?.n).toBeGreaterThan(0);

      const same = await analysed(alice.agent, original);
      expect(same.analysis.duplicates).toEqual([{ documentId, title: 'Original paper', similarity: 1, exact: true }]);

      // Another file (makePdf writes a random token on page 1) with the same text: a rescan.
      const rescan = await analysed(alice.agent, await makePdf({ pages: [text] }));
      expect(rescan.analysis.duplicates).toEqual([
        { documentId, title: 'Original paper', similarity: expect.any(Number), exact: false },
      ]);
      expect(rescan.analysis.duplicates[0].similarity).toBeGreaterThanOrEqual(0.85);

      // A different paper is no duplicate.
      const other = await analysed(
        alice.agent,
        await makePdf({ pages: ['A different note about compilers and parsers'] }),
      );
      expect(other.analysis.duplicates).toEqual([]);
    });
  });

  describe('publish', () => {
    it('answers as POST /api/papers, reuses the object, removes the draft, awards points', async () => {
      const oneStep = await postDocument(alice.agent, cat, { title: 'One step', examType: 'endsem' })
        .attach('file', await makePdf({ pages: ['One-step paper for the shape'] }), 'p.pdf')
        .expect(201);

      const draft = await analysed(alice.agent, await makePdf({ pages: ['A paper published from a draft'] }));
      const before = await points(alice);
      const res = await alice.agent.post(`/api/uploads/${draft.id}/publish`).send(publishBody(cat)).expect(201);
      expect(res.body.message).toBe(oneStep.body.message);
      expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(oneStep.body.data).sort());
      expect(res.body.data).toMatchObject({ _id: draft.id, examYear: '2023-24', examType: 'endsem' });
      expect((await points(alice)) - before).toBe(10);

      await alice.agent.get(`/api/uploads/${draft.id}`).expect(404);
      const [row] = await testDb(t).select().from(documents).where(eq(documents.id, draft.id));
      expect(row?.objectKey).toBe(`documents/${draft.id}.pdf`);
      expect(row?.possibleDuplicateOf).toBeNull();
      expect(await listObjects(t, `documents/${draft.id}.pdf`)).toEqual([`documents/${draft.id}.pdf`]);
      expect(await pendingKeys(t)).toEqual([]);
      await t.idle();
      expect((await request(t.server).get(`/api/documents/${draft.id}`).expect(200)).body.data.title).toMatch(
        /^Published/,
      );
      await request(t.server).get(`/api/documents/${draft.id}/thumbnail`).expect(200);
    });

    it('publishes a note (examType ignored) and validates as the one-step route', async () => {
      const draft = await analysed(alice.agent, await makePdf({ pages: ['Lecture notes on memory'] }));
      const bad = await alice.agent
        .post(`/api/uploads/${draft.id}/publish`)
        .send(publishBody(cat, { examYear: '2023-25' }))
        .expect(400);
      expect(bad.body.code).toBe('DOCUMENT.INVALID_EXAM_YEAR');
      const noType = await alice.agent
        .post(`/api/uploads/${draft.id}/publish`)
        .send(publishBody(cat, { type: 'book' }))
        .expect(400);
      expect(noType.body.code).toBe('VALIDATION.FAILED');
      const unknown = await alice.agent
        .post(`/api/uploads/${draft.id}/publish`)
        .send(publishBody(cat, { college: 'No Such College' }))
        .expect(400);
      expect(unknown.body.code).toBe('DOCUMENT.UNKNOWN_CATALOGUE');
      const note = await alice.agent
        .post(`/api/uploads/${draft.id}/publish`)
        .send(publishBody(cat, { type: 'note' }))
        .expect(201);
      expect(note.body.data._id).toBe(draft.id);
      expect(note.body.data).not.toHaveProperty('examType');
    });

    it('refuses an exact duplicate (409) and keeps the draft; a near duplicate is published without points', async () => {
      const text = `${paperHeader(cat)}\nPublish duplicate ${randomBytes(8).toString('hex')} pipelines`;
      const original = await makePdf({ pages: [text] });
      const first = await analysed(alice.agent, original);
      await alice.agent.post(`/api/uploads/${first.id}/publish`).send(publishBody(cat)).expect(201);
      await t.idle();

      const same = await analysed(bob.agent, original);
      const refused = await bob.agent.post(`/api/uploads/${same.id}/publish`).send(publishBody(cat)).expect(409);
      expect(refused.body.code).toBe('DOCUMENT.DUPLICATE');
      await bob.agent.get(`/api/uploads/${same.id}`).expect(200);

      const rescan = await analysed(bob.agent, await makePdf({ pages: [text] }));
      expect(rescan.analysis.duplicates[0]).toMatchObject({ documentId: first.id, exact: false });
      const before = await points(bob);
      const published = await bob.agent.post(`/api/uploads/${rescan.id}/publish`).send(publishBody(cat)).expect(201);
      expect(await points(bob)).toBe(before);
      const [row] = await testDb(t).select().from(documents).where(eq(documents.id, published.body.data._id));
      expect(row?.possibleDuplicateOf).toBe(first.id);
      const adminView = await admin.agent.get(`/api/admin/documents/${rescan.id}`).expect(200);
      expect(adminView.body.data.possibleDuplicateOf).toBe(first.id);
      expect(adminView.body.data.checks).toEqual([]);
    });
  });

  it('sweeps expired drafts with their objects', async () => {
    const draft = await analysed(alice.agent, await makePdf({ pages: ['A draft that expires'] }));
    const keep = await analysed(alice.agent, await makePdf({ pages: ['A draft that stays'] }));
    await testDb(t)
      .update(uploadDrafts)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(uploadDrafts.id, draft.id));
    const swept = await t.app.get(DraftSweeper).sweep();
    expect(swept).toEqual([draft.id]);
    await alice.agent.get(`/api/uploads/${draft.id}`).expect(404);
    expect(await listObjects(t, `documents/${draft.id}`)).toEqual([]);
    expect(await pendingKeys(t)).toEqual([]);
    await alice.agent.get(`/api/uploads/${keep.id}`).expect(200);
    expect(await listObjects(t, `documents/${keep.id}.pdf`)).toEqual([`documents/${keep.id}.pdf`]);
  });
});
