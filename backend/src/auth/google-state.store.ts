/**
 * The OAuth `state` check for Google sign-in, kept in a cookie instead of a server session.
 *
 * passport-oauth2's own `state: true` store keeps the value in `req.session`, which we do not
 * have. This store has the same contract: `store` makes a random state, puts it in the
 * httpOnly `oauthState` cookie (path /auth/google, 10 minutes) and hands it to passport for the
 * authorization URL; `verify` accepts the callback only when the `state` Google sends back
 * equals that cookie, so a callback URL made in another browser (login CSRF) is refused before
 * its code is exchanged. The controller clears the cookie on every callback: one use.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { StateStore } from 'passport-oauth2';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { cookieOptions, OAUTH_STATE_COOKIE } from './auth.cookies';
import { passportReplyOf } from './passport-fastify.shim';

const STATE_PATH = '/auth/google';
const STATE_TTL_SECONDS = 10 * 60;

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, ok: boolean, info?: { message: string }) => void;

@Injectable()
export class GoogleStateStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** passport-oauth2 picks the call by arity: three parameters → (req, meta, callback). */
  store(request: unknown, _meta: unknown, callback: StoreCallback): void {
    const state = randomBytes(24).toString('base64url');
    void passportReplyOf(request).setCookie(
      OAUTH_STATE_COOKIE,
      state,
      cookieOptions(this.config, STATE_TTL_SECONDS, STATE_PATH),
    );
    callback(null, state);
  }

  /** Three parameters → (req, state, callback). */
  verify(request: unknown, given: unknown, callback: VerifyCallback): void {
    const expected = (request as Partial<FastifyRequest> | undefined)?.cookies?.[OAUTH_STATE_COOKIE];
    if (sameState(given, expected)) callback(null, true);
    else callback(null, false, { message: 'missing or mismatched OAuth state' });
  }

  clear(reply: FastifyReply): void {
    const { maxAge: _unused, ...options } = cookieOptions(this.config, 0, STATE_PATH);
    void reply.clearCookie(OAUTH_STATE_COOKIE, options);
  }

  /**
   * The shape passport-oauth2's options expect. Its typings declare every arity as an overload,
   * which no single method satisfies; the runtime dispatches on `.length`, which ours fixes.
   */
  asPassportStore(): StateStore {
    return this as unknown as StateStore;
  }
}

function sameState(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
