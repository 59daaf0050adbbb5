/**
 * What every request must satisfy before a controller sees it, so that no single request can
 * stall the process or act for a user from another site:
 * - bodies: JSON only (multipart only on routes that declare it, @AcceptsMultipart), at most
 *   JSON_BODY_LIMIT bytes unless a route declares more (@JsonBodyLimit), and a bounded shape
 *   (depth and number of values, checked by a linear scan before JSON.parse);
 * - query strings: a bounded number of parameters;
 * - state-changing requests from a browser must come from our own origin (Origin, else
 *   Referer, against PUBLIC_URL), which closes login CSRF and cross-site form posts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { DEFAULT_JSON_SHAPE, jsonShapeProblem } from './json-shape';
import { mergeRouteConfig } from './route-config';
import { crossOrigin, illFormedText, textTooLong, tooComplex, unsupportedMediaType } from './common.errors';

/** Every JSON route's body limit unless it declares its own. The largest DTO is a few KB. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Query parameters per request (the widest list route reads five). */
export const MAX_QUERY_PARAMS = 32;
/** Vite's dev server, the only other origin allowed outside production. */
export const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

interface BodyPolicy {
  /** Route-level Fastify bodyLimit (bytes) for JSON bodies. */
  bodyLimit?: number;
  /** Top-level fields that may hold more than MAX_TEXT_LENGTH characters (e.g. a data URL). */
  longTextFields?: string[];
  /** The route reads multipart/form-data (and nothing else). */
  multipart?: boolean;
}

/**
 * This route takes a larger JSON body than JSON_BODY_LIMIT, in the named top-level fields only
 * (e.g. an avatar as a data URL); every other string keeps the MAX_TEXT_LENGTH bound.
 */
export const JsonBodyLimit = (bytes: number, longTextFields: string[]) =>
  mergeRouteConfig({ bodyLimit: bytes, longTextFields } satisfies BodyPolicy);
/** This route reads a multipart/form-data body; JSON is refused there. */
export const AcceptsMultipart = () => mergeRouteConfig({ multipart: true } satisfies BodyPolicy);

/**
 * The longest string any JSON field may carry (the longest form field, feedback, allows 5 000).
 * Checked before validation: a validator's length rules are linear but slow per character on
 * megabytes of emoji, and a bound here keeps every body's validation cost small.
 */
export const MAX_TEXT_LENGTH = 20_000;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The first string (keys included) that is ill-formed UTF-16 or too long. A lone surrogate is
 * valid JSON but not text: validators and encoders throw on it. Only the route's named top-level
 * fields may exceed MAX_TEXT_LENGTH. The shape bound keeps this walk short.
 */
function textProblem(value: unknown, longFields: ReadonlySet<string>): 'ill-formed' | { field: string } | undefined {
  if (!wellFormedText(value)) return 'ill-formed';
  return tooLongText(value, '', longFields);
}

/** The first over-long string or key under `field`; `longFields` exempts top-level strings only. */
function tooLongText(item: unknown, field: string, longFields?: ReadonlySet<string>): { field: string } | undefined {
  if (typeof item === 'string') return item.length > MAX_TEXT_LENGTH ? { field: field || 'body' } : undefined;
  // [path, key, value]: array elements keep their array's path and have no key of their own.
  const entries: [string, string, unknown][] = Array.isArray(item)
    ? item.map((element): [string, string, unknown] => [field, '', element])
    : item !== null && typeof item === 'object'
      ? Object.entries(item).map(([key, element]): [string, string, unknown] => [
          field ? `${field}.${key}` : key,
          key,
          element,
        ])
      : [];
  for (const [path, key, element] of entries) {
    if (key.length > MAX_TEXT_LENGTH) return { field: key.slice(0, 40) };
    if (longFields?.has(path) && typeof element === 'string') continue;
    const found = tooLongText(element, path);
    if (found) return found;
  }
  return undefined;
}

/** Whether every string (keys included) in a parsed JSON value is well-formed UTF-16. */
/** In Unicode mode a paired surrogate is one code point, so only a lone one is category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

function wellFormedText(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormedText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => !LONE_SURROGATE.test(key) && wellFormedText(item));
  }
  return true;
}

function policyOf(request: FastifyRequest): BodyPolicy {
  return (request.routeOptions.config as BodyPolicy | undefined) ?? {};
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins a state-changing browser request may come from: PUBLIC_URL's, and outside
 * production also Vite's dev server and the host the request was sent to (so a local install
 * opened as 127.0.0.1 instead of localhost still works).
 */
function allowedOrigin(config: AppConfig, request: FastifyRequest, origin: string): boolean {
  if (origin === originOf(config.publicUrl)) return true;
  if (config.env === 'production') return false;
  if (DEV_ORIGINS.includes(origin)) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

function checkOrigin(config: AppConfig, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!allowedOrigin(config, request, origin)) throw crossOrigin();
    return;
  }
  // Browsers send Origin on cross-site POSTs; Referer is the fallback some privacy modes leave.
  const referer = request.headers.referer;
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    if (!refererOrigin || !allowedOrigin(config, request, refererOrigin)) throw crossOrigin();
    return;
  }
  // Neither header: not a browser (curl, another service), which a cross-site form cannot be.
  if (request.headers['sec-fetch-site'] === 'cross-site') throw crossOrigin();
}

function countQueryParams(url: string): number {
  const start = url.indexOf('?');
  if (start < 0 || start === url.length - 1) return 0;
  let count = 1;
  for (let i = url.indexOf('&', start); i >= 0; i = url.indexOf('&', i + 1)) count += 1;
  return count;
}

/** Registers the parsers and hooks. Call before the app's routes are registered (app.init()). */
export function registerHttpHardening(fastify: FastifyInstance, config: AppConfig): void {
  // Route-level body limits declared with @JsonBodyLimit become Fastify's own bodyLimit.
  fastify.addHook('onRoute', (route) => {
    const bodyLimit = (route.config as BodyPolicy | undefined)?.bodyLimit;
    if (bodyLimit !== undefined) route.bodyLimit = bodyLimit;
  });

  // JSON with a bounded shape; no text/plain or form bodies (a cross-site form can send those).
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = jsonShapeProblem(text, DEFAULT_JSON_SHAPE);
    if (problem) {
      done(
        tooComplex(
          problem === 'depth'
            ? `JSON nested deeper than ${DEFAULT_JSON_SHAPE.maxDepth} levels is not accepted`
            : `JSON with more than ${DEFAULT_JSON_SHAPE.maxValues} values is not accepted`,
        ),
        undefined,
      );
      return;
    }
    // Fastify's own parser (proto/constructor poisoning refused); it answers through `done`.
    void parseJson(request, text, (error, value) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const problem = textProblem(value, new Set(policyOf(request).longTextFields ?? []));
      if (problem === 'ill-formed') done(illFormedText(), undefined);
      else if (problem) done(textTooLong(problem.field, MAX_TEXT_LENGTH), undefined);
      else done(null, value);
    });
  });

  const checkRequest = (request: FastifyRequest) => {
    if (countQueryParams(request.url) > MAX_QUERY_PARAMS) {
      throw tooComplex(`At most ${MAX_QUERY_PARAMS} query parameters are accepted`);
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    checkOrigin(config, request);
    if (!hasBody(request)) return;
    const multipart = policyOf(request).multipart === true;
    const type = mediaType(request);
    if (multipart ? type !== 'multipart/form-data' : type !== 'application/json') {
      throw unsupportedMediaType(multipart ? 'multipart/form-data' : 'application/json');
    }
  };
  // A callback hook, not an async one: an async hook costs Fastify a promise and a tick per request.
  fastify.addHook('onRequest', (request, _reply, done) => {
    try {
      checkRequest(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
