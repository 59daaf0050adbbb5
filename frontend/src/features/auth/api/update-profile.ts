import { api } from '@/lib/api-client';
import type { User } from '../types';

export const UPDATE_PROFILE_PATH = '/api/users/update-profile';
export const COMPLETE_REGISTRATION_PATH = '/api/users/complete-registration';

export interface ProfileInput {
  fullName: string;
  username: string;
  email: string;
  course: string;
  year: string;
  college: string;
  mobileNumber: string;
  /** A data URL; omitted when no new picture was chosen. */
  avatar?: string;
  /** The account password, needed (only) when the e-mail changes; sent as typed. */
  currentPassword?: string;
}

/** Refusals of an e-mail change (the server's codes). */
export const EMAIL_CHANGE_CODES = {
  passwordRequired: 'USER.CURRENT_PASSWORD_REQUIRED',
  wrongPassword: 'AUTH.WRONG_PASSWORD',
  noPassword: 'USER.PASSWORD_NOT_SET',
} as const;

/** Whether the typed e-mail differs from the stored one (then the current password is needed). */
export const emailChanged = (typed: string, stored: string): boolean =>
  typed.trim() !== '' && typed.trim().toLowerCase() !== stored.trim().toLowerCase();

/** Sends only the filled fields: the server validates what it receives. */
export function updateProfile(input: ProfileInput): Promise<User> {
  const { currentPassword, ...fields } = input;
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.trim() !== '') body[key] = value.trim();
  }
  if (currentPassword) body.currentPassword = currentPassword;
  return api.patch<User>(UPDATE_PROFILE_PATH, body);
}

export async function completeRegistration(): Promise<void> {
  await api.post<unknown>(COMPLETE_REGISTRATION_PATH);
}
