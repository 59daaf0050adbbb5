import { applyDecorators, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Public, Verified } from '../../common/access/access.decorators';
import type { AuthUser } from '../../common/access/auth-user';
import { ResponseMessage } from '../../common/decorators';
import { ErrorEnvelopeDto } from '../../common/envelope';
import { IdParam, YearParam } from '../../common/id-param';
import { DocumentUploadService } from '../upload/document-upload.service';
import { DocumentsService } from '../documents.service';
import { ApiUploadBody } from '../documents.swagger';
import { SerializesDocumentPage } from './document-page.schema';
import { DocumentDto, DocumentPageDto, type DocumentType } from '../dto/document.dto';
import { FeedQueryDto, PageQueryDto } from '../dto/feed-query.dto';
import { AcceptsMultipart } from '../../common/http-hardening';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { CatalogueCode } from '../../catalogue/catalogue.errors';
import { CommonCode } from '../../common/common.errors';
import { DocumentCode, invalidType, typeMismatch } from '../documents.errors';

const FEED_DESCRIPTION =
  'Newest first, 20 per page, keyset-paged: follow nextPage (a /v1 URL; swap /v1 for /api). ' +
  'Filters take catalogue names (case-insensitive) or ids. With q: full-text search, prefix-matched; title, description and catalogue matches first, then text-only matches, newest first in each, with a snippet of the matching text.';

const BadRequest = (description: string) => ApiBadRequestResponse({ type: ErrorEnvelopeDto, description });
/**
 * A guest's searches (q not blank) are limited per address, the three feed routes together
 * (RATE_LIMITS `search`); feeds without q and signed-in users' searches are not counted.
 */
const TooManySearches = () =>
  applyDecorators(
    RateLimit('search'),
    ApiTooManyRequestsResponse({
      type: ErrorEnvelopeDto,
      description: `${CommonCode.SEARCH_TOO_MANY}: a guest address's searches (q) over the limit; details { retryAfterSeconds }`,
    }),
  );
const WizardNotFound = () =>
  ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: `${CatalogueCode.COLLEGE_NOT_FOUND}, COURSE_NOT_FOUND, BRANCH_NOT_FOUND or SUBJECT_NOT_FOUND`,
  });

/** Docs of the wizard's document grid: the five-id form, or the long form repeating the type. */
function WizardGridDocs(type: DocumentType, form: 'ids' | 'typed') {
  const list = type === 'paper' ? 'papers' : 'notes';
  const Title = type === 'paper' ? 'Papers' : 'Notes';
  return applyDecorators(
    Public(),
    form === 'ids'
      ? ApiOperation({
          summary: `${Title} of one subject (browse wizard's last step), by ids`,
          description: FEED_DESCRIPTION,
        })
      : ApiOperation({
          summary: `${Title} of one subject, long form /api/${list}/{type}/{college}/{course}/{branch}/{year}/{subject}`,
          description: `Same list as the five-id form; type must be ${list} (or ${type}). ${FEED_DESCRIPTION}`,
        }),
    ApiOkResponse({ type: DocumentPageDto }),
    SerializesDocumentPage(),
    BadRequest(
      form === 'ids'
        ? `${CommonCode.REQUEST_INVALID_ID}, ${CommonCode.REQUEST_INVALID_YEAR}, ${CatalogueCode.YEAR_OUT_OF_RANGE} or ${DocumentCode.INVALID_CURSOR}`
        : `${DocumentCode.INVALID_TYPE}, ${DocumentCode.TYPE_MISMATCH}, ${CommonCode.REQUEST_INVALID_ID}, ${CommonCode.REQUEST_INVALID_YEAR} or ${DocumentCode.INVALID_CURSOR}`,
    ),
    WizardNotFound(),
  );
}

function UploadDocs(type: DocumentType) {
  return applyDecorators(
    ApiUploadBody(type),
    ApiCreatedResponse({ type: DocumentDto }),
    BadRequest(
      `${CommonCode.VALIDATION_FAILED} (fields, file missing), ${CatalogueCode.DOCUMENT_UNKNOWN_CATALOGUE} (names the field), ${CatalogueCode.DOCUMENT_YEAR_OUT_OF_RANGE}, ` +
        `${CommonCode.REQUEST_MALFORMED_MULTIPART} (no boundary, cut short or corrupt), ${DocumentCode.EMPTY_FILE} (a file part of 0 bytes), ` +
        `${DocumentCode.ANSWERS_FOR_INVALID}, ${DocumentCode.ANSWERS_FOR_NOT_PAPER}, ${DocumentCode.ANSWERS_FOR_WRONG_SUBJECT} (answersFor)`,
    ),
    ApiConflictResponse({
      type: ErrorEnvelopeDto,
      description: `${DocumentCode.DUPLICATE}: details { documentId, title }`,
    }),
    ApiPayloadTooLargeResponse({ type: ErrorEnvelopeDto, description: `${DocumentCode.TOO_LARGE} (UPLOAD_MAX_MB)` }),
    ApiUnsupportedMediaTypeResponse({
      type: ErrorEnvelopeDto,
      description: `${DocumentCode.NOT_PDF} ('File type not supported. Please upload a PDF file') or ${DocumentCode.MULTIPART_REQUIRED}`,
    }),
    ApiServiceUnavailableResponse({
      type: ErrorEnvelopeDto,
      description: `${CommonCode.STORAGE_UNAVAILABLE}: nothing was kept`,
    }),
  );
}

/**
 * The spec's client shape for the wizard grid is `/api/{type}/{a}/{b}/{c}/{d}/{e}/{f}` with six
 * values "type, college, course, branch, year, subject": the long form repeats the type after
 * the list name. It must agree with it (papers/paper or notes/note).
 */
function typeSegment(name: string, expected: DocumentType): string {
  const value = name.toLowerCase();
  const type =
    value === 'papers' || value === 'paper' ? 'paper' : value === 'notes' || value === 'note' ? 'note' : undefined;
  if (type === undefined) throw invalidType();
  if (type !== expected) throw typeMismatch(name, expected);
  return type;
}

/** Lists of papers and notes (feed, search, wizard grid) and uploads (spec §7 Other). */
@ApiTags('documents')
@Controller()
export class FeedController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly uploads: DocumentUploadService,
  ) {}

  @Get('papers')
  @Public()
  @ApiOperation({ summary: 'Papers (feed, filters, search)', description: FEED_DESCRIPTION })
  @ApiOkResponse({ type: DocumentPageDto })
  @SerializesDocumentPage()
  @BadRequest(`${CommonCode.VALIDATION_FAILED} or ${DocumentCode.INVALID_CURSOR}`)
  @TooManySearches()
  papers(@Query() query: FeedQueryDto): Promise<DocumentPageDto> {
    return this.documents.feed('paper', query);
  }

  @Get('notes')
  @Public()
  @ApiOperation({ summary: 'Notes (feed, filters, search)', description: FEED_DESCRIPTION })
  @ApiOkResponse({ type: DocumentPageDto })
  @SerializesDocumentPage()
  @BadRequest(`${CommonCode.VALIDATION_FAILED} or ${DocumentCode.INVALID_CURSOR}`)
  @TooManySearches()
  notes(@Query() query: FeedQueryDto): Promise<DocumentPageDto> {
    return this.documents.feed('note', query);
  }

  @Get('documents')
  @Public()
  @ApiOperation({
    summary: 'Papers and notes together (the /feed screen)',
    description: `${FEED_DESCRIPTION} The admin console's list is GET /api/admin/documents.`,
  })
  @ApiOkResponse({ type: DocumentPageDto })
  @SerializesDocumentPage()
  @BadRequest(`${CommonCode.VALIDATION_FAILED} or ${DocumentCode.INVALID_CURSOR}`)
  @TooManySearches()
  all(@Query() query: FeedQueryDto): Promise<DocumentPageDto> {
    return this.documents.feed(undefined, query);
  }

  @Get('papers/:collegeId/:courseId/:branchId/:year/:subjectId')
  @WizardGridDocs('paper', 'ids')
  wizardPapers(
    @IdParam('collegeId') collegeId: string,
    @IdParam('courseId') courseId: string,
    @IdParam('branchId') branchId: string,
    @YearParam() year: number,
    @IdParam('subjectId') subjectId: string,
    @Query() query: PageQueryDto,
  ): Promise<DocumentPageDto> {
    return this.documents.wizardFeed('paper', { collegeId, courseId, branchId, year, subjectId }, query);
  }

  @Get('notes/:collegeId/:courseId/:branchId/:year/:subjectId')
  @WizardGridDocs('note', 'ids')
  wizardNotes(
    @IdParam('collegeId') collegeId: string,
    @IdParam('courseId') courseId: string,
    @IdParam('branchId') branchId: string,
    @YearParam() year: number,
    @IdParam('subjectId') subjectId: string,
    @Query() query: PageQueryDto,
  ): Promise<DocumentPageDto> {
    return this.documents.wizardFeed('note', { collegeId, courseId, branchId, year, subjectId }, query);
  }

  @Get('papers/:type/:collegeId/:courseId/:branchId/:year/:subjectId')
  @WizardGridDocs('paper', 'typed')
  wizardPapersTyped(
    @Param('type') type: string,
    @IdParam('collegeId') collegeId: string,
    @IdParam('courseId') courseId: string,
    @IdParam('branchId') branchId: string,
    @YearParam() year: number,
    @IdParam('subjectId') subjectId: string,
    @Query() query: PageQueryDto,
  ): Promise<DocumentPageDto> {
    typeSegment(type, 'paper');
    return this.documents.wizardFeed('paper', { collegeId, courseId, branchId, year, subjectId }, query);
  }

  @Get('notes/:type/:collegeId/:courseId/:branchId/:year/:subjectId')
  @WizardGridDocs('note', 'typed')
  wizardNotesTyped(
    @Param('type') type: string,
    @IdParam('collegeId') collegeId: string,
    @IdParam('courseId') courseId: string,
    @IdParam('branchId') branchId: string,
    @YearParam() year: number,
    @IdParam('subjectId') subjectId: string,
    @Query() query: PageQueryDto,
  ): Promise<DocumentPageDto> {
    typeSegment(type, 'note');
    return this.documents.wizardFeed('note', { collegeId, courseId, branchId, year, subjectId }, query);
  }

  @Post('papers')
  @Verified()
  @AcceptsMultipart()
  @RateLimit('upload')
  @ResponseMessage('File uploaded successfully')
  @ApiOperation({ summary: 'Upload a paper (multipart; streamed; +10 points)' })
  @UploadDocs('paper')
  uploadPaper(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<DocumentDto> {
    return this.uploads.upload('paper', user.id, request);
  }

  @Post('notes')
  @Verified()
  @AcceptsMultipart()
  @RateLimit('upload')
  @ResponseMessage('File uploaded successfully')
  @ApiOperation({ summary: 'Upload a note (multipart; streamed; +10 points)' })
  @UploadDocs('note')
  uploadNote(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<DocumentDto> {
    return this.uploads.upload('note', user.id, request);
  }
}
