import {
  codeState,
  generateOtp,
  hashOtp,
  mayIssue,
  OTP_DIGITS,
  OTP_GUESS_BUDGET,
  OTP_GUESS_WINDOW_SECONDS,
  OTP_MAX_ATTEMPTS,
  otpMatches,
  secondsUntil,
} from './otp';

const KEY = 'k'.repeat(32);
const USER = '00000000-0000-4000-8000-000000000001';

describe('one-time codes', () => {
  it('generates four digits, keeping leading zeros, spread over the whole range', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const code = generateOtp();
      expect(code).toMatch(/^\d{4}$/);
      seen.add(code);
    }
    // 2000 draws from 10 000 values: a broken generator (e.g. constant) would repeat a lot.
    expect(seen.size).toBeGreaterThan(1700);
  });

  it('matches only the same code, user and purpose', () => {
    const stored = hashOtp(KEY, USER, 'verify-email', '0427');
    expect(stored).not.toContain('0427');
    expect(otpMatches(KEY, USER, 'verify-email', '0427', stored)).toBe(true);
    expect(otpMatches(KEY, USER, 'verify-email', '0428', stored)).toBe(false);
    expect(otpMatches(KEY, USER, 'reset-password', '0427', stored)).toBe(false);
    expect(otpMatches(KEY, '00000000-0000-4000-8000-000000000002', 'verify-email', '0427', stored)).toBe(false);
    expect(otpMatches('another-key-another-key-another', USER, 'verify-email', '0427', stored)).toBe(false);
    expect(otpMatches(KEY, USER, 'verify-email', '0427', 'not-hex')).toBe(false);
  });

  it('knows when a code can be tried', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const later = new Date(now.getTime() + 60_000);
    expect(codeState({ attempts: 0, expiresAt: later, consumedAt: null }, now)).toBe('usable');
    expect(codeState({ attempts: OTP_MAX_ATTEMPTS - 1, expiresAt: later, consumedAt: null }, now)).toBe('usable');
    expect(codeState({ attempts: OTP_MAX_ATTEMPTS, expiresAt: later, consumedAt: null }, now)).toBe('exhausted');
    expect(codeState({ attempts: 0, expiresAt: now, consumedAt: null }, now)).toBe('expired');
    expect(codeState({ attempts: 0, expiresAt: later, consumedAt: now }, now)).toBe('consumed');
  });

  it('allows one code per 30 seconds and ten per hour', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    expect(mayIssue([], now)).toEqual({ allowed: true });
    expect(mayIssue([ago(10)], now)).toEqual({ allowed: false, reason: 'cooldown', retryAfterSeconds: 20 });
    expect(mayIssue([ago(30)], now)).toEqual({ allowed: true });
    const nine = Array.from({ length: 9 }, (_, i) => ago(60 + i * 60));
    expect(mayIssue(nine, now)).toEqual({ allowed: true });
    const ten = [...nine, ago(3000)];
    expect(mayIssue(ten, now)).toEqual({ allowed: false, reason: 'hourly', retryAfterSeconds: 600 });
    // Codes older than an hour no longer count.
    expect(mayIssue([...nine, ago(3700)], now)).toEqual({ allowed: true });
  });

  it('keeps the odds of guessing a code at or under 0.2 % per account, purpose and day', () => {
    // Every guess is one of 10^4 equally likely values; union bound over the day's budget.
    expect(OTP_GUESS_WINDOW_SECONDS).toBe(24 * 60 * 60);
    expect(OTP_GUESS_BUDGET / 10 ** OTP_DIGITS).toBeLessThanOrEqual(0.002);
  });

  it("rounds the time to a lock's end up to whole seconds, at least 1", () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(secondsUntil(new Date(now.getTime() + 86_400_000), now)).toBe(86_400);
    expect(secondsUntil(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(secondsUntil(new Date(now.getTime() - 5000), now)).toBe(1);
  });
});
