/**
 * ROLE=worker: the whole module graph as an application context (no API routes are bound), so the
 * `mail` and `thumbnails` processors run with the same services as in the all-in-one app, plus a
 * small HTTP server on PORT that answers only GET /api/health (the API's shape) and GET /metrics.
 */
import type { Server } from 'node:http';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Fastify, { FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import { appLogger } from './common/app-logger';
import { registerRequestContext, requestIdFor } from './common/request-context';
import { AppConfig } from './config/app-config';
import { compileTrustProxy } from './config/trust-proxy';
import { httpServerOptions, limitConnections } from './common/connection-limits';
import { HealthService } from './health/health.service';
import { registerMetrics } from './metrics/metrics.http';
import { MetricsService } from './metrics/metrics.service';
import { CommonCode } from './common/common.errors';
import { HealthCode, HEALTH_DEGRADED_MESSAGE } from './health/health.errors';

export interface WorkerApp {
  context: INestApplicationContext;
  http: FastifyInstance;
  /** The node:http server (for supertest, and to drain at shutdown). */
  server: Server;
  listen(port: number, host: string): Promise<void>;
  /** Closes the HTTP server, lets running jobs finish (bounded), then closes the pools. */
  close(): Promise<void>;
}

export async function createWorker(config: AppConfig): Promise<WorkerApp> {
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: appLogger(config.logLevel),
    abortOnError: false,
  });
  // Always a function (config/trust-proxy.ts): Fastify itself ignores a bare hop count.
  const trustProxy = compileTrustProxy(config.trustProxy);
  const http = Fastify({ trustProxy, http: httpServerOptions(), genReqId: requestIdFor, logger: false });
  // The same head timeout and connection caps as the API's server (common/connection-limits.ts).
  limitConnections(http.server, trustProxy);
  try {
    registerRequestContext(http);
    registerMetrics(http, context.get(MetricsService), config);
    const health = context.get(HealthService);
    http.get('/api/health', async (request, reply) => {
      const result = await health.report();
      if (result.status === 'ok') return { success: true, statusCode: 200, message: 'OK', data: result };
      return reply.status(503).send({
        success: false,
        statusCode: 503,
        code: HealthCode.DEGRADED,
        message: HEALTH_DEGRADED_MESSAGE,
        details: result,
        requestId: String(request.id),
      });
    });
    http.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        success: false,
        statusCode: 404,
        code: CommonCode.ROUTE_NOT_FOUND,
        message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''} (this process is a worker)`,
        requestId: String(request.id),
      }),
    );
    http.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
      const statusCode = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
      return reply.status(statusCode).send({
        success: false,
        statusCode,
        code: statusCode === 500 ? CommonCode.INTERNAL_ERROR : CommonCode.REQUEST_INVALID,
        message: statusCode === 500 ? 'Internal server error. Try again later' : error.message,
        requestId: String(request.id),
      });
    });
    await http.ready();
  } catch (error) {
    await context.close();
    throw error;
  }

  return {
    context,
    http,
    server: http.server,
    listen: async (port, host) => {
      await http.listen({ port, host });
    },
    close: async () => {
      await http.close();
      await context.close();
    },
  };
}
