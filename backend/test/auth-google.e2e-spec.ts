/**
 * Google sign-in, the whole authorization-code flow against a local OAuth2 server
 * (oauth2-mock-server) standing in for Google: /auth/google → provider /authorize → our
 * callback with a code → token exchange → userinfo → HttpOnly session cookies and a redirect
 * to a token-free /token-callback. The session tokens must never appear in a URL, a response
 * body or the request log (issue 8: a link carrying tokens could sign a visitor into someone
 * else's account, and every log line of such a URL leaked a live session).
 */
import type { OAuth2Server } from 'oauth2-mock-server';
import request from 'supertest';
import { signUp } from './support/auth';
import { findUserByEmail } from './support/db';
import { createTestApp, TestApp } from './support/test-app';

// oauth2-mock-server is ESM-only: load it through a real dynamic import, not Jest's require
// (an `import()` TypeScript sees is compiled to require()). The function's source must be
// unique in the code base: V8 reuses a compiled `new Function` with identical source across
// Jest's per-file contexts, and the second file in a worker then imports against the first
// file's torn-down module registry ("Cannot read properties of undefined (reading 'identifier')").
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const importEsm = new Function('oauthMockServerSpecifier', 'return import(oauthMockServerSpecifier)') as (
  specifier: string,
) => Promise<typeof import('oauth2-mock-server')>;

interface GoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

type Response = Awaited<ReturnType<ReturnType<typeof request>['get']>>;

/** The whole Set-Cookie line for `name` (value and attributes), or undefined. */
function setCookie(res: Response, name: string): string | undefined {
  const raw: unknown = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  return list.find((line) => line.startsWith(`${name}=`));
}

function cookieValueOf(line: string | undefined): string {
  const pair = line?.split(';')[0] ?? '';
  return decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
}

/** The session the callback handed out, read from its Set-Cookie headers (the only place it may be). */
function sessionFrom(callback: Response) {
  return {
    accessToken: cookieValueOf(setCookie(callback, 'accessToken')),
    refreshToken: cookieValueOf(setCookie(callback, 'refreshToken')),
  };
}

describe('accounts: Google sign-in', () => {
  let t: TestApp;
  let provider: OAuth2Server;
  let profile: GoogleUser;
  /** How many times our server exchanged a code at the provider's token endpoint. */
  let tokenExchanges = 0;
  /** Everything the app wrote to stdout/stderr (the request log and Nest's logger). */
  const written: string[] = [];
  let restoreOutput: () => void = () => undefined;

  beforeAll(async () => {
    // LOG_LEVEL=info turns the request log on; keep it out of the test output but look at it.
    const capture = (stream: NodeJS.WriteStream) => {
      const spy = jest.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
        written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
        return true;
      });
      return () => spy.mockRestore();
    };
    const restorers = [capture(process.stdout), capture(process.stderr)];
    restoreOutput = () => restorers.forEach((restore) => restore());

    const { OAuth2Server } = await importEsm('oauth2-mock-server');
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
      response.body = { ...profile };
    });
    provider.service.on('beforeResponse', () => {
      tokenExchanges += 1;
    });
    const issuer = provider.issuer.url ?? '';
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'papershelf-test-client',
        GOOGLE_CLIENT_SECRET: 'papershelf-test-secret',
        GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
        GOOGLE_TOKEN_URL: `${issuer}/token`,
        GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'info',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
    restoreOutput();
  });

  /** Runs the browser's part of the flow and returns our callback's response. */
  async function signInWithGoogle(agent = request.agent(t.server)) {
    const start = await agent.get('/auth/google').expect(302);
    const authorize = new URL(String(start.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer.url ?? ''}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('papershelf-test-client');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback');
    expect(authorize.searchParams.get('scope')).toContain('email');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);

    // The provider "logs the user in" and redirects back with a code and our state.
    const consent = await fetch(authorize, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.pathname).toBe('/auth/google/callback');
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    const callback = await agent.get(`${back.pathname}${back.search}`);
    return { agent, callback, back, start };
  }

  it('says Google is configured (GET /api/auth/providers), so the forms show its buttons', async () => {
    const res = await request(t.server).get('/api/auth/providers').expect(200);
    expect(res.body).toMatchObject({ success: true, data: { google: true } });
  });

  it('starts the flow with an httpOnly state cookie, through a normal Fastify reply', async () => {
    const start = await request(t.server).get('/auth/google').expect(302);
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const cookie = setCookie(start, 'oauthState') ?? '';
    expect(cookieValueOf(cookie)).toBe(state);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\/auth\/google/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(start.headers['cache-control']).toBe('no-store');
    // passport's redirect went out through Fastify (not the raw socket): the app's own
    // onRequest/onSend work (request id, helmet's headers) is on it.
    expect(start.headers['x-request-id']).toBeTruthy();
    expect(start.headers['x-content-type-options']).toBe('nosniff');
  });

  it('creates a verified account, sets HttpOnly session cookies and redirects to a token-free /token-callback', async () => {
    profile = { sub: 'google-sub-1001', email: 'grace.hopper@gmail.test', email_verified: true, name: 'Grace Hopper' };
    const exchangesBefore = tokenExchanges;
    const { agent, callback } = await signInWithGoogle();
    expect(tokenExchanges).toBe(exchangesBefore + 1);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/token-callback');
    expect(callback.headers['referrer-policy']).toBe('no-referrer');
    expect(callback.headers['cache-control']).toBe('no-store');

    for (const [name, path] of [
      ['accessToken', '/'],
      // Sent to the refresh route only.
      ['refreshToken', '/api/users/refresh-token'],
    ] as const) {
      const cookie = setCookie(callback, name) ?? '';
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie.includes(`; Path=${path};`) || cookie.endsWith(`; Path=${path}`)).toBe(true);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
    // The state is single-use: the callback clears it.
    expect(setCookie(callback, 'oauthState')).toMatch(/^oauthState=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);

    const { accessToken, refreshToken } = sessionFrom(callback);
    expect(accessToken.length).toBeGreaterThan(20);
    expect(refreshToken.length).toBeGreaterThan(20);
    // Apart from Set-Cookie, nothing in the response carries a token.
    const { 'set-cookie': _cookies, ...otherHeaders } = callback.headers as Record<string, unknown>;
    const visible = JSON.stringify(otherHeaders) + callback.text;
    expect(visible).not.toContain(accessToken);
    expect(visible).not.toContain(refreshToken);

    const row = await findUserByEmail(t, profile.email);
    expect(row).toMatchObject({
      googleId: 'google-sub-1001',
      isVerified: true,
      fullName: 'Grace Hopper',
      username: 'Grace.Hopper',
    });
    expect(row?.passwordHash).toBeNull();

    // The browser follows the redirect with the cookies it was just given: that is the session.
    await agent.get('/token-callback');
    const me = await agent.get('/api/users/current-user').expect(200);
    expect(me.body.data).toMatchObject({ email: profile.email, isVerified: true });
    await request(t.server).post('/api/users/refresh-token').set('cookie', `refreshToken=${refreshToken}`).expect(200);
  });

  it('never writes a session token to the request log', async () => {
    profile = { sub: 'google-sub-1001', email: 'grace.hopper@gmail.test', email_verified: true, name: 'Grace Hopper' };
    const from = written.length;
    const { agent, callback } = await signInWithGoogle();
    await agent.get(String(callback.headers.location));
    const { accessToken, refreshToken } = sessionFrom(callback);
    const log = written.slice(from).join('');
    // The capture works (the request log saw the callback and the landing page)...
    expect(log).toContain('/auth/google/callback');
    expect(log).toContain('/token-callback');
    // ...and no token is in it.
    expect(log).not.toContain(accessToken);
    expect(log).not.toContain(refreshToken);
  });

  it('signs the same Google account into the same user next time', async () => {
    profile = { sub: 'google-sub-1001', email: 'grace.hopper@gmail.test', email_verified: true, name: 'Grace Hopper' };
    const { callback } = await signInWithGoogle();
    expect(callback.status).toBe(302);
    const { accessToken } = sessionFrom(callback);
    const me = await request(t.server)
      .get('/api/users/current-user')
      .set('authorization', `Bearer ${accessToken}`)
      .expect(200);
    expect(me.body.data.username).toBe('Grace.Hopper');
  });

  it('derives a free username when the natural one is taken', async () => {
    await signUp(t, { username: 'Alan.Turing', email: 'someone.else@example.test' });
    profile = { sub: 'google-sub-2002', email: 'alan@gmail.test', email_verified: true, name: 'Alan Turing' };
    const { callback } = await signInWithGoogle();
    expect(callback.status).toBe(302);
    expect((await findUserByEmail(t, 'alan@gmail.test'))?.username).toBe('Alan.Turing2');
  });

  it('links an existing verified account by e-mail, keeping its password', async () => {
    const existing = await signUp(t, { email: 'linus@example.test' });
    profile = { sub: 'google-sub-3003', email: 'LINUS@example.test', email_verified: true, name: 'Linus' };
    const { agent } = await signInWithGoogle();
    const me = await agent.get('/api/users/current-user').expect(200);
    expect(me.body.data._id).toBe(existing.user.id);
    expect((await findUserByEmail(t, 'linus@example.test'))?.googleId).toBe('google-sub-3003');
    await request(t.server)
      .post('/api/users/login-user')
      .send({ email: existing.user.email, password: existing.password })
      .expect(200);
  });

  it('takes over an unverified account with that e-mail: verifies it, drops its password and sessions', async () => {
    const squatter = await signUp(t, { verified: false, email: 'ada@gmail.test' });
    profile = { sub: 'google-sub-4004', email: 'ada@gmail.test', email_verified: true, name: 'Ada' };
    const { callback } = await signInWithGoogle();
    expect(callback.headers.location).toBe('/token-callback');
    const row = await findUserByEmail(t, 'ada@gmail.test');
    expect(row).toMatchObject({
      id: squatter.user.id,
      isVerified: true,
      passwordHash: null,
      googleId: 'google-sub-4004',
    });
    await squatter.agent.get('/api/users/current-user').expect(401);
    await request(t.server)
      .post('/api/users/login-user')
      .send({ email: 'ada@gmail.test', password: squatter.password })
      .expect(401);
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    profile = { sub: 'google-sub-5005', email: 'unverified@gmail.test', email_verified: false };
    const { callback } = await signInWithGoogle();
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/login?error=google');
    expect(setCookie(callback, 'accessToken')).toBeUndefined();
    expect(await findUserByEmail(t, 'unverified@gmail.test')).toBeUndefined();
  });

  it('refuses a callback whose state does not match the browser (CSRF)', async () => {
    profile = { sub: 'google-sub-6006', email: 'csrf@gmail.test', email_verified: true };
    const victim = request.agent(t.server);
    const start = await request(t.server).get('/auth/google').expect(302);
    const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const exchangesBefore = tokenExchanges;
    const from = written.length;
    // The attacker's callback URL, opened in a browser that never started this sign-in.
    const res = await victim.get(`${back.pathname}${back.search}`).expect(302);
    expect(res.headers.location).toBe('/login?error=google');
    expect(setCookie(res, 'accessToken')).toBeUndefined();
    expect(await findUserByEmail(t, 'csrf@gmail.test')).toBeUndefined();
    // Refused by the state check, before the code was ever exchanged.
    expect(written.slice(from).join('')).toContain('missing or mismatched OAuth state');
    expect(tokenExchanges).toBe(exchangesBefore);

    // A browser with a state of its own, but not this one, is refused too.
    const other = request.agent(t.server);
    await other.get('/auth/google').expect(302);
    const mixed = await other.get(`${back.pathname}${back.search}`).expect(302);
    expect(mixed.headers.location).toBe('/login?error=google');
    expect(await findUserByEmail(t, 'csrf@gmail.test')).toBeUndefined();
    expect(tokenExchanges).toBe(exchangesBefore);
  });

  it('sends a denied consent back to the login page', async () => {
    const agent = request.agent(t.server);
    const start = await agent.get('/auth/google').expect(302);
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const res = await agent.get(`/auth/google/callback?error=access_denied&state=${state}`).expect(302);
    expect(res.headers.location).toBe('/login?error=google');
  });

  it('sends a callback without the provider’s answer back to the login page (it does not start a new sign-in)', async () => {
    const agent = request.agent(t.server);
    await agent.get('/auth/google').expect(302);
    const res = await agent.get('/auth/google/callback').expect(302);
    expect(res.headers.location).toBe('/login?error=google');
  });
});
