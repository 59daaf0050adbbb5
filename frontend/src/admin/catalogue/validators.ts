/** The add and edit forms' rules (spec §5: every field required; duration and year numbers). */
import { maxLength, maxValue, minValue, number, required, type Validator } from 'react-admin';

/** The server's limits (backend catalogue DTOs), so a form says so before saving. */
export const validateName = [required(), maxLength(200)];
export const validateAbbreviation = [required(), maxLength(50)];
/** A course's duration and a subject's year of study: whole years, 1 to 10. */
export const validateYears = [required(), number(), minValue(1), maxValue(10)];

/** A subject's code (optional): letters, digits, spaces and dashes, up to 20. */
export const validateCode = [
  maxLength(20),
  ((value: unknown) =>
    typeof value === 'string' && !/^[A-Za-z0-9 -]*$/.test(value)
      ? 'Only letters, digits, spaces and dashes'
      : undefined) satisfies Validator,
];

/** Aliases (optional): up to 10, each 1–40 characters once trimmed. */
export const validateAliases: Validator = (value: unknown) => {
  if (!Array.isArray(value)) return undefined;
  const aliases = value as unknown[];
  if (aliases.length > 10) return 'At most 10 aliases';
  const long = aliases.find((alias) => typeof alias === 'string' && alias.trim().length > 40);
  return typeof long === 'string' ? `“${long.slice(0, 20)}…” is longer than 40 characters` : undefined;
};
