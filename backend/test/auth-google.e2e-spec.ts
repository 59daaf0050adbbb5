/**
 * Google sign-in, the whole authorization-code flow against a local OAuth2 server
 * (oauth2-mock-server) standing in for Google: /auth/google → provider /authorize → our
 * callback with a code → token exchange → userinfo → /token-callback?accessToken=…&refreshToken=….
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

describe('accounts: Google sign-in', () => {
  let t: TestApp;
  let provider: OAuth2Server;
  let profile: GoogleUser;

  beforeAll(async () => {
    const { OAuth2Server } = await importEsm('oauth2-mock-server');
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
      response.body = { ...profile };
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
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
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
    return { agent, callback, back };
  }

  function tokensFrom(location: string) {
    const url = new URL(location, 'http://localhost:3000');
    return {
      path: url.pathname,
      accessToken: url.searchParams.get('accessToken'),
      refreshToken: url.searchParams.get('refreshToken'),
    };
  }

  it('creates a verified account on first sign-in and redirects to /token-callback with both tokens', async () => {
    profile = { sub: 'google-sub-1001', email: 'grace.hopper@gmail.test', email_verified: true, name: 'Grace Hopper' };
    const { agent, callback } = await signInWithGoogle();
    expect(callback.status).toBe(302);
    expect(callback.headers['referrer-policy']).toBe('no-referrer');
    expect(callback.headers['cache-control']).toBe('no-store');
    const { path, accessToken, refreshToken } = tokensFrom(String(callback.headers.location));
    expect(path).toBe('/token-callback');
    expect(accessToken).toBeTruthy();
    expect(refreshToken).toBeTruthy();

    const row = await findUserByEmail(t, profile.email);
    expect(row).toMatchObject({
      googleId: 'google-sub-1001',
      isVerified: true,
      fullName: 'Grace Hopper',
      username: 'Grace.Hopper',
    });
    expect(row?.passwordHash).toBeNull();

    // The query tokens work as a Bearer, and the cookies were set too.
    const me = await request(t.server)
      .get('/api/users/current-user')
      .set('authorization', `Bearer ${accessToken}`)
      .expect(200);
    expect(me.body.data).toMatchObject({ email: profile.email, isVerified: true });
    await agent.get('/api/users/current-user').expect(200);
    await request(t.server).post('/api/users/refresh-token').send({ refreshToken }).expect(200);
  });

  it('signs the same Google account into the same user next time', async () => {
    profile = { sub: 'google-sub-1001', email: 'grace.hopper@gmail.test', email_verified: true, name: 'Grace Hopper' };
    const { callback } = await signInWithGoogle();
    expect(callback.status).toBe(302);
    const { accessToken } = tokensFrom(String(callback.headers.location));
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
    const { callback } = await signInWithGoogle();
    const { accessToken } = tokensFrom(String(callback.headers.location));
    const me = await request(t.server)
      .get('/api/users/current-user')
      .set('authorization', `Bearer ${accessToken}`)
      .expect(200);
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
    expect(tokensFrom(String(callback.headers.location)).path).toBe('/token-callback');
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
    expect(await findUserByEmail(t, 'unverified@gmail.test')).toBeUndefined();
  });

  it('refuses a callback whose state does not match the browser (CSRF)', async () => {
    profile = { sub: 'google-sub-6006', email: 'csrf@gmail.test', email_verified: true };
    const victim = request.agent(t.server);
    const start = await request(t.server).get('/auth/google').expect(302);
    const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    // The attacker's callback URL, opened in a browser that never started this sign-in.
    const res = await victim.get(`${back.pathname}${back.search}`).expect(302);
    expect(res.headers.location).toBe('/login?error=google');
    expect(await findUserByEmail(t, 'csrf@gmail.test')).toBeUndefined();
  });

  it('sends a denied consent back to the login page', async () => {
    const agent = request.agent(t.server);
    const start = await agent.get('/auth/google').expect(302);
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const res = await agent.get(`/auth/google/callback?error=access_denied&state=${state}`).expect(302);
    expect(res.headers.location).toBe('/login?error=google');
  });
});
