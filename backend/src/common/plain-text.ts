import { ValidateBy } from 'class-validator';

/** PostgreSQL `text` cannot hold U+0000: such a value would fail in the database instead of here. */
export const hasNul = (text: string): boolean => text.includes('\u0000');

/** Refuses U+0000 in a string field at the edge (400 VALIDATION.FAILED). Other types pass (IsString judges them). */
export const NoNul = () =>
  ValidateBy({
    name: 'noNul',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasNul(value),
      defaultMessage: () => '$property must not contain NUL characters',
    },
  });
