import { APP_QUEUES } from '../../src/app.queues';
import type { AppConfig } from '../../src/config/app-config';
import { QueueService } from '../../src/queue/queue.service';

/** A QueueService outside Nest, started as Nest would start it (the driver is chosen at module init). */
export async function startQueue(config: AppConfig): Promise<QueueService> {
  const queue = new QueueService(config, APP_QUEUES);
  await queue.onModuleInit();
  return queue;
}
