import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export const VERIFY_RESET_OTP_PATH = '/api/users/update-password';

/** Verifies the password-reset OTP (the spec's "update-password" call). */
export async function verifyResetOtp(input: ApiSchema<'UpdatePasswordDto'>): Promise<void> {
  await api.patch<unknown>(VERIFY_RESET_OTP_PATH, input);
}
