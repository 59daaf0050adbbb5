import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail, ThrottlerRequest } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { RateLimitName } from '../../config/rate-limits';
import { AppException } from '../app-exception';

/** The spec's wording for a refused login (§8), used for every limit. */
const TOO_MANY_MESSAGE = 'Too many requests. Try again later';

/** Stable codes per limit; the login and feedback codes predate this guard and are kept. */
const CODES: Record<RateLimitName, string> = {
  login: 'AUTH.TOO_MANY_ATTEMPTS',
  'login-ip': 'AUTH.TOO_MANY_ATTEMPTS',
  signup: 'AUTH.TOO_MANY_SIGNUPS',
  'otp-mail': 'OTP.TOO_MANY_REQUESTS',
  'otp-verify': 'OTP.TOO_MANY_REQUESTS',
  'otp-verify-day': 'OTP.TOO_MANY_REQUESTS',
  'otp-account': 'OTP.TOO_MANY_REQUESTS',
  password: 'AUTH.TOO_MANY_ATTEMPTS',
  upload: 'DOCUMENT.TOO_MANY_UPLOADS',
  report: 'REPORT.TOO_MANY',
  feedback: 'FEEDBACK.TOO_MANY',
  search: 'SEARCH.TOO_MANY',
  avatar: 'USER.TOO_MANY_AVATAR_CHANGES',
};

class Blocked extends Error {
  constructor(readonly detail: ThrottlerLimitDetail) {
    super('blocked');
  }
}

/**
 * @nestjs/throttler's guard with the app's error contract: a refusal is a 429 AppException with
 * the limit's code, `details.retryAfterSeconds` and a plain `Retry-After` header.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(props);
    } catch (error) {
      if (!(error instanceof Blocked)) throw error;
      const retryAfterSeconds = Math.max(1, error.detail.timeToBlockExpire);
      const name = props.throttler.name as RateLimitName;
      void props.context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(retryAfterSeconds));
      throw new AppException(
        HttpStatus.TOO_MANY_REQUESTS,
        CODES[name] ?? 'RATE_LIMIT.EXCEEDED',
        TOO_MANY_MESSAGE,
        undefined,
        { retryAfterSeconds, limit: name },
      );
    }
  }

  protected override throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    return Promise.reject(new Blocked(detail));
  }
}
