/**
 * Load generation for the bench: closed-loop runs (a fixed number of connections, each sending its
 * next request when the last one is answered: the maximum throughput) and open-loop runs (a fixed
 * offered rate, whatever the server's answers do: latency measures the server, not a queue made by
 * the load generator).
 *
 * A request is one of `target.requests` ({ path, headers }), taken in turn; `target.ok` lists the
 * statuses that count as success. Latencies are the time from writing a request to its answer.
 */
import autocannon from 'autocannon';
import { staggered } from '../test/load/staggered.mjs';

/** More connections than this and autocannon's own CPU starts to matter on 2 cores. */
const MAX_OPEN_CONNECTIONS = Number(process.env.BENCH_OPEN_CONNECTIONS ?? 400);

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function requestsOf(target) {
  if (target.requests.length === 1) {
    const [only] = target.requests;
    return { url: `${target.base}${only.path}`, headers: only.headers ?? {} };
  }
  let next = 0;
  return {
    url: target.base,
    requests: [
      {
        setupRequest: (req) => {
          const pick = target.requests[next % target.requests.length];
          next += 1;
          return { ...req, path: pick.path, headers: { ...req.headers, ...(pick.headers ?? {}) } };
        },
      },
    ],
  };
}

function summarize(target, responses, failures, seconds, extra = {}) {
  const good = responses.filter(([status]) => target.ok.includes(status));
  const latencies = good.map(([, ms]) => ms).sort((a, b) => a - b);
  const badStatuses = {};
  for (const [status] of responses) {
    if (!target.ok.includes(status)) badStatuses[status] = (badStatuses[status] ?? 0) + 1;
  }
  const failureKinds = {};
  for (const kind of failures) failureKinds[kind] = (failureKinds[kind] ?? 0) + 1;
  return {
    rps: good.length / seconds,
    requests: responses.length + failures.length,
    ok: good.length,
    errors: responses.length - good.length + failures.length,
    errorKinds: { ...badStatuses, ...failureKinds },
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    ...extra,
  };
}

function runCannon(options, target, seconds, extra) {
  const responses = [];
  const failures = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        ...options,
        ...requestsOf(target),
        duration: seconds,
        timeout: 10,
        // Our own latencies (the 'response' events), never autocannon's coordinated-omission correction.
        ...(options.overallRate ? { ignoreCoordinatedOmission: true } : {}),
      },
      (error) => {
        if (error) reject(error);
        else resolve(summarize(target, responses, failures, seconds, extra?.()));
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => responses.push([status, ms]));
    instance.on('reqError', (error) => failures.push(error.code ?? error.message ?? 'error'));
  });
}

/** Closed loop: `connections` connections as fast as the server answers. */
export function closedLoop(target, { connections = 50, seconds }) {
  return runCannon({ connections }, target, seconds);
}

/** Open loop: a steady `rate` requests per second (at most MAX_OPEN_CONNECTIONS connections). */
export function openLoop(target, { rate, seconds }) {
  const offered = Math.max(1, Math.round(rate));
  const connections = Math.min(offered, MAX_OPEN_CONNECTIONS);
  const period = (1000 * connections) / offered;
  const counters = { late: 0, started: false };
  return runCannon(
    { connections, overallRate: offered, setupClient: staggered(connections, period, counters) },
    target,
    seconds,
    () => ({ offered, connections, late: counters.late }),
  );
}
