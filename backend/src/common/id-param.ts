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

/** Years of study: the schema's check constraints (courses.duration, subjects.year, documents.year). */
export const YEAR_OF_STUDY = { min: 1, max: 10 } as const;

const invalidYear = (name: string) =>
  badRequest(
    'REQUEST.INVALID_YEAR',
    `${name} must be a whole number from ${YEAR_OF_STUDY.min} to ${YEAR_OF_STUDY.max}`,
  );

/** A year of study in a path (`/…/{year}/…`): an integer 1–10, else 400 REQUEST.INVALID_YEAR. */
export const YearParam = (name = 'year') =>
  Param(name, new ParseIntPipe({ exceptionFactory: () => invalidYear(name) }), {
    transform: (year: number) => {
      if (year < YEAR_OF_STUDY.min || year > YEAR_OF_STUDY.max) throw invalidYear(name);
      return year;
    },
  });
