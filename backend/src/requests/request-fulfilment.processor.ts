import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueueService } from '../queue/queue.service';
import './request-fulfilment.job';
import { RequestsService } from './requests.service';

/** Runs the `requests` jobs (RequestsService.fulfil, idempotent: a retried job changes nothing more). */
@Injectable()
export class RequestFulfilmentProcessor implements OnModuleInit {
  constructor(
    private readonly queue: QueueService,
    private readonly requests: RequestsService,
  ) {}

  onModuleInit(): void {
    this.queue.register('requests', {
      concurrency: 2,
      handle: async (job) => {
        await this.requests.fulfil(job.documentId);
      },
      summarize: (job) => `document ${job.documentId}`,
    });
  }
}
