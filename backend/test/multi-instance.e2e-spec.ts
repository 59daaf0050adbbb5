/**
 * Several instances against one PostgreSQL database and one Redis (issue 9): limits and
 * single-use tokens hold across API replicas, and instances that start together migrate and seed
 * once. PGlite belongs to one process, so this suite runs on PostgreSQL (TEST_DATABASE_URL or the
 * local server) and Redis (TEST_REDIS_URL or the local default).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { and, eq } from 'drizzle-orm';
import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { OTP_GUESS_BUDGET, OTP_MAX_ATTEMPTS } from '../src/auth/otp';
import { loadConfig } from '../src/config/app-config';
import { credentialFailures } from '../src/database/schema';
import { DEMO_CATALOGUE } from '../src/seed/demo-catalogue';
import { cookieValue, readOtp, signUp } from './support/auth';
import { createCatalogue } from './support/catalogue';
import { ageRotations, backdateCodes, testDb } from './support/db';
import { REFRESH_RACE_WINDOW_MS } from '../src/auth/tokens.service';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';
import { describeIf } from './support/requires';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Four-digit codes other than `code`, all different. */
const wrongCodes = (code: string, n: number): string[] =>
  Array.from({ length: n + 1 }, (_, i) => String(1000 + i * 7).padStart(4, '0'))
    .filter((c) => c !== code)
    .slice(0, n);

describeIf('postgres', 'redis')('two API instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { RATE_LIMITS: 'feedback=3/600', CATALOGUE_CACHE_SECONDS: '1' };
    a = await createTestApp({ postgres: true, env: { ...env, REDIS_URL: redisUrl } });
    b = await createTestApp({ shareWith: a, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('share a rate limit', async () => {
    const send = (t: TestApp) =>
      request(t.server).post('/api/feedbacks').send({ email: 'a@b.co', name: 'Two', feedback: 'instances' });
    const statuses = [(await send(a)).status, (await send(b)).status, (await send(a)).status, (await send(b)).status];
    expect(statuses).toEqual([201, 201, 201, 429]);
    // The other instance refuses too, with the same contract.
    const refused = await send(a).expect(429);
    expect(refused.body.code).toBe('FEEDBACK.TOO_MANY');
  });

  it('share the one-time code guess budget, even when guesses race on both', async () => {
    const { user } = await signUp(a);
    // Earlier wrong guesses, from anywhere: three are left.
    await testDb(a)
      .insert(credentialFailures)
      .values(
        Array.from({ length: OTP_GUESS_BUDGET - 3 }, () => ({ userId: user.id, kind: 'reset-password' as const })),
      );
    await backdateCodes(a, user.id, 31);
    await request(b.server).post('/api/users/forgot-password').send({ email: user.email }).expect(200);
    const code = await readOtp(a, user.email, /password reset code/i);
    const guesses = wrongCodes(code, OTP_MAX_ATTEMPTS).map((otp, i) =>
      request((i % 2 === 0 ? a : b).server)
        .patch('/api/users/update-password')
        .send({ email: user.email, otp }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => `${r.status} ${r.body.code as string}`).sort();
    expect(statuses).toEqual([
      '400 OTP.INVALID',
      '400 OTP.INVALID',
      '429 OTP.LOCKED',
      '429 OTP.LOCKED',
      '429 OTP.LOCKED',
    ]);
    const failures = await testDb(b)
      .select()
      .from(credentialFailures)
      .where(and(eq(credentialFailures.userId, user.id), eq(credentialFailures.kind, 'reset-password')));
    expect(failures).toHaveLength(OTP_GUESS_BUDGET);
    // Locked: even the right code. The address's own limit for this account (otp-account, 6
    // checks a day) is shared through Redis too: the other instance refuses the seventh check.
    const locked = await request(a.server)
      .patch('/api/users/update-password')
      .send({ email: user.email, otp: code })
      .expect(429);
    expect(locked.body.code).toBe('OTP.LOCKED');
    const seventh = await request(b.server)
      .patch('/api/users/update-password')
      .send({ email: user.email, otp: code })
      .expect(429);
    expect(seventh.body).toMatchObject({ code: 'OTP.TOO_MANY_REQUESTS', details: { limit: 'otp-account' } });
  });

  it('detect a rotated refresh token presented to the other instance', async () => {
    const { user, password } = await signUp(a);
    const login = await request(a.server)
      .post('/api/users/login-user')
      .send({ email: user.email, password })
      .expect(200);
    const first = cookieValue(login, 'refreshToken') ?? '';
    const access = cookieValue(login, 'accessToken') ?? '';
    const refresh = (t: TestApp, refreshToken: string) =>
      request(t.server).post('/api/users/refresh-token').set('cookie', `refreshToken=${refreshToken}`);

    const rotated = await refresh(b, first).expect(200);
    const second = cookieValue(rotated, 'refreshToken') ?? '';
    // At once it is the browser racing itself, on either instance; later it is reuse.
    expect((await refresh(a, first).expect(401)).body.code).toBe('AUTH.REFRESH_RACED');
    await ageRotations(a, user.id, REFRESH_RACE_WINDOW_MS);
    const reused = await refresh(a, first).expect(401);
    expect(reused.body.code).toBe('AUTH.REFRESH_REUSED');
    // The whole family ends, on both instances.
    expect((await refresh(b, second).expect(401)).body.code).toMatch(/^AUTH\.REFRESH_(INVALID|REUSED)$/);
    await request(a.server).get('/api/users/current-user').set('authorization', `Bearer ${access}`).expect(401);
    await request(b.server).get('/api/users/current-user').set('authorization', `Bearer ${access}`).expect(401);
  });

  it('show a catalogue write at once on the instance that made it, on the other within CATALOGUE_CACHE_SECONDS', async () => {
    const admin = await signUp(a, { admin: true });
    const cat = await createCatalogue(admin, 'replicas');
    const coursesOn = async (t: TestApp) =>
      (
        (await request(t.server).get(`/api/courses/${cat.college._id}`).expect(200)).body.data as {
          courseName: string;
        }[]
      ).map((c) => c.courseName);
    // Both keep the list.
    expect(await coursesOn(a)).toEqual([cat.course.courseName]);
    expect(await coursesOn(b)).toEqual([cat.course.courseName]);
    const added = await admin.agent
      .post('/api/courses')
      .send({ courseName: 'A second replica course', abbreviation: 'SR', college: cat.college._id, duration: 3 })
      .expect(201);
    const both = ['A second replica course', cat.course.courseName];
    expect(await coursesOn(a)).toEqual(both);
    // The other replica answers from its copy until it expires (1 s here), then from the database.
    // (A copy that never expired would never show it; how soon is not asserted: issue 23.)
    const deadline = Date.now() + 120_000; // a hang guard
    let seen = await coursesOn(b);
    while (seen.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await coursesOn(b);
    }
    expect(seen).toEqual(both);
    // Writes resolve catalogue names and ids from the database, never from the copy: the new course
    // is usable at once (here on the instance that made it; the other refreshed its copy above).
    const branch = await admin.agent
      .post('/api/branches')
      .send({ branchName: 'Replica branch', abbreviation: 'RB', college: cat.college._id, course: added.body.data._id })
      .expect(201);
    expect(branch.body.data.course).toBe('A second replica course');
  });

  it('let exactly one of many parallel refreshes through, across instances', async () => {
    const { user, password } = await signUp(b);
    const login = await request(b.server)
      .post('/api/users/login-user')
      .send({ email: user.email, password })
      .expect(200);
    const token = cookieValue(login, 'refreshToken') ?? '';
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request((i % 2 === 0 ? a : b).server)
          .post('/api/users/refresh-token')
          .set('cookie', `refreshToken=${token}`),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 401)).toBe(true);
  });
});

describeIf('postgres')('instances starting together on a fresh database', () => {
  it('all boot, the migrations are applied once and the first-start seed is not duplicated', async () => {
    const database = await createTestDatabase({ postgres: true, migrated: false });
    const dirs = [1, 2, 3].map(() => mkdtempSync(join(tmpdir(), 'papershelf-boot-')));
    const apps: NestFastifyApplication[] = [];
    try {
      const boot = async (dataDir: string) => {
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: database.url ?? '',
          JWT_ACCESS_SECRET: 'test-access-secret-0123456789',
          JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789',
          SEED_DEMO: 'true',
          ADMIN_EMAIL: 'boot-admin@example.test',
          ADMIN_PASSWORD: 'boot-admin-password',
          LOG_LEVEL: 'silent',
        });
        const app = await createApp(config, { frontendDist: join(dataDir, 'none') });
        apps.push(app);
        await app.init();
        await app.getHttpAdapter().getInstance().ready();
        return app;
      };
      const booted = await Promise.allSettled(dirs.map(boot));
      expect(booted.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

      const journal = JSON.parse(readFileSync(join(__dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        const count = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0]?.n);
        expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
        expect(await count('select count(distinct hash) as n from drizzle.__drizzle_migrations')).toBe(
          journal.entries.length,
        );
        expect(await count('select count(*) as n from colleges')).toBe(DEMO_CATALOGUE.length);
        const courses = DEMO_CATALOGUE.reduce((n, college) => n + college.courses.length, 0);
        expect(await count('select count(*) as n from courses')).toBe(courses);
        expect(await count("select count(*) as n from users where email = 'boot-admin@example.test'")).toBe(1);
      } finally {
        await client.end();
      }
      // Every instance serves.
      for (const app of apps) await request(app.getHttpServer()).get('/api/health').expect(200);
    } finally {
      await Promise.allSettled(apps.map((app) => app.close()));
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
