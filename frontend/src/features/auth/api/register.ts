import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { User } from '../types';

export const REGISTER_PATH = '/api/users/register-user';

export type RegisterInput = ApiSchema<'RegisterUserDto'>;

export function registerUser(input: RegisterInput): Promise<User> {
  return api.post<User>(REGISTER_PATH, input);
}
