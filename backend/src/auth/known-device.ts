/**
 * Known devices (OWASP "device cookies" against lockout denial of service; README, "One-time
 * codes"). A browser in which an account logged in, verified its e-mail or completed a password
 * reset gets a signed `knownDevice` cookie for that account. Reset codes asked for and checked
 * from such a browser are a series of their own (otp.service.ts, CodeOrigin): their own codes,
 * resend limits, budget of wrong codes (OTP_GUESS_BUDGET per 24 h) and lock. Wrong codes from
 * other browsers — a stranger with many addresses — use up and lock only the other series, so
 * the owner can still reset from a known device; guesses from known devices are bounded as well.
 *
 * The cookie: up to KNOWN_DEVICE_MAX_ACCOUNTS entries (one per account used in this browser, the
 * newest first) joined by '.', each `<issued at, seconds, base 36>~<MAC>` where the MAC is an
 * HMAC-SHA-256 (truncated to 128 bits) of the user id and the issue time under a key derived from
 * JWT_REFRESH_SECRET. It names no account at all (no id, no e-mail, not even a hash of them): the
 * server, knowing the account a request is about, checks whether an entry was made for it. It
 * cannot be forged without the secret, and is only got by logging in (or verifying, or resetting).
 * HttpOnly, SameSite=Lax, Secure in production, Path=/api/users (the account routes only), and
 * valid for KNOWN_DEVICE_MAX_AGE_SECONDS from its issue (the cookie's Max-Age is the same).
 *
 * Logging out does NOT remove it: it marks the device, not the session, and gives nothing by
 * itself (no session, no access): only a budget of code guesses that strangers cannot spend.
 * Changing the secret forgets every known device (as it ends every session).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { cookieOptions } from './auth.cookies';

export const KNOWN_DEVICE_COOKIE = 'knownDevice';
/** The account routes (forgot-password, update-password, …) with the global /api prefix. */
export const KNOWN_DEVICE_PATH = '/api/users';
/** How long a browser stays known after its last login (or verification, or reset) there. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts remembered per browser; the least recently used one is forgotten first. */
export const KNOWN_DEVICE_MAX_ACCOUNTS = 5;

const MAC_LENGTH = 22; // 128 bits in base64url
/** Entries issued this far in the future (clock skew between instances) are still accepted. */
const SKEW_SECONDS = 300;

interface Entry {
  issuedAt: number;
  mac: string;
  raw: string;
}

@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // A key of its own, derived from a server secret, so these MACs never equal other hashes.
    this.key = createHmac('sha256', config.jwt.refreshSecret).update('known-device-cookies').digest();
  }

  /** Whether the cookie holds a live entry made for this account. */
  isKnown(cookie: string | undefined, userId: string, now = Date.now()): boolean {
    return this.entries(cookie, now).some((entry) => this.madeFor(entry, userId));
  }

  /**
   * The cookie's new value: a fresh entry for this account first, then the live entries of other
   * accounts (this account's older one dropped), at most KNOWN_DEVICE_MAX_ACCOUNTS.
   */
  withAccount(cookie: string | undefined, userId: string, now = Date.now()): string {
    const issuedAt = Math.floor(now / 1000);
    const fresh = `${issuedAt.toString(36)}~${this.mac(userId, issuedAt)}`;
    const others = this.entries(cookie, now)
      .filter((entry) => !this.madeFor(entry, userId))
      .map((entry) => entry.raw);
    return [fresh, ...others].slice(0, KNOWN_DEVICE_MAX_ACCOUNTS).join('.');
  }

  /** Marks the browser of this response as a known device of the account. */
  remember(reply: FastifyReply, cookie: string | undefined, userId: string): void {
    void reply.setCookie(
      KNOWN_DEVICE_COOKIE,
      this.withAccount(cookie, userId),
      cookieOptions(this.config, KNOWN_DEVICE_MAX_AGE_SECONDS, KNOWN_DEVICE_PATH),
    );
  }

  private entries(cookie: string | undefined, now: number): Entry[] {
    if (!cookie || cookie.length > 64 * KNOWN_DEVICE_MAX_ACCOUNTS) return [];
    const nowSeconds = Math.floor(now / 1000);
    const entries: Entry[] = [];
    for (const raw of cookie.split('.').slice(0, KNOWN_DEVICE_MAX_ACCOUNTS)) {
      const match = /^([0-9a-z]{1,10})~([A-Za-z0-9_-]{22})$/.exec(raw);
      if (!match?.[1] || !match[2]) continue;
      const issuedAt = parseInt(match[1], 36);
      const age = nowSeconds - issuedAt;
      if (age < -SKEW_SECONDS || age >= KNOWN_DEVICE_MAX_AGE_SECONDS) continue;
      entries.push({ issuedAt, mac: match[2], raw });
    }
    return entries;
  }

  private madeFor(entry: Entry, userId: string): boolean {
    const expected = Buffer.from(this.mac(userId, entry.issuedAt));
    const given = Buffer.from(entry.mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(userId: string, issuedAt: number): string {
    return createHmac('sha256', this.key)
      .update(`known-device:${userId}:${issuedAt}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);
  }
}
