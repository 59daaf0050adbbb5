/**
 * Password flows (spec §7): forgot-password → update-password (verifies the reset code and
 * grants a change) → change-forget-password; and change-password for a signed-in user.
 */
import request from 'supertest';
import { readOtp, signUp } from './support/auth';
import { backdateCodes, expireResetGrants, findUserByEmail } from './support/db';
import { createTestApp, TestApp } from './support/test-app';

const RESET_SUBJECT = /password reset code/i;
const NEW_PASSWORD = 'a-brand-new-passphrase';

describe('accounts: password flows', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string) =>
    request(t.server).post('/api/users/login-user').send({ email, password });

  describe('forgot → code → grant → change', () => {
    it('resets the password, ends old sessions, and the old password is refused', async () => {
      const { agent: oldSession, user, password } = await signUp(t);
      const browser = request.agent(t.server);

      const sent = await browser
        .post('/api/users/forgot-password')
        .send({ email: user.email.toUpperCase() })
        .expect(200);
      expect(sent.body).toMatchObject({ success: true, message: 'Password reset otp sent to your email', data: null });
      const code = await readOtp(t, user.email, RESET_SUBJECT);

      const wrong = await browser
        .patch('/api/users/update-password')
        .send({ otp: code === '9999' ? '9998' : '9999', email: user.email })
        .expect(400);
      expect(wrong.body).toMatchObject({ code: 'OTP.INVALID', message: 'Invalid OTP' });

      const verified = await browser
        .patch('/api/users/update-password')
        .send({ otp: code, email: user.email })
        .expect(200);
      expect(verified.body.message).toBe('OTP verified successfully');
      const grantCookie = (verified.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith('passwordResetGrant='),
      );
      expect(grantCookie).toMatch(/HttpOnly/);
      expect(grantCookie).toMatch(/Max-Age=600/);

      const changed = await browser
        .patch('/api/users/change-forget-password')
        .send({ newPassword: NEW_PASSWORD, email: user.email })
        .expect(200);
      expect(changed.body.message).toBe('Password changed successfully');

      const refused = await login(user.email, password).expect(401);
      expect(refused.body.message).toBe('Invalid email or password');
      await login(user.email, NEW_PASSWORD).expect(200);
      // Sessions from before the reset are over.
      await oldSession.get('/api/users/current-user').expect(401);

      // The grant is single-use.
      const again = await browser
        .patch('/api/users/change-forget-password')
        .send({ newPassword: 'yet-another-one', email: user.email })
        .expect(403);
      expect(again.body.code).toBe('AUTH.RESET_GRANT_REQUIRED');
      // So is the code.
      const reused = await browser
        .patch('/api/users/update-password')
        .send({ otp: code, email: user.email })
        .expect(400);
      expect(reused.body.code).toBe('OTP.INVALID');
    });

    it('verifies the e-mail of an unverified account, since the code proved it', async () => {
      const { user } = await signUp(t, { verified: false });
      await backdateCodes(t, user.id, 31);
      const browser = request.agent(t.server);
      await browser.post('/api/users/forgot-password').send({ email: user.email }).expect(200);
      const code = await readOtp(t, user.email, RESET_SUBJECT);
      await browser.patch('/api/users/update-password').send({ otp: code, email: user.email }).expect(200);
      await browser
        .patch('/api/users/change-forget-password')
        .send({ newPassword: NEW_PASSWORD, email: user.email })
        .expect(200);
      expect((await findUserByEmail(t, user.email))?.isVerified).toBe(true);
    });

    it('answers 404 "User not found" for unknown e-mails on every step', async () => {
      const email = 'ghost@example.test';
      const forgot = await request(t.server).post('/api/users/forgot-password').send({ email }).expect(404);
      expect(forgot.body).toMatchObject({ code: 'USER.NOT_FOUND', message: 'User not found' });
      await request(t.server).patch('/api/users/update-password').send({ otp: '1234', email }).expect(404);
      await request(t.server)
        .patch('/api/users/change-forget-password')
        .send({ newPassword: NEW_PASSWORD, email })
        .expect(404);
    });

    it('refuses a change without a live grant for that e-mail, from that browser (403 AUTH.RESET_GRANT_REQUIRED)', async () => {
      const { user, password } = await signUp(t);
      const other = await signUp(t);

      const noGrant = await request(t.server)
        .patch('/api/users/change-forget-password')
        .send({ newPassword: NEW_PASSWORD, email: user.email })
        .expect(403);
      expect(noGrant.body).toMatchObject({ code: 'AUTH.RESET_GRANT_REQUIRED' });

      const browser = request.agent(t.server);
      await browser.post('/api/users/forgot-password').send({ email: user.email }).expect(200);
      const code = await readOtp(t, user.email, RESET_SUBJECT);
      await browser.patch('/api/users/update-password').send({ otp: code, email: user.email }).expect(200);

      // Knowing the e-mail is not enough: another browser has no grant cookie.
      await request(t.server)
        .patch('/api/users/change-forget-password')
        .send({ newPassword: NEW_PASSWORD, email: user.email })
        .expect(403);
      // And the grant is for that e-mail only.
      await browser
        .patch('/api/users/change-forget-password')
        .send({ newPassword: NEW_PASSWORD, email: other.user.email })
        .expect(403);
      // Once expired (10 minutes) it is refused too.
      await expireResetGrants(t, user.id);
      await browser
        .patch('/api/users/change-forget-password')
        .send({ newPassword: NEW_PASSWORD, email: user.email })
        .expect(403);
      await login(user.email, password).expect(200);
    });

    it('validates the new password (8–128 characters)', async () => {
      const { user } = await signUp(t);
      const res = await request(t.server)
        .patch('/api/users/change-forget-password')
        .send({ newPassword: 'short', email: user.email })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors[0].field).toBe('newPassword');
    });

    it('limits reset codes like verification codes (one per 30 s)', async () => {
      const { user } = await signUp(t);
      await request(t.server).post('/api/users/forgot-password').send({ email: user.email }).expect(200);
      const soon = await request(t.server).post('/api/users/forgot-password').send({ email: user.email }).expect(429);
      expect(soon.body.code).toBe('OTP.RESEND_TOO_SOON');
    });

    it('stops a brute force of the reset code after five wrong tries', async () => {
      const { user } = await signUp(t);
      await request(t.server).post('/api/users/forgot-password').send({ email: user.email }).expect(200);
      const code = await readOtp(t, user.email, RESET_SUBJECT);
      const wrong = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== code);
      const statuses: number[] = [];
      for (const otp of wrong.slice(0, 5)) {
        statuses.push(
          (await request(t.server).patch('/api/users/update-password').send({ otp, email: user.email })).status,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      const right = await request(t.server)
        .patch('/api/users/update-password')
        .send({ otp: code, email: user.email })
        .expect(429);
      expect(right.body).toMatchObject({ code: 'OTP.TOO_MANY_ATTEMPTS' });

      // A new code (after the cooldown) works again.
      await backdateCodes(t, user.id, 31);
      await request(t.server).post('/api/users/forgot-password').send({ email: user.email }).expect(200);
      const fresh = await readOtp(t, user.email, RESET_SUBJECT);
      await request(t.server).patch('/api/users/update-password').send({ otp: fresh, email: user.email }).expect(200);
    });
  });

  describe('change-password (signed in)', () => {
    it('needs the right old password (401) and revokes every other session', async () => {
      const { agent, user, password } = await signUp(t);
      const otherDevice = request.agent(t.server);
      await otherDevice.post('/api/users/login-user').send({ email: user.email, password }).expect(200);

      const wrong = await agent
        .post('/api/users/change-password')
        .send({ oldPassword: 'not-my-password', newPassword: NEW_PASSWORD })
        .expect(401);
      expect(wrong.body.code).toBe('AUTH.WRONG_PASSWORD');
      await otherDevice.get('/api/users/current-user').expect(200);

      const ok = await agent
        .post('/api/users/change-password')
        .send({ oldPassword: password, newPassword: NEW_PASSWORD })
        .expect(200);
      expect(ok.body).toMatchObject({ success: true, message: 'Password updated successfully' });

      await agent.get('/api/users/current-user').expect(200);
      await otherDevice.get('/api/users/current-user').expect(401);
      await login(user.email, password).expect(401);
      await login(user.email, NEW_PASSWORD).expect(200);
    });

    it('is for verified users only, and validates both fields', async () => {
      await request(t.server)
        .post('/api/users/change-password')
        .send({ oldPassword: 'x', newPassword: NEW_PASSWORD })
        .expect(401);
      const unverified = await signUp(t, { verified: false });
      const refused = await unverified.agent
        .post('/api/users/change-password')
        .send({ oldPassword: unverified.password, newPassword: NEW_PASSWORD })
        .expect(403);
      expect(refused.body.code).toBe('AUTH.UNVERIFIED');

      const { agent, password } = await signUp(t);
      const missing = await agent.post('/api/users/change-password').send({ newPassword: NEW_PASSWORD }).expect(400);
      expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('oldPassword');
      const short = await agent
        .post('/api/users/change-password')
        .send({ oldPassword: password, newPassword: 'short' })
        .expect(400);
      expect(short.body.errors.map((e: { field: string }) => e.field)).toContain('newPassword');
    });
  });
});
