/**
 * The one canonical form of an e-mail address, used wherever an address enters (DTOs, Google
 * sign-in, ADMIN_EMAIL, the login throttler's key) and is stored or looked up (repositories).
 *
 * Unicode NFKC then case folding (upper- then lower-casing, which also folds ß → ss and final
 * sigma), then NFKC again. Without it, '\u212Aelvin@example.com' (KELVIN SIGN) is a second account
 * beside 'kelvin@example.com' that many mail systems deliver to the same mailbox, and a
 * full-width 'ａｄａ@example.com' squats 'ada@example.com'. Stored addresses are in this form
 * (migration 0007 normalised the existing rows), so the whole address is folded, local part too:
 * the lookups were already case-insensitive (`lower(email)` unique index).
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/** class-transformer helper: normalises strings, leaves anything else to the validators. */
export const normalizeEmailValue = (value: unknown): unknown =>
  typeof value === 'string' ? normalizeEmail(value) : value;
