import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { YEAR_OF_STUDY } from '../../common/id-param';
import { NoNul } from '../../common/plain-text';
import { EXAM_TYPES, type ExamType } from './document.dto';
import { EXAM_YEAR_EXAMPLE, EXAM_YEAR_PATTERN, IsExamYear } from './exam-year';

/**
 * The feed's orders: newest upload first (the default), newest exam year first (documents without
 * one last), or most popular first (views, downloads and bookmarks, decayed over days: migration
 * 0016's document_popularity; documents without any last, newest first).
 */
export const FEED_SORTS = ['newest', 'examYear', 'popular'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** Empty query values (`?college=`) mean "no filter", as the feed's Reset Filters sends them. */
export const EmptyAsUndefined = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/**
 * A whole number written in decimal (`?limit=20`); anything else (`0x10`, `1e3`, `Infinity`) stays a
 * string and fails IsInt, where Number() would have read some of them as numbers.
 */
const DecimalInt = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    return /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  });

/** Only the cursor: the wizard's document grid is filtered by its path. */
export class PageQueryDto {
  @ApiPropertyOptional({ description: 'Opaque cursor from the previous page (nextPage carries it)' })
  @EmptyAsUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(400)
  cursor?: string;

  @ApiPropertyOptional({ description: 'Page size, 1–50 (default 20)', example: 20 })
  @DecimalInt()
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  limit?: number;
}

/** GET /api/papers, /api/notes, /api/documents: filters by catalogue names (case-insensitive) or ids. */
export class FeedQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'College name or id', example: 'Indian Institute of Technology Delhi' })
  @EmptyAsUndefined()
  @IsOptional()
  @IsString()
  @NoNul()
  @MaxLength(200)
  college?: string;

  @ApiPropertyOptional({ description: 'Course name or id' })
  @EmptyAsUndefined()
  @IsOptional()
  @IsString()
  @NoNul()
  @MaxLength(200)
  course?: string;

  @ApiPropertyOptional({ description: 'Branch name or id' })
  @EmptyAsUndefined()
  @IsOptional()
  @IsString()
  @NoNul()
  @MaxLength(200)
  branch?: string;

  @ApiPropertyOptional({ description: 'Subject name or id' })
  @EmptyAsUndefined()
  @IsOptional()
  @IsString()
  @NoNul()
  @MaxLength(200)
  subject?: string;

  @ApiPropertyOptional({ description: 'Year of study', example: 2 })
  @DecimalInt()
  @IsOptional()
  @IsInt()
  @Min(YEAR_OF_STUDY.min)
  @Max(YEAR_OF_STUDY.max)
  year?: number;

  @ApiPropertyOptional({ enum: EXAM_TYPES, description: 'Papers only' })
  @EmptyAsUndefined()
  @IsOptional()
  @IsIn(EXAM_TYPES)
  examType?: ExamType;

  @ApiPropertyOptional({ pattern: EXAM_YEAR_PATTERN, example: EXAM_YEAR_EXAMPLE, description: 'Exam year, exact' })
  @EmptyAsUndefined()
  @IsOptional()
  @IsExamYear()
  examYear?: string;

  @ApiPropertyOptional({
    enum: FEED_SORTS,
    description:
      'newest (default): newest upload first. examYear: newest exam year first (a session after its calendar year), ' +
      'documents without one last, newest upload first within a year. popular: most viewed, downloaded and ' +
      'bookmarked first, each event counting less as days pass (a 7-day time constant: one 30 days old counts ≈ 1/70), ' +
      'documents without any last, newest upload first among equals. With q, examYear and popular list every match in that order (relevance tiers aside); newest keeps the relevance order',
  })
  @EmptyAsUndefined()
  @IsOptional()
  @IsIn(FEED_SORTS, { message: `sort must be one of ${FEED_SORTS.join(', ')}` })
  sort?: FeedSort;

  @ApiPropertyOptional({
    description:
      'Full-text search (title, description, catalogue names, PDF text), prefix-matched: documents whose title, description or catalogue names match come first, then those matched in the PDF text only, newest first in each; each carries a snippet of the matching text',
    example: 'operating sys',
  })
  @EmptyAsUndefined()
  @IsOptional()
  @IsString()
  @NoNul()
  @MaxLength(200)
  q?: string;
}
