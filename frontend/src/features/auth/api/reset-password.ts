import { api } from '@/lib/api-client';

export const RESET_PASSWORD_PATH = '/api/users/change-forget-password';

/** Sets a new password after the reset OTP was verified. */
export async function resetPassword(input: { newPassword: string; email: string }): Promise<void> {
  await api.patch<unknown>(RESET_PASSWORD_PATH, input);
}
