import { Param, ParseIntPipe, ParseUUIDPipe } from '@nestjs/common';
import { badRequest } from './app-exception';

/** A route parameter that must be a UUID: anything else is 400 REQUEST.INVALID_ID (never a 500 from the database). */
export const IdParam = (name: string) =>
  Param(
    name,
    new ParseUUIDPipe({ exceptionFactory: () => badRequest('REQUEST.INVALID_ID', `${name} must be a UUID`) }),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A year of study in a path (`/…/{year}/…`): an integer 1–10, else 400 REQUEST.INVALID_YEAR. */
export const YearParam = (name = 'year') =>
  Param(
    name,
    new ParseIntPipe({ exceptionFactory: () => badRequest('REQUEST.INVALID_YEAR', `${name} must be a whole number`) }),
  );
