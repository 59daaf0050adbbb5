import { api } from '@/lib/api-client';
import type { ApiSchema, ErrorCode } from '@/lib/api-types';
import type { User } from '../types';

export const UPDATE_PROFILE_PATH = '/api/users/update-profile';
export const COMPLETE_REGISTRATION_PATH = '/api/users/complete-registration';
/** The avatar as a multipart file (README, "Deviations": the spec sends it as a data URL). */
export const AVATAR_PATH = '/api/users/avatar';

/** The profile fields the API takes (openapi.json), as typed in the form. */
type ProfileFieldName = Exclude<keyof ApiSchema<'UpdateProfileDto'>, 'avatar' | 'currentPassword'>;

export type ProfileInput = { [Field in ProfileFieldName]: string } & {
  /** The account password, needed (only) when the e-mail changes; sent as typed. */
  currentPassword?: string;
};

/** Refusals of an e-mail change (the server's codes). */
export const EMAIL_CHANGE_CODES = {
  passwordRequired: 'USER.CURRENT_PASSWORD_REQUIRED',
  wrongPassword: 'AUTH.WRONG_PASSWORD',
  noPassword: 'USER.PASSWORD_NOT_SET',
} as const satisfies Record<string, ErrorCode>;

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

/**
 * Sends the picked image as it is (multipart, streamed by the server), never as a data URL in
 * JSON: a third larger, and every byte of it parsed on the server's event loop.
 */
export function uploadAvatar(file: Blob, filename = 'avatar'): Promise<User> {
  const form = new FormData();
  form.append('avatar', file, filename);
  return api.put<User>(AVATAR_PATH, form);
}

export async function completeRegistration(): Promise<void> {
  await api.post<unknown>(COMPLETE_REGISTRATION_PATH);
}
