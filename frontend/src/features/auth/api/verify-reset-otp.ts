import { api } from '@/lib/api-client';

export const VERIFY_RESET_OTP_PATH = '/api/users/update-password';

/** Verifies the password-reset OTP (the spec's "update-password" call). */
export async function verifyResetOtp(input: { otp: string; email: string }): Promise<void> {
  await api.patch<unknown>(VERIFY_RESET_OTP_PATH, input);
}
