import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { NoNul } from '../../common/plain-text';
import { DOCUMENT_TYPES, EXAM_TYPES, type DocumentType, type ExamType } from '../../database/schema/enums';
import { EXAM_YEAR_EXAMPLE, EXAM_YEAR_PATTERN, IsExamYear } from '../../documents/dto/exam-year';

/** A note's longest length (the column's check repeats it). */
export const REQUEST_NOTE_MAX = 300;

const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
/** Blank means "not given" (a form's empty field). */
const BlankAsUndefined = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value,
  );
/** `papers` and `notes` (the routes' words) are taken too. */
const SingularType = () =>
  Transform(({ value }: { value: unknown }) => (value === 'papers' ? 'paper' : value === 'notes' ? 'note' : value));

const CatalogueRef = (description: string) =>
  function (target: object, key: string) {
    ApiProperty({ description, maxLength: 200 })(target, key);
    Trim()(target, key);
    IsString()(target, key);
    NoNul()(target, key);
    IsNotEmpty()(target, key);
    MaxLength(200)(target, key);
  };

/**
 * POST /api/requests: a document asked for by its catalogue place, named as POST /api/papers
 * names it (names, case-insensitive, or ids), optionally narrowed to an exam type and exam year.
 */
export class CreateRequestDto {
  @ApiProperty({ enum: DOCUMENT_TYPES, description: 'paper or note (papers / notes are taken too)' })
  @SingularType()
  @IsIn(DOCUMENT_TYPES, { message: `type must be one of ${DOCUMENT_TYPES.join(', ')}` })
  type: DocumentType;

  @CatalogueRef('College name (case-insensitive) or id') college: string;
  @CatalogueRef('Course name or id, within the college') course: string;
  @CatalogueRef('Branch name or id, within the course') branch: string;
  @CatalogueRef('Subject name or id, within the branch and year') subject: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10, description: 'Year of study, within the course duration' })
  @Type(() => Number)
  @IsInt({ message: 'year must be a whole number' })
  @Min(1)
  @Max(10)
  year: number;

  @ApiPropertyOptional({ enum: EXAM_TYPES, description: 'Papers only; none: any exam type' })
  @BlankAsUndefined()
  @IsOptional()
  @IsIn(EXAM_TYPES, { message: `examType must be one of ${EXAM_TYPES.join(', ')}` })
  examType?: ExamType;

  @ApiPropertyOptional({
    pattern: EXAM_YEAR_PATTERN,
    example: EXAM_YEAR_EXAMPLE,
    description: 'The exam year or session wanted (2023 or 2023-24); none: any',
  })
  @BlankAsUndefined()
  @IsOptional()
  @IsExamYear()
  examYear?: string;

  @ApiPropertyOptional({ maxLength: REQUEST_NOTE_MAX, description: 'A short note for uploaders' })
  @BlankAsUndefined()
  @IsOptional()
  @IsString()
  @NoNul()
  @MaxLength(REQUEST_NOTE_MAX, { message: `note must be at most ${REQUEST_NOTE_MAX} characters` })
  note?: string;
}
