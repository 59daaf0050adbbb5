import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/config/constants';

/** A new password must follow the server's rule (config/constants); the forms check it first. */
export const fitsPasswordRule = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;

/** Navigation state that marks /verify-otp as reached from registration or login (spec §2). */
export interface VerifyOtpState {
  fromRegistration: true;
  /** Where the code was sent, for the screen to say (not in the spec). */
  email?: string;
}

export const isVerifyOtpState = (value: unknown): value is VerifyOtpState =>
  typeof value === 'object' && value !== null && (value as { fromRegistration?: unknown }).fromRegistration === true;

/** Navigation state carried through the forgot-password flow. */
export interface ResetFlowState {
  email: string;
}

export const readResetEmail = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const email = (value as { email?: unknown }).email;
  return typeof email === 'string' && email !== '' ? email : undefined;
};

/** The address a /verify-otp state says the code went to, if any. */
export const sentToOf = (value: unknown): string | undefined => {
  if (!isVerifyOtpState(value)) return undefined;
  const email = (value as { email?: unknown }).email;
  return typeof email === 'string' && email !== '' ? email : undefined;
};
