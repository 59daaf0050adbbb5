import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { APP_QUEUES } from './app.queues';
import { QueueModule } from './queue/queue.module';
import { SeedModule } from './seed/seed.module';
import { StorageModule } from './storage/storage.module';
import { UsersModule } from './users/users.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { DocumentsModule } from './documents/documents.module';
import { UploadsModule } from './uploads/uploads.module';
import { BookmarksModule } from './bookmarks/bookmarks.module';
import { FeedbackModule } from './feedback/feedback.module';
import { ReportsModule } from './reports/reports.module';
import { NotificationsModule } from './notifications/notifications.module';
import { RequestsModule } from './requests/requests.module';
import { AnswerKeysModule } from './answer-keys/answer-keys.module';
import { RateLimitModule } from './common/throttling/rate-limit.module';

/**
 * Infrastructure first, then the feature modules. Every ROLE builds the same graph: ROLE=api skips
 * the job processors (QueueService.register) and ROLE=worker serves no API (worker.factory.ts).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        StorageModule,
        QueueModule.forRoot(APP_QUEUES),
        MailModule,
        MetricsModule,
        HealthModule,
        // Feature modules
        AuthModule,
        // After AuthModule: its guard runs after authentication, so limits can count users by id.
        RateLimitModule,
        UsersModule,
        CatalogueModule,
        DocumentsModule,
        UploadsModule,
        BookmarksModule,
        ReportsModule,
        FeedbackModule,
        NotificationsModule,
        RequestsModule,
        AnswerKeysModule,
        SeedModule,
      ],
    };
  }
}
