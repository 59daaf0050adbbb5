import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DOCUMENT_TYPES, EXAM_TYPES, type DocumentType, type ExamType } from '../../documents/dto/document.dto';
import { CreatePaperDto } from '../../documents/dto/create-document.dto';
import { UPLOAD_DRAFT_STATUSES, type UploadDraftStatus } from '../../database/schema/uploads';

export class SuggestedValueDto {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer' }], description: 'The suggested value' })
  value: string | number;
  @ApiProperty({ minimum: 0, maximum: 1 })
  confidence: number;
}

/** Each field suggested from the paper's page 1–2, or null when the paper does not settle it. */
export class SuggestionDto {
  @ApiProperty({ type: SuggestedValueDto, nullable: true, description: 'paper or note' })
  type: SuggestedValueDto | null;
  @ApiProperty({ type: SuggestedValueDto, nullable: true }) collegeId: SuggestedValueDto | null;
  @ApiProperty({ type: SuggestedValueDto, nullable: true }) courseId: SuggestedValueDto | null;
  @ApiProperty({ type: SuggestedValueDto, nullable: true }) branchId: SuggestedValueDto | null;
  @ApiProperty({ type: SuggestedValueDto, nullable: true }) subjectId: SuggestedValueDto | null;
  @ApiProperty({ type: SuggestedValueDto, nullable: true, description: 'Year of study 1–10' })
  year: SuggestedValueDto | null;
  @ApiProperty({ type: SuggestedValueDto, nullable: true, description: `One of ${EXAM_TYPES.join(', ')}` })
  examType: SuggestedValueDto | null;
  @ApiProperty({ type: SuggestedValueDto, nullable: true, description: '2023 or 2023-24' })
  examYear: SuggestedValueDto | null;
  @ApiProperty({ type: SuggestedValueDto, nullable: true }) title: SuggestedValueDto | null;
}

export class DuplicateDto {
  @ApiProperty({ format: 'uuid' }) documentId: string;
  @ApiProperty() title: string;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Page-1 text similarity (1 for the same file)' })
  similarity: number;
  @ApiProperty({ description: 'The very same file (same SHA-256): publishing it is refused' })
  exact: boolean;
}

export const CHECK_CODES = [
  'PDF.UNREADABLE',
  'PDF.ENCRYPTED',
  'TEXT.NONE',
  'PAGES.DUPLICATED',
  'PAGES.ROTATED',
  'SCAN.LOW_RESOLUTION',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

export class CheckDto {
  @ApiProperty({ enum: CHECK_CODES }) code: CheckCode;
  @ApiProperty({ type: [Number], description: 'The pages concerned (1-based; empty for the whole file)' })
  pages: number[];
  @ApiProperty() message: string;
}

export class AnalysisDto {
  @ApiProperty({ type: SuggestionDto }) suggestion: SuggestionDto;
  @ApiProperty({ type: [DuplicateDto] }) duplicates: DuplicateDto[];
  @ApiProperty({ type: [CheckDto] }) checks: CheckDto[];
}

export class UploadDraftDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: UPLOAD_DRAFT_STATUSES }) status: UploadDraftStatus;
  @ApiProperty() fileName: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiPropertyOptional({ type: AnalysisDto, nullable: true, description: 'Present once ready' })
  analysis?: AnalysisDto | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why the analysis failed (status failed)' })
  failureReason?: string | null;
  @ApiPropertyOptional({ format: 'date-time' }) createdAt?: string;
  @ApiPropertyOptional({ format: 'date-time', description: 'The draft and its file are removed then' })
  expiresAt?: string;
}

/**
 * POST /api/uploads/{id}/publish: the fields of POST /api/papers (or /api/notes), plus the type.
 * examType is required for a paper and ignored for a note, as on the one-step routes.
 */
export class PublishUploadDto extends CreatePaperDto {
  @ApiProperty({ enum: DOCUMENT_TYPES })
  @IsIn(DOCUMENT_TYPES, { message: `type must be one of ${DOCUMENT_TYPES.join(', ')}` })
  type: DocumentType;

  @ApiPropertyOptional({ enum: EXAM_TYPES, description: 'Required for a paper' })
  @IsOptional()
  declare examType: ExamType;
}
