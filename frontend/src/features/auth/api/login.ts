import { api } from '@/lib/api-client';
import type { ApiSchema, ErrorCode } from '@/lib/api-types';
import type { User } from '../types';

export const LOGIN_PATH = '/api/users/login-user';
/** 403 code: the right password, but the account had many failed logins; a code was mailed. */
export const STEP_UP_REQUIRED = 'AUTH.STEP_UP_REQUIRED' satisfies ErrorCode;

/**
 * `rememberMe: false` ('Remember me' unticked) keeps the session cookies only until the browser
 * closes; `otp` is the 4-digit code mailed after a STEP_UP_REQUIRED answer.
 */
export type LoginInput = ApiSchema<'LoginUserDto'>;

/** Logs in; the server sets the session cookies (and the signedIn hint) and answers with the user. */
export async function loginUser(input: LoginInput): Promise<User> {
  return api.post<User>(LOGIN_PATH, input);
}
