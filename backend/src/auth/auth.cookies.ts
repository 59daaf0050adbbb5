/**
 * Session cookies. Names are part of the contract (README, frontend /token-callback):
 * - `accessToken`: the JWT (15 min), also accepted as `Authorization: Bearer <jwt>`.
 * - `refreshToken`: opaque, rotated by POST /api/users/refresh-token, 7 days.
 * Both httpOnly, SameSite=Lax, path '/', Secure in production, Max-Age 7 days (spec §9
 * "token cookies: 7 days"; an expired JWT in the cookie simply answers 401 and the client refreshes).
 * "Remember me" unchecked (login `rememberMe: false`): both are browser-session cookies (no Max-Age)
 * and a `sessionOnly` marker cookie keeps later refreshes session-only too.
 * Two short-lived helper cookies, httpOnly too: `passwordResetGrant` (binds the reset grant to
 * the browser that verified the reset code, 10 min) and `oauthState` (Google sign-in CSRF state).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/app-config';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
export const RESET_GRANT_COOKIE = 'passwordResetGrant';
export const OAUTH_STATE_COOKIE = 'oauthState';
export const SESSION_ONLY_COOKIE = 'sessionOnly';

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
  void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, options);
  if (persistent) void reply.clearCookie(SESSION_ONLY_COOKIE, browserSession);
  else void reply.setCookie(SESSION_ONLY_COOKIE, '1', browserSession);
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  const { maxAge: _unused, ...options } = cookieOptions(config, 0);
  void reply.clearCookie(ACCESS_COOKIE, options);
  void reply.clearCookie(REFRESH_COOKIE, options);
  void reply.clearCookie(SESSION_ONLY_COOKIE, options);
}
