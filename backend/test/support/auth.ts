/**
 * Signs users up through the real API for integration tests: register → read the OTP from the
 * mail the app sent over SMTP → verify → log in. The returned agent keeps the session cookies;
 * `accessToken` also works as `Authorization: Bearer`.
 */
import request from 'supertest';
import { promoteToAdmin } from './db';
import type { TestApp } from './test-app';

export interface SignUpOptions {
  /** Verify the e-mail with the mailed code (default true). */
  verified?: boolean;
  /** Promote to admin in the database (test-only); admins are verified too. */
  admin?: boolean;
  username?: string;
  email?: string;
  password?: string;
}

export interface SignedUpUser {
  agent: ReturnType<typeof request.agent>;
  user: { id: string; username: string; email: string };
  password: string;
  accessToken: string;
}

let counter = 0;

/** A unique suffix per call, across parallel Jest workers too. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 30);
}

/** The 4-digit code from the latest mail to `email` whose subject matches. */
export async function readOtp(t: TestApp, email: string, subject: RegExp = /verification code/i): Promise<string> {
  await t.idle();
  const mail = await t.smtp.waitFor(email, subject);
  const match = /\b(\d{4})\b/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`No 4-digit code in the mail to ${email}`);
  return match[1];
}

/** The value of a cookie in a response's Set-Cookie headers. */
export function cookieValue(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  for (const cookie of list) {
    const [pair] = cookie.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq).trim() === name) return decodeURIComponent(pair.slice(eq + 1));
  }
  return undefined;
}

export async function signUp(t: TestApp, opts: SignUpOptions = {}): Promise<SignedUpUser> {
  const username = opts.username ?? uniqueName();
  const email = opts.email ?? `${username.toLowerCase()}@example.test`;
  const password = opts.password ?? 'correct-horse-battery';
  const verified = opts.verified ?? true;

  const registered = await request(t.server).post('/api/users/register-user').send({ username, email, password });
  if (registered.status !== 201) {
    throw new Error(`register-user answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  }
  const id = (registered.body as { data: { _id: string } }).data._id;

  const agent = request.agent(t.server);
  const login = await agent.post('/api/users/login-user').send({ email, password });
  if (login.status !== 200) throw new Error(`login-user answered ${login.status}: ${JSON.stringify(login.body)}`);
  const accessToken = cookieValue(login, 'accessToken');
  if (!accessToken) throw new Error('login-user set no accessToken cookie');
  if (verified || opts.admin) {
    const otp = await readOtp(t, email);
    const verify = await agent.post('/api/users/verify-email').send({ otp });
    if (verify.status !== 200)
      throw new Error(`verify-email answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  }
  // The guard reads isVerified/isAdmin fresh on every request, so the session needs no renewal.
  if (opts.admin) await promoteToAdmin(t, id);
  return { agent, user: { id, username, email }, password, accessToken };
}
