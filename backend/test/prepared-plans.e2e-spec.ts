/**
 * The feed's and search's prepared statements are planned once per connection, not once per
 * request. PostgreSQL plans a prepared statement anew for each of its first five executions and
 * then keeps a generic plan if that plan looks about as cheap. A bound LIMIT made the generic plan
 * assume a tenth of the table, so it never qualified and every feed page paid ≈ 1.3 ms of planning
 * for ≈ 0.15 ms of work (limitLiteral); a search's words, given to the planner, kept its walk and
 * index steps on custom plans too (searchQuery's subquery). pg_prepared_statements counts both
 * kinds of plan per statement of a session, so the repository runs here on a connection of its own.
 * Also the statistics that let a page filtered by all four catalogue levels read in feed order.
 *
 * PostgreSQL only: PGlite's driver does not keep named statements (nothing to count there).
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import * as schema from '../src/database/schema';
import { FeedRepository, type FeedOptions } from '../src/documents/feed/feed.repository';
import { toSearchTerms } from '../src/documents/feed/search-query';
import { signUp } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { createTestApp, TestApp } from './support/test-app';
import { describeIf } from './support/requires';

const COUNT = 2000;

describeIf('postgres')('feed and search plans', () => {
  let t: TestApp;
  let cat: TestCatalogue;
  let client: Client;
  let repository: FeedRepository;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    const admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
    // Documents straight into the table (no PDFs, no jobs): every fifth mentions "frequent".
    await testDb(t).execute(sql`
      insert into documents (type, exam_type, title, description, year, owner_id, college_id, course_id, branch_id,
                             subject_id, object_key, content_hash, size, search_text, extracted_text, text_source,
                             preview_status, created_at)
      select 'paper', 'endsem', 'Paper ' || n, 'Planted', 1, ${admin.user.id}, ${cat.college._id}, ${cat.course._id},
             ${cat.branch._id}, ${cat.subject._id}, 'documents/plan-' || n || '.pdf', md5('plan' || n), 1000,
             'Paper ' || n, case when n % 5 = 0 then 'a frequent word' else 'nothing here' end, 'pdf', 'ready',
             now() - make_interval(secs => n)
        from generate_series(1, ${COUNT}) as n`);
    // A wider catalogue, older than the rows above: 2 colleges × 2 courses × 2 branches × 3 subjects,
    // 400 documents each, so the four filter columns are correlated as in a real catalogue.
    await testDb(t).execute(sql`
      with co as (
        insert into colleges (college_name, location)
        select 'Plan College ' || c, 'Pune' from generate_series(1, 2) c returning id),
      cu as (
        insert into courses (college_id, course_name, abbreviation, duration)
        select co.id, 'Plan Course ' || n, 'PC', 4 from co, generate_series(1, 2) n returning id, college_id),
      br as (
        insert into branches (college_id, course_id, branch_name, abbreviation)
        select cu.college_id, cu.id, 'Plan Branch ' || n, 'PB' from cu, generate_series(1, 2) n
        returning id, course_id, college_id),
      su as (
        insert into subjects (college_id, course_id, branch_id, name, year)
        select br.college_id, br.course_id, br.id, 'Plan Subject ' || n, 1 from br, generate_series(1, 3) n
        returning id, branch_id, course_id, college_id)
      insert into documents (type, exam_type, title, description, year, owner_id, college_id, course_id, branch_id,
                             subject_id, object_key, content_hash, size, search_text, extracted_text, text_source,
                             preview_status, created_at)
      select 'paper', 'endsem', 'Older paper', 'Planted', 1, ${admin.user.id}, su.college_id, su.course_id,
             su.branch_id, su.id, 'documents/plan-' || su.id || '-' || n || '.pdf', md5(su.id::text || n), 1000,
             'Older paper', 'nothing here', 'pdf', 'ready', now() - interval '1 day' - make_interval(secs => n)
        from su, generate_series(1, 400) n`);
    await testDb(t).execute(sql`analyze documents`);
    const url = t.config.database.url;
    if (!url) throw new Error('this suite needs PostgreSQL (createTestApp({ postgres: true }))');
    client = new Client({ connectionString: url });
    await client.connect();
    repository = new FeedRepository(drizzle(client, { schema, casing: 'snake_case' }));
  });
  afterAll(async () => {
    await client?.end();
    await t.close();
  });

  /** The repository's statements on this connection, with how often each kind of plan was made. */
  async function plans(): Promise<{ name: string; generic: number; custom: number }[]> {
    const { rows } = await client.query<{ name: string; generic: string; custom: string }>(
      `select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
        where name like 'documents_%' order by name`,
    );
    return rows.map((r) => ({ name: r.name, generic: Number(r.generic), custom: Number(r.custom) }));
  }

  it('feed pages, cursor pages and search pages are planned once per connection', async () => {
    const page = (options: Partial<FeedOptions>) => repository.feed({ filters: {}, limit: 20, ...options });
    const frequent = toSearchTerms('frequent');
    // Like no word of the dictionary either (issue 28's corrections find nothing to search instead).
    const rare = toSearchTerms('qxzvjkw');

    /** The statements `run` adds, after running it twelve times. */
    const added = async (run: () => Promise<unknown>) => {
      const before = new Set((await plans()).map((p) => p.name));
      for (let i = 0; i < 12; i += 1) await run();
      return (await plans()).filter((p) => !before.has(p.name));
    };
    const settled = (statements: { generic: number; custom: number }[], count = 1) => {
      expect(statements).toHaveLength(count);
      for (const statement of statements) {
        // At most the five exploratory custom plans, then the generic one for every other execution.
        expect(statement.custom).toBeLessThanOrEqual(5);
        expect(statement.generic).toBeGreaterThanOrEqual(7);
      }
    };

    settled(await added(() => page({})));
    const first = await page({});
    expect(first).toHaveLength(21);
    const last = first[19];
    if (!last) throw new Error('no page');
    const cursor = { createdAt: last.cursorCreatedAt, id: last.id };
    settled(await added(() => page({ cursor })));
    // A smaller page reads with the default page's statement and is cut to size.
    expect(await added(async () => expect(await page({ limit: 5 })).toHaveLength(6))).toHaveLength(0);
    // A search is one statement: the walks (tier 0's fills the page; the word is in no title), the
    // index step for tier 1, the page's rows with snippets. The statement that stems the words
    // runs once (the stems are kept).
    const search = await added(async () => expect(await page({ search: frequent })).toHaveLength(21));
    expect(search.filter((s) => s.custom + s.generic === 1)).toHaveLength(1);
    const searchPlans = search.filter((s) => s.custom + s.generic > 1);
    settled(searchPlans);
    // A word in no document: the same statements (its stems read by the same one) and the same
    // plan, with both index steps run; no rows. One statement more: the look-up of corrections for
    // a word no document has (issue 28). PostgreSQL plans that one per execution (custom plans:
    // the words decide the trigram look-up); it runs only when a search's words found less than a page.
    const rareAdded = await added(async () => expect(await page({ search: rare })).toHaveLength(0));
    expect(rareAdded).toHaveLength(1);
    expect((rareAdded[0]?.custom ?? 0) + (rareAdded[0]?.generic ?? 0)).toBe(12);
    const after = (await plans()).find((p) => p.name === searchPlans[0]?.name);
    expect(after?.custom).toBeLessThanOrEqual(5);
    expect(after?.generic).toBeGreaterThanOrEqual(7 + 12);
    // A filtered page's plan depends on which college or subject it names (their sizes differ a
    // lot), so PostgreSQL may rightly keep planning it per value: only its answer is checked here.
    const filtered = await page({
      filters: { type: 'paper', catalogue: { college: [cat.college._id], subject: [cat.subject._id] } },
    });
    expect(filtered.map((d) => d.title)).toEqual(first.map((d) => d.title));
  });

  it('a page filtered by college, course, branch and subject reads the subject index in feed order', async () => {
    // Without the dependency statistics (migration 0005) PostgreSQL multiplies the four filters'
    // selectivities, expects about one row and sorts every document of the subject instead.
    const { rows } = await client.query<{ id: string; college_id: string; course_id: string; branch_id: string }>(
      `select id, college_id, course_id, branch_id from subjects where name = 'Plan Subject 3' limit 1`,
    );
    const subject = rows[0];
    if (!subject) throw new Error('no planted subject');
    const { rows: plan } = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) select id from documents
        where type = 'paper' and college_id = $1 and course_id = $2 and branch_id = $3 and subject_id = $4
        order by created_at desc nulls last, id desc nulls last limit 21`,
      [subject.college_id, subject.course_id, subject.branch_id, subject.id],
    );
    const text = JSON.stringify(plan[0]?.['QUERY PLAN']);
    expect(text).toContain('"Index Name":"documents_subject_idx"');
    expect(text).not.toContain('"Node Type":"Sort"');
  });

  it("a search's tier-1 walk reads the head vectors from the newest-first index alone; the vectors and the text stay in the row", async () => {
    // Migration 0006: documents_all_feed_idx INCLUDEs search_head, and `search` is STORAGE MAIN.
    const { rows: plan } = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) select w.id from (
         select id, created_at, search_head as head from documents
          order by created_at desc nulls last, id desc nulls last limit 500) w
        where w.head @@ 'semaphor:*'::tsquery limit 21`,
    );
    const text = JSON.stringify(plan[0]?.['QUERY PLAN']);
    expect(text).toContain('"Node Type":"Index Only Scan"');
    expect(text).toContain('"Index Name":"documents_all_feed_idx"');
    const { rows: storage } = await client.query<{ attstorage: string }>(
      `select attstorage from pg_attribute where attrelid = 'documents'::regclass and attname in ('search', 'extracted_text')`,
    );
    expect(storage.map((s) => s.attstorage)).toEqual(['m', 'm']);
  });

  it('a smaller page is cut to its size, and the next one starts right after it', async () => {
    const five = await repository.feed({ filters: {}, limit: 5 });
    expect(five.map((d) => d.title)).toEqual(['Paper 1', 'Paper 2', 'Paper 3', 'Paper 4', 'Paper 5', 'Paper 6']);
    const fifth = five[4];
    if (!fifth) throw new Error('no fifth row');
    const next = await repository.feed({
      filters: {},
      limit: 5,
      cursor: { createdAt: fifth.cursorCreatedAt, id: fifth.id },
    });
    expect(next.map((d) => d.title)).toEqual(['Paper 6', 'Paper 7', 'Paper 8', 'Paper 9', 'Paper 10', 'Paper 11']);
  });
});
