import { HttpException, HttpStatus } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one error type features throw: an HTTP status, a stable `AREA.REASON` code and a message
 * a person can read. `details` carries extra machine-readable facts (e.g. a duplicate's id).
 */
export class AppException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    readonly details?: Record<string, unknown>,
  ) {
    super({ code, message }, status);
  }
}

export const notFound = (code: string, message: string) => new AppException(HttpStatus.NOT_FOUND, code, message);
export const badRequest = (code: string, message: string, errors?: FieldError[]) =>
  new AppException(HttpStatus.BAD_REQUEST, code, message, errors);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new AppException(HttpStatus.CONFLICT, code, message, undefined, details);
export const forbidden = (code: string, message: string) => new AppException(HttpStatus.FORBIDDEN, code, message);
export const unauthorized = (code: string, message: string) => new AppException(HttpStatus.UNAUTHORIZED, code, message);
