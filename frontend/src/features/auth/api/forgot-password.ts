import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export const FORGOT_PASSWORD_PATH = '/api/users/forgot-password';

/** Mails a password-reset OTP. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post<unknown>(FORGOT_PASSWORD_PATH, { email } satisfies ApiSchema<'ForgotPasswordDto'>);
}
