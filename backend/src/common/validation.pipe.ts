import { ArgumentMetadata, HttpStatus, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppException, FieldError } from './app-exception';
import { CommonCode } from './common.errors';
import { setNewest } from './bounded-map';

/** Validation errors listed in one answer. */
export const MAX_FIELD_ERRORS = 10;

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * class-validator's errors as field errors: one entry per broken rule, except that a missing
 * field gets just `<field> is required` ("must be a string", "must be shorter than…" and "should
 * not be empty" all at once for an absent field only bury the one thing to fix). Optional fields
 * never fail when absent. Used by the pipe and by bodies validated by hand (multipart uploads).
 */
export function fieldErrorsOf(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const messages = Object.values(e.constraints ?? {});
    const own =
      messages.length > 0 && isMissing(e.value) && !e.constraints?.whitelistValidation
        ? [{ field, message: `${field} is required` }]
        : messages.map((message) => ({ field, message }));
    return [...own, ...fieldErrorsOf(e.children ?? [], field)];
  });
}

/** 400 VALIDATION.FAILED: the first error as the message, at most MAX_FIELD_ERRORS listed. */
export function validationFailed(fieldErrors: FieldError[]): AppException {
  // A handful of entries is enough to fix a form; a hostile body must not echo back thousands.
  const listed = fieldErrors.slice(0, MAX_FIELD_ERRORS);
  return new AppException(
    HttpStatus.BAD_REQUEST,
    CommonCode.VALIDATION_FAILED,
    listed[0]?.message ?? 'Validation failed',
    listed,
  );
}

/** Valid queries remembered per query DTO (AppValidationPipe), the least recently used dropped past it. */
export const REMEMBERED_QUERIES = 500;
/** A query longer than this (as JSON) is validated every time and not remembered. */
const REMEMBERED_QUERY_CHARS = 1024;

type Scalar = string | number | boolean | null | undefined;

/**
 * ValidationPipe, remembering the answers for valid query strings. class-transformer and
 * class-validator always give the same DTO for the same query (the rules read nothing but the
 * values), and most reads repeat one: the feed's first page, the wizard's lists, the same few
 * searches and filters. Validating a search's query took ≈ 60 µs of the API's CPU (issue 28's
 * bench); a remembered one is a Map look-up and a copy. Only queries of plain strings whose DTO
 * holds only plain values are remembered (a copy then shares nothing with the next request), at
 * most REMEMBERED_QUERIES per DTO; refused queries never are, so junk fills nothing.
 */
class AppValidationPipe extends ValidationPipe {
  private readonly remembered = new WeakMap<Type<unknown>, Map<string, Record<string, Scalar>>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype as Type<unknown> | undefined;
    const key = metadata.type === 'query' ? queryKey(value) : undefined;
    if (metatype === undefined || key === undefined) return this.validated(value, metadata);
    let known = this.remembered.get(metatype);
    const fields = known?.get(key);
    if (known !== undefined && fields !== undefined) {
      setNewest(known, key, fields, REMEMBERED_QUERIES);
      return Object.assign(new metatype() as object, fields);
    }
    const result = await this.validated(value, metadata);
    const plain = result instanceof metatype ? scalarFields(result as object) : undefined;
    if (plain !== undefined) {
      if (known === undefined) this.remembered.set(metatype, (known = new Map<string, Record<string, Scalar>>()));
      setNewest(known, key, plain, REMEMBERED_QUERIES);
    }
    return result;
  }

  private validated(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return super.transform(value, metadata).catch((error: unknown) => {
      // class-transformer converts with Number()/String(): an object whose `toString` or
      // `valueOf` is not a function (`{"year": {"toString": true}}`, found by the fuzzer) makes
      // them throw a TypeError. That is a body of the wrong shape, not a server fault.
      if (error instanceof TypeError)
        throw validationFailed([{ field: 'body', message: 'A field has a value of the wrong type' }]);
      throw error;
    });
  }
}

/** A query of plain string values as a key (JSON), or undefined (arrays, objects, too long). */
function queryKey(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  let chars = 0;
  for (const field of Object.values(value)) {
    if (typeof field !== 'string') return undefined;
    chars += field.length;
    if (chars > REMEMBERED_QUERY_CHARS) return undefined;
  }
  const key = JSON.stringify(value);
  return key.length > REMEMBERED_QUERY_CHARS ? undefined : key;
}

/** A DTO's own fields when every one is a plain value, else undefined. */
function scalarFields(dto: object): Record<string, Scalar> | undefined {
  const fields: Record<string, Scalar> = {};
  for (const [name, field] of Object.entries(dto)) {
    if (field !== null && typeof field === 'object') return undefined;
    if (typeof field === 'function' || typeof field === 'symbol' || typeof field === 'bigint') return undefined;
    fields[name] = field as Scalar;
  }
  return fields;
}

/** Global validation: whitelist, reject unknown fields, transform; one error shape. */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => validationFailed(fieldErrorsOf(errors)),
  });
}
