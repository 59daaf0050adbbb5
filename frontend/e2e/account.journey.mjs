// Account journeys: sign-up with the e-mailed OTP, profile completion, login errors, the
// Google sign-in landing page.
import assert from 'node:assert/strict';
import { request } from 'playwright-core';
import { apiLogin, pickProfilePlace } from './helpers.mjs';

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

async function waitForOtp(readOtp, email) {
  for (let i = 0; i < 40; i += 1) {
    const otp = readOtp(email);
    if (otp) return otp;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP mailed to ${email}`);
}

export const journeys = [
  {
    name: 'sign up → OTP → profile overlay → dashboard',
    async run({ page, baseURL, readOtp, shot }) {
      const id = unique();
      const email = `student-${id}@e2e.test`;
      await page.goto(baseURL + '/signup');
      await page.getByRole('textbox', { name: 'Username' }).fill(`stu_${id}`);
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByLabel('Create Password').fill('password-123');
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await shot('signup');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.getByText('A verfication otp has been sent to you check your email').waitFor({ timeout: 45_000 });
      await page.waitForURL(baseURL + '/verify-otp');
      await page.getByRole('textbox', { name: 'Digit 1' }).waitFor();
      const otp = await waitForOtp(readOtp, email);
      await page.getByRole('textbox', { name: 'Digit 1' }).click();
      // The screen names the address, and the fourth digit sends the code (issue 25).
      await page.getByText(email).waitFor();
      await shot('verify-otp');
      await page.keyboard.type(otp);
      await page.getByText('OTP verified successfully').waitFor({ timeout: 45_000 });
      await page.waitForURL(baseURL + '/dashboard');

      const dialog = page.getByRole('dialog', { name: 'Add Information' });
      await dialog.waitFor({ timeout: 45_000 });
      await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Asha Rao');
      await dialog.getByRole('textbox', { name: /Mobile Number/ }).fill('9876543210');
      // College, Course and Year come from the catalogue (issue 25).
      const place = await pickProfilePlace(page, dialog);
      await shot('profile-overlay');
      await dialog.getByRole('button', { name: 'Save Information' }).click();
      await page.getByText('User information saved successfully').waitFor({ timeout: 45_000 });
      await page.waitForEvent('load', { timeout: 45_000 });
      await page.getByRole('navigation', { name: 'Dashboard' }).waitFor({ timeout: 45_000 });
      await page.waitForTimeout(500);
      assert.equal(await page.getByRole('dialog', { name: 'Add Information' }).count(), 0);
      assert.ok(page.url().endsWith('/dashboard'));
      // The profile screen reads the user as the overlay wrote it (one mapping for both).
      const profile = page.getByRole('form', { name: 'Profile' });
      for (const [name, value] of [
        [/^Full Name/, 'Asha Rao'],
        [/^Mobile Number/, '9876543210'],
      ]) {
        assert.equal(await profile.getByRole('textbox', { name }).inputValue(), value);
      }
      for (const [name, value] of [
        [/^College/, place.college],
        [/^Course/, place.course],
        [/^Year/, place.year],
      ]) {
        assert.equal(await profile.getByRole('combobox', { name }).inputValue(), value);
      }
      await shot('dashboard-after-signup');
    },
  },
  {
    name: 'login shows the spec errors',
    async run({ page, baseURL, admin, shot }) {
      await page.goto(baseURL + '/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
      await page.getByLabel(/^Password/).fill('wrong-password-1');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByText('Invalid email or password').waitFor({ timeout: 45_000 });
      await page.getByText('Error in logging in').waitFor();
      await shot('login-error');

      await page.getByRole('textbox', { name: 'Email' }).fill(`nobody-${unique()}@e2e.test`);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByText('User not found').waitFor({ timeout: 45_000 });
    },
  },
  {
    name: 'login succeeds and lands on the feed',
    async run({ page, baseURL, admin, shot }) {
      await page.goto(baseURL + '/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
      await page.getByLabel(/^Password/).fill(admin.password);
      await shot('login');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByText('Logged in successfully').waitFor({ timeout: 45_000 });
      await page.waitForURL(baseURL + '/feed');
    },
  },
  {
    name: '/token-callback never signs a visitor in with tokens from a link; it confirms a cookie session',
    async run({ page, context, baseURL, admin }) {
      // A live session of someone else's (the "attacker"), obtained outside this browser.
      const attacker = await request.newContext({ baseURL });
      const login = await attacker.post('/api/users/login-user', { data: admin });
      assert.equal(login.status(), 200, await login.text());
      const { cookies } = await attacker.storageState();
      await attacker.dispose();
      const tokens = ['accessToken', 'refreshToken'].map((name) => cookies.find((c) => c.name === name)?.value ?? '');
      assert.ok(tokens.every(Boolean), 'the attacker has both tokens');

      const [accessToken, refreshToken] = tokens.map(encodeURIComponent);
      await page.goto(`${baseURL}/token-callback?accessToken=${accessToken}&refreshToken=${refreshToken}`);
      await page.waitForURL(baseURL + '/login', { timeout: 45_000 });
      await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
      assert.equal(new URL(page.url()).search, '', 'no tokens left in the address bar');
      const jar = await context.cookies(baseURL);
      assert.equal(jar.filter((c) => tokens.includes(c.value)).length, 0, 'the link stored no token');
      const me = await page.request.get(baseURL + '/api/users/current-user');
      assert.equal(me.status(), 401, 'the visitor is still signed out');

      // After Google's redirect the browser already holds the HttpOnly cookies: on to the feed.
      await apiLogin(page, baseURL, admin);
      await page.goto(baseURL + '/token-callback');
      await page.waitForURL(baseURL + '/feed', { timeout: 45_000 });
    },
  },
  {
    name: 'forgot password → reset OTP → new password → login',
    async run({ page, baseURL, readOtp, shot }) {
      const id = unique();
      const email = `reset-${id}@e2e.test`;
      const reg = await page.request.post(baseURL + '/api/users/register-user', {
        data: { username: `reset_${id}`, email, password: 'first-password-1' },
      });
      assert.ok(reg.ok(), await reg.text());

      await page.goto(baseURL + '/forgot-password');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('Password reset otp sent to your email').waitFor({ timeout: 45_000 });
      await page.waitForURL(baseURL + '/verify-forgot-password-otp');
      // The newest mail to this address is the reset code (the registration code came first).
      let otp;
      for (let i = 0; i < 40 && !otp; i += 1) {
        await new Promise((r) => setTimeout(r, 250));
        otp = readOtp(email);
      }
      assert.ok(otp, 'no reset OTP mailed');
      await page.getByRole('textbox', { name: 'Digit 1' }).click();
      // The fourth digit sends it.
      await page.keyboard.type(otp);
      await page.getByText('OTP verified successfully').waitFor({ timeout: 45_000 });
      await page.waitForURL(baseURL + '/change-forgot-password');
      await page.getByLabel(/^New Password/).fill('second-password-2');
      await page.getByLabel(/^Confirm Password/).fill('mismatch-password');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Passwords do not match').waitFor();
      await page.getByLabel(/^Confirm Password/).fill('second-password-2');
      await shot('change-forgot-password');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Password changed successfully').waitFor({ timeout: 45_000 });
      await page.waitForURL(baseURL + '/login');

      const login = await page.request.post(baseURL + '/api/users/login-user', {
        data: { email, password: 'second-password-2' },
      });
      assert.equal(login.status(), 200, 'the new password works');
    },
  },
  {
    name: 'after many failed logins the owner logs in with a mailed code (step-up), never locked out',
    async run({ page, baseURL, readOtp, shot }) {
      const id = unique();
      const email = `stepup-${id}@e2e.test`;
      const password = 'stepup-password-1';
      const api = (path, data) => page.request.post(baseURL + path, { data });
      assert.ok((await api('/api/users/register-user', { username: `stepup_${id}`, email, password })).ok());
      assert.equal((await api('/api/users/login-user', { email, password })).status(), 200);
      const verifyCode = await waitForOtp(readOtp, email);
      assert.equal((await api('/api/users/verify-email', { otp: verifyCode })).status(), 200);
      assert.equal((await api('/api/users/logout-user', {})).status(), 200);

      // Strangers who know the address try passwords.
      for (let i = 0; i < 10; i += 1) {
        assert.equal((await api('/api/users/login-user', { email, password: `guess-${i}-password` })).status(), 401);
      }

      await page.goto(baseURL + '/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page
        .getByText('For your security we e-mailed you a code. Enter it to log in.')
        .waitFor({ timeout: 45_000 });
      // The newest code mailed to the address is the login code (the verification code came first).
      let code;
      for (let i = 0; i < 40; i += 1) {
        code = readOtp(email);
        if (code && code !== verifyCode) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      assert.ok(code, 'no login code mailed');
      await page.getByRole('textbox', { name: 'Digit 1' }).click();
      await page.keyboard.type(code);
      await shot('login-step-up');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByText('Logged in successfully').waitFor({ timeout: 45_000 });
      await page.waitForURL(baseURL + '/feed');
    },
  },
];
