import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { EmptyAsUndefined, PageQueryDto } from '../../documents/dto/feed-query.dto';
import { NoNul } from '../../common/plain-text';
import { EXAM_TYPES, type ExamType } from '../../database/schema/enums';

export const QUESTION_SORTS = ['asked', 'recent'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

export class SubjectQuestionsQueryDto {
  @ApiPropertyOptional({
    enum: QUESTION_SORTS,
    description: 'asked: most papers first (the default); recent: latest exam year first',
  })
  @IsOptional()
  @IsIn(QUESTION_SORTS)
  sort?: QuestionSort;

  @ApiPropertyOptional({ enum: EXAM_TYPES, description: 'Only occurrences in papers of this exam type' })
  @IsOptional()
  @IsIn(EXAM_TYPES)
  examType?: ExamType;
}

export class QuestionOccurrenceDto {
  @ApiProperty({ format: 'uuid' }) documentId: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true, example: '2023' }) examYear: string | null;
  @ApiProperty({ enum: EXAM_TYPES, nullable: true }) examType: ExamType | null;
  @ApiProperty({ example: '3(b)' }) number: string;
  @ApiProperty({ type: Number, nullable: true }) marks: number | null;
  @ApiProperty({ description: 'The page the question starts on (1-based)' }) page: number;
}

export class QuestionGroupDto {
  @ApiProperty({ format: 'uuid', description: "The group's first question (its oldest occurrence)" }) id: string;
  @ApiProperty({ description: 'The wording it was first asked in' }) text: string;
  @ApiProperty({ description: 'How many papers asked it' }) asked: number;
  @ApiProperty({
    type: [String],
    description: 'The exam years it was asked in, oldest first',
    example: ['2021', '2023'],
  })
  years: string[];
  @ApiProperty({ type: [QuestionOccurrenceDto] }) occurrences: QuestionOccurrenceDto[];
}

export class DocumentQuestionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3(b)' }) number: string;
  @ApiProperty() text: string;
  @ApiProperty({ type: Number, nullable: true }) marks: number | null;
  @ApiProperty({ description: 'The page the question starts on (1-based)' }) page: number;
  @ApiProperty({ format: 'uuid', description: 'Its group in GET /api/subjects/{id}/questions' }) groupId: string;
  @ApiProperty({ description: 'How many papers of the subject asked it (this one included)' }) asked: number;
  @ApiProperty({ type: [String], description: 'The exam years it was asked in, oldest first' }) years: string[];
}

/** GET /api/questions: question hits for a search, newest papers first (issue 29). */
export class QuestionSearchQueryDto extends PageQueryDto {
  @ApiProperty({ description: 'Words to find in the questions (2–100 characters)', example: 'deadlock conditions' })
  @IsString()
  @NoNul()
  @MinLength(2)
  @MaxLength(100)
  q: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this subject's questions" })
  @EmptyAsUndefined()
  @IsOptional()
  @IsUUID()
  subject?: string;
}

export class QuestionSubjectRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Operating Systems' }) name: string;
}

export class QuestionHitDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '4(b)' }) number: string;
  @ApiProperty() text: string;
  @ApiProperty({ type: Number, nullable: true }) marks: number | null;
  @ApiProperty({ description: 'The page the question starts on (1-based)' }) page: number;
  @ApiProperty({ format: 'uuid' }) documentId: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true, example: '2022' }) examYear: string | null;
  @ApiProperty({ enum: EXAM_TYPES, nullable: true }) examType: ExamType | null;
  @ApiProperty({ type: QuestionSubjectRefDto }) subject: QuestionSubjectRefDto;
}

export class QuestionHitPageDto {
  @ApiProperty({ type: [QuestionHitDto] }) items: QuestionHitDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The next page, or null' }) nextPage: string | null;
  @ApiProperty() hasNextPage: boolean;
}
