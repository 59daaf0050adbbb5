import type { AppConfig } from '../../src/config/app-config';
import { QueueService } from '../../src/queue/queue.service';

/** A QueueService outside Nest, started as Nest would start it (BullMQ is loaded at module init). */
export async function startQueue(config: AppConfig): Promise<QueueService> {
  const queue = new QueueService(config);
  await queue.onModuleInit();
  return queue;
}
