import { HttpStatus } from '@nestjs/common';
import { AppException, badRequest } from './app-exception';
import { defineErrorCodes } from './error-codes';

/**
 * Codes the shared plumbing answers with: request checks, validation, the status fallbacks of
 * the exception filter and each rate limit's code (the throttler guard lives here, so the codes
 * of limits that guard feature routes are listed here too, not in those features).
 */
export const CommonCode = defineErrorCodes('common', {
  VALIDATION_FAILED: 'VALIDATION.FAILED',
  REQUEST_INVALID: 'REQUEST.INVALID',
  REQUEST_INVALID_ID: 'REQUEST.INVALID_ID',
  REQUEST_INVALID_YEAR: 'REQUEST.INVALID_YEAR',
  REQUEST_INVALID_TEXT: 'REQUEST.INVALID_TEXT',
  REQUEST_INVALID_URL: 'REQUEST.INVALID_URL',
  REQUEST_TEXT_TOO_LONG: 'REQUEST.TEXT_TOO_LONG',
  REQUEST_TOO_COMPLEX: 'REQUEST.TOO_COMPLEX',
  REQUEST_TOO_LARGE: 'REQUEST.TOO_LARGE',
  REQUEST_URI_TOO_LONG: 'REQUEST.URI_TOO_LONG',
  REQUEST_CROSS_ORIGIN: 'REQUEST.CROSS_ORIGIN',
  REQUEST_NOT_ACCEPTABLE: 'REQUEST.NOT_ACCEPTABLE',
  REQUEST_CONFLICT: 'REQUEST.CONFLICT',
  REQUEST_UNSUPPORTED_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  REQUEST_UNPROCESSABLE: 'REQUEST.UNPROCESSABLE',
  REQUEST_MALFORMED_MULTIPART: 'REQUEST.MALFORMED_MULTIPART',
  LIST_INVALID_PARAMS: 'LIST.INVALID_PARAMS',
  ROUTE_NOT_FOUND: 'ROUTE.NOT_FOUND',
  ROUTE_METHOD_NOT_ALLOWED: 'ROUTE.METHOD_NOT_ALLOWED',
  // Access refusals: the filter's answers to a bare 401/403, and the access rules' own codes.
  AUTH_UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  AUTH_FORBIDDEN: 'AUTH.FORBIDDEN',
  AUTH_UNVERIFIED: 'AUTH.UNVERIFIED',
  AUTH_ADMIN_ONLY: 'AUTH.ADMIN_ONLY',
  // A wrong current password, thrown by auth (password change) and users (e-mail change).
  AUTH_WRONG_PASSWORD: 'AUTH.WRONG_PASSWORD',
  STORAGE_UNAVAILABLE: 'STORAGE.UNAVAILABLE',
  SERVICE_UNAVAILABLE: 'SERVICE.UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL.ERROR',
  // Rate limits (common/throttling); the login and feedback codes predate that guard and are kept.
  RATE_LIMIT_EXCEEDED: 'RATE_LIMIT.EXCEEDED',
  AUTH_TOO_MANY_ATTEMPTS: 'AUTH.TOO_MANY_ATTEMPTS',
  AUTH_TOO_MANY_SIGNUPS: 'AUTH.TOO_MANY_SIGNUPS',
  OTP_TOO_MANY_REQUESTS: 'OTP.TOO_MANY_REQUESTS',
  DOCUMENT_TOO_MANY_UPLOADS: 'DOCUMENT.TOO_MANY_UPLOADS',
  REPORT_TOO_MANY: 'REPORT.TOO_MANY',
  FEEDBACK_TOO_MANY: 'FEEDBACK.TOO_MANY',
  SEARCH_TOO_MANY: 'SEARCH.TOO_MANY',
  SUGGEST_TOO_MANY: 'SEARCH.SUGGEST_TOO_MANY',
  USER_TOO_MANY_AVATAR_CHANGES: 'USER.TOO_MANY_AVATAR_CHANGES',
  DOCUMENT_TOO_MANY_PAGE_REQUESTS: 'DOCUMENT.TOO_MANY_PAGE_REQUESTS',
});

export const invalidId = (name: string) => badRequest(CommonCode.REQUEST_INVALID_ID, `${name} must be a UUID`);

export const invalidYear = (name: string, min: number, max: number) =>
  badRequest(CommonCode.REQUEST_INVALID_YEAR, `${name} must be a whole number from ${min} to ${max}`);

export const invalidListParams = (message: string) => badRequest(CommonCode.LIST_INVALID_PARAMS, message);

export const tooComplex = (message: string) =>
  new AppException(HttpStatus.BAD_REQUEST, CommonCode.REQUEST_TOO_COMPLEX, message);

export const unsupportedMediaType = (expected: string) =>
  new AppException(
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    CommonCode.REQUEST_UNSUPPORTED_MEDIA_TYPE,
    `This route accepts ${expected} bodies only`,
  );

export const crossOrigin = () =>
  new AppException(HttpStatus.FORBIDDEN, CommonCode.REQUEST_CROSS_ORIGIN, 'Requests from other sites are not accepted');

export const illFormedText = () =>
  new AppException(
    HttpStatus.BAD_REQUEST,
    CommonCode.REQUEST_INVALID_TEXT,
    'Text must be valid Unicode (a lone surrogate such as \\ud800 is not)',
  );

export const textTooLong = (field: string, max: number) =>
  new AppException(
    HttpStatus.BAD_REQUEST,
    CommonCode.REQUEST_TEXT_TOO_LONG,
    `${field} is longer than ${max} characters`,
    [{ field, message: `${field} must be at most ${max} characters` }],
  );

/** A multipart body that could not be read (cut off, or broken): the client's 400. */
export const malformedMultipart = () =>
  new AppException(
    HttpStatus.BAD_REQUEST,
    CommonCode.REQUEST_MALFORMED_MULTIPART,
    'The upload is not well-formed multipart/form-data (missing boundary, cut short or corrupt). Send it again',
  );

/** The object store failed while an upload was being stored. */
export const storageUnavailable = () =>
  new AppException(
    HttpStatus.SERVICE_UNAVAILABLE,
    CommonCode.STORAGE_UNAVAILABLE,
    'File storage is unavailable. Try again later',
  );
