/**
 * Issue 23, "nothing lost, nothing left behind": an object whose process is killed between the
 * PUT and the commit of the row naming it is not left behind. The database records it before it is
 * written (storage/pending-objects.ts); the row's transaction settles it; the sweep (run where jobs
 * run, documents/pipeline/object-sweeper.ts) deletes an object whose pending row outlived the grace
 * period. A kill is what the fault suite does (test/load/faults.mjs); here the registry and the
 * sweeper are driven directly: an upload that never settles is begin + put with no settle. The
 * grace period is passed by backdating rows, never by waiting.
 */
import { Readable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { pendingObjects } from '../src/database/schema';
import { ObjectSweeper } from '../src/documents/pipeline/object-sweeper';
import { PendingObjects, PendingObjectSweptError } from '../src/storage/pending-objects';
import { StorageService } from '../src/storage/storage.service';
import { signUp } from './support/auth';
import { createCatalogue, postDocument } from './support/catalogue';
import { testDb } from './support/db';
import { image } from './support/images';
import { listObjects } from './support/objects';
import { makePdf, NOT_A_PDF } from './support/pdf';
import { itIf } from './support/requires';
import { createTestApp, TestApp } from './support/test-app';
import { sample } from './support/metrics';

/** A grace period the tests pass by backdating rows past it (an hour), never by waiting. */
const GRACE_MS = 60 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['local', 's3'] as const)('pending objects and their sweep (%s storage)', (storageKind) => {
  let t: TestApp;
  let pending: PendingObjects;
  let storage: StorageService;
  let sweeper: ObjectSweeper;
  let n = 0;
  const newKey = () => `documents/pending-test-${process.pid}-${Date.now()}-${n++}.pdf`;

  beforeAll(async () => {
    t = await createTestApp({ storage: storageKind, env: { STORAGE_SWEEP_GRACE_MS: String(GRACE_MS) } });
    pending = t.app.get(PendingObjects);
    storage = t.app.get(StorageService);
    sweeper = t.app.get(ObjectSweeper);
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (key: string) =>
    storage.put(key, Readable.from([Buffer.from('%PDF-1.4 pending')]), { contentType: 'application/pdf' });
  const pendingRows = async (keys?: string[]) => {
    const rows = await testDb(t)
      .select({ key: pendingObjects.key })
      .from(pendingObjects)
      .where(keys ? inArray(pendingObjects.key, keys) : undefined);
    return rows.map((r) => r.key).sort();
  };
  /** Every pending row (or those of `keys`) becomes older than the grace period. */
  const passGrace = (keys?: string[]) =>
    testDb(t)
      .update(pendingObjects)
      .set({ createdAt: sql`now() - make_interval(secs => ${(GRACE_MS + 60_000) / 1000})` })
      .where(keys ? inArray(pendingObjects.key, keys) : undefined);

  it('sweeps the object of an upload that never settled, after the grace period, and then its row', async () => {
    const key = newKey();
    await pending.begin(key);
    await put(key);

    // Within the grace period the upload may still be under way: nothing is touched.
    expect(await sweeper.sweep()).toEqual([]);
    expect(await listObjects(t, key)).toEqual([key]);
    expect(await pendingRows([key])).toEqual([key]);

    await passGrace([key]);
    expect(await sweeper.sweep()).toEqual([key]);
    expect(await listObjects(t, key)).toEqual([]);
    expect(await pendingRows([key])).toEqual([]);
    // Idempotent: a second pass (another replica's) finds nothing.
    expect(await sweeper.sweep()).toEqual([]);

    const metrics = (await request(t.server).get('/metrics').expect(200)).text;
    expect(sample(metrics, 'papershelf_swept_objects_total')).toBeGreaterThanOrEqual(1);
  });

  it('sweeps the row of an upload killed before its object arrived', async () => {
    const key = newKey();
    await pending.begin(key);
    await passGrace([key]);
    expect(await sweeper.sweep()).toEqual([key]);
    expect(await pendingRows([key])).toEqual([]);
  });

  it('begins a key already pending again (a job writing its object anew after its process died): one row, dated anew', async () => {
    const key = newKey();
    await pending.begin(key);
    await passGrace([key]);
    await pending.begin(key);
    await put(key);
    expect(await pendingRows([key])).toEqual([key]);
    // Its grace period started again: the sweep leaves it to the writer.
    expect(await sweeper.sweep()).not.toContain(key);
    expect(await listObjects(t, key)).toEqual([key]);
    await testDb(t).transaction((tx) => pending.settle(tx, key));
    await storage.delete(key);
  });

  it('leaves a settled object alone: settling in the row transaction removes the pending row', async () => {
    const key = newKey();
    await pending.begin(key);
    await put(key);
    await testDb(t).transaction((tx) => pending.settle(tx, key));
    expect(await pendingRows([key])).toEqual([]);

    await passGrace();
    expect(await sweeper.sweep()).not.toContain(key);
    expect(await listObjects(t, key)).toEqual([key]);
    await storage.delete(key);
  });

  it('does not commit a row naming an object the sweep took (the upload outlasted the grace period)', async () => {
    const key = newKey();
    await pending.begin(key);
    await put(key);
    await passGrace([key]);
    expect(await sweeper.sweep()).toEqual([key]);

    let wrote = false;
    await expect(
      testDb(t).transaction(async (tx) => {
        await pending.settle(tx, key);
        wrote = true;
      }),
    ).rejects.toBeInstanceOf(PendingObjectSweptError);
    expect(wrote).toBe(false);
  });

  it('abandon removes the object and then the row', async () => {
    const key = newKey();
    await pending.begin(key);
    await put(key);
    await pending.abandon(key);
    expect(await listObjects(t, key)).toEqual([]);
    expect(await pendingRows([key])).toEqual([]);
  });

  it('overlapping sweeps (replicas) delete each object once between them', async () => {
    const keys = [newKey(), newKey(), newKey(), newKey()];
    for (const key of keys) {
      await pending.begin(key);
      await put(key);
    }
    await passGrace(keys);
    const [a, b] = await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    expect([...a, ...b].filter((k) => keys.includes(k)).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(await listObjects(t, key)).toEqual([]);
    expect(await pendingRows(keys)).toEqual([]);
  });

  it('an upload, accepted or refused, leaves no pending row; an accepted one keeps its object through a sweep', async () => {
    const admin = await signUp(t, { admin: true });
    const alice = await signUp(t);
    const cat = await createCatalogue(admin);
    const pdf = await makePdf({ pages: [`Pending ${storageKind} ${Date.now()}`] });
    const post = (title: string, file: Buffer) =>
      postDocument(alice.agent, cat, { title }).attach('file', file, {
        filename: 'paper.pdf',
        contentType: 'application/pdf',
      });

    const accepted = await post('Kept', pdf).expect(201);
    const objectKey = `documents/${accepted.body.data._id}.pdf`;
    // Refused after the object was (partly) stored: a duplicate, and a file that is not a PDF.
    await post('Again', pdf).expect(409);
    await post('Bad', NOT_A_PDF).expect(415);
    await t.idle();
    expect(await pendingRows()).toEqual([]);

    await passGrace();
    expect(await sweeper.sweep()).toEqual([]);
    expect(await listObjects(t, objectKey)).toEqual([objectKey]);
  });

  it('a deleted document: its PDF, thumbnail and page 1 are pending in the deletion, then removed with their rows', async () => {
    const admin = await signUp(t, { admin: true });
    const bob = await signUp(t);
    const cat = await createCatalogue(admin);
    const pdf = await makePdf({ pages: [`Deleted ${storageKind} ${Date.now()}`] });
    const res = await postDocument(bob.agent, cat, { title: 'Gone soon' })
      .attach('file', pdf, { filename: 'paper.pdf', contentType: 'application/pdf' })
      .expect(201);
    const id = String(res.body.data._id);
    await t.idle();
    const before = await listObjects(t, `documents/${id}`);
    const thumbnails = await listObjects(t, `thumbnails/${id}`);
    // Page 1 as the thumbnail job drew it for the phone viewer: settled with the preview's row.
    const firstPage = await listObjects(t, `pages/${id}/`);
    expect(before).toEqual([`documents/${id}.pdf`]);
    expect(thumbnails).toHaveLength(1);
    expect(firstPage).toEqual([`pages/${id}/1-960.webp`, `pages/${id}/1-words.json`]);
    expect(await pendingRows(firstPage)).toEqual([]);

    // The deletion's transaction makes both pending (so a kill after its commit leaves them to the
    // sweep); once deleted they are gone, rows and all.
    const release = jest.spyOn(pending, 'release'); // watched, not replaced
    let released: string[];
    try {
      await bob.agent.delete(`/api/documents/${id}`).expect(200);
      released = release.mock.calls.map(([, key]) => key);
    } finally {
      release.mockRestore();
    }
    expect([...released].sort()).toEqual([...before, ...thumbnails, ...firstPage].sort());
    expect(await listObjects(t, `documents/${id}`)).toEqual([]);
    expect(await listObjects(t, `thumbnails/${id}`)).toEqual([]);
    expect(await listObjects(t, `pages/${id}/`)).toEqual([]);
    expect(await pendingRows(released)).toEqual([]);
  });

  it('a replaced avatar: the new one is settled, the old one deleted, no pending row remains', async () => {
    const user = await signUp(t);
    const first = await user.agent
      .put('/api/users/avatar')
      .attach('avatar', await image('png'), 'a.png')
      .expect(200);
    const second = await user.agent
      .put('/api/users/avatar')
      .attach('avatar', await image('jpeg'), 'b.jpg')
      .expect(200);
    const firstKey = String(first.body.data.avatar).replace('/api/users/avatar/', 'avatars/');
    const secondKey = String(second.body.data.avatar).replace('/api/users/avatar/', 'avatars/');
    expect(await listObjects(t, `avatars/${user.user.id}-`)).toEqual([secondKey]);
    expect(await pendingRows([firstKey, secondKey])).toEqual([]);
    // A refused one (not an image) leaves neither object nor row.
    await user.agent.put('/api/users/avatar').attach('avatar', Buffer.from('%PDF-1.4'), 'c.png').expect(400);
    expect(await listObjects(t, `avatars/${user.user.id}-`)).toEqual([secondKey]);
    expect(await pendingRows()).toEqual([]);
  });
});

describe('the sweeper runs on its own where jobs run', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('at start and on its interval (ROLE=all)', async () => {
    t = await createTestApp({
      env: { STORAGE_SWEEP_GRACE_MS: String(GRACE_MS), STORAGE_SWEEP_INTERVAL_MS: '100' },
    });
    const pending = t.app.get(PendingObjects);
    const key = `avatars/swept-${Date.now()}.png`;
    await pending.begin(key);
    await t.app.get(StorageService).put(key, Readable.from([await image('png')]), { contentType: 'image/png' });
    await testDb(t)
      .update(pendingObjects)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(inArray(pendingObjects.key, [key]));
    // A hang guard, not a timing assertion.
    for (let i = 0; i < 600 && (await pending.keys()).includes(key); i++) await sleep(100);
    expect(await pending.keys()).not.toContain(key);
    expect(await listObjects(t, key)).toEqual([]);
  });

  // ROLE=api passes its jobs through Redis: without one the process refuses to start.
  itIf('redis')('not in an API-only process (ROLE=api)', async () => {
    t = await createTestApp({
      env: { ROLE: 'api', STORAGE_SWEEP_GRACE_MS: '0', STORAGE_SWEEP_INTERVAL_MS: '100' },
    });
    const pending = t.app.get(PendingObjects);
    const key = `avatars/kept-${Date.now()}.png`;
    await pending.begin(key);
    // Twenty intervals of the would-be sweeper; a worker would have swept it at its first pass.
    await sleep(2000);
    expect(await pending.keys()).toContain(key);
  });
});
