/**
 * The e-mail format the forms check before sending (spec §5: "valid e-mail format"), shared by the
 * account forms and the contact form. Pragmatic on purpose: the server's rule (class-validator's
 * isEmail) is the authority, and a form shows its refusal on the field when it is stricter.
 */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** What a field says when the address breaks the rule. */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';
