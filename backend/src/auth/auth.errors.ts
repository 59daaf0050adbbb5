import { HttpStatus } from '@nestjs/common';
import { AppException, badRequest, conflict, forbidden, unauthorized } from '../common/app-exception';
import { CommonCode } from '../common/common.errors';
import { defineErrorCodes } from '../common/error-codes';
import { secondsUntil } from './otp';

/** Codes of sign-in, sessions and one-time codes (the access refusals are in common.errors.ts). */
export const AuthCode = defineErrorCodes('auth', {
  INVALID_CREDENTIALS: 'AUTH.INVALID_CREDENTIALS',
  STEP_UP_REQUIRED: 'AUTH.STEP_UP_REQUIRED',
  NO_PASSWORD: 'AUTH.NO_PASSWORD',
  RESET_GRANT_REQUIRED: 'AUTH.RESET_GRANT_REQUIRED',
  REFRESH_INVALID: 'AUTH.REFRESH_INVALID',
  REFRESH_REUSED: 'AUTH.REFRESH_REUSED',
  REFRESH_RACED: 'AUTH.REFRESH_RACED',
  GOOGLE_DISABLED: 'AUTH.GOOGLE_DISABLED',
  GOOGLE_FAILED: 'AUTH.GOOGLE_FAILED',
  OTP_INVALID: 'OTP.INVALID',
  OTP_EXPIRED: 'OTP.EXPIRED',
  OTP_LOCKED: 'OTP.LOCKED',
  OTP_TOO_MANY_ATTEMPTS: 'OTP.TOO_MANY_ATTEMPTS',
  OTP_RESEND_TOO_SOON: 'OTP.RESEND_TOO_SOON',
  OTP_RESEND_LIMIT: 'OTP.RESEND_LIMIT',
  USER_ALREADY_VERIFIED: 'USER.ALREADY_VERIFIED',
});

export const notSignedIn = () => unauthorized(CommonCode.AUTH_UNAUTHENTICATED, 'Please log in to continue');
export const unverified = () => forbidden(CommonCode.AUTH_UNVERIFIED, 'Please verify your email to continue');
export const adminOnly = () => forbidden(CommonCode.AUTH_ADMIN_ONLY, 'Only administrators can do this');

export const invalidCredentials = () => unauthorized(AuthCode.INVALID_CREDENTIALS, 'Invalid email or password');
export const stepUpRequired = () =>
  forbidden(AuthCode.STEP_UP_REQUIRED, 'For your security we e-mailed you a code. Enter it to log in.');
export const alreadyVerified = () => conflict(AuthCode.USER_ALREADY_VERIFIED, 'Your email is already verified');
export const resetGrantRequired = () =>
  forbidden(
    AuthCode.RESET_GRANT_REQUIRED,
    'Verify the password reset OTP first (it allows a change for 10 minutes, in the same browser)',
  );
export const noPassword = () =>
  new AppException(
    HttpStatus.BAD_REQUEST,
    AuthCode.NO_PASSWORD,
    'This account signs in with Google and has no password yet. Use "Forgot Password" to set one',
  );
export const wrongOldPassword = () => unauthorized(CommonCode.AUTH_WRONG_PASSWORD, 'Old password is incorrect');

export const invalidRefresh = () => unauthorized(AuthCode.REFRESH_INVALID, 'Session expired. Please log in again');
export const refreshReused = () =>
  unauthorized(
    AuthCode.REFRESH_REUSED,
    'This session was ended because its refresh token was used twice. Please log in again',
  );

/** The token was rotated a moment ago by another request of this browser: retry with the new cookie. */
export const refreshRaced = () =>
  unauthorized(
    AuthCode.REFRESH_RACED,
    'This session was refreshed a moment ago by another request. Retry with the new refresh cookie',
  );

export const googleDisabled = () =>
  new AppException(
    HttpStatus.SERVICE_UNAVAILABLE,
    AuthCode.GOOGLE_DISABLED,
    'Google sign-in is not available on this server (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set)',
  );
export const googleFailed = () =>
  new AppException(HttpStatus.BAD_GATEWAY, AuthCode.GOOGLE_FAILED, 'Could not start Google sign-in. Try again later');

export const invalidOtp = () => badRequest(AuthCode.OTP_INVALID, 'Invalid OTP');
export const expiredOtp = () => badRequest(AuthCode.OTP_EXPIRED, 'OTP has expired. Please request a new one');
/** 429 OTP.LOCKED with details.retryAfterSeconds (the controllers add Retry-After). */
export const otpLocked = (until: Date) => {
  const retryAfterSeconds = secondsUntil(until, new Date());
  return new AppException(
    HttpStatus.TOO_MANY_REQUESTS,
    AuthCode.OTP_LOCKED,
    `Too many wrong codes. For your security this is locked until ${until.toISOString()}`,
    undefined,
    { retryAfterSeconds, lockedUntil: until.toISOString() },
  );
};
export const otpTooManyAttempts = () =>
  new AppException(
    HttpStatus.TOO_MANY_REQUESTS,
    AuthCode.OTP_TOO_MANY_ATTEMPTS,
    'Too many wrong attempts. This OTP is no longer valid; please request a new one',
  );
/** A new code asked for too soon after the last one (`retryAfterSeconds` until one may go out). */
export const otpResendTooSoon = (retryAfterSeconds: number) =>
  new AppException(
    HttpStatus.TOO_MANY_REQUESTS,
    AuthCode.OTP_RESEND_TOO_SOON,
    `Please wait ${retryAfterSeconds} seconds before requesting a new OTP`,
    undefined,
    { retryAfterSeconds },
  );
export const otpResendLimit = (retryAfterSeconds: number) =>
  new AppException(
    HttpStatus.TOO_MANY_REQUESTS,
    AuthCode.OTP_RESEND_LIMIT,
    'Too many OTP requests. Try again later',
    undefined,
    { retryAfterSeconds },
  );
