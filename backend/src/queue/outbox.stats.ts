import { Injectable } from '@nestjs/common';
import { OutboxRepository } from './outbox.repository';

/** The outbox backlog for /metrics: rows not yet handed to the queue, and the oldest one's age. */
@Injectable()
export class OutboxStats {
  constructor(private readonly repository: OutboxRepository) {}

  pending(): Promise<{ count: number; oldestSeconds: number }> {
    return this.repository.backlog();
  }
}
