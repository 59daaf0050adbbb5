/**
 * The feed's and search's statements make their rows themselves (listRow, searchRow through
 * mapRowsWith) instead of through Drizzle's generic mapping. The same documents read both ways
 * must be equal, field for field and type for type (dates as Dates, the bigint size as a number,
 * nulls as nulls), on both drivers: PGlite (the embedded default) and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { DocumentListRow } from '../src/documents/document-list.columns';
import { DocumentsRepository } from '../src/documents/documents.repository';
import { FeedRepository } from '../src/documents/feed/feed.repository';
import { toSearchTerms } from '../src/documents/feed/search-query';
import { signUp } from './support/auth';
import { createCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { describeIf } from './support/requires';
import { createTestApp, TestApp } from './support/test-app';

describe('feed and search rows on PGlite', () => rowsMatch(false));
// A machine without PostgreSQL skips this half with its reason (support/requires.ts).
describeIf('postgres')('feed and search rows on PostgreSQL', () => rowsMatch(true));

function rowsMatch(postgres: boolean): void {
  let t: TestApp;
  let repository: FeedRepository;
  let documents: DocumentsRepository;

  beforeAll(async () => {
    t = await createTestApp({ postgres });
    const admin = await signUp(t, { admin: true });
    const cat = await createCatalogue(admin);
    // Papers and notes with every nullable column both set and unset.
    await testDb(t).execute(sql`
      insert into documents (type, exam_type, title, description, year, owner_id, college_id, course_id, branch_id,
                             subject_id, object_key, content_hash, size, page_count, search_text, extracted_text,
                             text_source, preview_status, thumbnail_key, created_at)
      select case when n % 2 = 0 then 'paper' else 'note' end::document_type,
             case when n % 2 = 0 then 'endsem' end::exam_type,
             'Row ' || n, 'Mapped ' || n, 1 + n % 4, ${admin.user.id}, ${cat.college._id}, ${cat.course._id},
             ${cat.branch._id}, ${cat.subject._id}, 'documents/rows-' || n || '.pdf', md5('rows' || n),
             9007199254740000 + n, case when n % 3 = 0 then null else n end,
             'Row ' || n, case when n % 3 = 0 then null else 'a frequent word in row ' || n end,
             case when n % 3 = 0 then null else 'pdf' end::text_source,
             case when n % 2 = 0 then 'ready' else 'pending' end::preview_status,
             case when n % 2 = 0 then 'thumbnails/rows-' || n || '.png' end,
             timestamptz '2026-01-01 12:00:00.123456+00' - make_interval(secs => n)
        from generate_series(1, 30) as n`);
    repository = t.app.get(FeedRepository);
    documents = t.app.get(DocumentsRepository);
  }, 180_000);
  afterAll(() => t?.close());

  /** The same documents read through Drizzle's own mapping (DocumentsRepository.findManyListed builds a plain query). */
  async function drizzleRows(rows: DocumentListRow[]): Promise<Map<string, DocumentListRow>> {
    const read = await documents.findManyListed(rows.map((row) => row.id));
    return new Map(read.map((row) => [row.id, row]));
  }

  it('reads a feed page as Drizzle would', async () => {
    const page = await repository.feed({ filters: {}, limit: 20 });
    expect(page).toHaveLength(21);
    const expected = await drizzleRows(page);
    for (const row of page) expect(row).toStrictEqual(expected.get(row.id));
    // The values the literal decodes itself, checked for their types too.
    expect(page.every((row) => row.createdAt instanceof Date && row.updatedAt instanceof Date)).toBe(true);
    expect(page.every((row) => typeof row.size === 'number' && row.size > 9007199254740000)).toBe(true);
    expect(page.some((row) => row.examType === null && row.pageCount === null && row.textSource === null)).toBe(true);
    // The cursor's text keeps the microseconds a Date would drop.
    expect(page[0]?.cursorCreatedAt).toMatch(/\.123456[+-]/); // in the server's time zone
    expect(page[0]?.createdAt.toISOString()).toBe('2026-01-01T11:59:59.123Z');
  });

  it('reads a search page as Drizzle would, plus its tier and snippet', async () => {
    const page = await repository.feed({ filters: {}, search: toSearchTerms('frequent'), limit: 20 });
    expect(page).toHaveLength(20); // 20 of the 30 rows have the text
    const expected = await drizzleRows(page);
    for (const row of page) {
      const { tier, snippet, snippetSource, snippetPage, ...listed } = row as DocumentListRow & {
        snippetSource?: string | null;
      };
      expect(listed).toStrictEqual(expected.get(row.id));
      // A one-page document's hit is on page 1; without a page count or page breaks, not known (issue 28).
      expect(snippetPage).toBe(listed.pageCount === 1 ? 1 : undefined);
      expect(tier).toBe(0); // the word is in the text only
      // A short text is sent whole (`=text`), its window cut by the app.
      expect(snippetSource).toMatch(/^=.*frequent/);
      expect(snippet).toEqual(expect.arrayContaining([{ text: 'frequent', match: true }]));
    }
  });
}
