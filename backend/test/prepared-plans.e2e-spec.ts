/**
 * The feed's and search's prepared statements are planned once per connection, not once per
 * request. PostgreSQL plans a prepared statement anew for each of its first five executions and
 * then keeps a generic plan if that plan is about as cheap; with a bound LIMIT the generic plan
 * assumes a tenth of the table and never qualifies, so every feed page paid ≈ 1.3 ms of planning
 * for ≈ 0.15 ms of work (limitLiteral). pg_prepared_statements counts both kinds of plan per
 * statement of a session, so the repository runs here on one connection of its own.
 *
 * PostgreSQL only: PGlite's driver does not keep named statements (nothing to count there).
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import * as schema from '../src/database/schema';
import { DocumentsRepository, type FeedOptions } from '../src/documents/documents.repository';
import { toSearchTerms } from '../src/documents/search-query';
import { signUp } from './support/auth';
import { createCatalogue, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { createTestApp, TestApp } from './support/test-app';

const COUNT = 2000;

describe('feed and search statements keep one plan per connection', () => {
  let t: TestApp;
  let cat: TestCatalogue;
  let client: Client;
  let repository: DocumentsRepository;

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
    await testDb(t).execute(sql`analyze documents`);
    const url = t.config.database.url;
    if (!url) throw new Error('this suite needs PostgreSQL (createTestApp({ postgres: true }))');
    client = new Client({ connectionString: url });
    await client.connect();
    repository = new DocumentsRepository(drizzle(client, { schema, casing: 'snake_case' }));
  });
  afterAll(async () => {
    await client?.end();
    await t.close();
  });

  /**
   * The statements that join the catalogue names onto a page (five joins: ≈ 1.3 ms to plan). The
   * search's walk and index steps read one table and plan in ≈ 0.1 ms; PostgreSQL keeps custom
   * plans for them, since the typed word's statistics change the estimate.
   */
  async function joinedPlans(): Promise<{ name: string; generic: number; custom: number }[]> {
    const { rows } = await client.query<{ name: string; generic: string; custom: string }>(
      `select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
        where name like 'documents_%' and statement like '%inner join "colleges"%' order by name`,
    );
    return rows.map((r) => ({ name: r.name, generic: Number(r.generic), custom: Number(r.custom) }));
  }

  it('feed pages, filtered pages, cursor pages and searches settle on a generic plan', async () => {
    const page = (options: Partial<FeedOptions>) => repository.feed({ filters: {}, limit: 20, ...options });
    const first = await page({});
    expect(first).toHaveLength(21);
    const last = first[19];
    if (!last) throw new Error('no page');
    const cursor = { createdAt: last.cursorCreatedAt, id: last.id };
    const frequent = toSearchTerms('frequent');
    const rare = toSearchTerms('nowhere');
    const runs = 12;
    for (let i = 0; i < runs; i += 1) {
      await page({});
      await page({ cursor });
      await page({ filters: { type: 'paper', collegeIds: [cat.college._id], subjectIds: [cat.subject._id] } });
      await page({ limit: 5 }); // a smaller page shares the default page's statement
      expect(await page({ search: frequent })).toHaveLength(21); // the walk fills the page
      expect(await page({ search: rare })).toHaveLength(0); // the walk finds nothing: the GIN index step
    }

    const statements = await joinedPlans();
    // Feed page, cursor page, filtered page, search rows with snippets: the ones that join the names.
    expect(statements).toHaveLength(4);
    for (const statement of statements) {
      // At most the five exploratory custom plans, then the generic one for every other execution.
      expect({ name: statement.name, custom: statement.custom }).toEqual({
        name: statement.name,
        custom: Math.min(statement.custom, 5),
      });
      expect(statement.generic).toBeGreaterThan(0);
    }
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
