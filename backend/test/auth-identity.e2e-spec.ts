/**
 * Issue 22, findings 12 and 13: one canonical form of an e-mail address (no KELVIN SIGN or
 * full-width squatting, stale unverified sign-ups give their address up, the migration that
 * normalised existing rows), and tokens only in HttpOnly cookies (refresh cookie scoped to the
 * refresh route, no tokens in bodies, access tokens without `exp` refused).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { UnverifiedAccounts } from '../src/auth/unverified-accounts';
import { normalizeEmail } from '../src/common/email';
import { loadConfig } from '../src/config/app-config';
import { migrationsFolder } from '../src/database/database.client';
import { users } from '../src/database/schema';
import { SeedService } from '../src/seed/seed.service';
import { cookieValue, readOtp, signUp, uniqueName } from './support/auth';
import { testDb } from './support/db';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase, LOCAL_POSTGRES_URL } from './support/test-database';
import { describeIf } from './support/requires';

const PASSWORD = 'correct-horse-battery';
const KELVIN = '\u212A'; // KELVIN SIGN: NFKC 'K', lower-cased 'k'

const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
};
const cookieLine = (res: { headers: Record<string, unknown> }, name: string, path: string) =>
  setCookies(res).find((c) => c.startsWith(`${name}=`) && new RegExp(`; Path=${path}(;|$)`).test(c));

describe('auth identity: e-mail normalisation and cookie-only tokens', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (body: Record<string, unknown>) => request(t.server).post('/api/users/register-user').send(body);
  const rowOf = async (id: string) => (await testDb(t).select().from(users).where(eq(users.id, id)))[0];

  describe('normalizeEmail', () => {
    it('folds compatibility forms and case to one address', () => {
      expect(normalizeEmail(` ${KELVIN}elvin@Example.COM `)).toBe('kelvin@example.com');
      expect(normalizeEmail('\uFF41\uFF44\uFF41@example.com')).toBe('ada@example.com'); // full-width
      expect(normalizeEmail('STRASSE@x.de')).toBe(normalizeEmail('straße@x.de'));
      expect(normalizeEmail('plain@example.com')).toBe('plain@example.com');
    });
  });

  describe('every way an address comes in', () => {
    it('a KELVIN SIGN address cannot sign up beside kelvin@…, and is stored in canonical form', async () => {
      const local = uniqueName('kelvin').toLowerCase();
      const plain = `${local}@example.test`;
      await register({ username: uniqueName('k1'), email: plain, password: PASSWORD }).expect(201);
      const squat = await register({
        username: uniqueName('k2'),
        email: `${KELVIN}${local.slice(1)}@example.test`,
        password: PASSWORD,
      }).expect(409);
      expect(squat.body).toMatchObject({ code: 'USER.EXISTS', details: { field: 'email' } });
      expect(squat.body.message).toBe('A user with this email already exists');

      // The reverse order: the lookalike is stored as the plain address.
      const other = uniqueName('kelvin').toLowerCase();
      const created = await register({
        username: uniqueName('k3'),
        email: `${KELVIN}${other.slice(1).toUpperCase()}@EXAMPLE.test`,
        password: PASSWORD,
      }).expect(201);
      expect(created.body.data.email).toBe(`${other}@example.test`);
      expect((await rowOf(created.body.data._id as string))?.email).toBe(`${other}@example.test`);
      await register({ username: uniqueName('k4'), email: `${other}@example.test`, password: PASSWORD }).expect(409);
    });

    it('login, forgot-password, update-password and change-forget-password find the account by any form', async () => {
      const { user } = await signUp(t);
      const [local, domain] = user.email.split('@') as [string, string];
      const fullWidth = [...local].map((c) => (/[a-z]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c));
      const lookalike = `${fullWidth.join('')}@${domain.toUpperCase()}`;
      expect(lookalike).not.toBe(user.email);

      await request(t.server).post('/api/users/login-user').send({ email: lookalike, password: PASSWORD }).expect(200);
      await request(t.server).post('/api/users/forgot-password').send({ email: lookalike }).expect(200);
      const otp = await readOtp(t, user.email, /reset/i);
      const agent = request.agent(t.server);
      await agent.patch('/api/users/update-password').send({ email: lookalike, otp }).expect(200);
      await agent
        .patch('/api/users/change-forget-password')
        .send({ email: lookalike, newPassword: 'another-long-password' })
        .expect(200);
      await request(t.server)
        .post('/api/users/login-user')
        .send({ email: user.email, password: 'another-long-password' })
        .expect(200);
    });

    it('update-profile stores a new address in canonical form and refuses a lookalike of a taken one', async () => {
      const owner = await signUp(t);
      const mover = await signUp(t);
      const [local, domain] = owner.user.email.split('@') as [string, string];
      const taken = await mover.agent
        .patch('/api/users/update-profile')
        .send({ email: `${local.toUpperCase().replace('K', KELVIN)}@${domain}`, currentPassword: PASSWORD })
        .expect(409);
      expect(taken.body).toMatchObject({ code: 'USER.EXISTS' });

      const fresh = uniqueName('moved').toLowerCase();
      const moved = await mover.agent
        .patch('/api/users/update-profile')
        .send({ email: `\uFF4D${fresh.slice(1).toUpperCase()}@Example.TEST`, currentPassword: PASSWORD })
        .expect(200);
      expect(moved.body.data.email).toBe(`m${fresh.slice(1)}@example.test`);
    });
  });

  describe('ADMIN_EMAIL at start', () => {
    it('is read in canonical form and finds the account by any form', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        JWT_ACCESS_SECRET: 'test-access-secret-0123456789',
        JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
        ADMIN_EMAIL: `${KELVIN}ELVIN@Example.TEST`,
      });
      expect(config.admin.email).toBe('kelvin@example.test');

      const { user } = await signUp(t);
      const [local, domain] = user.email.split('@') as [string, string];
      t.config.admin = { email: `${local.toUpperCase()}@${domain}`, password: 'the-admin-password-1' };
      try {
        await t.app.get(SeedService).run();
      } finally {
        t.config.admin = {};
      }
      const res = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: user.email, password: 'the-admin-password-1' })
        .expect(200);
      expect(res.body.data).toMatchObject({ email: user.email, isAdmin: true });
    });
  });

  describe('unverified sign-ups that squat an address', () => {
    const backdate = (id: string, hours: number) =>
      testDb(t)
        .update(users)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(users.id, id));

    it('an address held by a sign-up never verified for 24 h goes to the next sign-up; a fresh one does not', async () => {
      const email = `${uniqueName('squat').toLowerCase()}@example.test`;
      const squatter = await register({ username: uniqueName('sq'), email, password: PASSWORD }).expect(201);
      const squatterId = squatter.body.data._id as string;

      await backdate(squatterId, 23);
      const early = await register({ username: uniqueName('own'), email, password: PASSWORD }).expect(409);
      expect(early.body.message).toBe('A user with this email already exists');

      await backdate(squatterId, 25);
      const owner = await register({ username: uniqueName('own'), email, password: PASSWORD }).expect(201);
      expect(owner.body.data._id).not.toBe(squatterId);
      expect(await rowOf(squatterId)).toBeUndefined();
    });

    it('an account that un-verified itself by changing its e-mail keeps the address', async () => {
      const { agent, user } = await signUp(t);
      const email = `${uniqueName('chg').toLowerCase()}@example.test`;
      await agent.patch('/api/users/update-profile').send({ email, currentPassword: PASSWORD }).expect(200);
      const row = await rowOf(user.id);
      expect(row).toMatchObject({ isVerified: false, email });
      expect(row?.firstVerifiedAt).toBeInstanceOf(Date);

      await backdate(user.id, 24 * 30);
      await register({ username: uniqueName('own'), email, password: PASSWORD }).expect(409);
      expect(await t.app.get(UnverifiedAccounts).sweep()).toBeGreaterThanOrEqual(0);
      expect(await rowOf(user.id)).toBeDefined();
    });

    it('the sweep deletes sign-ups never verified for 7 days, and nothing else', async () => {
      const stale = await register({
        username: uniqueName('st'),
        email: `${uniqueName('st').toLowerCase()}@example.test`,
        password: PASSWORD,
      }).expect(201);
      const recent = await register({
        username: uniqueName('rc'),
        email: `${uniqueName('rc').toLowerCase()}@example.test`,
        password: PASSWORD,
      }).expect(201);
      const verified = await signUp(t);
      await backdate(stale.body.data._id as string, 24 * 7 + 1);
      await backdate(recent.body.data._id as string, 24 * 6);
      await backdate(verified.user.id, 24 * 30);

      expect(await t.app.get(UnverifiedAccounts).sweep()).toBeGreaterThanOrEqual(1);
      expect(await rowOf(stale.body.data._id as string)).toBeUndefined();
      expect(await rowOf(recent.body.data._id as string)).toBeDefined();
      expect(await rowOf(verified.user.id)).toBeDefined();
    });
  });

  describe('tokens only in HttpOnly cookies', () => {
    it('refresh answers no token in its body; the refresh cookie is scoped to the refresh route', async () => {
      const { user } = await signUp(t);
      const login = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
      const refreshLine = cookieLine(login, 'refreshToken', '/api/users/refresh-token');
      expect(refreshLine).toMatch(/HttpOnly/i);
      expect(cookieLine(login, 'accessToken', '/')).toMatch(/HttpOnly/i);
      const refreshToken = cookieValue(login, 'refreshToken') ?? '';
      expect(JSON.stringify(login.body)).not.toContain(refreshToken);

      const refreshed = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${refreshToken}`)
        .expect(200);
      expect(refreshed.body).toMatchObject({ success: true, message: 'Session refreshed', data: null });
      const newAccess = cookieValue(refreshed, 'accessToken') ?? '';
      const newRefresh = cookieValue(refreshed, 'refreshToken') ?? '';
      expect(newAccess.length).toBeGreaterThan(20);
      expect(JSON.stringify(refreshed.body)).not.toContain(newAccess);
      expect(JSON.stringify(refreshed.body)).not.toContain(newRefresh);
      expect(cookieLine(refreshed, 'refreshToken', '/api/users/refresh-token')).toMatch(/HttpOnly/i);

      // A refresh token in the body is not a way in.
      await request(t.server).post('/api/users/refresh-token').send({ refreshToken: newRefresh }).expect(401);
    });

    it('a browser (cookie jar) sends the refresh cookie to the refresh route only, and logout clears it', async () => {
      const { agent } = await signUp(t);
      // Any other route: the jar holds the refresh cookie but does not send it.
      const jar = (agent as unknown as { jar: { getCookie(name: string, access: unknown): unknown } }).jar;
      const access = (path: string) => ({ domain: '127.0.0.1', path, secure: false, script: false });
      expect(jar.getCookie('refreshToken', access('/api/users/current-user'))).toBeUndefined();
      expect(jar.getCookie('refreshToken', access('/api/users/refresh-token'))).toBeDefined();
      await agent.post('/api/users/refresh-token').expect(200);

      const out = await agent.post('/api/users/logout-user').expect(200);
      const cleared = cookieLine(out, 'refreshToken', '/api/users/refresh-token');
      expect(cleared).toMatch(/^refreshToken=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      expect(jar.getCookie('refreshToken', access('/api/users/refresh-token'))).toBeUndefined();
    });

    it('logout with an expired access token still ends the session the refresh cookie belongs to', async () => {
      const { user } = await signUp(t);
      const login = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
      const accessToken = cookieValue(login, 'accessToken') ?? '';
      const refreshToken = cookieValue(login, 'refreshToken') ?? '';
      const jwt = new JwtService();
      const claims = jwt.decode<Record<string, unknown>>(accessToken);
      const expired = jwt.sign(
        { sub: claims.sub, sid: claims.sid, typ: 'access', exp: Math.floor(Date.now() / 1000) - 60 },
        { secret: t.config.jwt.accessSecret, algorithm: 'HS256' },
      );
      await request(t.server).get('/api/users/current-user').set('cookie', `accessToken=${expired}`).expect(401);
      await request(t.server).post('/api/users/logout-user').set('cookie', `accessToken=${expired}`).expect(200);
      await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${refreshToken}`)
        .expect(401);
    });

    it('an access token without exp is refused (401 AUTH.UNAUTHENTICATED), as cookie or Bearer', async () => {
      const { accessToken } = await signUp(t);
      const jwt = new JwtService();
      const claims = jwt.decode<Record<string, unknown>>(accessToken);
      const forever = jwt.sign(
        { sub: claims.sub, sid: claims.sid, typ: 'access' },
        { secret: t.config.jwt.accessSecret, algorithm: 'HS256' },
      );
      expect(jwt.decode<Record<string, unknown>>(forever).exp).toBeUndefined();
      // The same claims with exp pass: only the missing exp is refused.
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${accessToken}`).expect(200);
      const bearer = await request(t.server)
        .get('/api/users/current-user')
        .set('authorization', `Bearer ${forever}`)
        .expect(401);
      expect(bearer.body).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
      await request(t.server).get('/api/users/current-user').set('cookie', `accessToken=${forever}`).expect(401);
    });

    it('a browser still holding a refresh cookie with Path=/ (before the change) can refresh; the answer removes it', async () => {
      const { user } = await signUp(t);
      const login = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
      const refreshed = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${cookieValue(login, 'refreshToken') ?? ''}`)
        .expect(200);
      expect(cookieLine(refreshed, 'refreshToken', '/')).toMatch(
        /^refreshToken=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/,
      );
    });
  });
});

/**
 * Migration 0007 on a database that has rows from before it: applied to the migrations up to 0006,
 * rows inserted, then the rest applied — on PGlite, and on PostgreSQL (TEST_DATABASE_URL, else the
 * machine's server).
 */
for (const driver of ['pglite', 'postgres'] as const)
  (driver === 'postgres' ? describeIf('postgres') : describe)(`migration 0007 on ${driver}`, () => {
    let folderBefore: string;
    beforeAll(() => {
      folderBefore = mkdtempSync(join(tmpdir(), 'migrations-0006-'));
      cpSync(migrationsFolder(), folderBefore, { recursive: true });
      const journalPath = join(folderBefore, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0007_'));
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalPath, JSON.stringify(journal));
    });
    afterAll(() => rmSync(folderBefore, { recursive: true, force: true }));

    it('normalises stored e-mails; of two that collide the verified (then older) keeps the address', async () => {
      type Exec = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
      let exec: Exec;
      let migrate: (folder: string) => Promise<void>;
      let close: () => Promise<void>;
      if (driver === 'pglite') {
        const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate: run }] = await Promise.all([
          import('@electric-sql/pglite'),
          // Migration 0016 creates pg_trgm: PGlite has it only when loaded, as the app does.
          import('@electric-sql/pglite/contrib/pg_trgm'),
          import('drizzle-orm/pglite'),
          import('drizzle-orm/pglite/migrator'),
        ]);
        const client = new PGlite({ extensions: { pg_trgm } });
        const db = drizzle(client);
        exec = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
        migrate = (folder) => run(db, { migrationsFolder: folder });
        close = () => client.close();
      } else {
        const database = await createTestDatabase({ postgres: true, migrated: false });
        const [{ Pool }, { drizzle }, { migrate: run }] = await Promise.all([
          import('pg'),
          import('drizzle-orm/node-postgres'),
          import('drizzle-orm/node-postgres/migrator'),
        ]);
        const pool = new Pool({ connectionString: database.url ?? LOCAL_POSTGRES_URL, max: 2 });
        const db = drizzle(pool);
        exec = async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows;
        migrate = (folder) => run(db, { migrationsFolder: folder });
        close = async () => {
          await pool.end();
          await database.drop();
        };
      }
      try {
        await migrate(folderBefore);
        const insert = (email: string, username: string, verified: boolean, createdAt: string) =>
          exec(
            `insert into users (email, username, password_hash, is_verified, created_at) values ($1, $2, 'x', $3, $4) returning id`,
            [email, username, verified, createdAt],
          ).then((rows) => rows[0]?.id as string);
        // A squatter's full-width address (lower() leaves it alone), older, unverified; the owner's,
        // newer and verified.
        const squatter = await insert('\uFF4Belvin@example.com', 'squatter', false, '2026-01-01T00:00:00Z');
        const owner = await insert('Kelvin@Example.com', 'owner', true, '2026-02-01T00:00:00Z');
        // Both unverified: the older keeps it.
        const older = await insert('\uFF41\uFF44\uFF41@example.com', 'older', false, '2026-01-01T00:00:00Z');
        const newer = await insert('ADA@example.com', 'newer', false, '2026-03-01T00:00:00Z');
        const alone = await insert('Grace@Example.COM', 'alone', false, '2026-03-01T00:00:00Z');
        const kelvinSign = await insert(`${KELVIN}ELVIN2@example.com`, 'kelvin2', true, '2026-03-01T00:00:00Z');
        await exec(
          `insert into refresh_sessions (user_id, family_id, token_hash, expires_at, family_expires_at) values ($1, gen_random_uuid(), 'h', now() + interval '1 day', now() + interval '1 day')`,
          [squatter],
        );

        await migrate(migrationsFolder());

        const rows = await exec(`select id, email, first_verified_at from users`);
        const emailOf = (id: string) => rows.find((row) => row.id === id)?.email;
        expect(emailOf(owner)).toBe('kelvin@example.com');
        expect(emailOf(squatter)).toBe(`duplicate-${squatter}@papershelf.invalid`);
        expect(emailOf(older)).toBe('ada@example.com');
        expect(emailOf(newer)).toBe(`duplicate-${newer}@papershelf.invalid`);
        expect(emailOf(alone)).toBe('grace@example.com');
        expect(emailOf(kelvinSign)).toBe('kelvin2@example.com');
        const revoked = await exec(`select revoked_at from refresh_sessions where user_id = $1`, [squatter]);
        expect(revoked[0]?.revoked_at).not.toBeNull();
        // first_verified_at: backfilled for the verified row, null for the others, then kept by the trigger.
        expect(rows.find((row) => row.id === owner)?.first_verified_at).not.toBeNull();
        expect(rows.find((row) => row.id === alone)?.first_verified_at).toBeNull();
        await exec(`update users set is_verified = true where id = $1`, [alone]);
        await exec(`update users set is_verified = false where id = $1`, [alone]);
        const [after] = await exec(`select first_verified_at from users where id = $1`, [alone]);
        expect(after?.first_verified_at).not.toBeNull();
      } finally {
        await close();
      }
    }, 180_000);
  });
