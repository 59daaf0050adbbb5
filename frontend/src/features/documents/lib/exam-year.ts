/**
 * The exam year's rule, as the server checks it (backend documents/dto/exam-year.ts): a year
 * 1900–2099 (`2023`) or a session whose second part is the next year (`2023-24`).
 */
const EXAM_YEAR = /^(19|20)\d{2}(-\d{2})?$/;

/** Why `value` (trimmed) is not an exam year; undefined when it is one or is empty (none). */
export function examYearProblem(value: string): string | undefined {
  const year = value.trim();
  if (year === '') return undefined;
  if (!EXAM_YEAR.test(year)) return 'Write a year such as 2023, or a session such as 2023-24';
  if (year.length === 4) return undefined;
  const start = Number(year.slice(0, 4));
  const next = String((start + 1) % 100).padStart(2, '0');
  return year.slice(5) === next ? undefined : `A session runs into the next year: ${String(start)}-${next}`;
}
