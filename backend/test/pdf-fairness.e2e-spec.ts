/**
 * One user cannot starve the PDF pipelines (issue 22, finding 4). Three 3 KB PDFs of nested form
 * XObjects (test/support/nested-forms-pdf.ts: minutes of pdfjs work each) from one user, then a
 * normal upload from another: before, the single renderer drew each hostile file until the 60 s
 * wall-clock limit, in arrival order, and the other user's thumbnail came after all three.
 *
 * Asserted by work and order, never by elapsed time (the machine is shared):
 * - each hostile thumbnail is stopped by the renderer's CPU limit (the child's own CPU seconds,
 *   cut to 2 s here), not by the wall-clock limit: the renderer's kill counts say which;
 * - the other user's thumbnail job runs right after the hostile one already running, before the
 *   first user's second (job priorities from each owner's backlog: job-fairness.ts), on both
 *   queue drivers (in-process; BullMQ with TEST_REDIS_URL);
 * - while they wait, /metrics shows the thumbnail queue's depth and the age of its oldest job.
 */
import { inArray } from 'drizzle-orm';
import request from 'supertest';
import { outbox } from '../src/database/schema';
import { ThumbnailsProcessor } from '../src/documents/pipeline/thumbnails.processor';
import { QueueService } from '../src/queue/queue.service';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, postDocument, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { makePdf } from './support/pdf';
import { nestedFormsPdf } from './support/nested-forms-pdf';
import { createTestApp, TestApp } from './support/test-app';
import { sample } from './support/metrics';

const CPU_LIMIT_MS = 2000;

describe('PDF pipelines are shared fairly between users', () => {
  let t: TestApp;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let cat: TestCatalogue;

  beforeAll(async () => {
    t = await createTestApp({
      configure: (config) => {
        config.pdfRender.thumbnailCpuLimitMs = CPU_LIMIT_MS;
      },
    });
    const admin = await signUp(t, { admin: true });
    alice = await signUp(t);
    bob = await signUp(t);
    cat = await createCatalogue(admin);
  });

  afterAll(async () => {
    await t.close();
  });

  const upload = async (user: SignedUpUser, title: string, file: Buffer): Promise<string> => {
    const res = await postDocument(user.agent, cat, { title })
      .attach('file', file, { filename: 'paper.pdf', contentType: 'application/pdf' })
      .expect(201);
    return (res.body as { data: { _id: string } }).data._id;
  };

  it("another user's thumbnail runs after the hostile one in progress, not after all of them; each is stopped by the CPU limit", async () => {
    const queue = t.app.get(QueueService);
    const renderer = t.app.get(ThumbnailsProcessor).renderer;
    const killsBefore = { ...renderer.kills };
    // Thumbnail jobs in the order they finished (one at a time: the order they ran); the job id is
    // the outbox row's, whose payload names the document.
    const finished: string[] = [];
    const stop = queue.onJobFinished((event) => {
      if (event.queue === 'thumbnails') finished.push(event.id);
    });
    const hostile = await Promise.all([1, 2, 3].map(() => nestedFormsPdf()));
    const normal = await makePdf({ pages: ['An ordinary paper from another user'] });
    try {
      const aliceIds: string[] = [];
      for (const [n, file] of hostile.entries()) aliceIds.push(await upload(alice, `Nested forms ${n + 1}`, file));
      const bobId = await upload(bob, 'Ordinary paper', normal);

      // While the first hostile file is drawn, the others wait: the queue's depth and its oldest
      // job's age are on /metrics (polled until the relay has handed them over).
      let waiting = 0;
      let oldest = 0;
      for (let tries = 0; tries < 200 && waiting < 2; tries += 1) {
        const { text } = await request(t.server).get('/metrics').expect(200);
        waiting = sample(text, 'papershelf_queue_jobs{queue="thumbnails",state="waiting"}') ?? 0;
        oldest = sample(text, 'papershelf_queue_oldest_waiting_seconds{queue="thumbnails"}') ?? 0;
        if (waiting < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(waiting).toBeGreaterThanOrEqual(2);
      expect(oldest).toBeGreaterThan(0);

      // A hang guard: four PDFs that each run into the 5 s CPU limit at niceness 10 take minutes
      // of wall time beside CPU burners.
      await queue.whenIdle(600_000);

      const documentOf = await jobDocuments(t, finished);
      const order = finished.map((id) => documentOf.get(id));
      expect(order).toHaveLength(4);
      // Alice's first file was already being drawn; Bob's upload comes next, then Alice's others.
      expect(order).toEqual([aliceIds[0], bobId, aliceIds[1], aliceIds[2]]);

      // Every hostile file was stopped by its 5 CPU seconds, however busy the machine: the limit
      // counts the niced child's CPU time, and the wall clock is only a 10-minute backstop.
      expect(renderer.kills.cpu - killsBefore.cpu).toBe(3);
      expect(renderer.kills.time - killsBefore.time).toBe(0);
      for (const id of aliceIds) {
        const res = await request(t.server).get(`/api/documents/${id}`).expect(200);
        expect((res.body as { data: { preview: string | null } }).data.preview).toBeNull();
      }
      const res = await request(t.server).get(`/api/documents/${bobId}`).expect(200);
      expect((res.body as { data: { preview: string | null } }).data.preview).toBe(`/api/documents/${bobId}/thumbnail`);

      // Drained: nothing waits, and the oldest-waiting gauge is back to 0.
      const { text } = await request(t.server).get('/metrics').expect(200);
      expect(sample(text, 'papershelf_queue_jobs{queue="thumbnails",state="waiting"}')).toBe(0);
      expect(sample(text, 'papershelf_queue_oldest_waiting_seconds{queue="thumbnails"}')).toBe(0);
    } finally {
      stop();
    }
  }, 720_000);
});

/** Outbox row id (= job id) → the document its payload names. */
async function jobDocuments(t: TestApp, jobIds: string[]): Promise<Map<string, string>> {
  const rows = await testDb(t).select().from(outbox).where(inArray(outbox.id, jobIds));
  return new Map(rows.map((row) => [row.id, (row.payload as { documentId: string }).documentId]));
}
