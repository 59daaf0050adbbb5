import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/database/database.client';
import { colleges, courses } from '../src/database/schema';
import { Client } from 'pg';
import { TEMPLATE_ENV } from './support/template-database';
import { createTestDatabase } from './support/test-database';
import { describeIf } from './support/requires';

describe('database', () => {
  it('persists PGlite data under its folder across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
    const first = await openDatabase({ pgliteDir: dir });
    await first.migrate();
    await first.db.insert(colleges).values({ collegeName: 'Persisted College', location: 'Pune' });
    await first.close();

    const second = await openDatabase({ pgliteDir: dir });
    await second.migrate(); // applying again is a no-op
    const rows = await second.db.select().from(colleges);
    expect(rows.map((r) => r.collegeName)).toEqual(['Persisted College']);
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  }, 180_000);

  describe(`constraints (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
    let drop: () => Promise<void>;
    let client: Awaited<ReturnType<typeof openDatabase>>;

    beforeAll(async () => {
      // Empty, so every migration is applied here on PostgreSQL (the other suites copy a template).
      const database = await createTestDatabase({ migrated: false });
      drop = database.drop;
      client = await openDatabase({ url: database.url, pgliteDir: database.pgliteDir });
      await client.migrate();
    }, 180_000);
    afterAll(async () => {
      await client.close();
      await drop();
    });

    it('keeps college names unique regardless of case', async () => {
      await client.db.insert(colleges).values({ collegeName: 'Unique U', location: 'A' });
      await expect(client.db.insert(colleges).values({ collegeName: 'UNIQUE u', location: 'B' })).rejects.toThrow();
    });

    it('refuses to delete a college that still has courses', async () => {
      const [college] = await client.db.insert(colleges).values({ collegeName: 'Parent', location: 'X' }).returning();
      if (!college) throw new Error('no college');
      await client.db
        .insert(courses)
        .values({ collegeId: college.id, courseName: 'BTech', abbreviation: 'BT', duration: 4 });
      await expect(client.db.delete(colleges).where(eq(colleges.id, college.id))).rejects.toThrow();
    });

    it('refuses a course duration outside 1–10 years', async () => {
      const [college] = await client.db
        .insert(colleges)
        .values({ collegeName: 'Durations', location: 'X' })
        .returning();
      if (!college) throw new Error('no college');
      await expect(
        client.db
          .insert(courses)
          .values({ collegeId: college.id, courseName: 'Forever', abbreviation: 'F', duration: 11 }),
      ).rejects.toThrow();
    });

    it('has prefix full-text search available for the documents index', async () => {
      const result = await client.db.execute(
        sql`select to_tsvector('simple', 'Operating Systems papers') @@ to_tsquery('simple', 'operat:* & system:*') as hit`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: { hit: boolean }[] }).rows) as {
        hit: boolean;
      }[];
      expect(rows[0]?.hit).toBe(true);
    });
  });
  describeIf('postgres')("a test database copied from the run's migrated template", () => {
    it("has every migration applied, and the app's migrator finds nothing left to do", async () => {
      expect(process.env[TEMPLATE_ENV]).toMatch(/^papershelf_template_/);
      const database = await createTestDatabase();
      const client = await openDatabase({ url: database.url, pgliteDir: database.pgliteDir });
      const applied = async () => {
        const result = await client.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        return (result as { rows: { n: number }[] }).rows[0].n;
      };
      try {
        const journal = JSON.parse(readFileSync(join(__dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        expect(await applied()).toBe(journal.entries.length);
        await client.migrate();
        expect(await applied()).toBe(journal.entries.length);
      } finally {
        await client.close();
        await database.drop();
      }
    });
  });
  describeIf('postgres')('a PostgreSQL connection the server ends', () => {
    let drop: () => Promise<void>;
    let url: string;
    let client: Awaited<ReturnType<typeof openDatabase>>;

    beforeAll(async () => {
      const database = await createTestDatabase({ postgres: true });
      drop = database.drop;
      url = database.url as string;
      client = await openDatabase({ url, pgliteDir: database.pgliteDir });
    }, 180_000);
    afterAll(async () => {
      await client.close();
      await drop();
    });

    /** pg_terminate_backend from a connection of its own, as a server restart or an admin would. */
    async function terminate(pid: number): Promise<void> {
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
    }

    const backendPid = async (db: Pick<typeof client.db, 'execute'>) => {
      const result = await db.execute(sql`select pg_backend_pid() as pid`);
      return Number((result as { rows: { pid: number }[] }).rows[0]?.pid);
    };

    it('fails the transaction that held it, not the process, and the next statement gets a new one', async () => {
      // Before: a client checked out of the pool had no 'error' listener, and the server ending it
      // between two statements of a transaction threw an unhandled 'error' (the process exited).
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => uncaught.push(error);
      process.prependListener('uncaughtException', onUncaught);
      try {
        let ended = 0;
        const transaction = client.db.transaction(async (tx) => {
          ended = await backendPid(tx);
          await terminate(ended);
          await new Promise((resolve) => setTimeout(resolve, 200)); // the socket's end arrives meanwhile
          await tx.execute(sql`select 1`);
        });
        await expect(transaction).rejects.toThrow();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(uncaught).toEqual([]);
        const next = await backendPid(client.db);
        expect(next).toBeGreaterThan(0);
        expect(next).not.toBe(ended);
      } finally {
        process.removeListener('uncaughtException', onUncaught);
      }
    });

    it('drops an idle connection the server ended and answers the next statement', async () => {
      const pid = await backendPid(client.db);
      await terminate(pid);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await backendPid(client.db)).not.toBe(pid);
    });
  });
});
