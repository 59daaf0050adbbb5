/** Field rules shared by the account DTOs. */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { normalizeEmailValue } from '../../common/email';
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../../users/dto/username-rule';

export const EMAIL_MAX = 254;
/**
 * Spec §5: password length or strength rules are not shown. We require 8–128 characters
 * (NIST SP 800-63B minimum; the maximum bounds argon2 work) and nothing else.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX }),
    // Trimmed, NFKC, case-folded (common/email.ts): the form addresses are stored and compared in.
    Transform(({ value }: { value: unknown }) => normalizeEmailValue(value)),
    IsString(),
    IsNotEmpty({ message: 'email is required' }),
    MaxLength(EMAIL_MAX),
    IsEmail({}, { message: 'email must be a valid e-mail address' }),
  );

export const UsernameField = () =>
  applyDecorators(
    ApiProperty({
      example: 'ada_l',
      minLength: USERNAME_MIN,
      maxLength: USERNAME_MAX,
      pattern: USERNAME_PATTERN.source,
    }),
    trim(),
    IsString(),
    Matches(USERNAME_PATTERN, {
      message: `username must be ${USERNAME_MIN}–${USERNAME_MAX} characters of letters, digits, '_', '.' or '-'`,
    }),
  );

/** A password being set: 8–128 characters. */
export const NewPasswordField = (name = 'password') =>
  applyDecorators(
    ApiProperty({
      example: 'correct horse battery',
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      format: 'password',
    }),
    IsString(),
    Length(PASSWORD_MIN, PASSWORD_MAX, { message: `${name} must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters` }),
  );

/** A password being checked: any non-empty string (older rules never apply retroactively). */
export const CurrentPasswordField = (name = 'password') =>
  applyDecorators(
    ApiProperty({ example: 'correct horse battery', maxLength: PASSWORD_MAX, format: 'password' }),
    IsString(),
    IsNotEmpty({ message: `${name} is required` }),
    MaxLength(PASSWORD_MAX),
  );

/** Four digits; a number is accepted and zero-padded (0427 typed into a numeric field). */
export const OtpField = (options: { optional?: boolean; description?: string } = {}) =>
  applyDecorators(
    ...(options.optional
      ? [
          ApiPropertyOptional({ example: '0427', pattern: '^[0-9]{4}$', description: options.description }),
          IsOptional(),
        ]
      : [ApiProperty({ example: '0427', pattern: '^[0-9]{4}$', description: options.description })]),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10000
        ? String(value).padStart(4, '0')
        : typeof value === 'string'
          ? value.trim()
          : value,
    ),
    IsString(),
    Matches(/^[0-9]{4}$/, { message: 'otp must be 4 digits' }),
  );
