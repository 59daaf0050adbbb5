import { HttpStatus } from '@nestjs/common';
import { AppException, badRequest, conflict, notFound, unauthorized } from '../common/app-exception';
import { CommonCode } from '../common/common.errors';
import { defineErrorCodes } from '../common/error-codes';

/** Codes of accounts, profiles and avatars. */
export const UserCode = defineErrorCodes('users', {
  NOT_FOUND: 'USER.NOT_FOUND',
  EXISTS: 'USER.EXISTS',
  OWN_ROLE: 'USER.OWN_ROLE',
  USERNAME_READ_ONLY: 'USER.USERNAME_READ_ONLY',
  PASSWORD_NOT_SET: 'USER.PASSWORD_NOT_SET',
  CURRENT_PASSWORD_REQUIRED: 'USER.CURRENT_PASSWORD_REQUIRED',
  INFORMATION_INCOMPLETE: 'USER.INFORMATION_INCOMPLETE',
  AVATAR_NOT_FOUND: 'USER.AVATAR_NOT_FOUND',
  AVATAR_INVALID: 'USER.AVATAR_INVALID',
  AVATAR_UNSUPPORTED: 'USER.AVATAR_UNSUPPORTED',
  AVATAR_DAMAGED: 'USER.AVATAR_DAMAGED',
  AVATAR_TOO_MANY_PIXELS: 'USER.AVATAR_TOO_MANY_PIXELS',
  AVATAR_TOO_LARGE: 'USER.AVATAR_TOO_LARGE',
  AVATAR_MULTIPART_REQUIRED: 'USER.AVATAR_MULTIPART_REQUIRED',
});

/** Which field a USER.EXISTS conflict names. */
export type AccountField = 'email' | 'username';

export const userNotFound = () => notFound(UserCode.NOT_FOUND, 'User not found');
/** 409 USER.EXISTS: 'A user with this email already exists' (or username), details.field naming it. */
export const accountExists = (field: AccountField) =>
  conflict(UserCode.EXISTS, `A user with this ${field} already exists`, { field });
export const ownRole = () => conflict(UserCode.OWN_ROLE, 'You cannot change your own role');
export const usernameReadOnly = () =>
  badRequest(UserCode.USERNAME_READ_ONLY, 'Username cannot be changed', [
    { field: 'username', message: 'Username cannot be changed' },
  ]);
export const passwordNotSet = () =>
  badRequest(
    UserCode.PASSWORD_NOT_SET,
    'This account signs in with Google and has no password. Log out, set one with "Forgot Password", then change the e-mail',
  );
export const currentPasswordRequired = () =>
  new AppException(
    HttpStatus.BAD_REQUEST,
    UserCode.CURRENT_PASSWORD_REQUIRED,
    'Enter your current password to change your e-mail',
    [{ field: 'currentPassword', message: 'currentPassword is required to change the email' }],
  );
export const wrongCurrentPassword = () => unauthorized(CommonCode.AUTH_WRONG_PASSWORD, 'Current password is incorrect');
export const informationIncomplete = (missing: readonly string[]) =>
  badRequest(
    UserCode.INFORMATION_INCOMPLETE,
    `Missing required information: ${missing.join(', ')}`,
    missing.map((field) => ({ field, message: `${field} is required` })),
  );

export const avatarNotFound = () => notFound(UserCode.AVATAR_NOT_FOUND, 'Avatar not found');
export const avatarInvalid = () => badRequest(UserCode.AVATAR_INVALID, 'Avatar must be a base64 data URL of an image');
export const avatarUnsupported = () =>
  badRequest(UserCode.AVATAR_UNSUPPORTED, 'Avatar must be a PNG, JPEG, WebP or GIF image');
export const avatarDamaged = () =>
  badRequest(UserCode.AVATAR_DAMAGED, 'The image is damaged: its size in pixels could not be read');
export const avatarMultipartRequired = () =>
  new AppException(
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    UserCode.AVATAR_MULTIPART_REQUIRED,
    'Send the avatar as multipart/form-data with an image file part named avatar',
  );
// AVATAR_TOO_MANY_PIXELS and AVATAR_TOO_LARGE are built in avatar.ts, beside the limits they report.
