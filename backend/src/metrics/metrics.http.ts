/**
 * GET /metrics and the request metrics, on any Fastify server: the API's (app.factory.ts) and the
 * worker's small one (worker.factory.ts). Registered on Fastify directly, so /metrics sits beside
 * the API rather than in it: no envelope, no global prefix, not in openapi.json.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { mayReadMetrics } from './metrics-access';
import { MetricsService } from './metrics.service';
import { MetricsCode } from './metrics.errors';

export function registerMetrics(fastify: FastifyInstance, metrics: MetricsService, config: AppConfig): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  fastify.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, { token: config.metrics.token, trustProxy: config.trustProxy })) {
      return reply.status(403).send({
        success: false,
        statusCode: 403,
        code: MetricsCode.FORBIDDEN,
        message: 'Metrics are served to the private network, or with the metrics token',
        requestId: String(request.id),
      });
    }
    const body = await metrics.scrape();
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(body);
  });
}
