import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminReportsController } from './admin-reports.controller';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** Owns reports on documents and their moderation. */
@Module({
  imports: [DocumentsModule, NotificationsModule],
  controllers: [ReportsController, AdminReportsController],
  providers: [ReportsRepository, ReportsService],
})
export class ReportsModule {}
