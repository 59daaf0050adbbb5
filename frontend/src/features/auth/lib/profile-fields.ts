/**
 * The profile form's fields, shared by the 'Add Information' overlay and the dashboard's profile
 * screen: how a user maps to the fields (a value nobody filled in, null from the server, is an
 * empty field, never the text "null"), their labels, and which field a refusal is about.
 */
import { strings } from '@/config/strings';
import { fieldErrors, isApiError, refusalMessage } from '@/lib/api-client';
import { EMAIL_CHANGE_CODES } from '../api/update-profile';
import type { User } from '../types';

export const PROFILE_FIELDS = ['fullName', 'email', 'mobileNumber', 'college', 'course', 'year'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFields = Record<ProfileField, string>;

const labels = strings.profileOverlay;
export const PROFILE_LABELS: Record<ProfileField, string> = {
  fullName: labels.fullName,
  email: labels.email,
  mobileNumber: labels.mobileNumber,
  college: labels.college,
  course: labels.course,
  year: labels.year,
};

/** What completing a profile asks for: the overlay marks these fields required. */
export const COMPLETION_FIELDS: readonly ProfileField[] = ['fullName', 'mobileNumber', 'college'];

export const EMPTY_PROFILE_FIELDS: ProfileFields = {
  fullName: '',
  email: '',
  mobileNumber: '',
  college: '',
  course: '',
  year: '',
};

const text = (value: string | null): string => value ?? '';

export const profileFieldsOf = (user: User): ProfileFields => ({
  fullName: text(user.fullName),
  email: text(user.email),
  mobileNumber: text(user.mobileNumber),
  college: text(user.college),
  course: text(user.course),
  year: text(user.year),
});

/** The mobile number input is numeric (spec §5): anything else typed is dropped. */
export const cleanFieldInput = (field: ProfileField, value: string): string =>
  field === 'mobileNumber' ? value.replace(/\D/g, '') : value;

/** Fields a refusal can point at: the form's fields plus the current password (e-mail change). */
export type ProfileErrorField = ProfileField | 'currentPassword';

export interface ProfileRefusal {
  /** Reasons to show under the fields they are about. */
  fields: Partial<Record<ProfileErrorField, string>>;
  /** A reason that belongs to no field (a too-large avatar, a server error), for the form. */
  form: string | undefined;
}

const isProfileErrorField = (field: string): field is ProfileErrorField =>
  field === 'currentPassword' || (PROFILE_FIELDS as readonly string[]).includes(field);

/** "mobileNumber must be 7 to 15 digits" → "Mobile Number must be 7 to 15 digits". */
const readable = (field: ProfileErrorField, message: string): string => {
  const label = field === 'currentPassword' ? strings.auth.currentPassword : PROFILE_LABELS[field];
  return message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : message;
};

/** Sorts a failed save's reasons onto the fields they are about. */
export function profileRefusal(error: unknown): ProfileRefusal {
  if (isApiError(error)) {
    switch (error.code) {
      case EMAIL_CHANGE_CODES.passwordRequired:
        return { fields: { currentPassword: strings.auth.currentPasswordMissing }, form: undefined };
      case EMAIL_CHANGE_CODES.wrongPassword:
        return { fields: { currentPassword: strings.auth.currentPasswordWrong }, form: undefined };
      case EMAIL_CHANGE_CODES.noPassword:
        return { fields: { email: strings.auth.emailChangeNeedsPassword }, form: undefined };
      default:
        break;
    }
  }
  const fields: ProfileRefusal['fields'] = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if (isProfileErrorField(field)) fields[field] = readable(field, message);
    else others.push(message);
  }
  const anyField = Object.keys(fields).length > 0;
  const form = others[0] ?? (anyField ? undefined : (refusalMessage(error) ?? strings.profile.saveFailed));
  return { fields, form };
}
