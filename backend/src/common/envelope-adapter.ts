import { StreamableFile } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { RAW_RESPONSE, RESPONSE_MESSAGE, SuccessEnvelope } from './envelope';

/** What @ResponseMessage and @RawResponse leave in a route's Fastify config. */
interface EnvelopeRouteConfig {
  [RESPONSE_MESSAGE]?: string;
  [RAW_RESPONSE]?: boolean;
}

/**
 * Wraps every JSON success as `{ success, statusCode, message, data }` where Nest hands a handler's
 * result to Fastify: errors never pass here (the exception filter answers them), nor does anything
 * that is not a Nest route (static files, /metrics).
 *
 * Why not a Nest interceptor: with any interceptor, Nest runs every request through an RxJS
 * pipeline (Observables, a ReplaySubject, stream tracking), ≈ 5 % of the API's CPU on a feed page.
 * The route's message and raw flag are read once per route from its config
 * (common/route-config.ts), not through the Reflector on every request.
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  override reply(response: Parameters<FastifyAdapter['reply']>[0], body: unknown, statusCode?: number) {
    const reply = response as FastifyReply;
    // A raw Node response (Nest's own error paths) carries no route: left alone.
    if (!(body instanceof StreamableFile) && typeof reply.request === 'object') {
      const config = reply.request.routeOptions.config as EnvelopeRouteConfig;
      if (config[RAW_RESPONSE] !== true) {
        const envelope: SuccessEnvelope<unknown> = {
          success: true,
          statusCode: statusCode ?? reply.statusCode,
          message: config[RESPONSE_MESSAGE] ?? 'OK',
          data: body === undefined ? null : body,
        };
        return super.reply(response, envelope, statusCode);
      }
    }
    return super.reply(response, body, statusCode);
  }
}
