import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail, ThrottlerRequest } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { RateLimitName } from '../../config/rate-limits';
import { AppException } from '../app-exception';
import { CommonCode } from '../common.errors';
import { anyLimitCounts } from './throttlers';
import type { ErrorCode } from '../error-codes';

/** The spec's wording for a refused login (§8), used for every limit. */
const TOO_MANY_MESSAGE = 'Too many requests. Try again later';

/** Stable codes per limit; the login and feedback codes predate this guard and are kept. */
const CODES: Record<RateLimitName, ErrorCode> = {
  login: CommonCode.AUTH_TOO_MANY_ATTEMPTS,
  'login-ip': CommonCode.AUTH_TOO_MANY_ATTEMPTS,
  'signup-email': CommonCode.AUTH_TOO_MANY_SIGNUPS,
  signup: CommonCode.AUTH_TOO_MANY_SIGNUPS,
  'otp-mail-account': CommonCode.OTP_TOO_MANY_REQUESTS,
  'otp-mail': CommonCode.OTP_TOO_MANY_REQUESTS,
  'otp-verify': CommonCode.OTP_TOO_MANY_REQUESTS,
  'otp-verify-day': CommonCode.OTP_TOO_MANY_REQUESTS,
  'otp-account': CommonCode.OTP_TOO_MANY_REQUESTS,
  password: CommonCode.AUTH_TOO_MANY_ATTEMPTS,
  upload: CommonCode.DOCUMENT_TOO_MANY_UPLOADS,
  report: CommonCode.REPORT_TOO_MANY,
  feedback: CommonCode.FEEDBACK_TOO_MANY,
  search: CommonCode.SEARCH_TOO_MANY,
  suggest: CommonCode.SUGGEST_TOO_MANY,
  avatar: CommonCode.USER_TOO_MANY_AVATAR_CHANGES,
  pages: CommonCode.DOCUMENT_TOO_MANY_PAGE_REQUESTS,
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
  /** A request no limit counts passes at once (else every throttler would skip it one by one). */
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    return Promise.resolve(!anyLimitCounts(context));
  }

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
        CODES[name] ?? CommonCode.RATE_LIMIT_EXCEEDED,
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
