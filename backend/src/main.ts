import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { AppConfig, loadConfig } from './config/app-config';
import { ConfigValidationError } from './config/env.validation';
import { QueueService } from './queue/queue.service';
import { drainHttp, exitGracefullyOnSignals } from './shutdown';
import { settleStartupMemory } from './startup-memory';
import { createWorker } from './worker.factory';

/** ROLE=all and ROLE=api: the HTTP API (and, for all, the job processors). */
async function runApi(config: AppConfig): Promise<void> {
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  settleStartupMemory();
  exitGracefullyOnSignals(async () => {
    // HTTP and jobs drain side by side; the pools close only after both.
    await Promise.all([drainHttp(app.getHttpServer()), app.get(QueueService).stopWorkers()]);
    await app.close();
  });
  const what = config.role === 'api' ? 'API (jobs are run by workers)' : 'API and jobs';
  new Logger('PaperShelf').log(`${what} listening on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

/** ROLE=worker: the mail and thumbnails processors, plus /api/health and /metrics on PORT. */
async function runWorker(config: AppConfig): Promise<void> {
  const worker = await createWorker(config);
  await worker.listen(config.port, config.host);
  settleStartupMemory();
  exitGracefullyOnSignals(async () => {
    await Promise.all([drainHttp(worker.server), worker.context.get(QueueService).stopWorkers()]);
    await worker.close();
  });
  new Logger('PaperShelf').log(
    `Worker running jobs (concurrency ${config.worker.concurrency}); health and metrics on port ${config.port}`,
  );
}

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await (config.role === 'worker' ? runWorker(config) : runApi(config));
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
