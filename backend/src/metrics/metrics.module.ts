import { Global, Module } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/**
 * Prometheus metrics for every role. GET /metrics is registered on the HTTP server itself
 * (metrics.http.ts), outside the JSON API and its OpenAPI document.
 */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}
