import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, ValidateBy } from 'class-validator';
import { AppException } from './app-exception';
import { createValidationPipe, REMEMBERED_QUERIES } from './validation.pipe';

class OptionalQuery {
  @IsOptional()
  @IsString()
  college?: string;
}

class RequiredQuery {
  @IsString()
  college!: string;
}

/** Counts the times its `q` is validated, and takes only letters. */
let validations = 0;
class CountedQuery {
  @IsOptional()
  @ValidateBy({
    name: 'counted',
    validator: {
      validate: (value: unknown) => {
        validations += 1;
        return typeof value === 'string' && /^[a-z]*$/.test(value);
      },
      defaultMessage: () => 'q must hold letters only',
    },
  })
  q?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  year?: number;
}

class YearBody {
  @Type(() => Number)
  @IsInt()
  year!: number;
}

describe('createValidationPipe', () => {
  const pipe = createValidationPipe();
  const query = (metatype: new () => unknown) => ({ type: 'query' as const, metatype, data: undefined });

  it('answers an empty query with a new, empty DTO each time (the remembered path included)', async () => {
    const first = await pipe.transform({}, query(OptionalQuery));
    const second = await pipe.transform({}, query(OptionalQuery));
    expect(first).toBeInstanceOf(OptionalQuery);
    expect(second).toBeInstanceOf(OptionalQuery);
    expect(second).not.toBe(first);
    expect(Object.values(second as object).every((v) => v === undefined)).toBe(true);
  });

  it('still validates a non-empty query after an empty one', async () => {
    await pipe.transform({}, query(OptionalQuery));
    await expect(pipe.transform({ college: 'IIT' }, query(OptionalQuery))).resolves.toEqual({ college: 'IIT' });
    await expect(pipe.transform({ unknown: 'x' }, query(OptionalQuery))).rejects.toBeInstanceOf(AppException);
    await expect(pipe.transform({ college: ['a', 'b'] }, query(OptionalQuery))).rejects.toBeInstanceOf(AppException);
  });

  it('refuses an empty query every time where the DTO requires a field', async () => {
    for (let i = 0; i < 2; i += 1) {
      const error = await pipe.transform({}, query(RequiredQuery)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppException);
      expect((error as AppException).code).toBe('VALIDATION.FAILED');
    }
  });

  it('answers 400, not a TypeError, for an object whose toString or valueOf is not a function', async () => {
    const body = { type: 'body' as const, metatype: YearBody, data: undefined };
    for (const year of [{ toString: true }, { valueOf: 1, toString: 'x' }, { toString: {} }]) {
      const error = await pipe.transform({ year }, body).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppException);
      expect((error as AppException).code).toBe('VALIDATION.FAILED');
      expect((error as AppException).getStatus()).toBe(400);
    }
    await expect(pipe.transform({ year: '3' }, body)).resolves.toEqual({ year: 3 });
  });

  it('remembers a valid query: validated once, a new DTO with the same values each time', async () => {
    validations = 0;
    const first = (await pipe.transform({ q: 'semaphore', year: '2' }, query(CountedQuery))) as CountedQuery;
    const second = (await pipe.transform({ q: 'semaphore', year: '2' }, query(CountedQuery))) as CountedQuery;
    expect(validations).toBe(1);
    expect(second).toBeInstanceOf(CountedQuery);
    expect(second).toEqual({ q: 'semaphore', year: 2 });
    expect(second).not.toBe(first);
    // A DTO changed by its request changes nothing for the next one.
    first.q = 'changed';
    await expect(pipe.transform({ q: 'semaphore', year: '2' }, query(CountedQuery))).resolves.toEqual({
      q: 'semaphore',
      year: 2,
    });
  });

  it('refuses an invalid query every time, and never remembers it', async () => {
    validations = 0;
    for (let i = 0; i < 3; i += 1) {
      const error = await pipe.transform({ q: 'Semaphore!' }, query(CountedQuery)).catch((e: unknown) => e);
      expect((error as AppException).code).toBe('VALIDATION.FAILED');
    }
    expect(validations).toBe(3);
    const error = await pipe.transform({ q: 'kernel', year: 'two' }, query(CountedQuery)).catch((e: unknown) => e);
    expect((error as AppException).code).toBe('VALIDATION.FAILED');
  });

  it('keeps at most REMEMBERED_QUERIES queries a DTO, the least recently used dropped', async () => {
    const letters = (n: number) => n.toString(26).replace(/./g, (c) => String.fromCharCode(97 + parseInt(c, 26)));
    await pipe.transform({ q: 'kept' }, query(CountedQuery));
    await pipe.transform({ q: 'dropped' }, query(CountedQuery));
    for (let i = 0; i < REMEMBERED_QUERIES - 2; i += 1) {
      await pipe.transform({ q: `x${letters(i)}` }, query(CountedQuery));
      // Used again, so it stays the most recently used.
      if (i % 100 === 0) await pipe.transform({ q: 'kept' }, query(CountedQuery));
    }
    await pipe.transform({ q: 'onemore' }, query(CountedQuery));
    validations = 0;
    await pipe.transform({ q: 'kept' }, query(CountedQuery));
    expect(validations).toBe(0);
    await pipe.transform({ q: 'dropped' }, query(CountedQuery));
    expect(validations).toBe(1);
  });

  it('validates every time a query it does not remember: repeated keys, long values', async () => {
    validations = 0;
    const long = 'a'.repeat(2000);
    await pipe.transform({ q: long }, query(CountedQuery));
    await pipe.transform({ q: long }, query(CountedQuery));
    expect(validations).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const error = await pipe.transform({ q: ['a', 'b'] }, query(CountedQuery)).catch((e: unknown) => e);
      expect((error as AppException).code).toBe('VALIDATION.FAILED');
    }
  });
});
