/**
 * The named rate limits, their defaults and the RATE_LIMITS override. Each limit is a fixed
 * window of `limit` requests per `ttlSeconds`; over it the caller is refused for the rest of the
 * window (429 with Retry-After). Who is counted (IP, IP + e-mail, user) is decided by the
 * throttler of the same name in common/throttling.
 */
export const RATE_LIMIT_NAMES = [
  'login',
  'login-ip',
  'signup-email',
  'signup',
  'otp-mail-account',
  'otp-mail',
  'otp-verify',
  'otp-verify-day',
  'otp-account',
  'password',
  'upload',
  'report',
  'feedback',
  'search',
  'suggest',
  'avatar',
  'pages',
] as const;

export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

export interface RateLimit {
  limit: number;
  ttlSeconds: number;
}

export type RateLimits = Record<RateLimitName, RateLimit>;

/*
 * Students often share one public address (a hostel or campus NAT, a mobile carrier's CGNAT), so
 * each route is limited per account or e-mail first, and the per-address limits are ten times what
 * one person needs (issue 25): they only stop one machine flooding many accounts. A college whose
 * whole campus sits behind one address raises them with RATE_LIMITS (README, "Rate limits").
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  /** Login tries for one e-mail from one address. */
  login: { limit: 5, ttlSeconds: 60 },
  /** Login tries from one address whatever the e-mail (one password tried across many accounts). */
  'login-ip': { limit: 100, ttlSeconds: 5 * 60 },
  /** Sign-ups naming one e-mail address, from anywhere: each one mails a code to it. */
  'signup-email': { limit: 3, ttlSeconds: 60 * 60 },
  /** Sign-ups from one address (a hostel signing up together stays well under it). */
  signup: { limit: 100, ttlSeconds: 60 * 60 },
  /**
   * Code mails for one account, from anywhere: reset codes per e-mail named, verification codes per
   * signed-in user (each account also has its resend rules in the database: once per 30 s, 10 an hour).
   */
  'otp-mail-account': { limit: 5, ttlSeconds: 15 * 60 },
  /** Code mails requested from one address, whatever the account. */
  'otp-mail': { limit: 100, ttlSeconds: 15 * 60 },
  /** Code checks from one address (each account also has a 24-hour guess budget). */
  'otp-verify': { limit: 200, ttlSeconds: 10 * 60 },
  /**
   * Code checks from one address per day, whatever the account: each check hits a 4-digit code
   * with probability at most 1/10 000, so one address (or IPv6 /64) can expect at most
   * 500/10 000 = 0.05 takeovers a day however many e-mails it knows, each of whose owners is mailed
   * the code it guesses at (README, "One-time codes"). 500 leaves a campus behind one address
   * room for a term's start.
   */
  'otp-verify-day': { limit: 500, ttlSeconds: 24 * 60 * 60 },
  /**
   * Code checks for one account (and purpose route) from one address per day: a stranger's wrong
   * guesses from one address cannot use up the account's budget of 20 (which would lock the
   * owner's reset for 24 h); the owner, from another address, still has theirs.
   */
  'otp-account': { limit: 6, ttlSeconds: 24 * 60 * 60 },
  /**
   * Current-password checks by one signed-in user (change-password, and update-profile when it
   * carries currentPassword): guesses by a session thief.
   */
  password: { limit: 10, ttlSeconds: 15 * 60 },
  /** Uploads by one user. */
  upload: { limit: 30, ttlSeconds: 60 * 60 },
  /** Reports filed by one user. */
  report: { limit: 20, ttlSeconds: 60 * 60 },
  /** Contact-form messages from one signed-in user, or from one address for guests. */
  feedback: { limit: 5, ttlSeconds: 10 * 60 },
  /** Searches by one guest address (signed-in users are not limited by this one). */
  search: { limit: 120, ttlSeconds: 60 },
  /** Suggestions by one guest address (GET /api/search/suggest): one per pause while typing. */
  suggest: { limit: 600, ttlSeconds: 60 },
  /** Avatar changes by one user. */
  avatar: { limit: 10, ttlSeconds: 60 * 60 },
  /**
   * Page-viewer requests (page images and page words) by one user, or one guest address: a phone
   * reading a 100-page paper asks for ≈ 200; drawing a page the first time costs CPU.
   */
  pages: { limit: 600, ttlSeconds: 60 },
};

/** Parses `name=limit/seconds,…` over the defaults; throws naming RATE_LIMITS when malformed. */
export function parseRateLimits(raw: string | undefined): RateLimits {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const entry of (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+)=(\d{1,9})\/(\d{1,9})$/.exec(entry);
    const name = match?.[1] as RateLimitName | undefined;
    if (!match || !name || !RATE_LIMIT_NAMES.includes(name) || Number(match[2]) < 1 || Number(match[3]) < 1) {
      throw new Error(
        `RATE_LIMITS: '${entry}' is not <name>=<requests>/<seconds> with a name among ${RATE_LIMIT_NAMES.join(', ')}`,
      );
    }
    limits[name] = { limit: Number(match[2]), ttlSeconds: Number(match[3]) };
  }
  return limits;
}
