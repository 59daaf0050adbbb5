/**
 * Session cookies. Names are part of the contract (README, frontend /token-callback):
 * - `accessToken`: the JWT (15 min), also accepted as `Authorization: Bearer <jwt>`.
 * - `refreshToken`: opaque, rotated by POST /api/users/refresh-token, 7 days.
 * Both httpOnly, SameSite=Lax, path '/', Secure in production, Max-Age 7 days (spec §9
 * "token cookies: 7 days"; an expired JWT in the cookie simply answers 401 and the client refreshes).
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

export const SESSION_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function cookieOptions(config: AppConfig, maxAgeSeconds: number, path = '/'): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.env === 'production', path, maxAge: maxAgeSeconds };
}

export function setSessionCookies(
  reply: FastifyReply,
  config: AppConfig,
  tokens: { accessToken: string; refreshToken: string },
): void {
  void reply.setCookie(ACCESS_COOKIE, tokens.accessToken, cookieOptions(config, SESSION_COOKIE_MAX_AGE_SECONDS));
  void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, cookieOptions(config, SESSION_COOKIE_MAX_AGE_SECONDS));
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  const { maxAge: _unused, ...options } = cookieOptions(config, 0);
  void reply.clearCookie(ACCESS_COOKIE, options);
  void reply.clearCookie(REFRESH_COOKIE, options);
}
