import { Global, Module } from '@nestjs/common';
import { OutboxRelay } from './outbox.relay';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { OutboxStats } from './outbox.stats';
import { QueueService } from './queue.service';

@Global()
@Module({
  providers: [QueueService, OutboxRepository, OutboxRelay, OutboxService, OutboxStats],
  exports: [QueueService, OutboxService, OutboxStats],
})
export class QueueModule {}
