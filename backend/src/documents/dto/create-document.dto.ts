import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { NoNul } from '../../common/plain-text';
import { EXAM_TYPES, type ExamType } from './document.dto';
import { EXAM_YEAR_EXAMPLE, EXAM_YEAR_PATTERN, IsExamYear } from './exam-year';

const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * The text parts of an upload (spec §3 upload form, §5 rules): all required. The upload routes'
 * multipart body in openapi.json is made from these @ApiProperty's (documents.swagger.ts).
 */
export class CreateNoteDto {
  @ApiProperty({ maxLength: 200 }) @Trim() @IsString() @NoNul() @IsNotEmpty() @MaxLength(200) title: string;
  @ApiProperty({ maxLength: 2000 }) @Trim() @IsString() @NoNul() @IsNotEmpty() @MaxLength(2000) description: string;
  @ApiProperty({ description: 'College name (case-insensitive) or id' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  college: string;
  @ApiProperty({ description: 'Course name or id, within the college' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  course: string;
  @ApiProperty({ description: 'Branch name or id, within the course' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  branch: string;
  @ApiProperty({ description: 'Subject name or id, within the branch and year' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  subject: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10, description: 'Within the course duration' })
  @Type(() => Number)
  @IsInt({ message: 'year must be a whole number' })
  @Min(1)
  @Max(10)
  year: number;
  @ApiPropertyOptional({
    pattern: EXAM_YEAR_PATTERN,
    example: EXAM_YEAR_EXAMPLE,
    description:
      'The calendar year or academic session printed on the paper: 2023 or 2023-24 (the second part is the next ' +
      'year). Optional; empty means none. Refused with DOCUMENT.INVALID_EXAM_YEAR',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsExamYear()
  examYear?: string;
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'This document is an answer key or solution for that paper (its id): a paper of the same subject. Optional; ' +
      'empty means none. Refused with DOCUMENT.ANSWERS_FOR_INVALID (no such document), ' +
      'DOCUMENT.ANSWERS_FOR_NOT_PAPER or DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString()
  @MaxLength(100)
  answersFor?: string;
}

export class CreatePaperDto extends CreateNoteDto {
  @ApiProperty({ enum: EXAM_TYPES })
  @IsIn(EXAM_TYPES, { message: `examType must be one of ${EXAM_TYPES.join(', ')}` })
  examType: ExamType;
}
