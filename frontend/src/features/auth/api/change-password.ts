import { api } from '@/lib/api-client';

export const CHANGE_PASSWORD_PATH = '/api/users/change-password';

export async function changePassword(input: { newPassword: string; oldPassword: string }): Promise<void> {
  await api.post<unknown>(CHANGE_PASSWORD_PATH, input);
}
