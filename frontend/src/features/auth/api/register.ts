import { api } from '@/lib/api-client';
import type { User } from '../types';

export const REGISTER_PATH = '/api/users/register-user';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

export function registerUser(input: RegisterInput): Promise<User> {
  return api.post<User>(REGISTER_PATH, input);
}
