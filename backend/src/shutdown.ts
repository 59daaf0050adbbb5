/**
 * Graceful shutdown on SIGTERM/SIGINT (main.ts): stop accepting connections, let in-flight requests
 * and running jobs finish (each bounded), then close the app (queues, Redis, database pools) and
 * exit 0. Orchestrators wait ≈ 10–30 s before SIGKILL; the whole sequence is capped below that.
 */
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';

/** In-flight requests get this long; then their connections are cut. */
export const HTTP_DRAIN_MS = 10_000;
/** Past this the process exits 1 whatever is still closing. */
export const SHUTDOWN_LIMIT_MS = 25_000;

/**
 * Stops accepting connections and resolves once every open connection has ended: idle keep-alive
 * connections are closed at once and busy ones as soon as their response is sent. After `limitMs`
 * the rest are cut. Resolves true when everything finished in time.
 */
export function drainHttp(server: Server, limitMs = HTTP_DRAIN_MS): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (inTime: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(idle);
      clearTimeout(limit);
      resolve(inTime);
    };
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const limit = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, limitMs);
    // The callback runs once the last connection closed (or at once, with an error, if not listening).
    server.close(() => finish(true));
    server.closeIdleConnections();
  });
}

/** Runs `shutdown` once on the first SIGTERM or SIGINT, then exits (0 when it succeeded in time). */
export function exitGracefullyOnSignals(shutdown: (signal: NodeJS.Signals) => Promise<void>): void {
  const logger = new Logger('Shutdown');
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // `npm start` forwards the terminal's SIGINT, which the child also gets itself: count it once.
    if (started) return;
    started = true;
    const cap = setTimeout(() => {
      logger.error(`Still closing after ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    cap.unref();
    // Its synchronous start closes the listening socket(s); only then is the line true.
    const closing = shutdown(signal);
    logger.log(`${signal}: no new connections; finishing requests and jobs`);
    closing.then(
      () => {
        logger.log('Closed cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
