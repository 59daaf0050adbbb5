import { Counter, Histogram, Registry } from 'prom-client';
import { RequestMetrics } from './request-metrics';

const BOUNDS = [0.005, 0.01, 0.1, 1];

/** The same observations through prom-client's own Histogram and Counter. */
function reference(observations: [string, string | undefined, number, number][]): Registry {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'papershelf_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: BOUNDS,
    registers: [registry],
  });
  const requests = new Counter({
    name: 'papershelf_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  for (const [method, route, status, seconds] of observations) {
    const labels = { method: method === 'BREW' ? 'OTHER' : method, route: route ?? '(unmatched)' };
    duration.observe({ ...labels, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    requests.inc({ ...labels, status: String(status) });
  }
  return registry;
}

describe('RequestMetrics', () => {
  const observations: [string, string | undefined, number, number][] = [
    ['GET', '/api/documents', 200, 0.004],
    ['GET', '/api/documents', 200, 0.005],
    ['GET', '/api/documents', 200, 0.02],
    ['GET', '/api/documents', 304, 3],
    ['GET', '/api/documents', 404, 0.2],
    ['POST', '/api/papers', 201, 0.5],
    ['GET', undefined, 404, 0.001],
    ['BREW', undefined, 404, 0.001],
  ];

  it('writes the exposition prom-client’s Histogram and Counter write for the same requests', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(registry, BOUNDS);
    for (const [method, route, status, seconds] of observations) metrics.observe(method, route, status, seconds);
    expect(await registry.metrics()).toBe(await reference(observations).metrics());
  });

  it('starts empty and empties again on a registry reset', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(registry, BOUNDS);
    const empty = await registry.metrics();
    expect(empty).toBe(await reference([]).metrics());
    metrics.observe('GET', '/api/health', 200, 0.001);
    expect(await registry.metrics()).not.toBe(empty);
    registry.resetMetrics();
    expect(await registry.metrics()).toBe(empty);
  });
});
