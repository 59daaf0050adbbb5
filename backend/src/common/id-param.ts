import { Param, ParseIntPipe, ParseUUIDPipe } from '@nestjs/common';
import { invalidId, invalidYear } from './common.errors';

/** A route parameter that must be a UUID: anything else is 400 REQUEST.INVALID_ID (never a 500 from the database). */
export const IdParam = (name: string) => Param(name, new ParseUUIDPipe({ exceptionFactory: () => invalidId(name) }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Years of study: the schema's check constraints (courses.duration, subjects.year, documents.year). */
export const YEAR_OF_STUDY = { min: 1, max: 10 } as const;

const yearError = (name: string) => invalidYear(name, YEAR_OF_STUDY.min, YEAR_OF_STUDY.max);

/** A year of study in a path (`/…/{year}/…`): an integer 1–10, else 400 REQUEST.INVALID_YEAR. */
export const YearParam = (name = 'year') =>
  Param(name, new ParseIntPipe({ exceptionFactory: () => yearError(name) }), {
    transform: (year: number) => {
      if (year < YEAR_OF_STUDY.min || year > YEAR_OF_STUDY.max) throw yearError(name);
      return year;
    },
  });
