import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppThrottlerGuard } from './app-throttler.guard';
import { throttlersFor } from './throttlers';
import { AppThrottlerStorage } from './throttler.storage';

@Module({ providers: [AppThrottlerStorage], exports: [AppThrottlerStorage] })
class ThrottlerStorageModule {}

/**
 * Every rate limit of the app: @nestjs/throttler with one named throttler per limit (routes opt
 * in with @RateLimit), one storage shared by all instances (Redis when configured) and the app's
 * 429 contract. Import it after the auth module so its guard runs after authentication and can
 * count signed-in users by id.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [ThrottlerStorageModule],
      inject: [APP_CONFIG, AppThrottlerStorage],
      useFactory: (config: AppConfig, storage: AppThrottlerStorage) => ({
        throttlers: throttlersFor(config.rateLimits),
        storage,
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AppThrottlerGuard }],
})
export class RateLimitModule {}
