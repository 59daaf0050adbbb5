import { api } from '@/lib/api-client';

/** Path spelled as in the spec. */
export const RESEND_VERIFICATION_PATH = '/api/users/resend-verfication-email';

export async function resendVerificationEmail(): Promise<void> {
  await api.post<unknown>(RESEND_VERIFICATION_PATH);
}
