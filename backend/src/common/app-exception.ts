import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode } from './error-codes';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one error type features throw: an HTTP status, a stable `AREA.REASON` code (from a module's
 * errors file, see error-codes.ts) and a message a person can read. `details` carries extra machine-readable facts (e.g. a duplicate's id).
 */
export class AppException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly details?: Record<string, unknown>,
  ) {
    super({ code, message }, status);
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppException(HttpStatus.NOT_FOUND, code, message);
export const badRequest = (code: ErrorCode, message: string, errors?: FieldError[]) =>
  new AppException(HttpStatus.BAD_REQUEST, code, message, errors);
export const conflict = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppException(HttpStatus.CONFLICT, code, message, undefined, details);
export const forbidden = (code: ErrorCode, message: string) => new AppException(HttpStatus.FORBIDDEN, code, message);
export const unauthorized = (code: ErrorCode, message: string) =>
  new AppException(HttpStatus.UNAUTHORIZED, code, message);
