import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export const RESET_PASSWORD_PATH = '/api/users/change-forget-password';

/** Sets a new password after the reset OTP was verified. */
export async function resetPassword(input: ApiSchema<'ChangeForgetPasswordDto'>): Promise<void> {
  await api.patch<unknown>(RESET_PASSWORD_PATH, input);
}
