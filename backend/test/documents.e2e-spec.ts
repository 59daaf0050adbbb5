import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { documentPopularity, documents, users } from '../src/database/schema';
import { DocumentsService } from '../src/documents/documents.service';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { StorageService } from '../src/storage/storage.service';
import { listObjects, pendingKeys } from './support/objects';
import { brokenPdf, makePdf, NOT_A_PDF } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

type Agent = SignedUpUser['agent'];

interface UploadOptions {
  fields?: Record<string, string | number | undefined>;
  file?: Buffer | null;
  fileFirst?: boolean;
  filename?: string;
}

function placement(cat: TestCatalogue): Record<string, string> {
  return {
    college: cat.college.collegeName,
    course: cat.course.courseName,
    branch: cat.branch.branchName.toLowerCase(), // the spec's form sends the branch lower-cased
    subject: cat.subject.name,
    year: '2',
  };
}

function upload(agent: Agent, type: 'papers' | 'notes', cat: TestCatalogue, options: UploadOptions = {}) {
  const fields: Record<string, string | number | undefined> = {
    title: `Doc ${randomBytes(3).toString('hex')}`,
    description: 'Questions from the end-semester exam',
    ...placement(cat),
    ...(type === 'papers' ? { examType: 'endsem' } : {}),
    ...options.fields,
  };
  let req = agent.post(`/api/${type}`);
  const attach = (r: typeof req, file: Buffer) =>
    r.attach('file', file, { filename: options.filename ?? 'paper.pdf', contentType: 'application/pdf' });
  if (options.fileFirst && options.file) req = attach(req, options.file);
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) req = req.field(key, String(value));
  if (!options.fileFirst && options.file) req = attach(req, options.file);
  return req;
}

describe('documents over the S3 protocol', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let cat: TestCatalogue;

  const documentCount = async () => (await testDb(t).select({ n: count() }).from(documents))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp({ storage: 's3' });
    [admin, alice, bob] = await Promise.all([signUp(t, { admin: true }), signUp(t), signUp(t)]);
    cat = await createCatalogue(admin);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('upload', () => {
    it('stores a paper, renders its thumbnail, indexes its text and awards points', async () => {
      const pdf = await makePdf({ pages: ['Banker algorithm deadlock avoidance', 'Second page about semaphores'] });
      const before = (
        await testDb(t).select({ points: users.points }).from(users).where(eq(users.id, alice.user.id))
      )[0];
      const res = await upload(alice.agent, 'papers', cat, { file: pdf, fields: { title: 'OS endsem 2024' } }).expect(
        201,
      );
      expect(res.body.message).toBe('File uploaded successfully');
      const doc = res.body.data;
      expect(doc).toMatchObject({
        type: 'paper',
        title: 'OS endsem 2024',
        examType: 'endsem',
        year: 2,
        size: pdf.length,
        url: `/api/documents/${doc._id}/view`,
        owner: [{ _id: alice.user.id, username: alice.user.username }],
        subject: [{ _id: cat.subject._id, name: cat.subject.name }],
        branch: [{ branchName: cat.branch.branchName }],
        course: [{ courseName: cat.course.courseName }],
        college: [{ collegeName: cat.college.collegeName }],
      });
      expect(await listObjects(t, 'documents/')).toContain(`documents/${doc._id}.pdf`);
      // Named by its row, so no longer pending (storage/pending-objects.ts).
      expect(await pendingKeys(t, `documents/${doc._id}`)).toEqual([]);

      await t.idle();
      const detail = await request(t.server).get(`/api/documents/${doc._id}`).expect(200);
      expect(detail.body.data.preview).toBe(`/api/documents/${doc._id}/thumbnail`);
      expect(detail.body.data.pages).toBe(2);
      const thumb = await request(t.server).get(detail.body.data.preview).expect(200);
      expect(thumb.headers['content-type']).toBe('image/png');
      expect((thumb.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');

      // Text from inside the PDF (page 2) is searchable, with prefix matching.
      const found = await request(t.server).get('/api/papers').query({ q: 'semaph' }).expect(200);
      expect(found.body.data.docs.map((d: { _id: string }) => d._id)).toEqual([doc._id]);

      const after = (
        await testDb(t).select({ points: users.points }).from(users).where(eq(users.id, alice.user.id))
      )[0];
      expect((after?.points ?? 0) - (before?.points ?? 0)).toBe(10);
    });

    it('accepts the file before the fields, and names or ids for the catalogue', async () => {
      const res = await upload(bob.agent, 'notes', cat, {
        file: await makePdf({ pages: ['Handwritten notes'] }),
        fileFirst: true,
        fields: { college: cat.college._id, course: cat.course._id, branch: cat.branch._id, subject: cat.subject._id },
      }).expect(201);
      expect(res.body.data.type).toBe('note');
      expect(res.body.data).not.toHaveProperty('examType');
    });

    it('keeps only the first file part', async () => {
      const first = await makePdf({ pages: ['First file'] });
      const res = await upload(alice.agent, 'notes', cat, { file: first })
        .attach('file', await makePdf({ pages: ['Second file'] }), {
          filename: 'b.pdf',
          contentType: 'application/pdf',
        })
        .expect(201);
      expect(res.body.data.size).toBe(first.length);
    });

    it('refuses guests (401) and unverified users (403)', async () => {
      const pdf = await makePdf();
      await upload(request.agent(t.server), 'papers', cat, { file: pdf }).expect(401);
      const unverified = await signUp(t, { verified: false });
      await upload(unverified.agent, 'papers', cat, { file: pdf }).expect(403);
    });

    describe('leaves nothing behind when it refuses', () => {
      let rows: number;
      let objects: string[];
      beforeEach(async () => {
        await t.idle();
        rows = await documentCount();
        objects = await listObjects(t);
      });
      afterEach(async () => {
        expect(await documentCount()).toBe(rows);
        expect(await listObjects(t)).toEqual(objects);
        // Nor a pending row: the refusal abandoned the object it had begun.
        expect(await pendingKeys(t, 'documents/')).toEqual([]);
      });

      it('415 for a file that is not a PDF, whatever it is called', async () => {
        const res = await upload(alice.agent, 'papers', cat, { file: NOT_A_PDF, filename: 'fake.pdf' }).expect(415);
        expect(res.body).toMatchObject({
          success: false,
          code: 'DOCUMENT.NOT_PDF',
          message: 'File type not supported. Please upload a PDF file',
        });
      });

      it('400 for an empty file (0 bytes), saying so rather than "not supported"', async () => {
        const res = await upload(alice.agent, 'papers', cat, { file: Buffer.alloc(0), filename: 'empty.pdf' }).expect(
          400,
        );
        expect(res.body).toMatchObject({
          success: false,
          code: 'DOCUMENT.EMPTY_FILE',
          message: 'This file is empty. Please choose a PDF with content',
        });
      });

      it('400 naming every missing field (and the file)', async () => {
        const res = await upload(alice.agent, 'papers', cat, {
          file: null,
          fields: { title: '  ', examType: undefined, year: 'two' },
        }).expect(400);
        expect(res.body.code).toBe('VALIDATION.FAILED');
        const fields = res.body.errors.map((e: { field: string }) => e.field);
        expect(fields).toEqual(expect.arrayContaining(['file', 'title', 'examType', 'year']));
      });

      it('400 for fields over their length limits', async () => {
        const res = await upload(alice.agent, 'notes', cat, {
          file: await makePdf(),
          fields: { title: 'x'.repeat(201), description: 'y'.repeat(2001) },
        }).expect(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['title', 'description']);
      });

      it('400 naming an unknown catalogue field', async () => {
        const res = await upload(alice.agent, 'papers', cat, {
          file: await makePdf(),
          fields: { subject: 'Alchemy' },
        }).expect(400);
        expect(res.body.code).toBe('DOCUMENT.UNKNOWN_CATALOGUE');
        expect(res.body.errors).toEqual([expect.objectContaining({ field: 'subject' })]);
        const year = await upload(alice.agent, 'papers', cat, { file: await makePdf(), fields: { year: 7 } }).expect(
          400,
        );
        expect(year.body.errors[0].field).toBe('year');
      });

      it('400 for an exam type that does not exist', async () => {
        await upload(alice.agent, 'papers', cat, { file: await makePdf(), fields: { examType: 'viva' } }).expect(400);
      });

      it('415 for a request that is not multipart', async () => {
        // A JSON body is refused at the edge (upload routes accept multipart only) …
        const res = await alice.agent.post('/api/papers').send({ title: 'x' }).expect(415);
        expect(res.body.code).toBe('REQUEST.UNSUPPORTED_MEDIA_TYPE');
        // … and no body at all by the upload itself.
        const empty = await alice.agent.post('/api/papers').expect(415);
        expect(empty.body.code).toBe('DOCUMENT.MULTIPART_REQUIRED');
      });

      it('409 for the same content uploaded twice, naming the original', async () => {
        const pdf = await makePdf({ pages: ['Duplicate me'] });
        const first = await upload(alice.agent, 'papers', cat, { file: pdf, fields: { title: 'Original' } }).expect(
          201,
        );
        rows += 1;
        objects = [...objects, `documents/${first.body.data._id}.pdf`].sort();
        await t.idle();
        objects = await listObjects(t);
        const again = await upload(bob.agent, 'notes', cat, { file: pdf, fields: { title: 'Copy' } }).expect(409);
        expect(again.body).toMatchObject({
          code: 'DOCUMENT.DUPLICATE',
          message: 'This file has already been uploaded as “Original”',
          details: { documentId: first.body.data._id, title: 'Original' },
        });
      });
    });

    it('a broken PDF uploads, but gets no preview', async () => {
      const res = await upload(alice.agent, 'notes', cat, { file: brokenPdf() }).expect(201);
      await t.idle();
      const detail = await request(t.server).get(`/api/documents/${res.body.data._id}`).expect(200);
      expect(detail.body.data.preview).toBeNull();
      const row = (await testDb(t).select().from(documents).where(eq(documents.id, res.body.data._id)))[0];
      expect(row?.previewStatus).toBe('failed');
      await request(t.server).get(`/api/documents/${res.body.data._id}/thumbnail`).expect(404);
    });
  });

  describe('the PDF itself', () => {
    let id: string;
    let pdf: Buffer;
    beforeAll(async () => {
      pdf = await makePdf({ pages: ['Range requests'], padBytes: 50_000 });
      id = (
        await upload(alice.agent, 'papers', cat, { file: pdf, fields: { title: 'Ranges: "quoted" / ünïcode' } }).expect(
          201,
        )
      ).body.data._id;
      await t.idle();
    });
    /** The document's counters (its document_popularity row since migration 0024). */
    const views = async () =>
      (await testDb(t).select().from(documentPopularity).where(eq(documentPopularity.documentId, id)))[0];
    /** The document's row version: a new one for any write of the row. */
    const rowVersion = async () => {
      const result = await testDb(t).execute(sql`select xmin::text as xmin from documents where id = ${id}`);
      return (result as { rows: { xmin: string }[] }).rows[0]?.xmin;
    };

    it('serves it inline at /preview with an ETag and counts one view per opening', async () => {
      const res = await request(t.server).get(`/api/documents/${id}/preview`).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^inline; filename="Ranges: 'quoted'|^inline; filename="Ranges:/,
      );
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toContain('must-revalidate');
      expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
      const etag = res.headers.etag;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

      await request(t.server).get(`/api/documents/${id}/view`).set('if-none-match', etag).expect(304);
      const before = (await views())?.views ?? 0;
      const version = await rowVersion();
      // A viewer reading by ranges: only the first chunk counts.
      const first = await request(t.server)
        .get(`/api/documents/${id}/preview`)
        .set('range', 'bytes=0-99')
        .buffer(true)
        .expect(206);
      expect(first.headers['content-range']).toBe(`bytes 0-99/${pdf.length}`);
      expect(Buffer.compare(first.body as Buffer, pdf.subarray(0, 100))).toBe(0);
      const middle = await request(t.server)
        .get(`/api/documents/${id}/preview`)
        .set('range', 'bytes=1000-1999')
        .buffer(true)
        .expect(206);
      expect(Buffer.compare(middle.body as Buffer, pdf.subarray(1000, 2000))).toBe(0);
      const tail = await request(t.server)
        .get(`/api/documents/${id}/preview`)
        .set('range', 'bytes=-10')
        .buffer(true)
        .expect(206);
      expect(Buffer.compare(tail.body as Buffer, pdf.subarray(pdf.length - 10))).toBe(0);
      expect((await views())?.views).toBe(before + 1);
      // Counted beside the document, not in it: its wide row (text vectors, 18 indexes) is not rewritten.
      expect(await rowVersion()).toBe(version);
      const shown = await request(t.server).get(`/api/documents/${id}`).expect(200);
      expect(shown.body.data.views).toBe(before + 1);
    });

    it('answers 416 for a range past the end', async () => {
      const res = await request(t.server)
        .get(`/api/documents/${id}/preview`)
        .set('range', `bytes=${pdf.length + 10}-`)
        .expect(416);
      expect(res.headers['content-range']).toBe(`bytes */${pdf.length}`);
      expect(res.body.code).toBe('DOCUMENT.RANGE_NOT_SATISFIABLE');
    });

    it('downloads it as an attachment and counts the download', async () => {
      const before = (await views())?.downloads ?? 0;
      const version = await rowVersion();
      const res = await request(t.server).get(`/api/documents/${id}/download`).buffer(true).expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect((await views())?.downloads).toBe(before + 1);
      expect(await rowVersion()).toBe(version);
    });

    it('404 DOCUMENT.FILE_MISSING, whole or by range, when its object is gone from storage', async () => {
      const other = (
        await upload(alice.agent, 'papers', cat, {
          file: await makePdf({ pages: ['Soon without its file'] }),
          fields: { title: 'Lost file' },
        }).expect(201)
      ).body.data._id as string;
      await t.idle();
      await t.app.get(StorageService).delete(`documents/${other}.pdf`);
      for (const range of [undefined, 'bytes=0-99']) {
        const req = request(t.server).get(`/api/documents/${other}/preview`);
        const res = await (range ? req.set('range', range) : req).expect(404);
        expect(res.body.code).toBe('DOCUMENT.FILE_MISSING');
      }
    });

    it('404 for unknown documents, 400 for malformed ids', async () => {
      expect((await request(t.server).get(`/api/documents/${randomUUID()}`).expect(404)).body.code).toBe(
        'DOCUMENT.NOT_FOUND',
      );
      await request(t.server).get(`/api/documents/${randomUUID()}/preview`).expect(404);
      expect((await request(t.server).get('/api/documents/123/preview').expect(400)).body.code).toBe(
        'REQUEST.INVALID_ID',
      );
    });

    it('takes the points back when a document is deleted, so re-uploading farms nothing', async () => {
      const carol = await signUp(t);
      const balance = async () =>
        (await testDb(t).select({ points: users.points }).from(users).where(eq(users.id, carol.user.id)))[0]?.points;
      const pdf = await makePdf({ pages: ['Farm me'] });
      for (let round = 0; round < 3; round += 1) {
        const res = await upload(carol.agent, 'notes', cat, { file: pdf }).expect(201);
        expect(await balance()).toBe(10);
        await carol.agent.delete(`/api/documents/${res.body.data._id}`).expect(200);
        expect(await balance()).toBe(0);
      }
      // An admin deleting it takes the points back from the uploader too.
      const kept = await upload(carol.agent, 'notes', cat, { file: pdf }).expect(201);
      await admin.agent.delete(`/api/documents/${kept.body.data._id}`).expect(200);
      expect(await balance()).toBe(0);
    });

    it('is deleted only by its owner or an admin, with its objects', async () => {
      await request(t.server).delete(`/api/documents/${id}`).expect(401);
      expect((await bob.agent.delete(`/api/documents/${id}`).expect(403)).body.code).toBe('DOCUMENT.NOT_OWNER');
      const own = await upload(bob.agent, 'notes', cat, { file: await makePdf() }).expect(201);
      await t.idle();
      await bob.agent.delete(`/api/documents/${own.body.data._id}`).expect(200);
      await admin.agent.delete(`/api/documents/${id}`).expect(200);
      const keys = await listObjects(t);
      expect(keys.filter((k) => k.includes(id) || k.includes(own.body.data._id))).toEqual([]);
      await request(t.server).get(`/api/documents/${id}`).expect(404);
    });
  });

  describe('feeds', () => {
    let feedCat: TestCatalogue;
    const titles = (res: request.Response) => res.body.data.docs.map((d: { title: string }) => d.title);

    beforeAll(async () => {
      feedCat = await createCatalogue(admin, 'feed');
      await upload(alice.agent, 'papers', feedCat, {
        file: await makePdf({ pages: ['Dijkstra shortest paths'] }),
        fields: { title: 'Graphs midsem', examType: 'midsem' },
      }).expect(201);
      await upload(alice.agent, 'notes', feedCat, {
        file: await makePdf({ pages: ['Lexers and parsers'] }),
        fields: { title: 'Compiler notes', subject: feedCat.subject2.name, year: '3' },
      }).expect(201);
      await upload(bob.agent, 'papers', feedCat, {
        file: await makePdf({ pages: ['Quiz on graphs'] }),
        fields: { title: 'Graphs quiz', examType: 'quiz' },
      }).expect(201);
      await t.idle();
    });

    it('filters by catalogue names, case-insensitively, newest first', async () => {
      const res = await request(t.server)
        .get('/api/papers')
        .query({ college: feedCat.college.collegeName.toUpperCase() })
        .expect(200);
      expect(titles(res)).toEqual(['Graphs quiz', 'Graphs midsem']);
      expect(res.body.data).toMatchObject({ hasNextPage: false, nextPage: null });
      const notes = await request(t.server).get('/api/notes').query({ subject: feedCat.subject2.name }).expect(200);
      expect(titles(notes)).toEqual(['Compiler notes']);
      const mixed = await request(t.server)
        .get('/api/documents')
        .query({ branch: feedCat.branch.branchName, course: feedCat.course.courseName, college: '' })
        .expect(200);
      expect(titles(mixed)).toEqual(['Graphs quiz', 'Compiler notes', 'Graphs midsem']);
      const none = await request(t.server).get('/api/papers').query({ college: 'Nowhere University' }).expect(200);
      expect(none.body.data).toEqual({ docs: [], nextPage: null, hasNextPage: false });
    });

    it('searches titles, catalogue names and PDF text, ranked', async () => {
      const res = await request(t.server)
        .get('/api/documents')
        .query({ q: 'graph', college: feedCat.college.collegeName })
        .expect(200);
      expect(titles(res).sort()).toEqual(['Graphs midsem', 'Graphs quiz']);
      const text = await request(t.server).get('/api/documents').query({ q: 'dijkstra' }).expect(200);
      expect(titles(text)).toEqual(['Graphs midsem']);
      const injection = await request(t.server)
        .get('/api/documents')
        .query({ q: "'); drop table documents; --" })
        .expect(200);
      expect(injection.body.success).toBe(true);
      const punctuation = await request(t.server).get('/api/documents').query({ q: '&|!' }).expect(200);
      expect(punctuation.body.data.docs).toEqual([]);
    });

    it('pages with nextPage (/v1 URLs) and rejects forged cursors', async () => {
      const first = await request(t.server)
        .get('/api/documents')
        .query({ college: feedCat.college.collegeName, limit: 2 })
        .expect(200);
      expect(first.body.data.hasNextPage).toBe(true);
      expect(first.body.data.nextPage).toMatch(/^\/v1\/documents\?/);
      expect(first.body.data.nextPage).toContain('college=');
      const second = await request(t.server).get(first.body.data.nextPage.replace('/v1', '/api')).expect(200);
      expect(titles(second)).toEqual(['Graphs midsem']);
      expect(second.body.data.hasNextPage).toBe(false);
      const bad = await request(t.server).get('/api/documents').query({ cursor: 'bm9wZQ' }).expect(400);
      expect(bad.body.code).toBe('DOCUMENT.INVALID_CURSOR');
    });

    it("serves the wizard's document grid by ids", async () => {
      const path = `${feedCat.college._id}/${feedCat.course._id}/${feedCat.branch._id}/2/${feedCat.subject._id}`;
      const res = await request(t.server).get(`/api/papers/${path}`).expect(200);
      expect(titles(res)).toEqual(['Graphs quiz', 'Graphs midsem']);
      await request(t.server).get(`/api/notes/${path}`).expect(200);
      const wrongYear = `${feedCat.college._id}/${feedCat.course._id}/${feedCat.branch._id}/3/${feedCat.subject._id}`;
      expect((await request(t.server).get(`/api/papers/${wrongYear}`).expect(404)).body.code).toBe(
        'CATALOGUE.SUBJECT_NOT_FOUND',
      );
      await request(t.server)
        .get(`/api/papers/${feedCat.college._id}/x/${feedCat.branch._id}/2/${feedCat.subject._id}`)
        .expect(400);
    });

    it('also answers the long form that repeats the type (/api/papers/papers/…)', async () => {
      const path = `${feedCat.college._id}/${feedCat.course._id}/${feedCat.branch._id}/2/${feedCat.subject._id}`;
      const long = await request(t.server).get(`/api/papers/papers/${path}`).expect(200);
      expect(titles(long)).toEqual(['Graphs quiz', 'Graphs midsem']);
      await request(t.server).get(`/api/notes/note/${path}`).expect(200);
      expect((await request(t.server).get(`/api/papers/notes/${path}`).expect(400)).body.code).toBe(
        'DOCUMENT.TYPE_MISMATCH',
      );
      expect((await request(t.server).get(`/api/papers/books/${path}`).expect(400)).body.code).toBe(
        'DOCUMENT.INVALID_TYPE',
      );
    });

    it('lists what an owner uploaded, newest first (for user-papers / user-notes)', async () => {
      const service = t.app.get(DocumentsService);
      const papers = await service.listByOwner(alice.user.id, 'paper');
      expect(papers.length).toBeGreaterThan(0);
      expect(papers.every((d) => d.type === 'paper' && d.owner[0]?._id === alice.user.id)).toBe(true);
      const times = papers.map((d) => new Date(d.createdAt).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('returns every document exactly once while new ones arrive', async () => {
      const pageCat = await createCatalogue(admin, 'page');
      const db = testDb(t);
      const row = () => ({
        id: randomUUID(),
        type: 'note' as const,
        title: 'Paged',
        description: 'd',
        year: 2,
        ownerId: alice.user.id,
        collegeId: pageCat.college._id,
        courseId: pageCat.course._id,
        branchId: pageCat.branch._id,
        subjectId: pageCat.subject._id,
        objectKey: `documents/${randomUUID()}.pdf`,
        contentHash: randomBytes(32).toString('hex'),
        size: 1,
      });
      // Rows with identical timestamps exercise the id tie-break.
      const seeded = Array.from({ length: 45 }, row);
      const sameTime = new Date();
      await db
        .insert(documents)
        .values(seeded.map((r, i) => ({ ...r, createdAt: i % 3 === 0 ? sameTime : new Date(Date.now() - i * 1000) })));

      const seen: string[] = [];
      let next: string | null = `/api/notes?college=${encodeURIComponent(pageCat.college._id)}&limit=7`;
      let pages = 0;
      while (next) {
        const res: request.Response = await request(t.server).get(next).expect(200);
        seen.push(...res.body.data.docs.map((d: { _id: string }) => d._id));
        // Concurrent uploads land on top of the feed and must not shift later pages.
        await Promise.all([
          db.insert(documents).values(row()),
          request(t.server).get('/api/notes').query({ limit: 5 }),
        ]);
        next = res.body.data.nextPage ? String(res.body.data.nextPage).replace('/v1', '/api') : null;
        pages += 1;
      }
      expect(pages).toBe(7);
      expect(new Set(seen).size).toBe(seen.length);
      expect(new Set(seen)).toEqual(new Set(seeded.map((r) => r.id)));
    });
  });
});

describe('documents: limits and storage failures', () => {
  it('413 past UPLOAD_MAX_MB, with nothing left behind', async () => {
    const t = await createTestApp({ env: { UPLOAD_MAX_MB: '1' } });
    try {
      const admin = await signUp(t, { admin: true });
      const cat = await createCatalogue(admin);
      const big = await makePdf({ pages: ['big'], padBytes: 1_200_000 });
      const res = await upload(admin.agent, 'notes', cat, { file: big });
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('DOCUMENT.TOO_LARGE');
      expect(await testDb(t).select().from(documents)).toEqual([]);
      expect(await listObjects(t, 'documents/')).toEqual([]);
      // The connection survives: the next (small) upload works.
      await upload(admin.agent, 'notes', cat, { file: await makePdf() }).expect(201);
    } finally {
      await t.close();
    }
  });

  it('503 STORAGE.UNAVAILABLE when object storage is down, with no row written', async () => {
    const t = await createTestApp({ storage: 's3' });
    const admin = await signUp(t, { admin: true });
    const cat = await createCatalogue(admin);
    const s3 = t.s3;
    if (!s3) throw new Error('expected s3');
    await s3.close();
    try {
      const res = await upload(admin.agent, 'papers', cat, { file: await makePdf() });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'STORAGE.UNAVAILABLE' });
      expect(await testDb(t).select().from(documents)).toEqual([]);
    } finally {
      // s3rver is already closed; closing it again may throw.
      s3.close = async () => undefined;
      await t.close();
    }
  });
});
