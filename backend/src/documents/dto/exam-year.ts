/**
 * A document's exam year (issue 26): the calendar year or academic session printed on the paper,
 * `2023` or `2023-24`. One rule for the upload, the feed's filter, the cursor and the column's
 * check (migration 0013); the frontend's upload form repeats it (features/documents/lib/exam-year.ts).
 */
import { ValidateBy } from 'class-validator';

export const EXAM_YEAR_PATTERN = '^(19|20)\\d{2}(-\\d{2})?$';
const EXAM_YEAR = new RegExp(EXAM_YEAR_PATTERN);

export const EXAM_YEAR_EXAMPLE = '2023-24';

/** Why `value` is not an exam year, or undefined when it is one. */
export function examYearProblem(value: string): string | undefined {
  if (!EXAM_YEAR.test(value)) {
    return 'examYear must be a year from 1900 to 2099 (e.g. 2023) or a session (e.g. 2023-24)';
  }
  if (value.length === 4) return undefined;
  const start = Number(value.slice(0, 4));
  const expected = String((start + 1) % 100).padStart(2, '0');
  if (value.slice(5) !== expected) {
    return `examYear ${value} is not a session: after ${start} comes ${start}-${expected}`;
  }
  return undefined;
}

export const isExamYear = (value: unknown): value is string =>
  typeof value === 'string' && examYearProblem(value) === undefined;

/** class-validator's check of an exam year; its message says what is wrong with this one. */
export const IsExamYear = () =>
  ValidateBy({
    name: 'isExamYear',
    validator: {
      validate: isExamYear,
      defaultMessage: (args) =>
        typeof args?.value === 'string'
          ? (examYearProblem(args.value) ?? '')
          : 'examYear must be a string such as 2023 or 2023-24',
    },
  });
