import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import {
  DOCUMENT_TYPES,
  EXAM_TYPES,
  PREVIEW_STATUSES,
  TEXT_SOURCES,
  type DocumentType,
  type ExamType,
  type PreviewStatus,
  type TextSource,
} from '../../database/schema/enums';
import type { DocumentListRow } from '../document-list.columns';

// Defined once with the schema; other modules read them from the documents DTOs.
export { DOCUMENT_TYPES, EXAM_TYPES, TEXT_SOURCES, type DocumentType, type ExamType, type TextSource };

class OwnerRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'asha' }) username: string;
}
class SubjectRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Data Structures' }) name: string;
}
class BranchRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Computer Science and Engineering' }) branchName: string;
}
class CourseRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Bachelor of Technology' }) courseName: string;
}
class CollegeRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Indian Institute of Technology Delhi' }) collegeName: string;
}

/** The paper an answer key answers, as documents carry it (issue 27). */
export class AnswersForRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Data Structures end-semester 2024' }) title: string;
}

/** A piece of a search snippet: `match` pieces are the words the search matched (shown marked). */
export class SnippetPartDto {
  @ApiProperty({ example: 'counting ' }) text: string;
  @ApiProperty({ example: false }) match: boolean;
}

/**
 * Spec §3 Document. The one-element arrays (owner[0].username, subject[0].name, …) are the
 * shape the spec's client reads. examType is present only on papers (its presence marks a paper).
 */
export class DocumentDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: DOCUMENT_TYPES }) type: DocumentType;
  @ApiProperty({ example: 'Data Structures end-semester 2024' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({
    description: 'Viewer address; replacing "view" by "preview" gives the inline PDF',
    example: '/api/documents/3b24…/view',
  })
  url: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Page-1 thumbnail (PNG), null until rendered or when the PDF could not be read',
  })
  preview: string | null;
  @ApiPropertyOptional({ enum: EXAM_TYPES, description: 'Papers only' }) examType?: ExamType;
  @ApiProperty({ example: 2 }) year: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2023-24',
    description: 'The calendar year or academic session printed on the paper, null when not given',
  })
  examYear: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Page count, once the PDF was read' }) pages: number | null;
  @ApiProperty({
    enum: TEXT_SOURCES,
    nullable: true,
    description:
      'Where the searchable text came from: "pdf" (the text layer), "ocr" (some pages were scans whose text was ' +
      'recognised, so it may contain errors), "none" (no text found); null until the text has been read',
  })
  textSource: TextSource | null;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty() views: number;
  @ApiProperty() downloads: number;
  @ApiProperty({ type: [OwnerRefDto] }) owner: OwnerRefDto[];
  @ApiProperty({ type: [SubjectRefDto] }) subject: SubjectRefDto[];
  @ApiProperty({ type: [BranchRefDto] }) branch: BranchRefDto[];
  @ApiProperty({ type: [CourseRefDto] }) course: CourseRefDto[];
  @ApiProperty({ type: [CollegeRefDto] }) college: CollegeRefDto[];
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
  @ApiPropertyOptional({
    type: [SnippetPartDto],
    description:
      "Searches (q) only, when the PDF's text matched: a short passage of it in pieces, the matched words marked. " +
      'Plain text, never HTML.',
  })
  snippet?: SnippetPartDto[];
  @ApiPropertyOptional({
    example: 7,
    description:
      'With a snippet: the page of the PDF its first matched word is on (1 = the first), when known. ' +
      'Documents whose text was read before pages were recorded have none until their text is read again.',
  })
  snippetPage?: number;
  @ApiPropertyOptional({
    type: () => AnswersForRefDto,
    nullable: true,
    description:
      'The paper this document is an answer key or solution for (issue 27), null when none. On GET ' +
      "/api/documents/{id}, an upload's or publish's answer and GET /api/documents/{id}/answers; absent from " +
      'feeds and other lists.',
  })
  answersFor?: AnswersForRefDto | null;
  @ApiPropertyOptional({
    example: 1,
    description:
      'How many answer keys name this document as their paper (GET /api/documents/{id}/answers lists them). ' +
      "On GET /api/documents/{id} and an upload's or publish's answer only.",
  })
  answerCount?: number;
}

/** Where the spec's client finds a document's files (its viewer swaps 'view' for 'preview'). */
const documentUrls = (id: string) => ({
  view: `/api/documents/${id}/view`,
  preview: `/api/documents/${id}/preview`,
  download: `/api/documents/${id}/download`,
  thumbnail: `/api/documents/${id}/thumbnail`,
});

/**
 * A document as the API answers it, kept beside its DTO (as immich keeps `mapAsset` beside its
 * response DTO): a field is added to both in one file, and a required one left out here does not
 * compile. One object literal, the same keys for every row: a field a row does not have (a note's
 * examType, a snippet outside searches) is undefined, which JSON.stringify and the feed's compiled
 * serializer both leave out. (Spreading optional fields in made V8 copy the object per row: ≈ 60 µs
 * a page of 20 against ≈ 6 µs, measured.)
 */
export function toDocumentDto(row: DocumentListRow): DocumentDto {
  const urls = documentUrls(row.id);
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    url: urls.view,
    preview: row.previewStatus === 'ready' && row.thumbnailKey ? urls.thumbnail : null,
    examType: row.type === 'paper' && row.examType ? row.examType : undefined,
    year: row.year,
    examYear: row.examYear,
    pages: row.pageCount,
    textSource: row.textSource,
    size: row.size,
    views: row.views,
    downloads: row.downloads,
    owner: [{ _id: row.ownerId, username: row.username }],
    subject: [{ _id: row.subjectId, name: row.subjectName }],
    branch: [{ _id: row.branchId, branchName: row.branchName }],
    course: [{ _id: row.courseId, courseName: row.courseName }],
    college: [{ _id: row.collegeId, collegeName: row.collegeName }],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    snippet: row.snippet,
    snippetPage: row.snippetPage,
    // One document's answers only (DocumentsService.detail): lists leave them out.
    answersFor: undefined,
    answerCount: undefined,
  };
}

/** Spec §3 paged list: nextPage is a relative URL with '/v1' (the client rewrites it to '/api'). */
export class DocumentPageDto {
  @ApiProperty({ type: [DocumentDto] }) docs: DocumentDto[];
  @ApiProperty({ type: String, nullable: true, example: '/v1/papers?college=IIT%20Delhi&cursor=WyIyMDI2…' })
  nextPage: string | null;
  @ApiProperty() hasNextPage: boolean;
  // Only when there is one: the spec's page is { docs, nextPage, hasNextPage }, and stays so.
  @ApiPropertyOptional({
    type: String,
    example: 'operating systems',
    description:
      'Only on a search whose words as typed matched nothing, but whose misspelt words corrected did: the corrected query (its matches are the page). Absent otherwise, and on every feed without q.',
  })
  didYouMean?: string;
}

/** The document's background jobs, for admins (issue 23: work re-derived from the database). */
export class DocumentProcessingDto {
  @ApiProperty({
    enum: PREVIEW_STATUSES,
    description: 'The preview (thumbnail): "failed" when the PDF could not be read or its job ran out of attempts',
  })
  previewStatus: PreviewStatus;
  @ApiProperty({ description: 'Attempts of the thumbnail job started (a process that died during one counts)' })
  previewAttempts: number;
  @ApiProperty({ description: 'Attempts of the text (OCR) job started' })
  textAttempts: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the last attempt failed, or why it was given up; null if none did',
  })
  failureReason: string | null;
}

/** A quality check of the smart upload a document was published from (issue 26). */
export class DocumentCheckDto {
  @ApiProperty({ example: 'PAGES.ROTATED', description: "A stable code (the upload analysis's checks)" })
  code: string;
  @ApiProperty({ type: [Number], description: 'The pages it concerns (1-based); empty for the whole file' })
  pages: number[];
  @ApiProperty({ example: 'Some pages are turned sideways or upside down' }) message: string;
}

/** A document as the admin console sees it: with its background jobs' state. */
export class AdminDocumentDto extends DocumentDto {
  @ApiProperty({ type: DocumentProcessingDto }) processing: DocumentProcessingDto;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Published from a smart upload whose page-1 text matched this document (≥ 0.85); no points were given',
  })
  possibleDuplicateOf: string | null;
  @ApiProperty({
    type: [DocumentCheckDto],
    description: 'The quality checks of the smart upload it was published from; empty otherwise',
  })
  checks: DocumentCheckDto[];
}
