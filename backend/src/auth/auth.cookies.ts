/**
 * Session cookies. Names are part of the contract (README, frontend /token-callback):
 * - `accessToken`: the JWT (15 min), also accepted as `Authorization: Bearer <jwt>`.
 * - `refreshToken`: opaque, rotated by POST /api/users/refresh-token, 7 days, and sent to that
 *   route only (Path=/api/users/refresh-token): no other request, log line or handler sees it.
 * Tokens travel in these cookies only, never in a response body (nor a URL: see google.controller.ts).
 * Both httpOnly, SameSite=Lax, Secure in production, Max-Age 7 days (spec §9
 * "token cookies: 7 days"; an expired JWT in the cookie simply answers 401 and the client refreshes).
 * "Remember me" unchecked (login `rememberMe: false`): both are browser-session cookies (no Max-Age)
 * and a `sessionOnly` marker cookie keeps later refreshes session-only too.
 * Two short-lived helper cookies, httpOnly too: `passwordResetGrant` (binds the reset grant to
 * the browser that verified the reset code, 10 min) and `oauthState` (Google sign-in CSRF state).
 * And `signedIn` ("1"), NOT httpOnly and not a secret: set and cleared with the session cookies,
 * same lifetime, so the client can tell that this browser holds a session before asking for the
 * current user (a visitor's page load would otherwise log a 401). It grants nothing: the
 * server never reads it.
 * And `knownDevice` (known-device.ts): signed, httpOnly, Path=/api/users, 180 days, set by a
 * login, a verification or a completed reset, and kept at logout (it marks the device, not the
 * session): password resets from it have their own codes, guess budget and lock.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/app-config';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
export const RESET_GRANT_COOKIE = 'passwordResetGrant';
export const OAUTH_STATE_COOKIE = 'oauthState';
export const SESSION_ONLY_COOKIE = 'sessionOnly';
/** Readable by script: "this browser holds a session" (see above). Named in frontend/src/lib/session-hint.ts. */
export const SIGNED_IN_HINT_COOKIE = 'signedIn';

/** The refresh route with the global /api prefix: the only path the refresh cookie is sent to. */
export const REFRESH_COOKIE_PATH = '/api/users/refresh-token';

export const SESSION_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function cookieOptions(config: AppConfig, maxAgeSeconds: number, path = '/'): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.env === 'production', path, maxAge: maxAgeSeconds };
}

/**
 * Sets both session cookies. `persistent: false` makes them last until the browser closes (and
 * marks the session so that refreshes keep it that way); the default keeps them 7 days.
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: AppConfig,
  tokens: { accessToken: string; refreshToken: string },
  { persistent = true }: { persistent?: boolean } = {},
): void {
  const { maxAge: _unused, ...browserSession } = cookieOptions(config, 0);
  const options = persistent ? cookieOptions(config, SESSION_COOKIE_MAX_AGE_SECONDS) : browserSession;
  void reply.setCookie(ACCESS_COOKIE, tokens.accessToken, options);
  void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...options, path: REFRESH_COOKIE_PATH });
  void reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...options, httpOnly: false });
  clearLegacyRefreshCookie(reply, browserSession);
  if (persistent) void reply.clearCookie(SESSION_ONLY_COOKIE, browserSession);
  else void reply.setCookie(SESSION_ONLY_COOKIE, '1', browserSession);
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  const { maxAge: _unused, ...options } = cookieOptions(config, 0);
  void reply.clearCookie(ACCESS_COOKIE, options);
  // A cookie is only cleared by the same Path it was set with.
  void reply.clearCookie(REFRESH_COOKIE, { ...options, path: REFRESH_COOKIE_PATH });
  clearLegacyRefreshCookie(reply, options);
  void reply.clearCookie(SESSION_ONLY_COOKIE, options);
  void reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...options, httpOnly: false });
}

/**
 * Until 2026-11 the refresh cookie had Path=/; a browser may still hold one (7 days at most). It is
 * still honoured where it is sent (the refresh route, logout) and removed by every response that
 * sets or clears the session.
 */
function clearLegacyRefreshCookie(reply: FastifyReply, options: CookieSerializeOptions): void {
  void reply.clearCookie(REFRESH_COOKIE, { ...options, path: '/' });
}
