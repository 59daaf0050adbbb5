import { USERNAME_MAX, USERNAME_MIN } from './dto/username-rule';

/**
 * A valid username derived from a display name or an e-mail's local part (Google sign-in):
 * disallowed characters dropped, trimmed to fit, padded when too short.
 */
export function baseUsername(...sources: (string | undefined)[]): string {
  for (const source of sources) {
    const cleaned = (source ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '.')
      .replace(/[^a-zA-Z0-9_.-]/g, '')
      .replace(/^[._-]+|[._-]+$/g, '')
      .slice(0, USERNAME_MAX - 4);
    if (cleaned.length >= USERNAME_MIN) return cleaned;
    if (cleaned.length > 0) return `${cleaned}user`.slice(0, USERNAME_MAX - 4);
  }
  return 'user';
}

/** The n-th candidate for a base: the base itself, then base2, base3, … (always ≤ 30 chars). */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base.slice(0, USERNAME_MAX);
  const suffix = String(attempt);
  return `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
}
