import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { normalizeEmail } from '../../common/email';
import { AVATAR_DATA_URL_MAX_LENGTH } from '../avatar';
import { UserCode } from '../users.errors';

/** Trims strings, turns numbers (numeric inputs) into strings, and '' into null ("clear it"). */
const text = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Like text(), and a non-empty address in its canonical form (common/email.ts). */
const emailText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const normalized = normalizeEmail(value);
    return normalized === '' ? null : normalized;
  });

/**
 * PATCH update-profile. Every field is optional (absent = unchanged); '' or null clears a text
 * field. `username` is read-only: the client may echo it, but a different value is a 400.
 * `avatar` replaces the picture when it is a data URL; any other value (the current avatar URL,
 * '' or null) leaves it unchanged. A different `email` needs `currentPassword`.
 */
export class UpdateProfileDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Ada Lovelace' })
  @IsOptional()
  @text()
  @IsString()
  @MaxLength(100)
  fullName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Read-only: must equal the current username when sent',
    maxLength: 30,
  })
  @IsOptional()
  @text()
  @IsString()
  @MaxLength(30)
  username?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 254,
    description:
      'A new address needs currentPassword, must be unused (409) and un-verifies the account until it is verified again',
  })
  @IsOptional()
  @emailText()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @text()
  @IsString()
  @MaxLength(100)
  course?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20, example: '2' })
  @IsOptional()
  @text()
  @IsString()
  @MaxLength(20)
  year?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 150 })
  @IsOptional()
  @text()
  @IsString()
  @MaxLength(150)
  college?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: '7–15 digits, optional leading +',
    example: '9876543210',
  })
  @IsOptional()
  @text()
  @IsString()
  @Matches(/^\+?[0-9]{7,15}$/, { message: 'mobileNumber must be 7 to 15 digits' })
  mobileNumber?: string | null;

  @ApiPropertyOptional({
    maxLength: 128,
    format: 'password',
    description: 'Required with a new email (the account password); ignored otherwise',
  })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  currentPassword?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: AVATAR_DATA_URL_MAX_LENGTH,
    description:
      'data:image/(png|jpeg|webp|gif);base64,… at most 1 MiB of characters (768 KiB of image, at most 4096 × 4096 ' +
      `pixels; over it 413 ${UserCode.AVATAR_TOO_LARGE}); a new picture counts against the per-user avatar limit. Other ` +
      'values leave the avatar unchanged. Larger pictures (up to 2 MB): PUT /api/users/avatar',
  })
  @IsOptional()
  @IsString()
  // Not @MaxLength: the body limit bounds the string, and decodeImageDataUrl answers 413 USER.AVATAR_TOO_LARGE.
  avatar?: string | null;
}
