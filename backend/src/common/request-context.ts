/**
 * Owns the request id's journey: the id Fastify gives each request (or the caller's own
 * `X-Request-Id`), kept in an AsyncLocalStorage while the request is handled, stored with every
 * job the request enqueues, and restored while a worker runs that job, so log lines on both sides
 * carry it (see AppLogger).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface LogContext {
  requestId?: string;
  /** `queue#jobId` while a job runs. */
  job?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** A caller-supplied id is kept only when it is short and plain (it lands in logs). */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's genReqId: the caller's X-Request-Id when acceptable, else a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

export function runWithContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): LogContext | undefined {
  return storage.getStore();
}

/** The id of the request being handled, if any (jobs enqueued now carry it). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The contexts entered for each request, ended with its response. */
const contexts = new WeakMap<object, LogContext[]>();

function enter(request: { id: unknown }, done: () => void): void {
  const context: LogContext = { requestId: String(request.id) };
  const entered = contexts.get(request);
  if (entered) entered.push(context);
  else contexts.set(request, [context]);
  runWithContext(context, done);
}

/**
 * Handles every request inside its own context. Entered again before the handler because body
 * parsing resumes from the socket's events, outside the context entered at onRequest. The context
 * ends with the response: timers started during the request (a relay's next poll) outlive it and
 * must not lend its id to jobs that other requests enqueued.
 */
export function registerRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    enter(request, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    enter(request, done);
  });
  const end = (request: object) => {
    for (const context of contexts.get(request) ?? []) context.requestId = undefined;
  };
  // Callback hooks, not async ones: an async hook costs Fastify a promise and a tick per request.
  fastify.addHook('onResponse', (request, _reply, done) => {
    end(request);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    end(request);
    done();
  });
}
