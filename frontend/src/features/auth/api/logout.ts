import { api } from '@/lib/api-client';
import { forgetLegacySessionHint } from '@/lib/session-hint';

export const LOGOUT_PATH = '/api/users/logout-user';

export async function logoutUser(): Promise<void> {
  await api.post<unknown>(LOGOUT_PATH);
  forgetLegacySessionHint();
}
