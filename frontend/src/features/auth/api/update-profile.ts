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
}

/** Sends only the filled fields: the server validates what it receives. */
export function updateProfile(input: ProfileInput): Promise<User> {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.trim() !== '') body[key] = value.trim();
  }
  return api.patch<User>(UPDATE_PROFILE_PATH, body);
}

export async function completeRegistration(): Promise<void> {
  await api.post<unknown>(COMPLETE_REGISTRATION_PATH);
}
