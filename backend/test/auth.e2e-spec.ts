/**
 * Accounts API (spec §7 "Account", §4 auth states, §8 errors): registration with an e-mailed
 * code over real SMTP, login, verification, resend limits, sessions, refresh rotation, guards.
 */
import request from 'supertest';
import { cookieValue, readOtp, signUp, uniqueName } from './support/auth';
import { ageRotations, backdateCodes, codeRows, expireCodes, findUserByEmail } from './support/db';
import { REFRESH_RACE_WINDOW_MS } from '../src/auth/tokens.service';
import { createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'correct-horse-battery';

describe('accounts: registration, login, sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const fresh = () => {
    const username = uniqueName('acc');
    return { username, email: `${username.toLowerCase()}@example.test`, password: PASSWORD };
  };
  const register = (body: Record<string, unknown>) => request(t.server).post('/api/users/register-user').send(body);

  describe('register-user', () => {
    it('creates the user (201) and mails a 4-digit code that the API never returns', async () => {
      const body = fresh();
      const res = await register(body).expect(201);
      expect(res.body).toMatchObject({ success: true, statusCode: 201 });
      expect(Object.keys(res.body.data).sort()).toEqual(
        [
          '_id',
          'avatar',
          'college',
          'course',
          'email',
          'fullName',
          'isAdmin',
          'isInformationComplete',
          'isVerified',
          'mobileNumber',
          'points',
          'username',
          'year',
        ].sort(),
      );
      expect(res.body.data).toMatchObject({
        username: body.username,
        email: body.email,
        isVerified: false,
        isAdmin: false,
        isInformationComplete: false,
        points: 0,
        avatar: null,
      });

      const mail = await t.smtp.waitFor(body.email, /verification code/i);
      const code = /\b(\d{4})\b/.exec(mail.text ?? '')?.[1];
      expect(code).toMatch(/^\d{4}$/);
      expect(JSON.stringify(res.body)).not.toContain(`"${code}"`);

      // Stored hashed with argon2id, and the code only as a hash.
      const row = await findUserByEmail(t, body.email);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const codes = await codeRows(t, res.body.data._id);
      expect(codes).toHaveLength(1);
      expect(codes[0]?.codeHash).not.toContain(code);
      expect((codes[0]?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(290_000);
    });

    it('refuses a taken e-mail or username, case-insensitively, naming which (409 USER.EXISTS)', async () => {
      const body = fresh();
      await register(body).expect(201);

      const sameEmail = await register({ ...fresh(), email: body.email.toUpperCase() }).expect(409);
      expect(sameEmail.body).toMatchObject({ success: false, code: 'USER.EXISTS', details: { field: 'email' } });
      expect(sameEmail.body.message).toMatch(/email/i);

      const sameName = await register({ ...fresh(), username: body.username.toUpperCase() }).expect(409);
      expect(sameName.body).toMatchObject({ code: 'USER.EXISTS', details: { field: 'username' } });
      expect(sameName.body.message).toMatch(/username/i);
    });

    it('validates every field (400 VALIDATION.FAILED naming the field)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...fresh(), email: 'not-an-email' }, 'email'],
        [{ ...fresh(), password: 'short' }, 'password'],
        [{ ...fresh(), password: 'x'.repeat(129) }, 'password'],
        [{ ...fresh(), username: 'ab' }, 'username'],
        [{ ...fresh(), username: 'has space' }, 'username'],
        [{ ...fresh(), username: 'u'.repeat(31) }, 'username'],
        [{ ...fresh(), email: `${'a'.repeat(250)}@x.io` }, 'email'],
        [{ ...fresh(), isAdmin: true }, 'isAdmin'],
      ];
      for (const [body, field] of cases) {
        const res = await register(body).expect(400);
        expect(res.body.code).toBe('VALIDATION.FAILED');
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });
  });

  describe('login-user', () => {
    it('answers 404 "User not found" for an unknown e-mail and 401 "Invalid email or password" for a wrong password', async () => {
      const unknown = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: 'nobody@example.test', password: PASSWORD })
        .expect(404);
      expect(unknown.body).toMatchObject({ code: 'USER.NOT_FOUND', message: 'User not found' });

      const body = fresh();
      await register(body).expect(201);
      const wrong = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: body.email, password: 'wrong-password' })
        .expect(401);
      expect(wrong.body).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' });
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('sets httpOnly SameSite=Lax session cookies and returns the user in data', async () => {
      const body = fresh();
      await register(body).expect(201);
      const res = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: body.email.toUpperCase(), password: PASSWORD })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Logged in successfully',
        data: { email: body.email, isVerified: false },
      });
      const cookies = res.headers['set-cookie'] as unknown as string[];
      for (const [name, path] of [
        ['accessToken', /; Path=\/(;|$)/],
        // The refresh token is sent to the refresh route only.
        ['refreshToken', /; Path=\/api\/users\/refresh-token(;|$)/],
      ] as const) {
        const cookie = cookies.find((c) => c.startsWith(`${name}=`));
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).toMatch(/SameSite=Lax/);
        expect(cookie).toMatch(path);
        expect(cookie).toMatch(/Max-Age=604800/);
        expect(cookie).not.toMatch(/Secure/); // Secure only in production
      }
      // Beside them, a hint script can read (issue 25 item 11): same lifetime, no secret.
      const hint = cookies.find((c) => c.startsWith('signedIn='));
      expect(hint).toMatch(/^signedIn=1;/);
      expect(hint).not.toMatch(/HttpOnly/);
      expect(hint).toMatch(/; Path=\/(;|$)/);
      expect(hint).toMatch(/Max-Age=604800/);
    });

    it("keeps the session to the browser's lifetime when Remember me is unchecked, refreshes included", async () => {
      const body = fresh();
      await register(body).expect(201);
      const res = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: body.email, password: PASSWORD, rememberMe: false })
        .expect(200);
      const cookies = res.headers['set-cookie'] as unknown as string[];
      for (const name of ['accessToken', 'refreshToken', 'sessionOnly']) {
        const cookie = cookies.find((c) => c.startsWith(`${name}=`));
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).not.toMatch(/Max-Age|Expires/);
      }
      expect(cookies.find((c) => c.startsWith('signedIn='))).not.toMatch(/Max-Age|Expires|HttpOnly/);
      const refreshed = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${cookieValue(res, 'refreshToken')}; sessionOnly=1`)
        .expect(200);
      const again = refreshed.headers['set-cookie'] as unknown as string[];
      expect(again.find((c) => c.startsWith('refreshToken='))).not.toMatch(/Max-Age|Expires/);

      // Checked again on the next login: 7-day cookies, and the marker goes.
      const remembered = await request(t.server)
        .post('/api/users/login-user')
        .set('cookie', 'sessionOnly=1')
        .send({ email: body.email, password: PASSWORD, rememberMe: true })
        .expect(200);
      const persistent = remembered.headers['set-cookie'] as unknown as string[];
      expect(persistent.find((c) => c.startsWith('refreshToken='))).toMatch(/Max-Age=604800/);
      expect(persistent.find((c) => c.startsWith('sessionOnly='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    });

    it('rate-limits attempts per IP and e-mail: the sixth within a minute is 429 with Retry-After', async () => {
      const body = fresh();
      await register(body).expect(201);
      for (let i = 0; i < 5; i += 1) {
        await request(t.server)
          .post('/api/users/login-user')
          .send({ email: body.email, password: 'wrong-password' })
          .expect(401);
      }
      const limited = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: body.email, password: PASSWORD })
        .expect(429);
      expect(limited.body).toMatchObject({
        code: 'AUTH.TOO_MANY_ATTEMPTS',
        message: 'Too many requests. Try again later',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

      // Another account from the same address is not affected.
      const other = fresh();
      await register(other).expect(201);
      await request(t.server)
        .post('/api/users/login-user')
        .send({ email: other.email, password: PASSWORD })
        .expect(200);
    });
  });

  describe('the registration journey', () => {
    it('register → mail over SMTP → login (unverified) → verify → verified routes open', async () => {
      const body = fresh();
      await register(body).expect(201);
      const code = await readOtp(t, body.email);

      const agent = request.agent(t.server);
      await agent.post('/api/users/login-user').send({ email: body.email, password: PASSWORD }).expect(200);
      const me = await agent.get('/api/users/current-user').expect(200);
      expect(me.body.data).toMatchObject({ email: body.email, isVerified: false });

      // Unverified: every verified-only route refuses, with the spec's wording.
      for (const [method, path] of [
        ['get', '/api/users/user-papers'],
        ['get', '/api/users/user-notes'],
        ['patch', '/api/users/update-profile'],
        ['post', '/api/users/complete-registration'],
        ['post', '/api/users/change-password'],
      ] as const) {
        const refused = await agent[method](path).send({}).expect(403);
        expect(refused.body).toMatchObject({
          code: 'AUTH.UNVERIFIED',
          message: 'Please verify your email to continue',
        });
      }

      const wrongCode = code === '0000' ? '0001' : '0000';
      const wrong = await agent.post('/api/users/verify-email').send({ otp: wrongCode }).expect(400);
      expect(wrong.body).toMatchObject({ code: 'OTP.INVALID', message: 'Invalid OTP' });

      const verified = await agent.post('/api/users/verify-email').send({ otp: code }).expect(200);
      expect(verified.body).toMatchObject({ message: 'OTP verified successfully', data: { isVerified: true } });

      // The same session now passes the verified guard (flags are read fresh).
      const open = await agent.patch('/api/users/update-profile').send({ fullName: 'Ada Lovelace' }).expect(200);
      expect(open.body.data.fullName).toBe('Ada Lovelace');

      // A used code cannot be used again.
      const again = await agent.post('/api/users/verify-email').send({ otp: code }).expect(200);
      expect(again.body.data.isVerified).toBe(true);
    });

    it('verify-email needs a session and a well-formed code', async () => {
      const guest = await request(t.server).post('/api/users/verify-email').send({ otp: '1234' }).expect(401);
      expect(guest.body.code).toBe('AUTH.UNAUTHENTICATED');
      const { agent } = await signUp(t, { verified: false });
      const malformed = await agent.post('/api/users/verify-email').send({ otp: '12a4' }).expect(400);
      expect(malformed.body.code).toBe('VALIDATION.FAILED');
    });

    it('an expired code is refused (400 OTP.EXPIRED)', async () => {
      const { agent, user } = await signUp(t, { verified: false });
      const code = await readOtp(t, user.email);
      await expireCodes(t, user.id);
      const res = await agent.post('/api/users/verify-email').send({ otp: code }).expect(400);
      expect(res.body.code).toBe('OTP.EXPIRED');
    });

    it('stops a brute force: the fifth wrong code voids it (429), even the right code is then refused', async () => {
      const { agent, user } = await signUp(t, { verified: false });
      const code = await readOtp(t, user.email);
      const wrong = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== code);
      for (let i = 0; i < 4; i += 1) {
        const res = await agent.post('/api/users/verify-email').send({ otp: wrong[i] }).expect(400);
        expect(res.body.code).toBe('OTP.INVALID');
      }
      const fifth = await agent.post('/api/users/verify-email').send({ otp: wrong[4] }).expect(429);
      expect(fifth.body.code).toBe('OTP.TOO_MANY_ATTEMPTS');
      expect(fifth.body.message).toMatch(/request a new one/i);
      const right = await agent.post('/api/users/verify-email').send({ otp: code }).expect(429);
      expect(right.body.code).toBe('OTP.TOO_MANY_ATTEMPTS');
      expect((await agent.get('/api/users/current-user').expect(200)).body.data.isVerified).toBe(false);
    });
  });

  describe('resend-verfication-email', () => {
    it('sends a new code and voids the old one; at most one per 30 s', async () => {
      const { agent, user } = await signUp(t, { verified: false });
      const first = await readOtp(t, user.email);

      const tooSoon = await agent.post('/api/users/resend-verfication-email').expect(429);
      expect(tooSoon.body.code).toBe('OTP.RESEND_TOO_SOON');
      expect(tooSoon.body.message).toMatch(/wait \d+ seconds/);
      expect(tooSoon.body.details.retryAfterSeconds).toBeGreaterThan(0);

      await backdateCodes(t, user.id, 31);
      const sent = await agent.post('/api/users/resend-verfication-email').expect(200);
      expect(sent.body).toEqual(expect.objectContaining({ message: 'OTP sent successfully', data: null }));
      await t.idle();
      expect(
        t.smtp.messages.filter((m) => m.subject?.match(/verification code/i) && m.text?.includes(user.username)),
      ).toHaveLength(2);
      const second = await readOtp(t, user.email);

      if (first !== second) {
        const old = await agent.post('/api/users/verify-email').send({ otp: first }).expect(400);
        expect(old.body.code).toBe('OTP.INVALID');
      }
      await agent.post('/api/users/verify-email').send({ otp: second }).expect(200);

      const done = await agent.post('/api/users/resend-verfication-email').expect(409);
      expect(done.body.code).toBe('USER.ALREADY_VERIFIED');
    });

    it('allows at most ten codes an hour', async () => {
      const { agent, user } = await signUp(t, { verified: false });
      // Registration sent the first code; nine resends make ten within the hour.
      for (let i = 0; i < 9; i += 1) {
        await backdateCodes(t, user.id, 31);
        await agent.post('/api/users/resend-verfication-email').expect(200);
      }
      await backdateCodes(t, user.id, 31);
      const limited = await agent.post('/api/users/resend-verfication-email').expect(429);
      expect(limited.body).toMatchObject({
        code: 'OTP.RESEND_LIMIT',
        message: 'Too many OTP requests. Try again later',
      });
      // An hour later the oldest codes no longer count.
      await backdateCodes(t, user.id, 3600);
      await agent.post('/api/users/resend-verfication-email').expect(200);
    });

    it('needs a session', async () => {
      const res = await request(t.server).post('/api/users/resend-verfication-email').expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });
  });

  describe('current-user and the guard', () => {
    it('answers 401 to guests, to garbage tokens and to tokens signed with another key', async () => {
      const guest = await request(t.server).get('/api/users/current-user').expect(401);
      expect(guest.body).toMatchObject({ success: false, code: 'AUTH.UNAUTHENTICATED' });
      await request(t.server).get('/api/users/current-user').set('authorization', 'Bearer not.a.jwt').expect(401);
      await request(t.server).get('/api/users/current-user').set('cookie', 'accessToken=garbage').expect(401);
      const forged =
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDEiLCJzaWQiOiJ4IiwidHlwIjoiYWNjZXNzIn0.' +
        'c2lnbmF0dXJl';
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${forged}`).expect(401);
    });

    it('lets public routes through whatever the token', async () => {
      await request(t.server).get('/api/health').set('authorization', 'Bearer garbage').expect(200);
      await request(t.server).get('/api/health').expect(200);
    });

    it('accepts the token as a cookie or as a Bearer header', async () => {
      const { accessToken, user } = await signUp(t);
      const viaCookie = await request(t.server)
        .get('/api/users/current-user')
        .set('cookie', `accessToken=${accessToken}`)
        .expect(200);
      expect(viaCookie.body.data._id).toBe(user.id);
      const viaBearer = await request(t.server)
        .get('/api/users/current-user')
        .set('authorization', `Bearer ${accessToken}`)
        .expect(200);
      expect(viaBearer.body.data._id).toBe(user.id);
    });

    it('reads isVerified and isAdmin fresh, not from the token', async () => {
      const { agent, user, password } = await signUp(t);
      const allowed = await agent.post('/api/users/complete-registration').expect(400);
      expect(allowed.body.code).toBe('USER.INFORMATION_INCOMPLETE');
      // Changing the e-mail un-verifies: the same token is refused on verified routes at once.
      await agent
        .patch('/api/users/update-profile')
        .send({ email: `new-${user.email}`, currentPassword: password })
        .expect(200);
      const refused = await agent.post('/api/users/complete-registration').expect(403);
      expect(refused.body.code).toBe('AUTH.UNVERIFIED');
    });

    it('answers 503 AUTH.GOOGLE_DISABLED when Google sign-in is not configured', async () => {
      const res = await request(t.server).get('/auth/google').expect(503);
      expect(res.body).toMatchObject({ success: false, code: 'AUTH.GOOGLE_DISABLED' });
      expect(res.body.message).toMatch(/GOOGLE_CLIENT_ID/);
      await request(t.server).get('/auth/google/callback?code=x&state=y').expect(503);
    });

    it('says Google is not configured (GET /api/auth/providers), so the forms hide its buttons', async () => {
      const res = await request(t.server).get('/api/auth/providers').expect(200);
      expect(res.body).toMatchObject({ success: true, data: { google: false } });
    });
  });

  describe('logout-user', () => {
    it('revokes the session (access and refresh) and clears the cookies', async () => {
      const { agent, accessToken } = await signUp(t);
      const login = await agent.get('/api/users/current-user').expect(200);
      expect(login.body.data.isVerified).toBe(true);

      const out = await agent.post('/api/users/logout-user').expect(200);
      expect(out.body).toMatchObject({ success: true, message: 'Logged out successfully', data: null });
      // Each cleared with the Path it was set with (and a refresh cookie from before it was scoped, Path=/).
      const cleared = (out.headers['set-cookie'] as unknown as string[]).filter((c) =>
        /^(accessToken|refreshToken)=;/.test(c),
      );
      expect(cleared.map((c) => `${c.split('=')[0]} ${/; Path=([^;]*)/.exec(c)?.[1]}`).sort()).toEqual([
        'accessToken /',
        'refreshToken /',
        'refreshToken /api/users/refresh-token',
      ]);
      for (const c of cleared) expect(c).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      // The script-readable hint goes with them: the next page load asks for no current user.
      expect((out.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('signedIn='))).toMatch(
        /^signedIn=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/,
      );

      await agent.get('/api/users/current-user').expect(401);
      // The access token of the ended session no longer works either, even as a Bearer.
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${accessToken}`).expect(401);
    });

    it('works without a session', async () => {
      await request(t.server).post('/api/users/logout-user').expect(200);
    });
  });

  describe('refresh-token', () => {
    it('rotates the refresh token; a rotated one replayed within moments is refused alone, later it revokes the whole family', async () => {
      const body = fresh();
      await register(body).expect(201);
      const login = await request(t.server)
        .post('/api/users/login-user')
        .send({ email: body.email, password: PASSWORD })
        .expect(200);
      const access1 = cookieValue(login, 'accessToken');
      const refresh1 = cookieValue(login, 'refreshToken');
      expect(refresh1).toBeTruthy();

      const r2 = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${refresh1}`)
        .expect(200);
      const refresh2 = cookieValue(r2, 'refreshToken');
      const access2 = cookieValue(r2, 'accessToken');
      // Tokens travel in HttpOnly cookies only, never in a body.
      expect(r2.body.data).toBeNull();
      expect(access2).toBeTruthy();
      expect(refresh2).not.toBe(refresh1);
      await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${access2}`).expect(200);

      const r3 = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${refresh2}`)
        .expect(200);
      const refresh3 = cookieValue(r3, 'refreshToken');

      // Replayed at once, a rotated token is taken for the browser racing itself: refused, but
      // neither the session nor the browser's cookies are ended (the winner's cookies are there).
      const raced = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${refresh1}`)
        .expect(401);
      expect(raced.body.code).toBe('AUTH.REFRESH_RACED');
      expect(raced.headers['set-cookie']).toBeUndefined();
      await request(t.server)
        .get('/api/users/current-user')
        .set('authorization', `Bearer ${cookieValue(r3, 'accessToken') ?? ''}`)
        .expect(200);

      // Replayed after the race window: it must have been stolen, and the family is revoked.
      await ageRotations(t, (await findUserByEmail(t, body.email))?.id ?? '', REFRESH_RACE_WINDOW_MS);
      const reuse = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${refresh1}`)
        .expect(401);
      expect(reuse.body.code).toBe('AUTH.REFRESH_REUSED');
      const afterReuse = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', `refreshToken=${refresh3}`)
        .expect(401);
      expect(afterReuse.body.code).toBe('AUTH.REFRESH_INVALID');
      // A refused refresh ends the session in the browser too, the hint included.
      expect((afterReuse.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('signedIn='))).toMatch(
        /^signedIn=;/,
      );
      expect((r3.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('signedIn='))).toMatch(
        /^signedIn=1;/,
      );
      for (const token of [access1, access2, cookieValue(r3, 'accessToken')]) {
        await request(t.server).get('/api/users/current-user').set('authorization', `Bearer ${token}`).expect(401);
      }
    });

    it('refuses a missing or unknown token (401 AUTH.REFRESH_INVALID)', async () => {
      const none = await request(t.server).post('/api/users/refresh-token').expect(401);
      expect(none.body.code).toBe('AUTH.REFRESH_INVALID');
      const unknown = await request(t.server)
        .post('/api/users/refresh-token')
        .set('cookie', 'refreshToken=nope')
        .expect(401);
      expect(unknown.body.code).toBe('AUTH.REFRESH_INVALID');
    });

    it('another login is another family: revoking one leaves the other', async () => {
      const { agent, user, password } = await signUp(t);
      const other = request.agent(t.server);
      await other.post('/api/users/login-user').send({ email: user.email, password }).expect(200);
      await agent.post('/api/users/logout-user').expect(200);
      await other.get('/api/users/current-user').expect(200);
      await other.post('/api/users/refresh-token').expect(200);
      await other.get('/api/users/current-user').expect(200);
    });
  });

  describe('OpenAPI', () => {
    it('documents every account route with a summary, its success type and its errors', async () => {
      const res = await request(t.server).get('/api/docs-json').expect(200);
      const paths = res.body.paths as Record<
        string,
        Record<string, { tags?: string[]; summary?: string; responses: Record<string, unknown> }>
      >;
      const routes: [string, string, string[]][] = [
        ['post', '/api/users/register-user', ['201', '400', '409']],
        ['post', '/api/users/login-user', ['200', '400', '401', '403', '404', '429']],
        ['post', '/api/users/verify-email', ['200', '400', '401', '429']],
        ['post', '/api/users/resend-verfication-email', ['200', '401', '409', '429']],
        ['get', '/api/users/current-user', ['200', '401']],
        ['post', '/api/users/logout-user', ['200']],
        ['post', '/api/users/refresh-token', ['200', '401']],
        ['post', '/api/users/forgot-password', ['200', '404', '429']],
        ['patch', '/api/users/update-password', ['200', '400', '404', '429']],
        ['patch', '/api/users/change-forget-password', ['200', '400', '403', '404']],
        ['post', '/api/users/change-password', ['200', '400', '401', '403']],
        ['patch', '/api/users/update-profile', ['200', '400', '401', '403', '409', '413']],
        ['post', '/api/users/complete-registration', ['200', '400', '401', '403']],
        ['get', '/api/users/user-papers', ['200', '401', '403']],
        ['get', '/api/users/user-notes', ['200', '401', '403']],
        ['get', '/api/users/avatar/{name}', ['200', '404']],
        ['get', '/api/auth/providers', ['200']],
        ['get', '/auth/google', ['302', '503']],
        ['get', '/auth/google/callback', ['302', '503']],
      ];
      for (const [method, path, statuses] of routes) {
        const operation = paths[path]?.[method];
        expect({ path, method, documented: Boolean(operation) }).toEqual({ path, method, documented: true });
        if (!operation) continue;
        expect(operation.tags?.length).toBeGreaterThan(0);
        expect(operation.summary).toBeTruthy();
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(statuses));
      }
    });
  });
});
