/**
 * Builds the configured Nest application (Fastify adapter, plugins, global pipes and filters,
 * Swagger, static frontend). Shared by main.ts, the tests and the OpenAPI generator.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import helmet from 'helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { compileTrustProxy } from './config/trust-proxy';
import { CONNECTION_LIMITS, ConnectionLimits, httpServerOptions, limitConnections } from './common/connection-limits';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { EnvelopeFastifyAdapter } from './common/envelope-adapter';
import { SpaFallback } from './common/spa-fallback';
import { createValidationPipe } from './common/validation.pipe';
import { DEV_ORIGINS, JSON_BODY_LIMIT, registerHttpHardening } from './common/http-hardening';
import { redactUrl } from './common/log-redaction';
import { appLogger } from './common/app-logger';
import { registerRequestContext, requestIdFor } from './common/request-context';
import { registerMetrics } from './metrics/metrics.http';
import { allErrorCodes } from './common/error-codes';
import { MetricsService } from './metrics/metrics.service';
import { CommonCode } from './common/common.errors';
import { DocumentsService } from './documents/documents.service';
import { documentLinkPreviews } from './documents/document-link-preview';

export function frontendDist(): string {
  return resolve(__dirname, '..', '..', 'frontend', 'dist');
}

export interface CreateAppOptions {
  /** Build the module graph without instantiating providers (OpenAPI generation). */
  preview?: boolean;
  /** Where the built frontend lives (tests use a folder of their own). */
  frontendDist?: string;
  /** Connection timeouts and caps (common/connection-limits.ts); tests shorten them. */
  connectionLimits?: Partial<ConnectionLimits>;
}

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const trustProxy = compileTrustProxy(config.trustProxy);
  const connectionLimits = { ...CONNECTION_LIMITS, ...options.connectionLimits };
  const adapter = new EnvelopeFastifyAdapter({
    // Off unless TRUST_PROXY names the proxies: otherwise any client could pick its own address.
    // Always a function (config/trust-proxy.ts): Fastify itself ignores a bare hop count.
    trustProxy,
    // A request head within 10 s of the connection, checked every second (Node: 60 s, every 30 s).
    http: httpServerOptions(connectionLimits),
    // Small for JSON routes; a route that needs more says so (@JsonBodyLimit), uploads stream.
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: requestIdFor,
    // Fastify refuses some URLs before any route runs (a path segment longer than maxParamLength,
    // broken percent-encoding): answer those in the one error shape too, not Fastify's own.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const statusCode = error.statusCode === 414 ? 414 : 400;
      void reply.status(statusCode).send({
        success: false,
        statusCode,
        code: statusCode === 414 ? CommonCode.REQUEST_URI_TOO_LONG : CommonCode.REQUEST_INVALID_URL,
        message: statusCode === 414 ? 'A part of the address is too long' : 'The address is not valid',
        requestId: String(request.id),
      });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: appLogger(config.logLevel),
    preview: options.preview,
    abortOnError: false,
    // Nest would add JSON and form-urlencoded parsers; http-hardening registers the only ones.
    bodyParser: false,
  });
  // Signals are handled by main.ts (graceful shutdown); tests and the OpenAPI generator close the app themselves.

  // Per-address and total connection caps, the body deadline and the upload minimum rate.
  limitConnections(app.getHttpServer(), trustProxy, connectionLimits);
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestContext(fastify);
  registerHttpHardening(fastify, config);
  if (!options.preview) registerMetrics(fastify, app.get(MetricsService), config);
  if (config.logLevel === 'info' || config.logLevel === 'debug') {
    fastify.addHook('onResponse', (request, reply, done) => {
      process.stdout.write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          level: 'info',
          msg: 'request',
          requestId: request.id,
          method: request.method,
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        })}\n`,
      );
      done();
    });
  }

  // Security headers. @fastify/helmet builds a new helmet() (parsing every CSP directive) on each
  // request; the policy is the same for every response, so it is built once here.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        scriptSrc: ["'self'"],
        // canvas-confetti draws in a worker it starts from a blob: URL (the upload celebration).
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'", 'https://accounts.google.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws instead of passing errors to its callback; it only sets headers here.
    securityHeaders(request.raw, reply.raw, () => undefined);
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    origin: config.env === 'production' ? false : DEV_ORIGINS,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });

  const dist = options.frontendDist ?? frontendDist();
  const spa = existsSync(join(dist, 'index.html')) ? SpaFallback.fromDist(dist) : undefined;
  if (spa) {
    const assets = join(dist, 'assets');
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // The build writes .br and .gz copies beside each file (frontend/vite.config.ts): the
      // best one the browser accepts is sent as is, with `Vary: Accept-Encoding`, and no
      // compression work per request. Files without copies (small ones) go uncompressed.
      preCompressed: true,
      // Source maps hold the whole source: the build keeps them out of dist (frontend/
      // vite.config.ts), and one left there by hand is still never served.
      allowedPath: (pathName) => !/\.map(\.gz|\.br)?$/i.test(pathName),
      setHeaders: (reply, path) => {
        // Vite's hashed asset names never change content, so they can be cached forever;
        // index.html names the current hashes, so it is checked on every load.
        if (path.startsWith(assets)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/[/\\]index\.html(\.br|\.gz)?$/.test(path)) void reply.header('cache-control', 'no-cache');
      },
    });
  }

  // Shared document links carry their preview tags (Open Graph) for chat apps and crawlers.
  if (spa && !options.preview) {
    spa.registerLinkPreviews(fastify, config.publicUrl, documentLinkPreviews(app.get(DocumentsService)));
  }

  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'auth/google', method: RequestMethod.ALL },
      { path: 'auth/google/callback', method: RequestMethod.ALL },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(spa));

  // Built on the first request to /api/docs (a few MB of a process's memory that most never need).
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}

export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('PaperShelf API')
    .setDescription(
      'Past exam papers and notes by college → course → branch → year → subject. ' +
        'Every success is `{ success, statusCode, message, data }`; every error is ' +
        '`{ success: false, statusCode, code, message, errors?, requestId }`.',
    )
    .setVersion('1.0')
    .addCookieAuth('accessToken')
    .addBearerAuth()
    .build();
  return listErrorCodes(wrapSuccessResponses(SwaggerModule.createDocument(app, builder)));
}

/**
 * The error envelope's `code` as an enum of every code the errors files define. Done here, once
 * every module is loaded: common/envelope.ts cannot name the feature modules' codes.
 */
function listErrorCodes(document: OpenAPIObject): OpenAPIObject {
  const envelope = document.components?.schemas?.ErrorEnvelopeDto as
    { properties?: Record<string, SchemaLike> } | undefined;
  const code = envelope?.properties?.code;
  if (!code) throw new Error('ErrorEnvelopeDto.code is missing from the OpenAPI document');
  code.enum = allErrorCodes();
  return document;
}

type SchemaLike = Record<string, unknown>;

/**
 * Controllers declare what they return; EnvelopeFastifyAdapter wraps it. Mirror that in the
 * contract: every 2xx JSON response schema becomes `{ success, statusCode, message, data: <schema> }`.
 */
function wrapSuccessResponses(document: OpenAPIObject): OpenAPIObject {
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem as Record<string, SchemaLike>)) {
      const responses = (
        operation as { responses?: Record<string, { content?: Record<string, { schema?: SchemaLike }> }> }
      ).responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const json = response.content?.['application/json'];
        if (!status.startsWith('2') || !json?.schema) continue;
        json.schema = {
          type: 'object',
          required: ['success', 'statusCode', 'message', 'data'],
          properties: {
            success: { type: 'boolean', example: true },
            statusCode: { type: 'integer', example: Number(status) },
            message: { type: 'string', example: 'OK' },
            data: json.schema,
          },
        };
      }
    }
  }
  return document;
}
