/** The add and edit forms' rules (spec §5: every field required; duration and year numbers). */
import { maxLength, maxValue, minValue, number, required } from 'react-admin';

/** The server's limits (backend catalogue DTOs), so a form says so before saving. */
export const validateName = [required(), maxLength(200)];
export const validateAbbreviation = [required(), maxLength(50)];
/** A course's duration and a subject's year of study: whole years, 1 to 10. */
export const validateYears = [required(), number(), minValue(1), maxValue(10)];
