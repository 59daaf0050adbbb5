import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoNul } from '../../common/plain-text';
import { EmptyAsUndefined, PageQueryDto } from '../../documents/dto/feed-query.dto';
import {
  DOCUMENT_TYPES,
  EXAM_TYPES,
  REQUEST_STATUSES,
  type DocumentType,
  type ExamType,
  type RequestStatus,
} from '../../database/schema/enums';

export { REQUEST_STATUSES, type RequestStatus };

class RequestCollegeDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() collegeName: string;
}
class RequestCourseDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() courseName: string;
}
class RequestBranchDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() branchName: string;
}
class RequestSubjectDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}
class RequestOwnerDto {
  @ApiProperty() username: string;
}

/** A request for a missing document, as every list and detail shows it. */
export class RequestDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: DOCUMENT_TYPES }) type: DocumentType;
  @ApiProperty() college: RequestCollegeDto;
  @ApiProperty() course: RequestCourseDto;
  @ApiProperty() branch: RequestBranchDto;
  @ApiProperty() subject: RequestSubjectDto;
  @ApiProperty({ type: 'integer' }) year: number;
  @ApiProperty({ enum: EXAM_TYPES, nullable: true, description: 'null: any exam type' }) examType: ExamType | null;
  @ApiProperty({ type: String, nullable: true, description: 'null: any exam year' }) examYear: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ enum: REQUEST_STATUSES }) status: RequestStatus;
  @ApiProperty({ type: 'integer', description: 'Students who asked ("me too"), the asker included' }) votes: number;
  @ApiProperty({ description: 'Whether the caller asked too (false for guests)' }) voted: boolean;
  @ApiProperty({ description: 'Whether the caller made the request' }) mine: boolean;
  @ApiProperty() owner: RequestOwnerDto;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The document that fulfilled it' })
  documentId: string | null;
  @ApiProperty({ type: String, nullable: true, description: "An admin's reason for closing or rejecting it" })
  reason: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true, description: 'When it was fulfilled, closed or rejected' })
  resolvedAt: Date | null;
}

export class RequestPageDto {
  @ApiProperty({ type: [RequestDto] }) requests: RequestDto[];
  @ApiProperty({ type: String, nullable: true, example: '/v1/requests?sort=wanted&cursor=WzMsIjIwMjYt…' })
  nextPage: string | null;
  @ApiProperty() hasNextPage: boolean;
}

export class VoteStateDto {
  @ApiProperty({ description: 'Whether the caller asks too after the toggle' }) voted: boolean;
  @ApiProperty({ type: 'integer' }) votes: number;
}

export const REQUEST_SORTS = ['wanted', 'new'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];
export const LISTED_STATUSES = ['open', 'fulfilled'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

const Ref = (description: string) =>
  function (target: object, key: string) {
    ApiPropertyOptional({ description })(target, key);
    EmptyAsUndefined()(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    NoNul()(target, key);
    MaxLength(200)(target, key);
  };

/** GET /api/requests: filters by catalogue names (case-insensitive) or ids, as the feed's. */
export class RequestQueryDto extends PageQueryDto {
  @Ref('College name or id') college?: string;
  @Ref('Course name or id') course?: string;
  @Ref('Branch name or id') branch?: string;
  @Ref('Subject name or id') subject?: string;

  @ApiPropertyOptional({ enum: LISTED_STATUSES, default: 'open' })
  @EmptyAsUndefined()
  @IsOptional()
  @IsIn(LISTED_STATUSES, { message: `status must be one of ${LISTED_STATUSES.join(', ')}` })
  status?: ListedStatus;

  @ApiPropertyOptional({
    enum: REQUEST_SORTS,
    default: 'wanted',
    description: 'wanted: most votes first; new: newest first',
  })
  @EmptyAsUndefined()
  @IsOptional()
  @IsIn(REQUEST_SORTS, { message: `sort must be one of ${REQUEST_SORTS.join(', ')}` })
  sort?: RequestSort;
}
