import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { RateLimitName } from '../../config/rate-limits';

export const RATE_LIMITED_BY = 'papershelf:rate-limited-by';

/**
 * Applies the named throttlers to a route. Their limits come from configuration (RATE_LIMITS),
 * so `@Throttle` is given only the names; a throttler not named on a route skips it.
 */
export const RateLimit = (...names: RateLimitName[]) =>
  applyDecorators(Throttle(Object.fromEntries(names.map((name) => [name, {}]))), SetMetadata(RATE_LIMITED_BY, names));
