import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Verified } from '../common/access/access.decorators';
import type { AuthUser } from '../common/access/auth-user';
import { BadRequest, NotFound } from '../common/api-errors.swagger';
import { CommonCode } from '../common/common.errors';
import { ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { AcceptsMultipart } from '../common/http-hardening';
import { IdParam } from '../common/id-param';
import { RateLimit } from '../common/throttling/rate-limit.decorator';
import { CatalogueCode } from '../catalogue/catalogue.errors';
import { DocumentCode } from '../documents/documents.errors';
import { DocumentDto } from '../documents/dto/document.dto';
import { PublishUploadDto, UploadDraftDto } from './dto/upload-draft.dto';
import { UploadCode } from './uploads.errors';
import { UploadsService } from './uploads.service';

/**
 * The smart upload (issue 26): a PDF becomes a draft its owner alone sees, analysed in the worker
 * (suggested fields, duplicates, quality checks), then published as POST /api/papers would.
 */
@ApiTags('uploads')
@Verified()
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @AcceptsMultipart()
  @RateLimit('upload')
  @ResponseMessage('File uploaded successfully')
  @ApiOperation({ summary: 'Upload a PDF as a draft (multipart, one file part); its analysis is queued' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'The PDF (must start with %PDF-)' } },
    },
  })
  @ApiCreatedResponse({ type: UploadDraftDto })
  @BadRequest(
    `${CommonCode.VALIDATION_FAILED} (file missing), ${CommonCode.REQUEST_MALFORMED_MULTIPART}, ${DocumentCode.EMPTY_FILE}`,
  )
  @ApiPayloadTooLargeResponse({ type: ErrorEnvelopeDto, description: `${DocumentCode.TOO_LARGE} (UPLOAD_MAX_MB)` })
  @ApiUnsupportedMediaTypeResponse({
    type: ErrorEnvelopeDto,
    description: `${DocumentCode.NOT_PDF} or ${DocumentCode.MULTIPART_REQUIRED}`,
  })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: `${CommonCode.STORAGE_UNAVAILABLE}` })
  create(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<UploadDraftDto> {
    return this.uploads.create(user.id, request);
  }

  @Get()
  @ApiOperation({ summary: "The caller's drafts, newest first" })
  @ApiOkResponse({ type: [UploadDraftDto] })
  list(@CurrentUser() user: AuthUser): Promise<UploadDraftDto[]> {
    return this.uploads.list(user.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the caller\'s drafts; analysis once status is "ready"' })
  @ApiOkResponse({ type: UploadDraftDto })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(`${UploadCode.NOT_FOUND} (also for someone else's draft)`)
  get(@CurrentUser() user: AuthUser, @IdParam('id') id: string): Promise<UploadDraftDto> {
    return this.uploads.get(user.id, id);
  }

  @Post(':id/publish')
  @RateLimit('upload')
  @ResponseMessage('File uploaded successfully')
  @ApiOperation({
    summary: 'Publish a draft as a paper or note',
    description:
      'The fields of POST /api/papers (or /api/notes) plus type; the same answer, rules, points and jobs. ' +
      "The draft is removed and its file becomes the document's. A near-duplicate of a document (≥ 0.85 " +
      'page-1 text similarity) is published without points and records possibleDuplicateOf.',
  })
  @ApiBody({ type: PublishUploadDto })
  @ApiCreatedResponse({ type: DocumentDto })
  @BadRequest(
    `${CommonCode.VALIDATION_FAILED}, ${DocumentCode.INVALID_EXAM_YEAR}, ${CatalogueCode.DOCUMENT_UNKNOWN_CATALOGUE}, ${CatalogueCode.DOCUMENT_YEAR_OUT_OF_RANGE}, ` +
      `${DocumentCode.ANSWERS_FOR_INVALID}, ${DocumentCode.ANSWERS_FOR_NOT_PAPER}, ${DocumentCode.ANSWERS_FOR_WRONG_SUBJECT}`,
  )
  @NotFound(UploadCode.NOT_FOUND)
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: `${DocumentCode.DUPLICATE}: details { documentId, title }`,
  })
  publish(
    @CurrentUser() user: AuthUser,
    @IdParam('id') id: string,
    @Body() body: Record<string, unknown>,
  ): Promise<DocumentDto> {
    return this.uploads.publish(user.id, id, body ?? {});
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Discard a draft and its file' })
  @ApiNoContentResponse({ description: 'Discarded' })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(UploadCode.NOT_FOUND)
  async discard(@CurrentUser() user: AuthUser, @IdParam('id') id: string): Promise<void> {
    await this.uploads.discard(user.id, id);
  }
}
