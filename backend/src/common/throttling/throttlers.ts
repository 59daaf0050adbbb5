import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { RATE_LIMIT_NAMES, RateLimitName, RateLimits } from '../../config/rate-limits';
import { normalizeEmail } from '../email';
import { addressKey } from './client-address';
import { RATE_LIMITED_BY } from './rate-limit.decorator';

interface TrackedRequest {
  ip: string;
  body?: unknown;
  query?: unknown;
  user?: { id?: unknown };
}

/** The client's address; IPv6 clients by their /64 (see client-address.ts). */
const byIp = (req: TrackedRequest) => `ip:${addressKey(req.ip)}`;
/** A signed-in user is counted by id (whatever address they come from); else by address. */
const byUser = (req: TrackedRequest) => (typeof req.user?.id === 'string' ? `user:${req.user.id}` : byIp(req));
const emailOf = (req: TrackedRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  // The account's canonical address (common/email.ts), so '\u212Aelvin@…' counts as 'kelvin@…'.
  return typeof email === 'string' ? normalizeEmail(email.slice(0, 1024)).slice(0, 254) : '';
};

/** Who each limit counts. */
const TRACKERS: Record<RateLimitName, (req: TrackedRequest) => string> = {
  login: (req) => `${byIp(req)}|email:${emailOf(req)}`,
  'login-ip': byIp,
  'signup-email': (req) => `email:${emailOf(req)}`,
  signup: byIp,
  // The signed-in user (resend-verfication-email) or the e-mail named (forgot-password).
  'otp-mail-account': (req) => (typeof req.user?.id === 'string' ? `user:${req.user.id}` : `email:${emailOf(req)}`),
  'otp-mail': byIp,
  'otp-verify': byIp,
  'otp-verify-day': byIp,
  // One account from one address: the signed-in user (verify-email) or the e-mail named (reset).
  'otp-account': (req) =>
    `${byIp(req)}|${typeof req.user?.id === 'string' ? `user:${req.user.id}` : `email:${emailOf(req)}`}`,
  password: byUser,
  upload: byUser,
  report: byUser,
  feedback: byUser,
  search: byIp,
  suggest: byIp,
  avatar: byUser,
  pages: byUser,
};

/**
 * Which requests a limit counts on the routes that name it (every one unless listed here). The
 * avatar limit counts update-profile only when it carries a new picture (a data URL); the
 * multipart route (PUT /api/users/avatar, no parsed body) always.
 */
const COUNTS: Partial<Record<RateLimitName, (req: TrackedRequest) => boolean>> = {
  // update-profile checks a password only when it carries one (an e-mail change).
  password: (req) => {
    if (req.body === null || typeof req.body !== 'object') return true;
    const body = req.body as { currentPassword?: unknown; oldPassword?: unknown };
    return body.currentPassword !== undefined || body.oldPassword !== undefined;
  },
  avatar: (req) => {
    if (req.body === null || typeof req.body !== 'object') return true;
    const avatar = (req.body as { avatar?: unknown }).avatar;
    return typeof avatar === 'string' && /^data:/i.test(avatar);
  },
  // A guest's suggestions (signed-in users are not counted, as for searches).
  suggest: (req) => typeof req.user?.id !== 'string',
  // A guest's search (a feed with a non-blank q); signed-in users and plain feeds are not counted.
  search: (req) => {
    const q = (req.query as { q?: unknown } | undefined)?.q;
    return typeof req.user?.id !== 'string' && q !== undefined && (typeof q !== 'string' || q.trim() !== '');
  },
};

/** Each route handler's limits (@RateLimit), read from its metadata once. */
const namesOf = new WeakMap<object, readonly RateLimitName[]>();

function limitsOf(context: ExecutionContext): readonly RateLimitName[] {
  const handler = context.getHandler();
  let names = namesOf.get(handler);
  if (names === undefined) {
    names = (Reflect.getMetadata(RATE_LIMITED_BY, handler) as RateLimitName[] | undefined) ?? [];
    namesOf.set(handler, names);
  }
  return names;
}

function counted(context: ExecutionContext, name: RateLimitName): boolean {
  const counts = COUNTS[name];
  return counts === undefined || counts(context.switchToHttp().getRequest<TrackedRequest>());
}

function appliesTo(context: ExecutionContext, name: RateLimitName): boolean {
  return limitsOf(context).includes(name) && counted(context, name);
}

/**
 * Whether any limit counts this request. When none does (most routes name none; a feed without
 * `q` is not a search) the guard skips its pass over every named throttler, which reads six
 * pieces of route metadata for each of them (@nestjs/throttler's ThrottlerGuard.canActivate).
 */
export function anyLimitCounts(context: ExecutionContext): boolean {
  return limitsOf(context).some((name) => counted(context, name));
}

/**
 * Limits with one count across every route that names them (by default each route counts on its
 * own): an avatar change is one whether it comes as a data URL or as a multipart file; a
 * current-password check is one on change-password or update-profile; the daily code-check cap
 * of an address covers verification and reset codes together; a guest's searches on /api/papers,
 * /api/notes and /api/documents are one budget; so are page images and page words.
 */
const ACROSS_ROUTES: ReadonlySet<RateLimitName> = new Set([
  'avatar',
  'password',
  'otp-verify-day',
  'search',
  'otp-mail',
  'otp-mail-account',
  'pages',
]);

/** One named throttler per configured limit; each one skips routes that do not name it. */
export function throttlersFor(limits: RateLimits): ThrottlerOptions[] {
  return RATE_LIMIT_NAMES.map((name) => ({
    name,
    limit: limits[name].limit,
    ttl: limits[name].ttlSeconds * 1000,
    getTracker: (req: Record<string, unknown>) => TRACKERS[name](req as unknown as TrackedRequest),
    skipIf: (context: ExecutionContext) => !appliesTo(context, name),
    ...(ACROSS_ROUTES.has(name)
      ? { generateKey: (_context: ExecutionContext, tracker: string) => `${name}:${tracker}` }
      : {}),
  }));
}
