import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { currentContext } from './request-context';

/** LOG_LEVEL → the Nest levels it includes (`silent` turns logging off). */
export function nestLogLevels(level: string): LogLevel[] | false {
  const order: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug'];
  const cut = { silent: -1, fatal: 0, error: 1, warn: 2, info: 3, debug: 4 }[level] ?? 3;
  return cut < 0 ? false : order.slice(0, cut + 1);
}

/**
 * Nest's console logger, plus the request id (and the job, in a worker) of the work in progress:
 * `[Mail] Mail to a@b.c: "…" sent { requestId: '…', job: 'mail#12' }`.
 */
export class AppLogger extends ConsoleLogger {
  protected override printMessages(
    messages: unknown[],
    context?: string,
    logLevel?: LogLevel,
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    const current = Object.entries(currentContext() ?? {}).filter(([, value]) => value !== undefined);
    const merged = current.length > 0 ? { ...Object.fromEntries(current), ...params } : params;
    super.printMessages(messages, context, logLevel, writeStreamType, errorStack, merged);
  }
}

/** The logger NestFactory gets for LOG_LEVEL; colours only on a terminal (not in collected logs). */
export function appLogger(level: string): AppLogger | false {
  const levels = nestLogLevels(level);
  return levels === false ? false : new AppLogger({ logLevels: levels, colors: process.stdout.isTTY === true });
}
