/**
 * Abuse of the account flows (issue 8): guessing one-time codes (a budget per account and
 * purpose that holds across codes, addresses and parallel requests), strangers failing logins
 * to lock the owner out (a mailed step-up code instead of a refusal), e-mail changes with a
 * stolen session, sessions that slide for ever, ADMIN_EMAIL promoting a stranger's sign-up, and
 * racing the single-use tokens (refresh tokens, reset grants, login codes).
 */
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { OTP_GUESS_BUDGET, OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR } from '../src/auth/otp';
import { LOGIN_FAILURES_KEPT, LOGIN_STEP_UP_THRESHOLD } from '../src/auth/auth.service';
import { REFRESH_RACE_WINDOW_MS, SESSION_ABSOLUTE_LIFETIME_SECONDS } from '../src/auth/tokens.service';
import { DEFAULT_RATE_LIMITS } from '../src/config/rate-limits';
import { credentialFailures, oneTimeCodes, refreshSessions, users } from '../src/database/schema';
import { SeedService } from '../src/seed/seed.service';
import { cookieValue, readOtp, signUp, uniqueName } from './support/auth';
import { ageRotations, backdateCodes, findUserByEmail, testDb } from './support/db';
import { createTestApp, TestApp } from './support/test-app';

/** The daily code-check cap of one address in these tests (RATE_LIMITS otp-verify-day). */
const DAILY_CHECKS = 100;

const RESET_SUBJECT = /password reset code/i;
const LOGIN_SUBJECT = /login code/i;
const LOCKED_SUBJECT = /too many wrong codes/i;
const DAY = 24 * 60 * 60;

/** Four-digit codes other than `code`, all different. */
const wrongCodes = (code: string, n: number): string[] =>
  Array.from({ length: n + 1 }, (_, i) => String(1000 + i * 7).padStart(4, '0'))
    .filter((c) => c !== code)
    .slice(0, n);

describe('account abuse', () => {
  let t: TestApp;
  let address = 0;
  /** A different client address per call (the app trusts X-Forwarded-For from loopback here). */
  const nextIp = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const failures = (userId: string, kind: 'password' | 'verify-email' | 'reset-password' | 'login') =>
    testDb(t)
      .select()
      .from(credentialFailures)
      .where(and(eq(credentialFailures.userId, userId), eq(credentialFailures.kind, kind)));
  /** Wrong guesses made earlier (by anyone, from anywhere), written straight to the table. */
  const addFailures = async (
    userId: string,
    kind: 'password' | 'verify-email' | 'reset-password' | 'login',
    n: number,
  ) => {
    if (n > 0)
      await testDb(t)
        .insert(credentialFailures)
        .values(Array.from({ length: n }, () => ({ userId, kind })));
  };
  const mailsTo = (email: string, subject: RegExp) =>
    t.smtp.messages.filter(
      (m) =>
        (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) =>
          a.value.some((v) => v.address?.toLowerCase() === email.toLowerCase()),
        ) && subject.test(m.subject ?? ''),
    );
  const login = (body: { email: string; password: string; otp?: string }, ip = nextIp()) =>
    request(t.server).post('/api/users/login-user').set('x-forwarded-for', ip).send(body);
  const guessReset = (email: string, otp: string) =>
    request(t.server).patch('/api/users/update-password').set('x-forwarded-for', nextIp()).send({ email, otp });
  const requestReset = async (email: string, userId: string) => {
    await backdateCodes(t, userId, 31); // past the 30-second resend cooldown
    await request(t.server).post('/api/users/forgot-password').send({ email }).expect(200);
    return readOtp(t, email, RESET_SUBJECT);
  };

  describe('one-time code guess budget', () => {
    it(`locks the reset flow after ${OTP_GUESS_BUDGET} wrong codes in 24 h, across codes, and mails the owner once`, async () => {
      const { user, password } = await signUp(t);
      // Three codes burnt with five wrong guesses each (15), a fourth with four (19)...
      for (let round = 0; round < 4; round += 1) {
        const code = await requestReset(user.email, user.id);
        const guesses = wrongCodes(code, round < 3 ? OTP_MAX_ATTEMPTS : OTP_MAX_ATTEMPTS - 1);
        const statuses: number[] = [];
        for (const otp of guesses) statuses.push((await guessReset(user.email, otp)).status);
        expect(statuses).toEqual(round < 3 ? [400, 400, 400, 400, 429] : [400, 400, 400, 400]);
      }
      expect(await failures(user.id, 'reset-password')).toHaveLength(OTP_GUESS_BUDGET - 1);
      expect(mailsTo(user.email, LOCKED_SUBJECT)).toHaveLength(0);

      // ...and one wrong guess at a fifth code uses the last of the budget.
      const fifth = await requestReset(user.email, user.id);
      const locking = await guessReset(user.email, wrongCodes(fifth, 1)[0] ?? '0000').expect(429);
      expect(locking.body).toMatchObject({ code: 'OTP.LOCKED', details: { retryAfterSeconds: expect.any(Number) } });
      expect(locking.body.details.retryAfterSeconds).toBeGreaterThan(DAY - 120);
      expect(locking.body.details.retryAfterSeconds).toBeLessThanOrEqual(DAY);
      expect(Number(locking.headers['retry-after'])).toBe(locking.body.details.retryAfterSeconds);

      // Locked: even the right code is refused, and no new code is sent.
      const right = await guessReset(user.email, fifth).expect(429);
      expect(right.body.code).toBe('OTP.LOCKED');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(DAY - 120);
      await backdateCodes(t, user.id, 31);
      const again = await request(t.server).post('/api/users/forgot-password').send({ email: user.email }).expect(429);
      expect(again.body.code).toBe('OTP.LOCKED');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect(await failures(user.id, 'reset-password')).toHaveLength(OTP_GUESS_BUDGET);

      // The owner hears of it once, with the time the lock ends.
      await t.idle();
      const notices = mailsTo(user.email, LOCKED_SUBJECT);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toMatch(/someone tried to guess your PaperShelf password reset code/i);
      expect(notices[0]?.text).toMatch(/locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
      expect(notices[0]?.text).toMatch(/If it was not you/);

      // Other flows of the account are not affected.
      await login({ email: user.email, password }).expect(200);
    });

    it('never lets parallel guesses exceed the budget (the reservation is atomic)', async () => {
      const { user } = await signUp(t);
      await addFailures(user.id, 'reset-password', OTP_GUESS_BUDGET - 3);
      const code = await requestReset(user.email, user.id);
      const results = await Promise.all(wrongCodes(code, OTP_MAX_ATTEMPTS).map((otp) => guessReset(user.email, otp)));
      const statuses = results.map((r) => `${r.status} ${r.body.code as string}`).sort();
      expect(statuses).toEqual([
        '400 OTP.INVALID',
        '400 OTP.INVALID',
        '429 OTP.LOCKED',
        '429 OTP.LOCKED',
        '429 OTP.LOCKED',
      ]);
      expect(await failures(user.id, 'reset-password')).toHaveLength(OTP_GUESS_BUDGET);
      await t.idle();
      expect(mailsTo(user.email, LOCKED_SUBJECT)).toHaveLength(1);
    });

    it('does not count a right code, and counts per purpose', async () => {
      const { user } = await signUp(t);
      await addFailures(user.id, 'reset-password', OTP_GUESS_BUDGET - 1);
      await addFailures(user.id, 'verify-email', OTP_GUESS_BUDGET - 1);
      const code = await requestReset(user.email, user.id);
      await guessReset(user.email, code).expect(200);
      expect(await failures(user.id, 'reset-password')).toHaveLength(OTP_GUESS_BUDGET - 1);
    });

    it('applies to e-mail verification too', async () => {
      const { agent, user } = await signUp(t, { verified: false });
      const code = await readOtp(t, user.email);
      await addFailures(user.id, 'verify-email', OTP_GUESS_BUDGET - 1);
      const locked = await agent
        .post('/api/users/verify-email')
        .send({ otp: wrongCodes(code, 1)[0] })
        .expect(429);
      expect(locked.body.code).toBe('OTP.LOCKED');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(DAY - 120);
      await agent.post('/api/users/verify-email').send({ otp: code }).expect(429);
      await backdateCodes(t, user.id, 31);
      const resend = await agent.post('/api/users/resend-verfication-email').expect(429);
      expect(resend.body.code).toBe('OTP.LOCKED');
      await t.idle();
      const notice = mailsTo(user.email, LOCKED_SUBJECT);
      expect(notice).toHaveLength(1);
      expect(notice[0]?.text).toMatch(/e-mail verification code/);
    });

    it('forgets guesses older than 24 hours', async () => {
      const { user } = await signUp(t);
      await testDb(t)
        .insert(credentialFailures)
        .values(
          Array.from({ length: OTP_GUESS_BUDGET }, () => ({
            userId: user.id,
            kind: 'reset-password' as const,
            createdAt: new Date(Date.now() - (DAY + 60) * 1000),
          })),
        );
      const code = await requestReset(user.email, user.id);
      await guessReset(user.email, wrongCodes(code, 1)[0] ?? '0000').expect(400);
      await guessReset(user.email, code).expect(200);
    });
  });

  describe('code checks from one address (the real per-address limits)', () => {
    let u: TestApp;
    beforeAll(async () => {
      // Only the limits these tests are about apply: otp-account at its default, and otp-verify-day
      // at 100 (its default, 500, would take 100 sign-ups and 500 guesses to reach; the mechanism is
      // the same).
      u = await createTestApp({
        env: {
          TRUST_PROXY: 'loopback',
          RATE_LIMITS: `signup=100000/3600,signup-email=100000/3600,login-ip=100000/300,otp-mail=100000/900,otp-mail-account=100000/900,otp-verify=100000/600,otp-verify-day=${DAILY_CHECKS}/86400`,
        },
      });
    });
    afterAll(async () => {
      await u.close();
    });

    const guessFrom = (ip: string, email: string, otp: string) =>
      request(u.server).patch('/api/users/update-password').set('x-forwarded-for', ip).send({ email, otp });
    const resetFrom = async (ip: string, email: string, userId: string) => {
      await backdateCodes(u, userId, 31);
      await request(u.server).post('/api/users/forgot-password').set('x-forwarded-for', ip).send({ email }).expect(200);
      return readOtp(u, email, RESET_SUBJECT);
    };
    const failuresOf = async (userId: string) =>
      (
        await testDb(u)
          .select()
          .from(credentialFailures)
          .where(and(eq(credentialFailures.userId, userId), eq(credentialFailures.kind, 'reset-password')))
      ).length;
    const metric = async (series: string) => {
      const { text } = await request(u.server).get('/metrics').expect(200);
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };

    it("a stranger's wrong codes from one address cannot lock the owner's reset", async () => {
      const { user } = await signUp(u);
      const stranger = '10.66.0.1';
      const perAccount = DEFAULT_RATE_LIMITS['otp-account'].limit;
      // The stranger asks for codes and guesses as long as they are answered: 25 tries.
      const answers: string[] = [];
      let code = await resetFrom(stranger, user.email, user.id);
      for (let i = 0; i < 25; i += 1) {
        if (i > 0 && i % OTP_MAX_ATTEMPTS === 0) code = await resetFrom(stranger, user.email, user.id);
        const res = await guessFrom(
          stranger,
          user.email,
          wrongCodes(code, OTP_MAX_ATTEMPTS)[i % OTP_MAX_ATTEMPTS] ?? '',
        );
        answers.push(`${res.status} ${res.body.code as string}`);
      }
      // Only the first `perAccount` were checked; then the address is refused for this account.
      expect(answers.slice(perAccount)).toEqual(Array<string>(25 - perAccount).fill('429 OTP.TOO_MANY_REQUESTS'));
      expect(answers.slice(0, perAccount).every((a) => /^(400 OTP.INVALID|429 OTP.TOO_MANY_ATTEMPTS)$/.test(a))).toBe(
        true,
      );
      const refused = await guessFrom(stranger, user.email, '0000').expect(429);
      expect(refused.body.details).toMatchObject({ limit: 'otp-account', retryAfterSeconds: expect.any(Number) });
      expect(await failuresOf(user.id)).toBe(perAccount);

      // The owner, from their own address, resets with a fresh code: no lock, no lock mail.
      const owner = '10.66.0.2';
      const browser = request.agent(u.server);
      await backdateCodes(u, user.id, 31);
      await browser
        .post('/api/users/forgot-password')
        .set('x-forwarded-for', owner)
        .send({ email: user.email })
        .expect(200);
      const mine = await readOtp(u, user.email, RESET_SUBJECT);
      await browser
        .patch('/api/users/update-password')
        .set('x-forwarded-for', owner)
        .send({ email: user.email, otp: wrongCodes(mine, 1)[0] })
        .expect(400);
      await browser
        .patch('/api/users/update-password')
        .set('x-forwarded-for', owner)
        .send({ email: user.email, otp: mine })
        .expect(200);
      await browser
        .patch('/api/users/change-forget-password')
        .set('x-forwarded-for', owner)
        .send({ email: user.email, newPassword: 'the-owners-new-password' })
        .expect(200);
      await u.idle();
      expect(
        u.smtp.messages.filter(
          (m) => LOCKED_SUBJECT.test(m.subject ?? '') && JSON.stringify(m.to).includes(user.email),
        ),
      ).toHaveLength(0);
    });

    describe('known devices (the owner keeps a reset strangers cannot lock)', () => {
      /** Wrong codes from a new address every OTP_MAX_ATTEMPTS (within otp-account), a fresh code each time. */
      const spendBudget = async (
        email: string,
        userId: string,
        addresses: string,
        browser: ReturnType<typeof request.agent> | undefined,
      ) => {
        const client = browser ?? request(u.server);
        const answers: string[] = [];
        let code = '';
        for (let i = 0; i < OTP_GUESS_BUDGET; i += 1) {
          const ip = `${addresses}.${Math.floor(i / OTP_MAX_ATTEMPTS) + 1}`;
          if (i % OTP_MAX_ATTEMPTS === 0) {
            await backdateCodes(u, userId, 31);
            await client.post('/api/users/forgot-password').set('x-forwarded-for', ip).send({ email }).expect(200);
            code = await readOtp(u, email, RESET_SUBJECT);
          }
          const res = await client
            .patch('/api/users/update-password')
            .set('x-forwarded-for', ip)
            .send({ email, otp: wrongCodes(code, OTP_MAX_ATTEMPTS)[i % OTP_MAX_ATTEMPTS] });
          answers.push(`${res.status} ${res.body.code as string}`);
        }
        return answers;
      };
      const spent = (answers: string[]) => {
        // Four wrong codes and the void fifth per code, and the guess that uses the last of the budget locks.
        const perCode = [...Array<string>(OTP_MAX_ATTEMPTS - 1).fill('400 OTP.INVALID'), '429 OTP.TOO_MANY_ATTEMPTS'];
        const expected = Array.from({ length: OTP_GUESS_BUDGET / OTP_MAX_ATTEMPTS }, () => perCode).flat();
        expected[expected.length - 1] = '429 OTP.LOCKED';
        expect(answers).toEqual(expected);
      };
      const failuresFrom = async (userId: string, knownDevice: boolean) =>
        (
          await testDb(u)
            .select()
            .from(credentialFailures)
            .where(
              and(
                eq(credentialFailures.userId, userId),
                eq(credentialFailures.kind, 'reset-password'),
                eq(credentialFailures.knownDevice, knownDevice),
              ),
            )
        ).length;
      const lockNotices = (email: string) =>
        u.smtp.messages.filter((m) => LOCKED_SUBJECT.test(m.subject ?? '') && JSON.stringify(m.to).includes(email));
      const logIn = async (browser: ReturnType<typeof request.agent>, email: string, password: string) => {
        const res = await browser
          .post('/api/users/login-user')
          .set('x-forwarded-for', '10.88.9.9')
          .send({ email, password })
          .expect(200);
        const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('knownDevice='));
        return { cookie: cookie ?? '', value: cookieValue(res, 'knownDevice') ?? '' };
      };

      it("a stranger's wrong codes from 4 addresses lock other browsers, not the owner's known device", async () => {
        const { user, password } = await signUp(u);
        // The owner logged in on this laptop some time ago (and logged out: the device stays known).
        const laptop = request.agent(u.server);
        const { cookie, value } = await logIn(laptop, user.email, password);
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/Path=\/api\/users(;|$)/);
        expect(cookie).toMatch(/SameSite=Lax/i);
        expect(cookie).toMatch(/Max-Age=15552000/);
        expect(value).not.toContain(user.id);
        expect(value.toLowerCase()).not.toContain(user.email.split('@')[0]?.toLowerCase());
        await laptop.post('/api/users/logout-user').expect(200);

        // The stranger: 20 wrong codes from four addresses (five each, below otp-account's six) lock the reset.
        spent(await spendBudget(user.email, user.id, '10.88.1', undefined));
        expect(await failuresFrom(user.id, false)).toBe(OTP_GUESS_BUDGET);
        const elsewhere = await request(u.server)
          .post('/api/users/forgot-password')
          .set('x-forwarded-for', '10.88.2.1')
          .send({ email: user.email })
          .expect(429);
        expect(elsewhere.body.code).toBe('OTP.LOCKED');

        // A forged, altered or foreign device cookie is no way round the lock.
        const other = await signUp(u);
        const foreign = await logIn(request.agent(u.server), other.user.email, other.password);
        const altered = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
        const forged = `${Math.floor(Date.now() / 1000).toString(36)}~${'A'.repeat(22)}`;
        for (const fake of [altered, forged, foreign.value, 'garbage']) {
          const res = await request(u.server)
            .post('/api/users/forgot-password')
            .set('x-forwarded-for', '10.88.2.2')
            .set('Cookie', `knownDevice=${fake}`)
            .send({ email: user.email })
            .expect(429);
          expect(res.body.code).toBe('OTP.LOCKED');
        }

        // The owner, on the laptop: a fresh code, a typo, the right code, a new password.
        await backdateCodes(u, user.id, 31);
        await laptop
          .post('/api/users/forgot-password')
          .set('x-forwarded-for', '10.88.3.1')
          .send({ email: user.email })
          .expect(200);
        const mine = await readOtp(u, user.email, RESET_SUBJECT);
        // The stranger cannot try the laptop's code: other browsers stay locked.
        const stranger = await request(u.server)
          .patch('/api/users/update-password')
          .set('x-forwarded-for', '10.88.2.3')
          .send({ email: user.email, otp: mine })
          .expect(429);
        expect(stranger.body.code).toBe('OTP.LOCKED');
        const typo = await laptop
          .patch('/api/users/update-password')
          .set('x-forwarded-for', '10.88.3.1')
          .send({ email: user.email, otp: wrongCodes(mine, 1)[0] })
          .expect(400);
        expect(typo.body.code).toBe('OTP.INVALID');
        await laptop
          .patch('/api/users/update-password')
          .set('x-forwarded-for', '10.88.3.1')
          .send({ email: user.email, otp: mine })
          .expect(200);
        await laptop
          .patch('/api/users/change-forget-password')
          .set('x-forwarded-for', '10.88.3.1')
          .send({ email: user.email, newPassword: 'the-owners-new-password' })
          .expect(200);
        await logIn(request.agent(u.server), user.email, 'the-owners-new-password');
        expect(await failuresFrom(user.id, true)).toBe(1);
        // The lock for other browsers holds, and its notice went out once.
        const after = await request(u.server)
          .post('/api/users/forgot-password')
          .set('x-forwarded-for', '10.88.2.4')
          .send({ email: user.email })
          .expect(429);
        expect(after.body.code).toBe('OTP.LOCKED');
        await u.idle();
        expect(lockNotices(user.email)).toHaveLength(1);
      });

      it('wrong codes from known devices have a budget of their own, which locks them too', async () => {
        const { user, password } = await signUp(u);
        const laptop = request.agent(u.server);
        await logIn(laptop, user.email, password);
        spent(await spendBudget(user.email, user.id, '10.88.4', laptop));
        expect(await failuresFrom(user.id, true)).toBe(OTP_GUESS_BUDGET);
        expect(await failuresFrom(user.id, false)).toBe(0);
        const again = await laptop
          .post('/api/users/forgot-password')
          .set('x-forwarded-for', '10.88.5.1')
          .send({ email: user.email })
          .expect(429);
        expect(again.body.code).toBe('OTP.LOCKED');
        await u.idle();
        expect(lockNotices(user.email)).toHaveLength(1);
        // Other browsers still have their own budget.
        const phone = request.agent(u.server);
        await phone
          .post('/api/users/forgot-password')
          .set('x-forwarded-for', '10.88.5.2')
          .send({ email: user.email })
          .expect(200);
        const code = await readOtp(u, user.email, RESET_SUBJECT);
        await phone
          .patch('/api/users/update-password')
          .set('x-forwarded-for', '10.88.5.2')
          .send({ email: user.email, otp: code })
          .expect(200);
      });

      it('a code asked for in another browser can be entered on a known device (as from anywhere else)', async () => {
        const { user, password } = await signUp(u);
        const laptop = request.agent(u.server);
        await logIn(laptop, user.email, password);
        await backdateCodes(u, user.id, 31);
        await request(u.server)
          .post('/api/users/forgot-password')
          .set('x-forwarded-for', '10.88.6.1')
          .send({ email: user.email })
          .expect(200);
        const code = await readOtp(u, user.email, RESET_SUBJECT);
        await laptop
          .patch('/api/users/update-password')
          .set('x-forwarded-for', '10.88.6.2')
          .send({ email: user.email, otp: code })
          .expect(200);
      });
    });

    it('one address gets 100 code checks a day across all accounts; the guessing shows in /metrics', async () => {
      const daily = DAILY_CHECKS;
      const perAccount = DEFAULT_RATE_LIMITS['otp-account'].limit;
      const guesser = '10.77.0.1';
      const accounts = Math.ceil(daily / (perAccount - 1));
      const people = [];
      for (let i = 0; i < accounts; i += 1) people.push((await signUp(u)).user);
      const wrongBefore = (await metric('papershelf_otp_wrong_codes_total{purpose="reset-password"}')) ?? 0;

      // Fewer than perAccount checks on each account, so only the daily cap can stop them.
      let checks = 0;
      const statuses = new Set<string>();
      for (const person of people) {
        const code = await resetFrom('10.77.1.1', person.email, person.id);
        for (const otp of wrongCodes(code, perAccount - 1)) {
          if (checks === daily) break;
          const res = await guessFrom(guesser, person.email, otp);
          statuses.add(`${res.status} ${res.body.code as string}`);
          checks += 1;
        }
      }
      expect(checks).toBe(daily);
      expect([...statuses].sort()).toEqual(['400 OTP.INVALID', '429 OTP.TOO_MANY_ATTEMPTS']);
      const last = people[people.length - 1];
      const refused = await guessFrom(guesser, last?.email ?? '', '0000').expect(429);
      expect(refused.body).toMatchObject({ code: 'OTP.TOO_MANY_REQUESTS', details: { limit: 'otp-verify-day' } });
      // Another address is not affected: its check reaches the code (void after five wrong tries).
      const other = await guessFrom('10.77.0.2', last?.email ?? '', '0000').expect(429);
      expect(other.body.code).toBe('OTP.TOO_MANY_ATTEMPTS');

      // The alert: wrong codes counted, and the number of accounts that saw them in the last hour.
      expect(await metric('papershelf_otp_wrong_codes_total{purpose="reset-password"}')).toBe(wrongBefore + daily);
      expect(await metric('papershelf_credential_failure_accounts{kind="reset-password"}')).toBeGreaterThanOrEqual(
        accounts,
      );
      // A hang guard, not a time limit: 25 sign-ups, 25 mailed codes and 100 checks take minutes
      // on a machine busy with other work.
    }, 600_000);
  });

  describe('login step-up instead of a lock-out', () => {
    it('31 failed logins from forged addresses: the owner still logs in, with a mailed code', async () => {
      const { user, password } = await signUp(t);
      for (let i = 0; i < 31; i += 1) {
        const res = await login({ email: user.email, password: `wrong-password-${i}` });
        // From the tenth on, a wrong password gets the step-up answer too (it tells nothing).
        expect(res.status).toBe(i < LOGIN_STEP_UP_THRESHOLD ? 401 : 403);
      }
      expect((await failures(user.id, 'password')).length).toBeGreaterThanOrEqual(LOGIN_STEP_UP_THRESHOLD);

      // The right password is not refused: it asks for a code mailed to the owner.
      const stepUp = await login({ email: user.email, password }).expect(403);
      expect(stepUp.body).toMatchObject({
        code: 'AUTH.STEP_UP_REQUIRED',
        message: 'For your security we e-mailed you a code. Enter it to log in.',
      });
      expect(stepUp.headers['set-cookie']).toBeUndefined();
      const code = await readOtp(t, user.email, LOGIN_SUBJECT);

      // A second try within 30 s (double click) is still a step-up, and sends no second code.
      await login({ email: user.email, password }).expect(403);
      await t.idle();
      expect(mailsTo(user.email, LOGIN_SUBJECT)).toHaveLength(1);

      // The code is only looked at after the right password (a wrong one gets the same answer as a
      // wrong code, and spends nothing of the code's tries); wrong codes are refused.
      const wrongPassword = await login({ email: user.email, password: 'wrong-password-x', otp: code }).expect(400);
      expect(wrongPassword.body.code).toBe('OTP.INVALID');
      const wrong = await login({ email: user.email, password, otp: wrongCodes(code, 1)[0] ?? '0000' }).expect(400);
      expect(wrong.body.code).toBe('OTP.INVALID');
      expect(await failures(user.id, 'login')).toHaveLength(1);

      const ok = await login({ email: user.email, password, otp: code }).expect(200);
      expect(ok.body).toMatchObject({ message: 'Logged in successfully', data: { email: user.email } });
      expect(cookieValue(ok, 'accessToken')).toBeTruthy();

      // Signed in: the failures are forgotten, the next login needs the password only.
      expect(await failures(user.id, 'password')).toHaveLength(0);
      await login({ email: user.email, password }).expect(200);
    });

    it('under step-up a wrong password gets the answer a right one gets; only the right one mails a code', async () => {
      const { user, password } = await signUp(t);
      await addFailures(user.id, 'password', LOGIN_STEP_UP_THRESHOLD);
      // Everything but the request's own id.
      const shape = (res: request.Response) => {
        const { requestId: _id, ...body } = res.body as Record<string, unknown>;
        return { status: res.status, body, cookies: res.headers['set-cookie'], retryAfter: res.headers['retry-after'] };
      };

      const wrong = await login({ email: user.email, password: 'not-the-password' });
      await t.idle();
      expect(mailsTo(user.email, LOGIN_SUBJECT)).toHaveLength(0);
      const right = await login({ email: user.email, password });
      expect(shape(wrong)).toEqual(shape(right));
      expect(right.status).toBe(403);
      expect(right.body.code).toBe('AUTH.STEP_UP_REQUIRED');
      const code = await readOtp(t, user.email, LOGIN_SUBJECT);

      // With a code: a wrong password and a wrong code look alike, whatever the code's state.
      const other = wrongCodes(code, 1)[0] ?? '0000';
      const withWrongPassword = await login({ email: user.email, password: 'not-the-password', otp: code });
      const withWrongCode = await login({ email: user.email, password, otp: other });
      expect(shape(withWrongPassword)).toEqual(shape(withWrongCode));
      expect(withWrongCode.body.code).toBe('OTP.INVALID');
      // The code void after five wrong tries, or expired: still the same answer as a wrong password.
      for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) await login({ email: user.email, password, otp: other });
      const voided = await login({ email: user.email, password, otp: code });
      expect(shape(voided)).toEqual(shape(withWrongPassword));

      // Past the hourly limit of login codes, the right password still answers the step-up.
      await testDb(t)
        .insert(oneTimeCodes)
        .values(
          Array.from({ length: OTP_MAX_PER_HOUR }, () => ({
            userId: user.id,
            purpose: 'login' as const,
            codeHash: 'x',
            expiresAt: new Date(Date.now() - 1000),
            consumedAt: new Date(),
            createdAt: new Date(Date.now() - 60_000),
          })),
        );
      expect(shape(await login({ email: user.email, password }))).toEqual(shape(wrong));
      expect(shape(await login({ email: user.email, password: 'not-the-password' }))).toEqual(shape(wrong));
    });

    it('counts wrong passwords over 24 hours, so an account answers at most 10 guesses a day', async () => {
      const { user, password } = await signUp(t);
      // Ten wrong passwords an hour ago (the old 15-minute window forgot them): still step-up.
      await testDb(t)
        .insert(credentialFailures)
        .values(
          Array.from({ length: LOGIN_STEP_UP_THRESHOLD }, () => ({
            userId: user.id,
            kind: 'password' as const,
            createdAt: new Date(Date.now() - 3600_000),
          })),
        );
      const wrong = await login({ email: user.email, password: 'not-the-password' });
      expect(wrong.status).toBe(403);
      await login({ email: user.email, password }).expect(403);
      // Older than a day: forgotten.
      await testDb(t)
        .update(credentialFailures)
        .set({ createdAt: new Date(Date.now() - (DAY + 60) * 1000) })
        .where(eq(credentialFailures.userId, user.id));
      await login({ email: user.email, password: 'not-the-password' }).expect(401);
      await login({ email: user.email, password }).expect(200);
    });

    it('stores at most LOGIN_FAILURES_KEPT wrong passwords an account (the rest change nothing)', async () => {
      const { user } = await signUp(t);
      await addFailures(user.id, 'password', LOGIN_FAILURES_KEPT);
      await login({ email: user.email, password: 'not-the-password' }).expect(403);
      expect(await failures(user.id, 'password')).toHaveLength(LOGIN_FAILURES_KEPT);
    });

    it('below the threshold the password alone logs in, and otp is ignored', async () => {
      const { user, password } = await signUp(t);
      await addFailures(user.id, 'password', LOGIN_STEP_UP_THRESHOLD - 2);
      await login({ email: user.email, password: 'wrong-password' }).expect(401);
      await login({ email: user.email, password, otp: '1234' }).expect(200);
    });

    it('validates otp as four digits', async () => {
      const { user, password } = await signUp(t);
      const res = await login({ email: user.email, password, otp: '12a4' }).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
    });

    it('a login code works once', async () => {
      const { user, password } = await signUp(t);
      await addFailures(user.id, 'password', LOGIN_STEP_UP_THRESHOLD);
      await login({ email: user.email, password }).expect(403);
      const code = await readOtp(t, user.email, LOGIN_SUBJECT);
      await login({ email: user.email, password, otp: code }).expect(200);
      // Step-up needed again (new failures): the used code is refused.
      await addFailures(user.id, 'password', LOGIN_STEP_UP_THRESHOLD);
      const reused = await login({ email: user.email, password, otp: code }).expect(400);
      expect(reused.body.code).toBe('OTP.INVALID');
    });

    it('wrong login codes use up the login-code budget; a password reset lifts the lock', async () => {
      const { user, password } = await signUp(t);
      await addFailures(user.id, 'password', LOGIN_STEP_UP_THRESHOLD);
      await login({ email: user.email, password }).expect(403);
      const code = await readOtp(t, user.email, LOGIN_SUBJECT);
      await addFailures(user.id, 'login', OTP_GUESS_BUDGET - 1);
      // The lock answers like any refused code (a 429 would tell that the password was right)...
      const locked = await login({ email: user.email, password, otp: wrongCodes(code, 1)[0] ?? '0000' }).expect(400);
      expect(locked.body.code).toBe('OTP.INVALID');
      expect(await failures(user.id, 'login')).toHaveLength(OTP_GUESS_BUDGET);
      // ...only someone with the password gets here, and the owner is told to change it.
      await t.idle();
      const notice = mailsTo(user.email, LOCKED_SUBJECT);
      expect(notice).toHaveLength(1);
      expect(notice[0]?.text).toMatch(/login code/);
      expect(notice[0]?.text).toMatch(/Forgot Password/);
      expect((await login({ email: user.email, password, otp: code }).expect(400)).body.code).toBe('OTP.INVALID');

      const browser = request.agent(t.server);
      await browser.post('/api/users/forgot-password').send({ email: user.email }).expect(200);
      const reset = await readOtp(t, user.email, RESET_SUBJECT);
      await browser.patch('/api/users/update-password').send({ email: user.email, otp: reset }).expect(200);
      await browser
        .patch('/api/users/change-forget-password')
        .send({ email: user.email, newPassword: 'a-fresh-password-1' })
        .expect(200);
      await login({ email: user.email, password: 'a-fresh-password-1' }).expect(200);
    });
  });

  describe('changing the e-mail', () => {
    it('needs the current password, and mails the old address', async () => {
      const { agent, user, password } = await signUp(t);
      const newEmail = `${uniqueName('moved')}@example.test`.toLowerCase();

      const missing = await agent.patch('/api/users/update-profile').send({ email: newEmail }).expect(400);
      expect(missing.body).toMatchObject({
        code: 'USER.CURRENT_PASSWORD_REQUIRED',
        errors: [{ field: 'currentPassword' }],
      });
      const wrong = await agent
        .patch('/api/users/update-profile')
        .send({ email: newEmail, currentPassword: 'not-my-password', fullName: 'Changed' })
        .expect(401);
      expect(wrong.body).toMatchObject({ code: 'AUTH.WRONG_PASSWORD', message: 'Current password is incorrect' });
      // Nothing changed, and the session is still good (401 is about the password, not the session).
      const me = await agent.get('/api/users/current-user').expect(200);
      expect(me.body.data).toMatchObject({ email: user.email, fullName: null, isVerified: true });

      // The same address (any case) and other fields need no password.
      await agent
        .patch('/api/users/update-profile')
        .send({ email: user.email.toUpperCase(), fullName: 'Ada' })
        .expect(200);

      const moved = await agent
        .patch('/api/users/update-profile')
        .send({ email: newEmail, currentPassword: password })
        .expect(200);
      expect(moved.body.data).toMatchObject({ email: newEmail, isVerified: false });
      const notice = await t.smtp.waitFor(user.email, /e-mail was changed/i);
      expect(notice.text).toContain(`your PaperShelf e-mail was changed to ${newEmail}`);
      expect(notice.text).toMatch(/If you did not make this change/);
    });

    it('current-password guesses share the password limit and count as failed logins', async () => {
      const { agent, user, password } = await signUp(t);
      const limit = DEFAULT_RATE_LIMITS.password.limit;
      const guess = (i: number) =>
        agent
          .patch('/api/users/update-profile')
          .send({ email: `${uniqueName('moved')}@example.test`, currentPassword: `guess-${i}` });
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) statuses.push((await guess(i)).status);
      expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
      const refused = await guess(limit + 1).expect(429);
      expect(refused.body).toMatchObject({ code: 'AUTH.TOO_MANY_ATTEMPTS', details: { limit: 'password' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The right password is not checked either now, and change-password shares the limit.
      await agent
        .patch('/api/users/update-profile')
        .send({ email: `${uniqueName('moved')}@example.test`, currentPassword: password })
        .expect(429);
      await agent
        .post('/api/users/change-password')
        .send({ oldPassword: password, newPassword: 'another-password-1' })
        .expect(429);
      // Edits that check no password are not limited.
      await agent.patch('/api/users/update-profile').send({ fullName: 'Still Me' }).expect(200);
      // Each wrong guess counted for the account: logging in now needs a mailed code.
      expect(await failures(user.id, 'password')).toHaveLength(limit);
      expect((await login({ email: user.email, password }).expect(403)).body.code).toBe('AUTH.STEP_UP_REQUIRED');
    });

    it('a wrong old password at change-password counts as a failed login', async () => {
      const { agent, user } = await signUp(t);
      await agent
        .post('/api/users/change-password')
        .send({ oldPassword: 'not-my-password', newPassword: 'another-password-1' })
        .expect(401);
      expect(await failures(user.id, 'password')).toHaveLength(1);
    });

    it('an account without a password (Google only) must set one first', async () => {
      const { agent, user, password } = await signUp(t);
      await testDb(t).update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
      const res = await agent
        .patch('/api/users/update-profile')
        .send({ email: `${uniqueName('g')}@example.test`, currentPassword: password })
        .expect(400);
      expect(res.body.code).toBe('USER.PASSWORD_NOT_SET');
      expect((await findUserByEmail(t, user.email))?.email).toBe(user.email);
    });
  });

  describe('refresh sessions', () => {
    const refresh = (refreshToken: string) =>
      request(t.server).post('/api/users/refresh-token').set('cookie', `refreshToken=${refreshToken}`);
    const familyRows = async (familyId: string) =>
      testDb(t).select().from(refreshSessions).where(eq(refreshSessions.familyId, familyId));

    it('end 30 days after the login, however often they are rotated', async () => {
      const { user, password } = await signUp(t);
      const res = await login({ email: user.email, password }).expect(200);
      const first = cookieValue(res, 'refreshToken') ?? '';
      // The newest row of the user is this login's (signUp's own login came before).
      const [latest] = await testDb(t)
        .select()
        .from(refreshSessions)
        .where(eq(refreshSessions.userId, user.id))
        .orderBy(desc(refreshSessions.createdAt))
        .limit(1);
      const familyId = latest?.familyId ?? '';
      const end = latest?.familyExpiresAt.getTime() ?? 0;
      expect(Math.abs(end - Date.now() - SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000)).toBeLessThan(60_000);

      // Rotation keeps the family's end.
      const rotated = await refresh(first).expect(200);
      const second = cookieValue(rotated, 'refreshToken') ?? '';
      expect((await familyRows(familyId)).every((r) => r.familyExpiresAt.getTime() === end)).toBe(true);

      // Near the end, a rotation does not slide past it (the token lives 1 hour, not 7 days)...
      const soon = new Date(Date.now() + 3600_000);
      await testDb(t)
        .update(refreshSessions)
        .set({ familyExpiresAt: soon })
        .where(eq(refreshSessions.familyId, familyId));
      const third = cookieValue(await refresh(second).expect(200), 'refreshToken') ?? '';
      const newest = (await familyRows(familyId)).find((r) => !r.rotatedAt);
      expect(newest?.expiresAt.getTime()).toBeLessThanOrEqual(soon.getTime());
      expect(newest?.familyExpiresAt.getTime()).toBe(soon.getTime());

      // ...and past it the session is over: no refresh, and the access token stops working too.
      const access = cookieValue(res, 'accessToken') ?? '';
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${access}`).expect(200);
      await testDb(t)
        .update(refreshSessions)
        .set({ familyExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshSessions.familyId, familyId));
      const over = await refresh(third).expect(401);
      expect(over.body.code).toBe('AUTH.REFRESH_INVALID');
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${access}`).expect(401);
    });

    it('N parallel refreshes with one token: exactly one succeeds, the rest are told they raced, the session lives', async () => {
      const { user, password } = await signUp(t);
      const res = await login({ email: user.email, password }).expect(200);
      const token = cookieValue(res, 'refreshToken') ?? '';
      const access = cookieValue(res, 'accessToken') ?? '';
      const results = await Promise.all(Array.from({ length: 8 }, () => refresh(token)));
      const winners = results.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      // The browser raced itself: the losers are refused without touching the session or cookies.
      const losers = results.filter((r) => r.status !== 200);
      expect(losers.map((r) => `${r.status} ${r.body.code as string}`)).toEqual(
        Array.from({ length: 7 }, () => '401 AUTH.REFRESH_RACED'),
      );
      expect(losers.every((r) => r.headers['set-cookie'] === undefined)).toBe(true);
      // One successor was issued, and it works.
      const rows = await testDb(t).select().from(refreshSessions).where(eq(refreshSessions.userId, user.id));
      const rotated = rows.filter((r) => r.rotatedAt);
      expect(rotated).toHaveLength(1);
      const family = rows.filter((r) => r.familyId === rotated[0]?.familyId);
      expect(family.filter((r) => !r.rotatedAt && !r.revokedAt)).toHaveLength(1);
      const winnerToken = (winners[0] && cookieValue(winners[0], 'refreshToken')) ?? '';
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${access}`).expect(200);
      const next = await refresh(winnerToken).expect(200);

      // The same token once the race window has passed is reuse: the whole family ends.
      await ageRotations(t, user.id, REFRESH_RACE_WINDOW_MS);
      expect((await refresh(token).expect(401)).body.code).toBe('AUTH.REFRESH_REUSED');
      expect((await refresh(cookieValue(next, 'refreshToken') ?? '').expect(401)).body.code).toBe(
        'AUTH.REFRESH_INVALID',
      );
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${access}`).expect(401);
    });
  });

  it('a reset grant used by two parallel changes: exactly one succeeds', async () => {
    const { user } = await signUp(t);
    const browser = request.agent(t.server);
    await browser.post('/api/users/forgot-password').send({ email: user.email }).expect(200);
    const code = await readOtp(t, user.email, RESET_SUBJECT);
    const verified = await browser
      .patch('/api/users/update-password')
      .send({ email: user.email, otp: code })
      .expect(200);
    const grant = cookieValue(verified, 'passwordResetGrant') ?? '';
    const change = (newPassword: string) =>
      request(t.server)
        .patch('/api/users/change-forget-password')
        .set('cookie', `passwordResetGrant=${grant}`)
        .send({ email: user.email, newPassword });
    const [a, b] = await Promise.all([change('first-new-password'), change('second-new-password')]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const loser = a.status === 403 ? a : b;
    expect(loser.body.code).toBe('AUTH.RESET_GRANT_REQUIRED');
    const winnerPassword = a.status === 200 ? 'first-new-password' : 'second-new-password';
    const loserPassword = a.status === 200 ? 'second-new-password' : 'first-new-password';
    await login({ email: user.email, password: winnerPassword }).expect(200);
    await login({ email: user.email, password: loserPassword }).expect(401);
  });

  describe('ADMIN_EMAIL at start', () => {
    const startWithAdmin = async (email: string, password?: string) => {
      t.config.admin = { email, password };
      try {
        await t.app.get(SeedService).run();
      } finally {
        t.config.admin = {};
      }
    };

    it('promoting an unverified sign-up ends its sessions and replaces its password', async () => {
      const { agent, user, password } = await signUp(t, { verified: false });
      const printed: string[] = [];
      const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        printed.push(String(chunk));
        return true;
      });
      try {
        await startWithAdmin(user.email);
      } finally {
        write.mockRestore();
      }
      await agent.get('/api/users/current-user').expect(401);
      await login({ email: user.email, password }).expect(401);
      const generated = /Password: (\S+)/.exec(printed.join(''))?.[1] ?? '';
      expect(generated).not.toBe('');
      const res = await login({ email: user.email, password: generated }).expect(200);
      expect(res.body.data).toMatchObject({ isAdmin: true, isVerified: true });
    });

    it('promoting a verified user ends its sessions; a restart with the same admin does not', async () => {
      const { agent, user } = await signUp(t);
      await startWithAdmin(user.email, 'the-admin-password-1');
      await agent.get('/api/users/current-user').expect(401);
      const res = await login({ email: user.email, password: 'the-admin-password-1' }).expect(200);
      expect(res.body.data.isAdmin).toBe(true);
      const access = cookieValue(res, 'accessToken') ?? '';

      await startWithAdmin(user.email, 'the-admin-password-1');
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${access}`).expect(200);
    });
  });
});
