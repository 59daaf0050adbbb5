import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export const CHANGE_PASSWORD_PATH = '/api/users/change-password';

export async function changePassword(input: ApiSchema<'ChangePasswordDto'>): Promise<void> {
  await api.post<unknown>(CHANGE_PASSWORD_PATH, input);
}
