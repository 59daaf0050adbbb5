/**
 * A search's order and paging at a size where its two read paths both run (FeedRepository
 * .searchPage): the newest-first walk over the first SEARCH_WALK_ROWS rows, and the GIN index for
 * whatever the walk did not find. Documents are written straight into the table (1 300 of them,
 * far more than the walk reads), with words at chosen frequencies; every query is paged through
 * with small pages and must give exactly the expected list: title/description/catalogue matches
 * first, then text-only matches, newest first within each, no duplicates and no gaps.
 * Also the snippets: the matched passage with the words marked, as plain text.
 */
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { SEARCH_WALK_ROWS } from '../src/documents/feed/feed.repository';
import { SNIPPET_SCAN, SNIPPET_WINDOW } from '../src/documents/feed/search-snippet';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { createTestApp, TestApp } from './support/test-app';

const COUNT = 1300;

interface Planted {
  n: number;
  title: string;
  text: string;
}

/** Document n (1 = newest): its title and PDF text. */
function plant(n: number): Planted {
  const title = [`Paper ${n}`];
  const text = [`page of document ${n}`];
  if (n % 3 === 0) text.push('frequent'); // a third: the walk fills every page
  if (n % 60 === 7) text.push('sparse'); // 1 in 60: the walk finds some, the index the rest
  if ([40, 700, 1250].includes(n)) text.push('rarity'); // older than the walk: the index alone
  if ([900, 1100, 1290].includes(n)) title.push('Lattice'); // title matches, all beyond the walk
  if (n % 25 === 0) text.push('lattice'); // and text matches of the same word
  if (n % 5 === 0) title.push('Ordinal');
  if (n % 10 === 0) text.push('ordinal'); // a title word common enough for the walk to fill tier 1
  return { n, title: title.join(' '), text: text.join(' ') };
}

/**
 * Notes straight into the table (no PDF, no jobs): `text` is the PDF's text, the key names the
 * object, `secondsAgo` orders them (newest first).
 */
async function insertPlanted(
  t: TestApp,
  owner: SignedUpUser,
  cat: TestCatalogue,
  rows: { key: string; title: string; text: string; secondsAgo: number }[],
): Promise<void> {
  const values = rows.map((r) => sql`(${r.key}::text, ${r.title}::text, ${r.text}::text, ${r.secondsAgo}::int)`);
  await testDb(t).execute(sql`
    insert into documents (type, exam_type, title, description, year, owner_id, college_id, course_id, branch_id,
                           subject_id, object_key, content_hash, size, search_text, extracted_text, text_source,
                           preview_status, created_at)
    select 'note', null, v.title, 'Planted', 1, ${owner.user.id}, ${cat.college._id}, ${cat.course._id},
           ${cat.branch._id}, ${cat.subject._id}, 'documents/planted-' || v.key || '.pdf', md5('planted' || v.key),
           1000, v.title || ' Planted', v.text, 'pdf', 'ready', now() - make_interval(secs => v.ago)
      from (values ${sql.join(values, sql`, `)}) as v(key, title, text, ago)`);
}

describe('search paging over both read paths', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let cat: TestCatalogue;
  const docs = Array.from({ length: COUNT }, (_, i) => plant(i + 1));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
    await insertPlanted(
      t,
      admin,
      cat,
      docs.map((d) => ({ key: String(d.n), title: d.title, text: d.text, secondsAgo: d.n })),
    );
    // Real statistics, as a live database has them (the planner's choices are what is under test).
    await testDb(t).execute(sql`analyze documents`);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every title the search lists, page by page (limit per page), following nextPage. */
  async function pageThrough(q: string, limit: number): Promise<string[]> {
    const titles: string[] = [];
    let url: string | null = `/api/documents?${new URLSearchParams({ q, limit: String(limit) }).toString()}`;
    for (let pages = 0; url !== null; pages += 1) {
      if (pages > COUNT) throw new Error('paging does not end');
      const res = await request(t.server).get(url).expect(200);
      const page = res.body.data as { docs: { title: string }[]; nextPage: string | null; hasNextPage: boolean };
      expect(page.docs.length).toBeLessThanOrEqual(limit);
      if (page.hasNextPage) expect(page.docs.length).toBe(limit);
      titles.push(...page.docs.map((d) => d.title));
      url = page.nextPage === null ? null : page.nextPage.replace(/^\/v1/, '/api');
    }
    return titles;
  }

  /** What the order must be: title matches first, then text-only ones, newest (smallest n) first. */
  function expected(word: RegExp): string[] {
    const inTitle = docs.filter((d) => word.test(d.title));
    const inTextOnly = docs.filter((d) => !word.test(d.title) && word.test(d.text));
    return [...inTitle, ...inTextOnly].map((d) => d.title);
  }

  it('plants more documents than the walk reads', () => {
    expect(COUNT).toBeGreaterThan(2 * SEARCH_WALK_ROWS);
  });

  it.each([
    ['a common word (the walk fills every page)', 'frequent', /\bfrequent\b/i, 50],
    ['a sparse word (the walk, then the index)', 'sparse', /\bsparse\b/i, 7],
    ['a rare word beyond the walk (the index alone)', 'rarity', /\brarity\b/i, 2],
    ['a word in few titles and more texts (tiers)', 'lattice', /\blattice\b/i, 5],
    ['a word in many titles and texts', 'ordinal', /\bordinal\b/i, 20],
    ['a word being typed', 'ordi', /\bordi/i, 20],
  ])('pages exactly through %s', async (_label, q, word, limit) => {
    const want = expected(word);
    expect(want.length).toBeGreaterThan(0);
    const got = await pageThrough(q, limit);
    expect(new Set(got).size).toBe(got.length);
    expect(got).toEqual(want);
  });

  it('needs every word of a two-word query, title matches of both first', async () => {
    const got = await pageThrough('ordinal frequent', 9);
    const both = (d: Planted) =>
      /\bordinal\b/i.test(`${d.title} ${d.text}`) && /\bfrequent\b/i.test(`${d.title} ${d.text}`);
    // "frequent" is only ever in the text, so every match is a text-only (tier 0) match.
    expect(got).toEqual(docs.filter(both).map((d) => d.title));
  });

  it('finds nothing quickly for a word in no document', async () => {
    expect(await pageThrough('xylophone', 20)).toEqual([]);
  });
});

describe('search snippets', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let cat: TestCatalogue;
  let deepText = '';

  const insert = (title: string, text: string, secondsAgo: number) =>
    insertPlanted(t, admin, cat, [{ key: title, title, text, secondsAgo }]);
  const snippetOf = async (q: string, title: string) => {
    const res = await request(t.server).get('/api/documents').query({ q }).expect(200);
    const doc = (res.body.data.docs as { title: string; snippet?: { text: string; match: boolean }[] }[]).find(
      (d) => d.title === title,
    );
    if (!doc) throw new Error(`${title} not found for ${q}`);
    return doc.snippet;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
    const filler = (words: number) => Array.from({ length: words }, (_, i) => `filler${i % 97}`).join(' ');
    // ≈ 9 000 characters before the passage: far past the first window, within SNIPPET_SCAN.
    deepText = `${filler(1000)} Prove the pumping lemma for regular languages. ${filler(8000)}`;
    await insert('Short', 'Q3. Explain how a semaphore guards the critical section &amp; why. <script>x()</script>', 1);
    await insert('Deep', deepText, 2);
    await insert('Stems', 'Notes on the studies of operating systems', 3);
    await insert('Heading only', 'Nothing about it in here', 4);
    await insert('Tagged \u0001 text', 'A control \u0001character\u0002 and a semaphore', 5);
    await testDb(t).execute(
      sql`update documents set search_text = 'Heading only pumping Planted' where title = 'Heading only'`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the passage with the matched word marked, as plain text (tags dropped, entities untouched)', async () => {
    const snippet = await snippetOf('semaphore', 'Short');
    expect(snippet?.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(['semaphore']);
    const text = snippet?.map((p) => p.text).join('') ?? '';
    expect(text).toContain('Explain how a ');
    expect(text).toContain(' guards the critical section &amp; why');
    expect(text).not.toContain('<script>');
  });

  it('finds the passage deep in a long text (within its first SNIPPET_SCAN characters)', async () => {
    const at = deepText.indexOf('pumping');
    expect(at).toBeGreaterThan(10 * SNIPPET_WINDOW);
    expect(at).toBeLessThan(SNIPPET_SCAN - SNIPPET_WINDOW);
    const snippet = await snippetOf('pumping lemma', 'Deep');
    const marked = snippet?.filter((p) => p.match).map((p) => p.text.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['pumping', 'lemma']));
    expect(snippet?.map((p) => p.text).join('')).toContain('regular languages');
  });

  it('marks words found by their stem or as typed', async () => {
    const marked = (await snippetOf('study operat', 'Stems'))?.filter((p) => p.match).map((p) => p.text.toLowerCase());
    expect(marked).toEqual(['studies', 'operating']);
  });

  it('gives no snippet when only the title or names matched', async () => {
    expect(await snippetOf('pumping', 'Heading only')).toBeUndefined();
  });

  it('never lets the text forge a mark', async () => {
    const snippet = await snippetOf('semaphore', 'Tagged \u0001 text');
    expect(snippet?.filter((p) => p.match).map((p) => p.text)).toEqual(['semaphore']);
    expect(snippet?.map((p) => p.text).join('')).toContain('control character and');
  });
});
