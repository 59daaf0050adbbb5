import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { AppException } from './app-exception';
import { createValidationPipe } from './validation.pipe';

class OptionalQuery {
  @IsOptional()
  @IsString()
  college?: string;
}

class RequiredQuery {
  @IsString()
  college!: string;
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
});
