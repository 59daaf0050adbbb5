/**
 * The page viewer's pages (issue 25): GET /api/documents/{id}/pages/{n}?width= (WebP) and
 * /pages/{n}/text (words with page-relative boxes), drawn once in the page renderer's child and
 * then served from object storage.
 */
import { loadImage } from '@napi-rs/canvas';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PageImagesService, PAGE_QUEUE_LIMIT } from '../src/documents/pages/page-images.service';
import { storedPdf } from '../src/documents/pipeline/stored-pdf';
import { StorageService } from '../src/storage/storage.service';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, postDocument, TestCatalogue } from './support/catalogue';
import { listObjects, pendingKeys } from './support/objects';
import { brokenPdf, makePdf } from './support/pdf';
import { createTestApp, TestApp, TEST_RATE_LIMITS } from './support/test-app';

const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';

describe('page images and words for the phone viewer', () => {
  let t: TestApp;
  let alice: SignedUpUser;
  let cat: TestCatalogue;
  let pages: PageImagesService;
  let id: string;

  const upload = async (pdf: Buffer, title: string): Promise<string> => {
    const res = await postDocument(alice.agent, cat, { title })
      .attach('file', pdf, { filename: 'paper.pdf', contentType: 'application/pdf' })
      .expect(201);
    await t.idle();
    return res.body.data._id as string;
  };
  const page = (n: number | string, width?: number | string) => {
    const req = request(t.server).get(`/api/documents/${id}/pages/${n}`);
    return width === undefined ? req : req.query({ width });
  };

  beforeAll(async () => {
    t = await createTestApp({ storage: 's3' });
    const admin = await signUp(t, { admin: true });
    alice = await signUp(t);
    cat = await createCatalogue(admin);
    pages = t.app.get(PageImagesService);
    id = await upload(
      await makePdf({ pages: ['Banker algorithm deadlock avoidance', 'Second page about semaphores', 'Third page'] }),
      'OS endsem pages',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("has page 1 drawn by the thumbnail job: the first reader's page comes from storage, no draw", async () => {
    // Drawn with the thumbnail, at the width a phone asks for first, with its words; not pending.
    expect(await listObjects(t, `pages/${id}/`)).toEqual([`pages/${id}/1-960.webp`, `pages/${id}/1-words.json`]);
    expect(await pendingKeys(t, `pages/${id}/`)).toEqual([]);
    const before = { ...pages.counts };
    const first = await page(1, 960).buffer(true).expect(200);
    expect(isWebp(first.body as Buffer)).toBe(true);
    expect((await loadImage(first.body as Buffer)).width).toBe(960);
    const words = await request(t.server).get(`/api/documents/${id}/pages/1/text`).expect(200);
    expect(words.body.data.words.map((word: { text: string }) => word.text).slice(0, 4)).toEqual([
      'Banker',
      'algorithm',
      'deadlock',
      'avoidance',
    ]);
    expect(pages.counts).toEqual({ ...before, fromStorage: before.fromStorage + 2 });
  });

  it('draws a page at the width asked for, keeps it in storage, and serves it from there next time', async () => {
    const before = { ...pages.counts };
    const first = await page(2, 480).buffer(true).expect(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(isWebp(first.body as Buffer)).toBe(true);
    const image = await loadImage(first.body as Buffer);
    expect(image.width).toBe(480);
    expect(image.height).toBe(Math.round((480 * 842) / 595));
    expect(pages.counts.images).toBe(before.images + 1);
    expect(await listObjects(t, `pages/${id}/`)).toEqual([
      `pages/${id}/1-960.webp`,
      `pages/${id}/1-words.json`,
      `pages/${id}/2-480.webp`,
      `pages/${id}/2-words.json`,
    ]);

    // A guest and a signed-in reader get the same bytes, from storage: the renderer did not run again.
    const again = await page(2, 480).buffer(true).expect(200);
    const signedIn = await alice.agent
      .get(`/api/documents/${id}/pages/2`)
      .query({ width: 480 })
      .buffer(true)
      .expect(200);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect(Buffer.compare(signedIn.body as Buffer, first.body as Buffer)).toBe(0);
    expect(pages.counts.images).toBe(before.images + 1);
    expect(pages.counts.fromStorage).toBe(before.fromStorage + 2);

    // Revalidation by ETag.
    await page(2, 480).set('if-none-match', String(first.headers.etag)).expect(304);
  });

  it('draws a page once for concurrent readers', async () => {
    const before = pages.counts.images;
    const answers = await Promise.all(Array.from({ length: 4 }, () => page(3, 960).buffer(true).expect(200)));
    expect(pages.counts.images).toBe(before + 1);
    for (const answer of answers) expect(Buffer.compare(answer.body as Buffer, answers[0]?.body as Buffer)).toBe(0);
    expect((await loadImage(answers[0]?.body as Buffer)).width).toBe(960);
    // Without width: 960.
    await page(3).expect(200);
    expect(pages.counts.images).toBe(before + 1);
  });

  it("answers a page's words with page-relative boxes (kept beside the image, read once otherwise)", async () => {
    const before = { ...pages.counts };
    // Page 2 was drawn above: its words were kept then.
    const two = await request(t.server).get(`/api/documents/${id}/pages/2/text`).expect(200);
    expect(pages.counts.words).toBe(before.words);
    expect(two.body.data).toMatchObject({ page: 2, pageCount: 3, width: 595, height: 842, truncated: false });
    const semaphores = (two.body.data.words as { text: string; x: number; y: number; w: number; h: number }[]).find(
      (word) => word.text === 'semaphores',
    );
    // makePdf draws 14-point Helvetica from x = 50, baseline y = 780 (from the bottom).
    expect(semaphores?.x).toBeGreaterThan(50 / 595);
    expect(semaphores?.x).toBeLessThan(0.5);
    expect(semaphores?.y).toBeCloseTo((842 - 780 - 14 * 0.85) / 842, 2);
    expect(semaphores?.h).toBeCloseTo((14 * 1.05) / 842, 2);
    expect(semaphores?.w).toBeGreaterThan(0.05);

    // A page never drawn: its words are read once, then come from storage.
    const other = await upload(await makePdf({ pages: ['Cover', 'Paging and segmentation'] }), 'OS words');
    const two2 = await request(t.server).get(`/api/documents/${other}/pages/2/text`).expect(200);
    expect(two2.body.data.words.map((word: { text: string }) => word.text)).toEqual(['Paging', 'and', 'segmentation']);
    await request(t.server).get(`/api/documents/${other}/pages/2/text`).expect(200);
    expect(pages.counts.words).toBe(before.words + 1);
    expect(pages.counts.images).toBe(before.images);
  });

  it("counts a view when page 1's image is fetched (the phone viewer's opening), not for other pages", async () => {
    const views = async () =>
      (await request(t.server).get(`/api/documents/${id}`).expect(200)).body.data.views as number;
    const before = await views();
    await page(2, 480).expect(200);
    expect(await views()).toBe(before);
    const first = await page(1, 480).expect(200);
    expect(await views()).toBe(before + 1);
    await page(1, 480).set('if-none-match', String(first.headers.etag)).expect(304);
    expect(await views()).toBe(before + 1);
  });

  it('refuses a width outside the set, a page that is not a number, and a page past the end, drawing nothing', async () => {
    const before = { ...pages.counts };
    for (const width of [500, 0, 'wide', 14400]) {
      const res = await page(1, width).expect(400);
      expect(res.body.code).toBe('DOCUMENT.INVALID_PAGE_WIDTH');
    }
    for (const n of ['0', 'abc', '-1', '1.5', '9999999']) {
      const res = await page(n, 480).expect(400);
      expect(res.body.code).toBe('DOCUMENT.INVALID_PAGE');
    }
    const past = await page(4, 480).expect(404);
    expect(past.body).toMatchObject({ code: 'DOCUMENT.PAGE_NOT_FOUND', message: expect.stringMatching(/3 pages/) });
    const pastText = await request(t.server).get(`/api/documents/${id}/pages/4/text`).expect(404);
    expect(pastText.body.code).toBe('DOCUMENT.PAGE_NOT_FOUND');
    const unknown = await request(t.server).get(`/api/documents/${randomUUID()}/pages/1`).expect(404);
    expect(unknown.body.code).toBe('DOCUMENT.NOT_FOUND');
    const badId = await request(t.server).get('/api/documents/not-a-uuid/pages/1').expect(400);
    expect(badId.body.code).toBe('REQUEST.INVALID_ID');
    expect(pages.counts).toEqual(before);
  });

  it('does not draw a PDF the thumbnail job could not read', async () => {
    const broken = await upload(brokenPdf(), 'Broken pages');
    const before = { ...pages.counts };
    const res = await request(t.server).get(`/api/documents/${broken}/pages/1`).expect(422);
    expect(res.body.code).toBe('DOCUMENT.PAGE_UNREADABLE');
    expect(pages.counts).toEqual(before);
  });

  it('refuses to queue past its bound instead of making readers wait (503, Retry-After)', async () => {
    // Fill the page renderer's queue with work of its own (draws of the same document): the
    // request below is answered long before 16 of those 24 draws are done.
    const objectKey = `documents/${id}.pdf`;
    const storage = t.app.get(StorageService);
    const source = storedPdf(storage, { objectKey, size: (await storage.stat(objectKey))?.size ?? 0 });
    const queued = Array.from({ length: PAGE_QUEUE_LIMIT * 3 }, () =>
      pages.renderer.renderPage(source, { page: 1, image: { width: 480, maxHeight: 1440, quality: 82 }, maxWords: 0 }),
    );
    expect(pages.renderer.pending).toBe(PAGE_QUEUE_LIMIT * 3);
    const before = pages.counts.images;
    const res = await page(1, 1440).expect(503);
    expect(res.body.code).toBe('DOCUMENT.PAGES_BUSY');
    expect(res.headers['retry-after']).toBe('2');
    expect(pages.counts.images).toBe(before);
    await Promise.all(queued);
    await page(1, 1440).expect(200);
    expect(pages.counts.images).toBe(before + 1);
  });

  it("deletes the document's pages with the document, the thumbnail job's page 1 included", async () => {
    const doomed = await upload(await makePdf({ pages: ['Doomed page one', 'Doomed page two'] }), 'Doomed');
    await request(t.server).get(`/api/documents/${doomed}/pages/1`).query({ width: 480 }).expect(200);
    await request(t.server).get(`/api/documents/${doomed}/pages/2/text`).expect(200);
    expect(await listObjects(t, `pages/${doomed}/`)).toEqual([
      `pages/${doomed}/1-480.webp`,
      `pages/${doomed}/1-960.webp`,
      `pages/${doomed}/1-words.json`,
      `pages/${doomed}/2-words.json`,
    ]);
    await alice.agent.delete(`/api/documents/${doomed}`).expect(200);
    expect(await listObjects(t, `pages/${doomed}/`)).toEqual([]);
    // Released as pending objects in the deletion and then deleted: no row is left for the sweep.
    expect(await pendingKeys(t, `pages/${doomed}/`)).toEqual([]);
    const gone = await request(t.server).get(`/api/documents/${doomed}/pages/1`).query({ width: 480 }).expect(404);
    expect(gone.body.code).toBe('DOCUMENT.NOT_FOUND');
    // Other documents' pages stay.
    expect((await listObjects(t, `pages/${id}/`)).length).toBeGreaterThan(0);
  });
});

describe('page viewer rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: `${TEST_RATE_LIMITS},pages=3/60` } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts page images and words together per guest address (RATE_LIMITS pages)', async () => {
    const missing = randomUUID();
    await request(t.server).get(`/api/documents/${missing}/pages/1`).expect(404);
    await request(t.server).get(`/api/documents/${missing}/pages/1/text`).expect(404);
    await request(t.server).get(`/api/documents/${missing}/pages/2`).expect(404);
    const refused = await request(t.server).get(`/api/documents/${missing}/pages/3/text`).expect(429);
    expect(refused.body).toMatchObject({ code: 'DOCUMENT.TOO_MANY_PAGE_REQUESTS', details: { limit: 'pages' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
