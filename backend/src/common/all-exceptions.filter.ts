import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException, FieldError } from './app-exception';
import { isDatabaseUnavailable, pgErrorCode } from '../database/pg-error';
import type { ErrorEnvelopeDto } from './envelope';
import { redactUrl } from './log-redaction';
import { SpaFallback } from './spa-fallback';
import { CommonCode } from './common.errors';

const DEFAULT_CODES: Record<number, string> = {
  400: CommonCode.REQUEST_INVALID,
  401: CommonCode.AUTH_UNAUTHENTICATED,
  403: CommonCode.AUTH_FORBIDDEN,
  404: CommonCode.ROUTE_NOT_FOUND,
  405: CommonCode.ROUTE_METHOD_NOT_ALLOWED,
  406: CommonCode.REQUEST_NOT_ACCEPTABLE,
  409: CommonCode.REQUEST_CONFLICT,
  413: CommonCode.REQUEST_TOO_LARGE,
  415: CommonCode.REQUEST_UNSUPPORTED_MEDIA_TYPE,
  422: CommonCode.REQUEST_UNPROCESSABLE,
  429: CommonCode.RATE_LIMIT_EXCEEDED,
  503: CommonCode.SERVICE_UNAVAILABLE,
};

const DEFAULT_MESSAGES: Record<number, string> = {
  429: 'Too many requests. Try again later',
};

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/**
 * The one error shape: `{ success: false, statusCode, code, message, errors?, requestId }`.
 * Unknown errors are logged with the request id and answered 500 without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly spa?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const requestId = String(request.id);

    const body = this.toEnvelope(exception, requestId, request);
    if (body.statusCode === 404 && this.spa?.handles(request)) {
      this.spa.send(reply);
      return;
    }
    if (reply.sent) return;
    // Every 429 that knows when to come back says so in the standard header too.
    const retryAfter = (body as { details?: { retryAfterSeconds?: unknown } }).details?.retryAfterSeconds;
    if (
      (body.statusCode === 429 || body.statusCode === 503) &&
      typeof retryAfter === 'number' &&
      !reply.hasHeader('retry-after')
    ) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toEnvelope(exception: unknown, requestId: string, request: FastifyRequest): ErrorEnvelopeDto {
    const base = (statusCode: number, code: string, message: string, errors?: FieldError[]) => ({
      success: false as const,
      statusCode,
      code,
      message,
      ...(errors && errors.length > 0 ? { errors } : {}),
      requestId,
    });

    if (exception instanceof AppException) {
      return {
        ...base(exception.getStatus(), exception.code, exception.message, exception.errors),
        ...(exception.details ? { details: exception.details } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      let message = exception.message;
      let code = DEFAULT_CODES[status] ?? `HTTP.${status}`;
      let errors: FieldError[] | undefined;
      if (typeof response === 'object' && response !== null) {
        const r = response as { message?: unknown; code?: unknown; errors?: unknown };
        if (typeof r.code === 'string') code = r.code;
        if (Array.isArray(r.errors)) errors = r.errors as FieldError[];
        if (Array.isArray(r.message)) {
          errors = errors ?? r.message.map((m) => ({ field: String(m).split(' ')[0] ?? '', message: String(m) }));
          message = 'Validation failed';
          code = r.code === undefined ? CommonCode.VALIDATION_FAILED : code;
        } else if (typeof r.message === 'string') {
          message = r.message;
        }
      }
      if (status === 404 && code === CommonCode.ROUTE_NOT_FOUND && message.startsWith('Cannot ')) {
        message = `No route for ${request.method} ${request.url.split('?')[0]}`;
      }
      message = DEFAULT_MESSAGES[status] ?? message;
      return base(status, code, message, errors);
    }
    // Errors raised by Fastify itself (body too large, bad JSON, multipart limits) carry a status.
    const fastifyError = exception as FastifyLikeError;
    if (
      typeof fastifyError?.statusCode === 'number' &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      const status = fastifyError.statusCode;
      return base(
        status,
        DEFAULT_CODES[status] ?? `HTTP.${status}`,
        DEFAULT_MESSAGES[status] ?? fastifyError.message ?? 'Bad request',
      );
    }
    // SQLSTATE class 22 (data exception: out of range, bad datetime, invalid text) only comes from
    // values a client sent that validation let through: the client's 400, and our bug to fix.
    const sqlState = pgErrorCode(exception);
    if (sqlState?.startsWith('22')) {
      this.logger.warn(
        `[${requestId}] ${request.method} ${redactUrl(request.url)}: input reached the database unchecked (SQLSTATE ${sqlState})`,
      );
      return base(
        HttpStatus.BAD_REQUEST,
        CommonCode.REQUEST_INVALID,
        'A value in the request is out of range or invalid',
      );
    }
    // The database is down or restarting: say so (503, Retry-After), log one line without the SQL.
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`[${requestId}] ${request.method} ${redactUrl(request.url)}: database unavailable`);
      return {
        ...base(
          HttpStatus.SERVICE_UNAVAILABLE,
          CommonCode.SERVICE_UNAVAILABLE,
          'The service is briefly unavailable. Try again shortly',
        ),
        details: { retryAfterSeconds: 5 },
      };
    }
    this.logger.error(
      `[${requestId}] ${request.method} ${redactUrl(request.url)}: ${exception instanceof Error ? exception.stack : String(exception)}`,
    );
    return base(HttpStatus.INTERNAL_SERVER_ERROR, CommonCode.INTERNAL_ERROR, 'Internal server error. Try again later');
  }
}
