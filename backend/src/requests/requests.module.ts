import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { RequestFulfilmentProcessor } from './request-fulfilment.processor';
import { AdminRequestsController } from './admin-requests.controller';
import { RequestsController } from './requests.controller';
import { RequestsRepository } from './requests.repository';
import { RequestsService } from './requests.service';

/**
 * Owns requests for missing documents (issue 27) and their fulfilment: the upload writes a
 * `requests` job to the outbox with the document's row (request-fulfilment.job.ts); this module
 * runs it. Documents never import this module (only the job's declaration file).
 */
@Module({
  imports: [CatalogueModule, UsersModule, NotificationsModule],
  controllers: [RequestsController, AdminRequestsController],
  providers: [RequestsRepository, RequestsService, RequestFulfilmentProcessor],
  exports: [RequestsService],
})
export class RequestsModule {}
