/**
 * Answer keys (issue 27): a document names the paper it answers (answersFor) at upload, at a
 * draft's publish or later (PUT /api/documents/{id}/answers-for, its owner or an admin); a paper
 * lists its keys (GET /api/documents/{id}/answers) and counts them; the paper's bookmarkers are
 * notified once, and mailed through the outbox when their switch is on.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { AnswerKeysService } from '../src/answer-keys/answer-keys.service';
import { notifications } from '../src/database/schema';
import { QueueService } from '../src/queue/queue.service';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, postDocument, PostDocumentOptions, TestCatalogue, uploadDocument } from './support/catalogue';
import { testDb } from './support/db';
import { makePdf } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

type Agent = SignedUpUser['agent'];

const unique = (title: string) => `${title} ${randomBytes(3).toString('hex')}`;

/** POST /api/papers or /api/notes with answersFor (the raw answer: the caller checks it). */
async function uploadKey(
  agent: Agent,
  cat: TestCatalogue,
  options: PostDocumentOptions,
  answersFor: string,
  expected?: number,
) {
  const pdf = await makePdf({ pages: [options.title] });
  const res = await postDocument(agent, cat, options)
    .field('answersFor', answersFor)
    .attach('file', pdf, { filename: 'key.pdf', contentType: 'application/pdf' });
  if (expected !== undefined && res.status !== expected) {
    throw new Error(`upload "${options.title}": ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res;
}

describe('answer keys', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let cat: TestCatalogue;
  let paper: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, owner, other] = await Promise.all([signUp(t, { admin: true }), signUp(t), signUp(t)]);
    cat = await createCatalogue(admin);
    paper = await uploadDocument(other.agent, cat, { type: 'papers', title: unique('Endsem paper') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets answersFor at upload; the key and the paper carry answersFor and answerCount; the paper lists its keys', async () => {
    const before = (await request(t.server).get(`/api/documents/${paper}`).expect(200)).body.data;
    expect(before).toMatchObject({ answersFor: null, answerCount: 0 });
    expect((await request(t.server).get(`/api/documents/${paper}/answers`).expect(200)).body.data).toEqual([]);

    const title = unique('Solutions');
    const res = await uploadKey(owner.agent, cat, { type: 'notes', title }, paper, 201);
    const key = res.body.data;
    expect(key.answersFor).toEqual({ id: paper, title: before.title });
    expect(key.answerCount).toBe(0);

    expect((await request(t.server).get(`/api/documents/${key._id}`).expect(200)).body.data).toMatchObject({
      answersFor: { id: paper, title: before.title },
      answerCount: 0,
    });
    expect((await request(t.server).get(`/api/documents/${paper}`).expect(200)).body.data).toMatchObject({
      answersFor: null,
      answerCount: 1,
    });
    const answers = (await request(t.server).get(`/api/documents/${paper}/answers`).expect(200)).body.data;
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ _id: key._id, title, answersFor: { id: paper, title: before.title } });

    // A paper may be a key of another paper too (a model answer paper).
    const paperKey = await uploadKey(owner.agent, cat, { type: 'papers', title: unique('Model answers') }, paper);
    expect(paperKey.status).toBe(201);
    expect((await request(t.server).get(`/api/documents/${paper}`).expect(200)).body.data.answerCount).toBe(2);

    // The feed's page keeps its shape.
    const feed = (await request(t.server).get(`/api/documents?subject=${cat.subject._id}`).expect(200)).body.data;
    expect(Object.keys(feed).sort()).toEqual(['docs', 'hasNextPage', 'nextPage']);
  });

  it('GET answers: 404 for no such document, 400 for a malformed id', async () => {
    expect((await request(t.server).get(`/api/documents/${randomUUID()}/answers`).expect(404)).body.code).toBe(
      'DOCUMENT.NOT_FOUND',
    );
    expect((await request(t.server).get('/api/documents/nope/answers').expect(400)).body.code).toBe(
      'REQUEST.INVALID_ID',
    );
  });

  it('refuses an answersFor that names no paper, a note, or a paper of another subject (400 with its code; nothing stored)', async () => {
    const note = await uploadDocument(other.agent, cat, { type: 'notes', title: unique('Some notes') });
    const otherSubjectPaper = await uploadDocument(other.agent, cat, {
      type: 'papers',
      title: unique('Other subject paper'),
      subject: 'subject2',
    });
    const cases: [string, string][] = [
      ['not-a-uuid', 'DOCUMENT.ANSWERS_FOR_INVALID'],
      [randomUUID(), 'DOCUMENT.ANSWERS_FOR_INVALID'],
      [note, 'DOCUMENT.ANSWERS_FOR_NOT_PAPER'],
      [otherSubjectPaper, 'DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT'],
    ];
    for (const [answersFor, code] of cases) {
      const title = unique('Refused key');
      const res = await uploadKey(owner.agent, cat, { type: 'notes', title }, answersFor);
      expect({ answersFor, status: res.status, code: res.body.code }).toEqual({ answersFor, status: 400, code });
      expect(res.body.errors?.[0]?.field).toBe('answersFor');
    }
    const titles = (
      await request(t.server).get(`/api/documents?subject=${cat.subject._id}&limit=50`).expect(200)
    ).body.data.docs.map((d: { title: string }) => d.title);
    expect(titles.filter((title: string) => title.startsWith('Refused key'))).toEqual([]);

    // An empty answersFor is none.
    const plain = await uploadKey(owner.agent, cat, { type: 'notes', title: unique('Plain notes') }, '', 201);
    expect(plain.body.data.answersFor).toBeNull();
  });

  it('PUT answers-for: the owner or an admin sets and clears it; another student gets 403; bad values 400', async () => {
    const key = (await uploadKey(owner.agent, cat, { type: 'notes', title: unique('Worked answers') }, '', 201)).body
      .data._id as string;
    const put = (agent: Agent | undefined, answersFor: unknown, id = key) =>
      (agent ?? request.agent(t.server)).put(`/api/documents/${id}/answers-for`).send({ answersFor });

    expect((await put(other.agent, paper).expect(403)).body.code).toBe('DOCUMENT.NOT_OWNER_ANSWERS_FOR');
    await put(undefined, paper).expect(401);

    const set = (await put(owner.agent, paper).expect(200)).body.data;
    expect(set.answersFor).toMatchObject({ id: paper });
    expect((await request(t.server).get(`/api/documents/${key}`).expect(200)).body.data.answersFor.id).toBe(paper);

    expect((await put(admin.agent, null).expect(200)).body.data.answersFor).toBeNull();
    expect((await put(admin.agent, paper).expect(200)).body.data.answersFor.id).toBe(paper);
    expect((await put(owner.agent, null).expect(200)).body.data.answersFor).toBeNull();

    // Validation: the key itself, a missing field, a number, a malformed id, an unknown document.
    expect((await put(owner.agent, paper, paper).expect(403)).body.code).toBe('DOCUMENT.NOT_OWNER_ANSWERS_FOR');
    expect((await put(other.agent, paper, paper).expect(400)).body.code).toBe('DOCUMENT.ANSWERS_FOR_SELF');
    expect((await put(owner.agent, undefined).expect(400)).body.code).toBe('VALIDATION.FAILED');
    expect((await put(owner.agent, 42).expect(400)).body.code).toBe('VALIDATION.FAILED');
    expect((await put(owner.agent, 'nope').expect(400)).body.code).toBe('DOCUMENT.ANSWERS_FOR_INVALID');
    expect((await put(owner.agent, randomUUID()).expect(400)).body.code).toBe('DOCUMENT.ANSWERS_FOR_INVALID');
    expect((await put(owner.agent, paper, randomUUID()).expect(404)).body.code).toBe('DOCUMENT.NOT_FOUND');
  });

  it('publishes a draft as an answer key (POST /api/uploads/{id}/publish with answersFor)', async () => {
    const pdf = await makePdf({ pages: [unique('Draft solutions')] });
    const draft = (
      await owner.agent
        .post('/api/uploads')
        .attach('file', pdf, { filename: 'solutions.pdf', contentType: 'application/pdf' })
        .expect(201)
    ).body.data;
    await t.idle();
    const body = {
      type: 'note',
      title: unique('Published solutions'),
      description: 'Worked solutions',
      college: cat.college._id,
      course: cat.course._id,
      branch: cat.branch._id,
      subject: cat.subject._id,
      year: cat.subject.year,
    };
    const wrong = await owner.agent
      .post(`/api/uploads/${draft.id}/publish`)
      .send({ ...body, answersFor: randomUUID() })
      .expect(400);
    expect(wrong.body.code).toBe('DOCUMENT.ANSWERS_FOR_INVALID');
    const published = await owner.agent
      .post(`/api/uploads/${draft.id}/publish`)
      .send({ ...body, answersFor: paper })
      .expect(201);
    expect(published.body.data.answersFor).toMatchObject({ id: paper });
  });

  it('the paper is deleted: its keys stay, unlinked', async () => {
    const gone = await uploadDocument(other.agent, cat, { type: 'papers', title: unique('Paper to delete') });
    const key = (await uploadKey(owner.agent, cat, { type: 'notes', title: unique('Orphan key') }, gone, 201)).body.data
      ._id as string;
    await other.agent.delete(`/api/documents/${gone}`).expect(200);
    expect((await request(t.server).get(`/api/documents/${key}`).expect(200)).body.data.answersFor).toBeNull();
  });

  describe('notifications', () => {
    let own: TestCatalogue;
    let target: string;
    let keen: SignedUpUser;
    let quiet: SignedUpUser;
    let uploader: SignedUpUser;

    const answerKeyRows = (user: SignedUpUser) =>
      testDb(t)
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.user.id), eq(notifications.kind, 'answer-key')));
    const mailsTo = (user: SignedUpUser) =>
      t.smtp.messages.filter(
        (m) => JSON.stringify(m.to ?? '').includes(user.user.email) && /answer key/i.test(m.subject ?? ''),
      );

    beforeAll(async () => {
      own = await createCatalogue(admin);
      [keen, quiet, uploader] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
      target = await uploadDocument(other.agent, own, { type: 'papers', title: unique('Bookmarked paper') });
      await keen.agent.post(`/api/bookmarks/${target}`).expect(200);
      await quiet.agent.post(`/api/bookmarks/${target}`).expect(200);
      // The key's own uploader bookmarked it too: not told of their own key.
      await uploader.agent.post(`/api/bookmarks/${target}`).expect(200);
      await quiet.agent.put('/api/notifications/settings').send({ notifyByEmail: false }).expect(200);
    });

    it('tells each bookmarker once (the job run twice), links to the key, and mails those whose switch is on', async () => {
      const title = unique('Answer key for the endsem');
      const key = (await uploadKey(uploader.agent, own, { type: 'notes', title }, target, 201)).body.data._id as string;
      await t.idle();

      const [keenRows, quietRows, uploaderRows] = await Promise.all([
        answerKeyRows(keen),
        answerKeyRows(quiet),
        answerKeyRows(uploader),
      ]);
      expect(keenRows).toHaveLength(1);
      expect(quietRows).toHaveLength(1);
      expect(uploaderRows).toHaveLength(0);
      expect(keenRows[0]?.payload).toMatchObject({
        link: `/feed/document?id=${key}`,
        documentId: key,
        title,
        paperId: target,
      });

      // The bell lists it with its message and link.
      const page = (await keen.agent.get('/api/notifications').expect(200)).body.data;
      expect(page.notifications[0]).toMatchObject({
        kind: 'answer-key',
        link: `/feed/document?id=${key}`,
        read: false,
      });
      expect(page.notifications[0].message).toMatch(/Answer key available/);

      const mail = await t.smtp.waitFor(keen.user.email, /answer key/i);
      expect(mail.text).toContain(title);
      expect(mail.text).toContain(`/feed/document?id=${key}`);
      expect(mail.text).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
      // Mail clients offer their own Unsubscribe (RFC 2369) with the same link.
      const listUnsubscribe = (mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '').replace(
        /\r?\n[ \t]+/g,
        ' ',
      );
      expect(listUnsubscribe).toMatch(
        /^List-Unsubscribe:\s+<http[^>]+\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
      );
      expect(mailsTo(quiet)).toHaveLength(0);

      // The job again, through the queue and directly: nobody is told or mailed twice.
      await t.app.get(QueueService).add('answer-keys', 'notify', { documentId: key });
      await t.idle();
      expect(await t.app.get(AnswerKeysService).notifyBookmarkers(key)).toBe(0);
      await t.idle();
      expect(await answerKeyRows(keen)).toHaveLength(1);
      expect(await answerKeyRows(quiet)).toHaveLength(1);
      expect(mailsTo(keen)).toHaveLength(1);

      // Cleared and set again to the same paper: still once.
      await uploader.agent.put(`/api/documents/${key}/answers-for`).send({ answersFor: null }).expect(200);
      await uploader.agent.put(`/api/documents/${key}/answers-for`).send({ answersFor: target }).expect(200);
      await t.idle();
      expect(await answerKeyRows(keen)).toHaveLength(1);
      expect(mailsTo(keen)).toHaveLength(1);
    });

    it('a key linked later (PUT) tells the bookmarkers too', async () => {
      const key = (await uploadKey(uploader.agent, own, { type: 'notes', title: unique('Late solutions') }, '', 201))
        .body.data._id as string;
      await t.idle();
      const before = (await answerKeyRows(keen)).length;
      await uploader.agent.put(`/api/documents/${key}/answers-for`).send({ answersFor: target }).expect(200);
      await t.idle();
      const rows = await answerKeyRows(keen);
      expect(rows).toHaveLength(before + 1);
      expect(rows.some((row) => row.payload.documentId === key)).toBe(true);
      await t.smtp.waitFor(keen.user.email, /answer key/i);
      expect(mailsTo(keen).length).toBe(before + 1);
    });
  });
});
