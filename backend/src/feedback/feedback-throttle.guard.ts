import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../common/app-exception';

/** Contact form: 5 messages per 10 minutes per IP address. */
export const FEEDBACK_LIMIT = { limit: 5, ttlMs: 10 * 60_000 };

/**
 * A per-IP limit on the public contact form, counted in this process with @nestjs/throttler's
 * in-memory storage (the accounts module's Redis-backed storage is not exported; with several
 * instances each one counts on its own).
 */
@Injectable()
export class FeedbackThrottleGuard implements CanActivate {
  constructor(private readonly storage: ThrottlerStorageService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const { limit, ttlMs } = FEEDBACK_LIMIT;
    const record = await this.storage.increment(`feedback:${request.ip}`, ttlMs, limit, ttlMs, 'feedback');
    if (record.isBlocked) {
      const retryAfter = Math.max(1, record.timeToBlockExpire);
      void http.getResponse<FastifyReply>().header('retry-after', String(retryAfter));
      throw new AppException(
        HttpStatus.TOO_MANY_REQUESTS,
        'FEEDBACK.TOO_MANY',
        'Too many requests. Try again later',
        undefined,
        {
          retryAfterSeconds: retryAfter,
        },
      );
    }
    return true;
  }
}
