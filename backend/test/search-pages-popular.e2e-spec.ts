/**
 * Issue 28, items 3 and 5: the page a search's words were found on (`snippetPage`, from the page
 * breaks kept in the stored text; PDF text layers and OCR'd scans), and the popular order of the
 * feed (`sort=popular`: views, downloads and bookmarks, decayed with days; keyset pages).
 */
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../src/database/database.types';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { makePdf } from './support/pdf';
import { makeScanPdf } from './support/scan-pdf';
import { createTestApp, TestApp } from './support/test-app';

interface Hit {
  _id: string;
  title: string;
  snippet?: { text: string; match: boolean }[];
  snippetPage?: number;
}

describe('search: the page of a hit, and the popular order', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let cat: TestCatalogue;
  const ids: Record<string, string> = {};

  const search = async (q: string): Promise<Hit[]> => {
    const res = await request(t.server).get('/api/documents').query({ q }).expect(200);
    return res.body.data.docs as Hit[];
  };
  const hit = async (q: string, title: string) => (await search(q)).find((d) => d.title === title);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
    const filler = (n: number) => `Page ${n} covers nothing in particular about the syllabus.`;
    ids.text = await uploadDocument(admin.agent, cat, {
      title: 'Forty page notes',
      pdf: await makePdf({
        pages: Array.from({ length: 9 }, (_, i) =>
          i === 6 ? 'Banker algorithm avoids deadlock\nwith a safe state check' : filler(i + 1),
        ),
      }),
    });
    ids.first = await uploadDocument(admin.agent, cat, {
      title: 'Short sheet',
      pdf: await makePdf({ pages: ['Semaphores and monitors', filler(2)] }),
    });
    // A scan: page 1 has a text layer, page 2 is an image whose words only OCR reads.
    ids.scan = await uploadDocument(admin.agent, cat, {
      title: 'Scanned answers',
      pdf: await makeScanPdf([
        { text: ['Section A has a real text layer about the narwhal migration routes.'] },
        { image: ['PANGOLIN SCALES'] },
      ]),
    });
    await t.idle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says which page of a text PDF the words are on', async () => {
    const found = await hit('banker deadlock', 'Forty page notes');
    expect(found?.snippet?.some((part) => part.match)).toBe(true);
    expect(found?.snippetPage).toBe(7);
    expect((await hit('semaphores', 'Short sheet'))?.snippetPage).toBe(1);
  });

  it('says which page of a scan the recognised words are on', async () => {
    const res = await request(t.server).get(`/api/documents/${ids.scan}`).expect(200);
    expect(res.body.data.textSource).toBe('ocr');
    expect((await hit('pangolin', 'Scanned answers'))?.snippetPage).toBe(2);
    expect((await hit('narwhal', 'Scanned answers'))?.snippetPage).toBe(1);
  });

  it('gives no page where there is no snippet (only the title matched)', async () => {
    const found = await hit('forty', 'Forty page notes');
    expect(found).toBeDefined();
    expect(found?.snippet).toBeUndefined();
    expect(found?.snippetPage).toBeUndefined();
  });

  it('gives no page for a text stored before page breaks were, of a document of several pages', async () => {
    const db = t.app.get<Database>(DATABASE);
    await db.execute(
      sql`update documents set extracted_text = replace(extracted_text, chr(12), ' ') where id = ${ids.text}`,
    );
    const found = await hit('banker', 'Forty page notes');
    expect(found?.snippet?.some((part) => part.match)).toBe(true);
    expect(found?.snippetPage).toBeUndefined();
  });

  describe('sort=popular', () => {
    const popular = async (limit?: number, cursor?: string) => {
      const res = await request(t.server)
        .get('/api/documents')
        .query({ sort: 'popular', ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) })
        .expect(200);
      return res.body.data as { docs: Hit[]; nextPage: string | null };
    };
    const titles = async () => (await popular()).docs.map((d) => d.title);

    it('lists documents without any activity newest first', async () => {
      expect(await titles()).toEqual(['Scanned answers', 'Short sheet', 'Forty page notes']);
    });

    it('puts the most viewed, downloaded and bookmarked first', async () => {
      // Short sheet: two views (2). Forty page notes: one download (3). Scanned answers: a bookmark (5).
      await request(t.server).get(`/api/documents/${ids.first}/preview`).expect(200);
      await request(t.server).get(`/api/documents/${ids.first}/preview`).expect(200);
      expect(await titles()).toEqual(['Short sheet', 'Scanned answers', 'Forty page notes']);
      await request(t.server).get(`/api/documents/${ids.text}/download`).expect(200);
      expect(await titles()).toEqual(['Forty page notes', 'Short sheet', 'Scanned answers']);
      await admin.agent.post(`/api/bookmarks/${ids.scan}`).expect(200);
      expect(await titles()).toEqual(['Scanned answers', 'Forty page notes', 'Short sheet']);
    });

    it('counts an event less as days pass: old activity falls below a little new activity', async () => {
      // Scanned answers' bookmark and Forty page notes' download as if 40 days ago.
      const db = t.app.get<Database>(DATABASE);
      await db.execute(
        sql`update document_popularity set popularity = popularity - 40.0 / 7 where document_id in (${ids.scan}, ${ids.text})`,
      );
      expect(await titles()).toEqual(['Short sheet', 'Scanned answers', 'Forty page notes']);
    });

    it('pages by cursor without repeating or skipping, and refuses a cursor of another order', async () => {
      const seen: string[] = [];
      let page = await popular(1);
      seen.push(...page.docs.map((d) => d.title));
      while (page.nextPage) {
        const cursor = new URL(page.nextPage, 'http://x').searchParams.get('cursor') ?? '';
        page = await popular(1, cursor);
        seen.push(...page.docs.map((d) => d.title));
      }
      expect(seen).toEqual(await titles());
      const first = await popular(1);
      const cursor = new URL(first.nextPage ?? '', 'http://x').searchParams.get('cursor') ?? '';
      const refused = await request(t.server).get('/api/documents').query({ cursor }).expect(400);
      expect(refused.body.code).toBe('DOCUMENT.INVALID_CURSOR');
    });

    it('filters as the other orders do', async () => {
      const res = await request(t.server)
        .get('/api/documents')
        .query({ sort: 'popular', subject: cat.subject._id })
        .expect(200);
      expect((res.body.data.docs as Hit[]).map((d) => d.title)).toEqual(await titles());
    });
  });

  describe('a search in another order (sort with q)', () => {
    type Page = { docs: Hit[]; nextPage: string | null; didYouMean?: string };
    const sorted = async (query: Record<string, string | number>) =>
      (await request(t.server).get('/api/documents').query(query).expect(200)).body.data as Page;
    const cursorOf = (page: Page) => new URL(page.nextPage ?? '', 'http://x').searchParams.get('cursor') ?? '';

    beforeAll(async () => {
      // Forty page notes becomes the most popular of the two that say "covers" (the filler pages).
      for (let i = 0; i < 3; i += 1) await request(t.server).get(`/api/documents/${ids.text}/download`).expect(200);
    });

    it('lists every match most viewed first, where relevance lists it newest first', async () => {
      expect((await sorted({ q: 'covers' })).docs.map((d) => d.title)).toEqual(['Short sheet', 'Forty page notes']);
      const popular = await sorted({ q: 'covers', sort: 'popular' });
      expect(popular.docs.map((d) => d.title)).toEqual(['Forty page notes', 'Short sheet']);
      // Still a search: each hit has its snippet and its page.
      expect(popular.docs.every((d) => d.snippet?.some((part) => part.match))).toBe(true);
      expect(popular.docs.find((d) => d.title === 'Short sheet')?.snippetPage).toBe(2);
      expect(popular.didYouMean).toBeUndefined();
      // Documents the words do not match stay out.
      expect((await sorted({ q: 'pangolin', sort: 'popular' })).docs.map((d) => d.title)).toEqual(['Scanned answers']);
      expect((await sorted({ q: 'covers', sort: 'examYear' })).docs.map((d) => d.title).sort()).toEqual([
        'Forty page notes',
        'Short sheet',
      ]);
    });

    it('pages by cursor in that order, and refuses a cursor of another order', async () => {
      const first = await sorted({ q: 'covers', sort: 'popular', limit: 1 });
      expect(first.docs.map((d) => d.title)).toEqual(['Forty page notes']);
      const second = await sorted({ q: 'covers', sort: 'popular', limit: 1, cursor: cursorOf(first) });
      expect(second.docs.map((d) => d.title)).toEqual(['Short sheet']);
      expect(second.nextPage).toBeNull();
      for (const other of [{ q: 'covers' }, { sort: 'popular' }, { q: 'covers', sort: 'examYear' }]) {
        const refused = await request(t.server)
          .get('/api/documents')
          .query({ ...other, limit: 1, cursor: cursorOf(first) })
          .expect(400);
        expect(refused.body.code).toBe('DOCUMENT.INVALID_CURSOR');
      }
      const relevance = await sorted({ q: 'covers', limit: 1 });
      const refused = await request(t.server)
        .get('/api/documents')
        .query({ q: 'covers', sort: 'popular', limit: 1, cursor: cursorOf(relevance) })
        .expect(400);
      expect(refused.body.code).toBe('DOCUMENT.INVALID_CURSOR');
    });

    it('corrects a misspelt word when the words as typed match nothing, and pages on the correction', async () => {
      const first = await sorted({ q: 'cuvers', sort: 'popular', limit: 1 });
      expect(first.didYouMean).toBe('covers');
      expect(first.docs.map((d) => d.title)).toEqual(['Forty page notes']);
      const second = await sorted({ q: 'cuvers', sort: 'popular', limit: 1, cursor: cursorOf(first) });
      expect(second.docs.map((d) => d.title)).toEqual(['Short sheet']);
      expect(second.didYouMean).toBeUndefined();
    });
  });
});
