import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { QueueModule } from './queue/queue.module';
import { SeedModule } from './seed/seed.module';
import { StorageModule } from './storage/storage.module';

/** Infrastructure first, then the feature modules. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        StorageModule,
        QueueModule,
        MailModule,
        HealthModule,
        // Feature modules
        SeedModule,
      ],
    };
  }
}
