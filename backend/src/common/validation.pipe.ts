import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppException, FieldError } from './app-exception';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** Global validation: whitelist, reject unknown fields, transform; one error shape. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      const message = fieldErrors[0]?.message ?? 'Validation failed';
      return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION.FAILED', message, fieldErrors);
    },
  });
}
