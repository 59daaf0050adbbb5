import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../common/app-exception';
import { AuthThrottlerStorage } from './throttler.storage';

interface LoginLimit {
  name: string;
  limit: number;
  ttlMs: number;
  tracker(ip: string, email: string): string;
}

/**
 * Login attempts: 5 a minute per IP and e-mail, and 30 per 15 minutes per e-mail from any IP
 * (so rotating addresses, or a spoofed X-Forwarded-For, does not lift the limit). Over a limit
 * the pair is blocked for the rest of the window: 429 with the spec's message and Retry-After.
 */
export const LOGIN_LIMITS: LoginLimit[] = [
  { name: 'login-ip-email', limit: 5, ttlMs: 60_000, tracker: (ip, email) => `${ip}|${email}` },
  { name: 'login-email', limit: 30, ttlMs: 15 * 60_000, tracker: (_ip, email) => email },
];

@Injectable()
export class LoginThrottleGuard implements CanActivate {
  constructor(private readonly storage: AuthThrottlerStorage) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
    for (const rule of LOGIN_LIMITS) {
      const key = createHash('sha256').update(rule.tracker(request.ip, email)).digest('hex');
      const record = await this.storage.increment(key, rule.ttlMs, rule.limit, rule.ttlMs, rule.name);
      if (record.isBlocked) {
        void http.getResponse<FastifyReply>().header('retry-after', String(Math.max(1, record.timeToBlockExpire)));
        throw new AppException(
          HttpStatus.TOO_MANY_REQUESTS,
          'AUTH.TOO_MANY_ATTEMPTS',
          'Too many requests. Try again later',
          undefined,
          {
            retryAfterSeconds: Math.max(1, record.timeToBlockExpire),
          },
        );
      }
    }
    return true;
  }
}
