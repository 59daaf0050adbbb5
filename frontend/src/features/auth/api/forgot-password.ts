import { api } from '@/lib/api-client';

export const FORGOT_PASSWORD_PATH = '/api/users/forgot-password';

/** Mails a password-reset OTP. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post<unknown>(FORGOT_PASSWORD_PATH, { email });
}
