import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app-exception';
import { defineErrorCodes } from '../common/error-codes';

/** The code of a readiness check that found a dependency down (API and worker alike). */
export const HealthCode = defineErrorCodes('health', {
  DEGRADED: 'HEALTH.DEGRADED',
});

export const HEALTH_DEGRADED_MESSAGE = 'A dependency is down';

/** 503 HEALTH.DEGRADED with the report naming what is down (the API's route; the worker sends the same shape). */
export const healthDegraded = (report: object) =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, HealthCode.DEGRADED, HEALTH_DEGRADED_MESSAGE, undefined, {
    ...report,
  });
