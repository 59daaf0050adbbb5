/**
 * A search snippet's window is cut in one of two places (issue 28's bench row): a long text's by
 * PostgreSQL (FeedRepository's snippetColumn: the first hit of searchSnippetPattern, the window
 * around it and the page it is on), a short one's (SNIPPET_WHOLE_BYTES) in the app, from the text
 * sent whole (snippetWindow, with snippetHitFinder). Both must cut the same window at the same
 * page: each text below is cut both ways, PostgreSQL's way forced by a threshold of -1, and the
 * two answers compared — hits at the start, in the middle and near the end, none, a stem inside
 * a word (or after a digit or an underscore) that is no hit, any case, page breaks, page counts,
 * and characters of two bytes and of two UTF-16 units.
 */
import { eq, sql } from 'drizzle-orm';
import { documents } from '../src/database/schema';
import { snippetColumn } from '../src/documents/feed/feed.repository';
import { searchSnippetPattern, snippetHitFinder, toSearchTerms } from '../src/documents/feed/search-query';
import { SNIPPET_WHOLE_BYTES, snippetWindow } from '../src/documents/feed/search-snippet';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { createTestApp, TestApp } from './support/test-app';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 7}`).join(' ');
const FF = '\f';

/** [what it shows, the text, the document's page count, the search]. */
const CASES: [string, string, number | null, string][] = [
  ['a hit past the lead', `${words(40)} the semaphore guards ${words(60)}`, 1, 'semaphore'],
  ['a hit within the lead', `Two semaphores and ${words(80)}`, 1, 'semaphore'],
  ['a hit at the very start', `semaphore ${words(80)}`, 1, 'semaphore'],
  ['no hit (the title matched)', words(90), 1, 'semaphore'],
  ['any case', `${words(30)} SEMAPHORE and Semaphore ${words(30)}`, 1, 'semaphore'],
  [
    'a stem inside a word, after a digit or an underscore, is no hit',
    `xsemaphore 2semaphore _semaphore ${words(30)} semaphore ${words(30)}`,
    1,
    'semaphore',
  ],
  ['either of two words', `${words(25)} kernel ${words(25)} semaphore`, 1, 'semaphore kernel'],
  ['a stem cut back', `${words(30)} the studies of ${words(30)}`, 1, 'studies'],
  [
    'page breaks before the hit',
    `${words(20)}${FF}${words(20)}${FF}${words(5)} semaphore ${words(40)}`,
    4,
    'semaphore',
  ],
  ['a page break right before the hit', `${words(30)}${FF}semaphore ${words(10)}`, 2, 'semaphore'],
  ['several pages and no page breaks: the page is not known', `${words(30)} semaphore ${words(30)}`, 3, 'semaphore'],
  ['no page count, page breaks', `${words(10)}${FF}${words(10)} semaphore`, null, 'semaphore'],
  ['no page count, no page breaks', `${words(10)} semaphore`, null, 'semaphore'],
  ['a hit near the end', `${words(200)} semaphore end`, 1, 'semaphore'],
  [
    'two-byte characters before the hit',
    `${'é'.repeat(150)} ${words(10)} semaphore ${'ü'.repeat(300)}`,
    1,
    'semaphore',
  ],
  ['characters of two UTF-16 units', `${'𝔸𝔹 '.repeat(60)} semaphore ${'𝔸 '.repeat(200)}`, 1, 'semaphore'],
  ['a hit after a character of two UTF-16 units', `${words(20)} 𝔸semaphore 😀 semaphore ${words(40)}`, 1, 'semaphore'],
  [
    'a text of SNIPPET_WHOLE_BYTES',
    `${words(10)} semaphore ${'z'.repeat(SNIPPET_WHOLE_BYTES)}`.slice(0, SNIPPET_WHOLE_BYTES),
    1,
    'semaphore',
  ],
  ['an empty text', '', 1, 'semaphore'],
];

describe('search snippet windows: cut by PostgreSQL or by the app, the same', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let cat: TestCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it.each(CASES)('%s', async (_what, text, pageCount, query) => {
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SNIPPET_WHOLE_BYTES);
    const [row] = await testDb(t)
      .insert(documents)
      .values({
        type: 'note',
        title: 'Window',
        description: '',
        year: 1,
        ownerId: admin.user.id,
        collegeId: cat.college._id,
        courseId: cat.course._id,
        branchId: cat.branch._id,
        subjectId: cat.subject._id,
        objectKey: `documents/window-${Math.random()}.pdf`,
        contentHash: `window-${Math.random()}`,
        size: 1000,
        pageCount,
        extractedText: text,
      })
      .returning({ id: documents.id });
    const terms = toSearchTerms(query) ?? [];
    const pattern = sql`${searchSnippetPattern(terms)}`;
    const [cut] = await testDb(t)
      .select({ byDatabase: snippetColumn(pattern, -1), sent: snippetColumn(pattern) })
      .from(documents)
      .where(eq(documents.id, row?.id ?? ''));
    // The short text comes whole; the app's cut matches PostgreSQL's `page:window`.
    expect(cut?.sent).toBe(`=${text}`);
    const { window, page } = snippetWindow(text, snippetHitFinder(terms), pageCount);
    expect(`${page ?? ''}:${window}`).toBe(cut?.byDatabase);
  });
});
