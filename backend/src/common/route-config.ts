import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

/**
 * Adds entries to a handler's Fastify route config (`request.routeOptions.config`), keeping what
 * other decorators put there: Nest's own @RouteConfig() replaces the whole object, so a route with
 * a body limit and a response message would lose one of them.
 */
export function mergeRouteConfig(entries: Record<string, unknown>): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const current = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, unknown>) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...current, ...entries }, handler);
    return descriptor;
  };
}
