import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { map, Observable } from 'rxjs';
import { RAW_RESPONSE, RESPONSE_MESSAGE, SuccessEnvelope } from './envelope';

/** Wraps every JSON success as `{ success, statusCode, message, data }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, targets)) return next.handle();
    const message = this.reflector.getAllAndOverride<string>(RESPONSE_MESSAGE, targets) ?? 'OK';
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map(
        (data: unknown): SuccessEnvelope<unknown> => ({
          success: true,
          statusCode: reply.statusCode,
          message,
          data: data === undefined ? null : data,
        }),
      ),
    );
  }
}
