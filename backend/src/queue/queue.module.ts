import { DynamicModule, Global, Module } from '@nestjs/common';
import { QUEUE_DECLARATIONS, QueueDeclarations } from './jobs';
import { OutboxRelay } from './outbox.relay';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { OutboxStats } from './outbox.stats';
import { QueueService } from './queue.service';

/** Background jobs and the transactional outbox, for the queues the app declares (jobs.ts). */
@Global()
@Module({})
export class QueueModule {
  static forRoot(queues: QueueDeclarations): DynamicModule {
    return {
      module: QueueModule,
      providers: [
        { provide: QUEUE_DECLARATIONS, useValue: queues },
        QueueService,
        OutboxRepository,
        OutboxRelay,
        OutboxService,
        OutboxStats,
      ],
      exports: [QueueService, OutboxService, OutboxStats],
    };
  }
}
