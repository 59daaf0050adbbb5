/**
 * Full-text search with the words students type: one text-search configuration (SEARCH_CONFIG)
 * for the documents' vector and the queries, so a word finds itself whatever its case, plurals
 * find singulars, course codes and names are found as written, and a word still being typed
 * finds what it is the start of.
 */
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { makePdf } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

interface Doc {
  type: 'papers' | 'notes';
  title: string;
  description: string;
  page: string;
}

/** Words chosen so that no query below matches the catalogue's own names by accident. */
const DOCS: Record<string, Doc> = {
  happy: {
    type: 'notes',
    title: 'Happy numbers',
    description: 'Number theory puzzles',
    page: 'Sums of squares of digits',
  },
  colouring: {
    type: 'papers',
    title: 'Research Paper on graph colouring',
    description: 'Colouring heuristics',
    page: 'Greedy colouring',
  },
  ma201: { type: 'papers', title: 'MA-201 endsem', description: 'Linear algebra', page: 'Eigenvalues' },
  cs101: { type: 'papers', title: 'CS101 quiz', description: 'Intro programming', page: 'Loops and arrays' },
  dijkstra: {
    type: 'notes',
    title: 'Shortest paths',
    description: 'Lecture by Prof. Dijkstra',
    page: 'Priority queues',
  },
  probability: { type: 'notes', title: 'Probability and statistics', description: 'Case studies', page: 'Bayes rule' },
  introduction: {
    type: 'notes',
    title: 'Introduction to algorithms',
    description: 'Physics of thermodynamics',
    page: 'Sorting',
  },
  graphs: {
    type: 'papers',
    title: 'Graph theory: graphs and graph algorithms',
    description: 'Graph search on graphs',
    page: 'Breadth-first graph traversal',
  },
};

describe('search', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let cat: TestCatalogue;
  const titleOf = new Map<string, string>();

  const search = async (q: string, extra: Record<string, string | number> = {}) => {
    const res = await request(t.server)
      .get('/api/documents')
      .query({ q, ...extra })
      .expect(200);
    return (res.body.data.docs as { title: string }[]).map((d) => d.title);
  };
  const found = async (q: string) => (await search(q)).sort();
  const titles = (...keys: string[]) => keys.map((k) => DOCS[k]?.title ?? k).sort();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
    for (const [key, doc] of Object.entries(DOCS)) {
      const { type, title, description, page } = doc;
      await uploadDocument(admin.agent, cat, {
        type,
        title,
        description,
        examType: 'endsem',
        pdf: await makePdf({ pages: [page] }),
      });
      titleOf.set(key, doc.title);
    }
    // The PDF text is indexed when the thumbnails job has read it.
    await t.idle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds a word whatever its case ("happy" finds "Happy")', async () => {
    for (const q of ['happy', 'Happy', 'HAPPY!', 'happ']) expect(await found(q)).toEqual(titles('happy'));
  });

  it('finds singulars from plurals and plurals from singulars', async () => {
    expect(await found('papers')).toEqual(titles('colouring'));
    expect(await found('paper')).toEqual(titles('colouring'));
    expect(await found('study')).toEqual(titles('probability'));
    expect(await found('numbers')).toEqual(titles('happy'));
  });

  it('finds course codes written joined, hyphenated or spaced', async () => {
    for (const q of ['MA-201', 'ma201', 'MA 201', 'ma-2']) expect(await found(q)).toEqual(titles('ma201'));
    for (const q of ['CS101', 'cs-101', 'cs 101', 'cs10']) expect(await found(q)).toEqual(titles('cs101'));
  });

  it('finds names as written and by their start', async () => {
    expect(await found('Dijkstra')).toEqual(titles('dijkstra'));
    expect(await found('dijk')).toEqual(titles('dijkstra'));
  });

  it('finds what a word being typed is the start of, even past the stem', async () => {
    // "probabil…" stems to "probabl", "statistic…" to "statist", "physics" to "physic" (while "phy" alone would be "phi").
    for (const q of ['prob', 'probab', 'probabili', 'probability', 'statisti', 'statistics']) {
      expect(await found(q)).toEqual(titles('probability'));
    }
    for (const q of ['phy', 'physi', 'thermody', 'thermodynami'])
      expect(await found(q)).toEqual(titles('introduction'));
    expect(await found('colouri')).toEqual(titles('colouring'));
  });

  it('needs every word, in any order, and keeps small words such as "to"', async () => {
    expect(await found('graph colouring')).toEqual(titles('colouring'));
    expect(await found('colouring graph')).toEqual(titles('colouring'));
    expect(await found('number theory')).toEqual(titles('happy'));
    expect(await found('introduction to')).toEqual(titles('introduction'));
    // "the" on its way to "theory" and "thermodynamics".
    expect(await found('the')).toEqual(titles('happy', 'graphs', 'introduction'));
    expect(await found('happy xyzzy')).toEqual([]);
  });

  it('ranks the closer match first and pages through a search with its cursor', async () => {
    const ranked = await search('graph');
    expect(ranked).toEqual([DOCS.graphs?.title, DOCS.colouring?.title]);
    const first = await request(t.server).get('/api/documents').query({ q: 'graph', limit: 1 }).expect(200);
    expect(first.body.data.docs.map((d: { title: string }) => d.title)).toEqual([DOCS.graphs?.title]);
    const second = await request(t.server).get(first.body.data.nextPage.replace('/v1', '/api')).expect(200);
    expect(second.body.data.docs.map((d: { title: string }) => d.title)).toEqual([DOCS.colouring?.title]);
    expect(second.body.data.hasNextPage).toBe(false);
  });

  it('searches the same way in the papers feed and the admin list', async () => {
    const papers = await request(t.server).get('/api/papers').query({ q: 'papers' }).expect(200);
    expect(papers.body.data.docs.map((d: { title: string }) => d.title)).toEqual([DOCS.colouring?.title]);
    const notes = await request(t.server).get('/api/notes').query({ q: 'papers' }).expect(200);
    expect(notes.body.data.docs).toEqual([]);
    const list = await admin.agent
      .get('/api/admin/documents')
      .query({ filter: JSON.stringify({ q: 'Happy' }) })
      .expect(200);
    expect(list.body.data.map((d: { title: string }) => d.title)).toEqual([DOCS.happy?.title]);
  });

  it('finds a document after its catalogue is renamed, by the new name', async () => {
    await admin.agent.put(`/api/admin/subjects/${cat.subject._id}`).send({ name: 'Combinatorics Zeta' }).expect(200);
    expect((await found('combinatorics')).length).toBe(Object.keys(DOCS).length);
    expect(await found('zeta happy')).toEqual(titles('happy'));
  });
});
