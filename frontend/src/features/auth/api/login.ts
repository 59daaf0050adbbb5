import { api } from '@/lib/api-client';
import { markSessionStarted } from '@/lib/session-hint';
import type { User } from '../types';

export const LOGIN_PATH = '/api/users/login-user';
/** 403 code: the right password, but the account had many failed logins; a code was mailed. */
export const STEP_UP_REQUIRED = 'AUTH.STEP_UP_REQUIRED';

export interface LoginInput {
  email: string;
  password: string;
  /** 'Remember me': false keeps the session cookies only until the browser closes. */
  rememberMe?: boolean;
  /** The 4-digit code mailed after a STEP_UP_REQUIRED answer. */
  otp?: string;
}

/** Logs in; the server sets the session cookies and answers with the user. */
export async function loginUser(input: LoginInput): Promise<User> {
  const user = await api.post<User>(LOGIN_PATH, input);
  markSessionStarted();
  return user;
}
