import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { User } from '../types';

export const VERIFY_EMAIL_PATH = '/api/users/verify-email';

/** Verifies the registration OTP of the signed-in (unverified) user. */
export function verifyEmail(otp: string): Promise<User> {
  return api.post<User>(VERIFY_EMAIL_PATH, { otp } satisfies ApiSchema<'VerifyEmailDto'>);
}
