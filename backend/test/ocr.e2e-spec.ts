/**
 * OCR of scanned pages (issue 13): image-only PDFs made here (text drawn to a PNG that is a page's
 * only content) are uploaded through the API; after the jobs run, a word that exists only in the
 * image is found by search, a page with a text layer is not recognised, OCR=off is honoured, a
 * page past the time limit leaves the other pages searchable, ROLE=api never recognises, and
 * `npm run reindex`'s runner brings documents from before OCR up to date (and resumes).
 *
 * Recognition is real (tesseract.js with the bundled English model), so pages are kept small:
 * a line or two of large print, ≈ 0.3 s each here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { DocumentTextService } from '../src/documents/pipeline/document-text.service';
import { DocumentJobsRepository } from '../src/documents/pipeline/document-jobs.repository';
import { OcrBudget } from '../src/documents/pipeline/ocr-budget';
import { reindexDocuments } from '../src/documents/pipeline/reindex';
import { QueueService } from '../src/queue/queue.service';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { makeScanPdf } from './support/scan-pdf';
import { createTestApp, createTestWorker, TestApp, TestWorker } from './support/test-app';
import { describeIf } from './support/requires';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A page with a text layer of its own (well over the 40 letters that make text "usable"). */
const TEXT_PAGE = ['Section A has a real text layer: answer every question about the narwhal migration.'];

/**
 * A large page (A2) packed with print: ≈ 15 s of CPU to recognise (7 s with half the words), past
 * the tests' 10 s page limit (PAGE_LIMIT_MS, CPU time) even on a faster machine.
 */
const DENSE_PAGE = Array.from({ length: 160 }, (_, i) => {
  const sentence = `quick brown foxes jump over lazy dogs, entropy kernel matrix ${i * 7} tensor`;
  return `${i === 80 ? 'Pangolin' : 'Line'} ${i} ${sentence} ${sentence}`;
});

interface World {
  t: TestApp;
  admin: SignedUpUser;
  cat: TestCatalogue;
}

async function world(t: TestApp): Promise<World> {
  const admin = await signUp(t, { admin: true });
  return { t, admin, cat: await createCatalogue(admin) };
}

function upload(w: World, title: string, pdf: Buffer, as: SignedUpUser = w.admin): Promise<string> {
  return uploadDocument(as.agent, w.cat, { type: 'notes', title, description: 'Scanned for the OCR tests', pdf });
}

async function search(t: TestApp, q: string): Promise<string[]> {
  const res = await request(t.server).get('/api/documents').query({ q }).expect(200);
  return (res.body.data.docs as { title: string }[]).map((d) => d.title);
}

async function textSource(t: TestApp, id: string): Promise<unknown> {
  const res = await request(t.server).get(`/api/documents/${id}`).expect(200);
  return res.body.data.textSource;
}

/**
 * The page limit is the renderer child's CPU time (ocr-engine.ts, pdf-preview.ts; issue 23: as wall
 * time, 4 s skipped ordinary pages on a machine that gave the niced child a third of a core): 10 s,
 * ten times an ordinary page's ≈ 1 s of CPU however busy the machine (5 s let a loaded CI run cut
 * the small page after the dense one: a new child loads the model first), while the dense page
 * (≈ 15 s of CPU) still runs past it.
 */
const PAGE_LIMIT_MS = '10000';

describe('OCR of scanned pages', () => {
  let w: World;

  beforeAll(async () => {
    w = await world(await createTestApp({ env: { OCR_PAGE_TIMEOUT_MS: PAGE_LIMIT_MS } }));
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('finds a word that exists only in the image of a scanned page, and says the text was recognised', async () => {
    const id = await upload(
      w,
      'Scanned quokka quiz',
      await makeScanPdf([{ image: ['Marsupials 2024', 'Thylacine anatomy'] }]),
    );
    await w.t.idle();
    expect(await search(w.t, 'thylacine')).toEqual(['Scanned quokka quiz']);
    expect(await search(w.t, 'marsupials')).toEqual(['Scanned quokka quiz']);
    expect(await textSource(w.t, id)).toBe('ocr');
  });

  it('does not recognise a page that has a text layer, only the scanned page beside it', async () => {
    const pdf = await makeScanPdf([
      // The image under this page's text layer holds a word that only OCR could find.
      { text: TEXT_PAGE, image: ['', '', 'Zebrafish'] },
      { image: ['Axolotl regeneration'] },
    ]);
    const id = await upload(w, 'Mixed text and scan', pdf);
    await w.t.idle();
    expect(await search(w.t, 'narwhal')).toEqual(['Mixed text and scan']);
    expect(await search(w.t, 'axolotl')).toEqual(['Mixed text and scan']);
    expect(await search(w.t, 'zebrafish')).toEqual([]);
    expect(await textSource(w.t, id)).toBe('ocr');
  });

  it('a document with a text layer on every page is never recognised: its source is pdf', async () => {
    const id = await upload(w, 'Typed paper', await makeScanPdf([{ text: TEXT_PAGE, image: ['', '', 'Wombat'] }]));
    await w.t.idle();
    expect(await textSource(w.t, id)).toBe('pdf');
    expect(await search(w.t, 'wombat')).toEqual([]);
  });

  it('a page past the time limit is skipped; the document stays searchable by its other pages', async () => {
    const pdf = await makeScanPdf([
      { image: DENSE_PAGE, width: 1191, height: 1684, fontSize: 9 },
      { image: ['Capybara habitats'] },
    ]);
    const id = await upload(w, 'Long scan', pdf);
    // A hang guard, not a measure: the 10 s of CPU the dense page is allowed take ≈ 100 s of wall
    // time when two busy processes leave the niced child a tenth of a core.
    await w.t.idle(300_000);
    expect(await search(w.t, 'capybara')).toEqual(['Long scan']);
    expect(await search(w.t, 'pangolin')).toEqual([]);
    expect(await textSource(w.t, id)).toBe('ocr');
  }, 360_000);
});

describe('OCR=off, then npm run reindex', () => {
  let w: World;
  let dir: string;
  const silent = () =>
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });

  beforeAll(async () => {
    w = await world(await createTestApp({ env: { OCR: 'off' } }));
    dir = mkdtempSync(join(tmpdir(), 'papershelf-reindex-'));
  });
  afterAll(async () => {
    await w?.t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('with OCR=off a scanned document has no text and says so; reindex with OCR on recognises it, resumably', async () => {
    const ids = [
      await upload(w, 'Old scan one', await makeScanPdf([{ image: ['Okapi sightings'] }])),
      await upload(w, 'Old scan two', await makeScanPdf([{ image: ['Quetzal plumage'] }])),
    ];
    await w.t.idle();
    for (const id of ids) expect(await textSource(w.t, id)).toBe('none');
    expect(await search(w.t, 'okapi')).toEqual([]);

    // What `npm run reindex` runs, once OCR is turned on (the same config object the service reads).
    w.t.config.ocr.enabled = true;
    const repository = w.t.app.get(DocumentJobsRepository);
    const text = w.t.app.get(DocumentTextService);
    const checkpointFile = join(dir, 'reindex-progress.json');
    const first = await reindexDocuments(repository, text, {
      all: false,
      checkpointFile,
      out: silent(),
      tty: false,
      maxDocuments: 1,
    });
    expect(first).toMatchObject({ processed: 1, recognised: 1, complete: false });
    const rest = await reindexDocuments(repository, text, { all: false, checkpointFile, out: silent(), tty: false });
    // Resumed after the first document: only the second was left.
    expect(rest).toMatchObject({ processed: 1, recognised: 1, complete: true, resumedAfter: expect.any(String) });
    for (const id of ids) expect(await textSource(w.t, id)).toBe('ocr');
    expect(await search(w.t, 'okapi')).toEqual(['Old scan one']);
    expect(await search(w.t, 'quetzal')).toEqual(['Old scan two']);

    // Nothing left to do; --all goes through every document again.
    expect(
      await reindexDocuments(repository, text, { all: false, checkpointFile, out: silent(), tty: false }),
    ).toMatchObject({
      processed: 0,
      complete: true,
    });
  });
});

describeIf('postgres', 'redis')('ROLE=api with a ROLE=worker', () => {
  let api: TestApp;
  let worker: TestWorker;

  beforeAll(async () => {
    api = await createTestApp({ postgres: true, env: { ROLE: 'api', REDIS_URL: redisUrl } });
    worker = await createTestWorker(api);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('the worker recognises the scanned page; the API never does', async () => {
    const w = await world(api);
    const id = await upload(w, 'Scanned elsewhere', await makeScanPdf([{ image: ['Pelican estuary'] }]));
    // Either process's outbox relay may hand the ocr job to Redis: wait for its result instead.
    const deadline = Date.now() + 150_000; // a hang guard: OCR on a loaded machine
    while ((await textSource(api, id)) === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await search(api, 'pelican')).toEqual(['Scanned elsewhere']);
    expect(await textSource(api, id)).toBe('ocr');
    const series = 'papershelf_job_duration_seconds_count{queue="ocr",status="completed"}';
    const count = (text: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.slice(series.length + 1) ?? 0,
      );
    expect(count((await request(api.server).get('/metrics').expect(200)).text)).toBe(0);
    expect(count((await request(worker.server).get('/metrics').expect(200)).text)).toBeGreaterThanOrEqual(1);
  });
});

/**
 * The OCR budget (issue 22, finding 4): a document may spend documentSeconds on OCR and a user's
 * documents userSecondsPerDay a day (60 s and 900 s of the renderer child's CPU; cut here to 2 s and
 * 3 s, with pages that always run into their 2 s limit, so the seconds are spent on any machine).
 * Asserted by what was recognised, not by time.
 */
describe('OCR budget per document and per user per day', () => {
  let w: World;
  const dense = { image: DENSE_PAGE, width: 1191, height: 1684, fontSize: 9 };

  beforeAll(async () => {
    w = await world(
      await createTestApp({
        env: { OCR_PAGE_TIMEOUT_MS: '2000', OCR_MAX_PAGES: '20' },
        configure: (config) => {
          config.ocr.documentSeconds = 2;
          config.ocr.userSecondsPerDay = 3;
        },
      }),
    );
  }, 180_000);
  afterAll(async () => {
    await w.t.close();
  });

  const uploadAs = (user: SignedUpUser, title: string, pdf: Buffer) => upload(w, title, pdf, user);
  // A hang guard, not a measure: the ≈ 3 s of CPU a test's pages may spend (their limits and
  // budgets are CPU time) are many minutes of wall time when a loaded machine leaves the niced
  // child a few percent of a core (a load of 20 on 2 cores took over 180 s).
  const idle = () => w.t.app.get(QueueService).whenIdle(600_000);
  const usedToday = (user: SignedUpUser) => w.t.app.get(OcrBudget).usedToday(user.user.id);

  it("a document's pages past its OCR seconds are not recognised", async () => {
    const carol = await signUp(w.t);
    // A page that uses its whole 2 s, so the document's 2 s are gone before the easy last page.
    const id = await uploadAs(carol, 'Budget scan', await makeScanPdf([dense, { image: ['Narwhal tusks'] }]));
    await idle();
    expect(await search(w.t, 'narwhal')).toEqual([]);
    expect(await textSource(w.t, id)).toBe('none');
    expect(await usedToday(carol)).toBeGreaterThan(0);
  }, 660_000);

  it("once a user's OCR seconds of the day are spent their next scan is not recognised; another user's is", async () => {
    const alice = await signUp(w.t);
    const bob = await signUp(w.t);
    // 2 s (this document's budget), then the 1 s the day has left for her.
    await uploadAs(alice, 'Dense one', await makeScanPdf([dense, dense]));
    await uploadAs(alice, 'Dense two', await makeScanPdf([dense]));
    await idle();
    expect(await usedToday(alice)).toBeGreaterThanOrEqual(2.7);

    const hers = await uploadAs(alice, 'Alice scan', await makeScanPdf([{ image: ['Axolotl gills'] }]));
    const his = await uploadAs(bob, 'Bob scan', await makeScanPdf([{ image: ['Ocelot whiskers'] }]));
    await idle();
    expect(await search(w.t, 'axolotl')).toEqual([]);
    expect(await textSource(w.t, hers)).toBe('none');
    expect(await search(w.t, 'ocelot')).toEqual(['Bob scan']);
    expect(await textSource(w.t, his)).toBe('ocr');
  }, 660_000);
});
