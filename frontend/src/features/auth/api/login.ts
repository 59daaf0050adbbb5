import { api } from '@/lib/api-client';
import type { User } from '../types';

export const LOGIN_PATH = '/api/users/login-user';

export interface LoginInput {
  email: string;
  password: string;
  /** 'Remember me': false keeps the session cookies only until the browser closes. */
  rememberMe?: boolean;
}

/** Logs in; the server sets the session cookies and answers with the user. */
export function loginUser(input: LoginInput): Promise<User> {
  return api.post<User>(LOGIN_PATH, input);
}
