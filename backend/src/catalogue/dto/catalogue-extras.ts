/**
 * Fields every catalogue level may carry besides its name (issue 26): `aliases`, the short names
 * students use for a row ("OS", an old code), and a subject's `code` (`CS301`). Stored as entered
 * (trimmed); matching them is search's business, not this module's.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { hasNul } from '../../common/plain-text';

export const MAX_ALIASES = 10;
export const ALIAS_MAX_LENGTH = 40;
export const SUBJECT_CODE_MAX_LENGTH = 20;
export const SUBJECT_CODE_PATTERN = '^[A-Za-z0-9 -]+$';

/** Each alias trimmed, repeats (ignoring case) dropped, the first spelling kept; null clears them. */
function tidyAliases(value: unknown): unknown {
  if (value === null) return [];
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const kept: unknown[] = [];
  for (const alias of value) {
    if (typeof alias !== 'string') {
      kept.push(alias);
      continue;
    }
    const trimmed = alias.trim();
    const key = trimmed.toLowerCase();
    if (trimmed !== '' && seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** `aliases`: up to 10 short names, each 1–40 characters. */
export const Aliases = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: [String],
      maxItems: MAX_ALIASES,
      example: ['OS'],
      description: `Other names for it (up to ${MAX_ALIASES}, each 1–${ALIAS_MAX_LENGTH} characters), trimmed, repeats ignoring case dropped; [] or null clears them`,
    }),
    Transform(({ value }: { value: unknown }) => tidyAliases(value)),
    IsOptional(),
    IsArray({ message: 'aliases must be a list of names' }),
    ArrayMaxSize(MAX_ALIASES, { message: `aliases holds at most ${MAX_ALIASES} names` }),
    IsString({ each: true, message: 'each alias must be text' }),
    // PostgreSQL text cannot hold U+0000.
    ValidateBy({
      name: 'aliasNoNul',
      validator: {
        validate: (value: unknown) => !Array.isArray(value) || value.every((a) => typeof a !== 'string' || !hasNul(a)),
        defaultMessage: () => 'an alias must not contain NUL characters',
      },
    }),
    MinLength(1, { each: true, message: 'an alias cannot be empty' }),
    MaxLength(ALIAS_MAX_LENGTH, { each: true, message: `each alias is at most ${ALIAS_MAX_LENGTH} characters` }),
  );

/** A subject's `code`: letters, digits, spaces and dashes, up to 20; empty or null clears it. */
export const SubjectCode = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: SUBJECT_CODE_MAX_LENGTH,
      pattern: SUBJECT_CODE_PATTERN,
      example: 'CS301',
      description: 'The subject code printed on papers, stored as entered (trimmed); empty or null clears it',
    }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString(),
    MaxLength(SUBJECT_CODE_MAX_LENGTH, { message: `code is at most ${SUBJECT_CODE_MAX_LENGTH} characters` }),
    Matches(new RegExp(SUBJECT_CODE_PATTERN), { message: 'code holds only letters, digits, spaces and dashes' }),
  );
