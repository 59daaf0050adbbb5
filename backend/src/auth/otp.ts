/**
 * One-time codes: the pure rules (generation, hashing, limits), unit-tested beside this file.
 * Codes are 4 crypto-random digits, stored as an HMAC keyed with a server secret and bound to
 * the user and purpose, so a database dump alone does not reveal them.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import type { OtpPurpose } from '../database/schema/enums';

export type { OtpPurpose };

export const OTP_DIGITS = 4;
/** Spec §9: codes expire with the 300-second countdown. */
export const OTP_TTL_SECONDS = 300;
/** Wrong tries per code; the fifth wrong try voids it. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const OTP_MAX_PER_HOUR = 10;
/**
 * Wrong codes per account and purpose, across every code, IP and instance, per rolling 24 h.
 * The guess that uses the last of it locks that flow for 24 h. Each guess hits a random
 * 4-digit code with probability at most 1/10 000, so an attacker's chance per account and day
 * is at most 20/10 000 = 0.2 % (README, "One-time codes").
 */
export const OTP_GUESS_BUDGET = 20;
export const OTP_GUESS_WINDOW_SECONDS = 24 * 60 * 60;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

export function hashOtp(key: string, userId: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', key).update(`otp:${userId}:${purpose}:${code}`).digest('hex');
}

export function otpMatches(
  key: string,
  userId: string,
  purpose: OtpPurpose,
  code: string,
  storedHash: string,
): boolean {
  const given = Buffer.from(hashOtp(key, userId, purpose, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface StoredCode {
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

/** Seconds until `until`, at least 1 (for Retry-After). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export type CodeState = 'usable' | 'consumed' | 'expired' | 'exhausted';

/** Why a stored code can or cannot be tried now. */
export function codeState(code: StoredCode, now: Date): CodeState {
  if (code.consumedAt) return 'consumed';
  if (code.attempts >= OTP_MAX_ATTEMPTS) return 'exhausted';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

export type IssueDecision =
  { allowed: true } | { allowed: false; reason: 'cooldown' | 'hourly'; retryAfterSeconds: number };

/**
 * Whether a new code may be sent, given when the user's recent codes of this purpose were
 * created (any order): at most one per 30 s and ten per rolling hour.
 */
export function mayIssue(recent: Date[], now: Date): IssueDecision {
  const nowMs = now.getTime();
  const inLastHour = recent
    .map((d) => d.getTime())
    .filter((t) => t > nowMs - 3600_000)
    .sort((a, b) => a - b);
  const last = inLastHour[inLastHour.length - 1];
  if (last !== undefined && nowMs - last < OTP_RESEND_COOLDOWN_SECONDS * 1000) {
    return {
      allowed: false,
      reason: 'cooldown',
      retryAfterSeconds: Math.ceil((last + OTP_RESEND_COOLDOWN_SECONDS * 1000 - nowMs) / 1000),
    };
  }
  if (inLastHour.length >= OTP_MAX_PER_HOUR) {
    const oldest = inLastHour[inLastHour.length - OTP_MAX_PER_HOUR] ?? nowMs;
    return {
      allowed: false,
      reason: 'hourly',
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + 3600_000 - nowMs) / 1000)),
    };
  }
  return { allowed: true };
}
