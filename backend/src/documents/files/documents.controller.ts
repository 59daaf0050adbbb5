import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Put, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, Public, Verified } from '../../common/access/access.decorators';
import type { AuthUser } from '../../common/access/auth-user';
import { RawResponse, ResponseMessage } from '../../common/decorators';
import { ErrorEnvelopeDto } from '../../common/envelope';
import { IdParam } from '../../common/id-param';
import { DocumentFilesService } from './document-files.service';
import { DocumentsService } from '../documents.service';
import { DocumentDto } from '../dto/document.dto';
import { SetAnswersForDto } from '../dto/answers-for.dto';
import { CommonCode } from '../../common/common.errors';
import { DocumentCode } from '../documents.errors';

const InvalidId = () => ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.REQUEST_INVALID_ID });
const NotFound = (description: string = DocumentCode.NOT_FOUND) =>
  ApiNotFoundResponse({ type: ErrorEnvelopeDto, description });

const PDF_RESPONSES = [
  ApiProduces('application/pdf'),
  ApiResponse({ status: 200, description: 'The PDF (ETag, Accept-Ranges, Cache-Control)' }),
  ApiResponse({ status: 206, description: 'Range request: Content-Range bytes start-end/size' }),
  ApiResponse({ status: 304, description: 'If-None-Match matched the ETag' }),
  ApiResponse({ status: 416, type: ErrorEnvelopeDto, description: DocumentCode.RANGE_NOT_SATISFIABLE }),
  ApiResponse({ status: 503, type: ErrorEnvelopeDto, description: CommonCode.STORAGE_UNAVAILABLE }),
];

function apply(decorators: MethodDecorator[]): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorator of decorators) decorator(target, key, descriptor);
  };
}

/** One document: its detail, its files (viewer, download, thumbnail) and its removal. */
@ApiTags('documents')
@Controller('documents')
export class DocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly files: DocumentFilesService,
  ) {}

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'Document detail' })
  @ApiOkResponse({ type: DocumentDto })
  @InvalidId()
  @NotFound()
  detail(@IdParam('id') id: string): Promise<DocumentDto> {
    return this.documents.detail(id);
  }

  @Get(':id/answers')
  @Public()
  @ApiOperation({
    summary: "A paper's answer keys and solutions, newest first (issue 27)",
    description: 'The documents whose answersFor names this one; empty when none (or when it is a note).',
  })
  @ApiOkResponse({ type: [DocumentDto] })
  @InvalidId()
  @NotFound()
  answers(@IdParam('id') id: string): Promise<DocumentDto[]> {
    return this.documents.answers(id);
  }

  @Put(':id/answers-for')
  @Verified()
  @ResponseMessage('Answer key link saved.')
  @ApiOperation({
    summary: 'Set or clear the paper this document is an answer key for (its uploader or an admin)',
    description:
      "answersFor: a paper of the same subject (not the document itself), or null. Naming a paper tells the paper's " +
      'bookmarkers (once per key and paper). Answers the document with answersFor and answerCount.',
  })
  @ApiOkResponse({ type: DocumentDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.REQUEST_INVALID_ID}, ${CommonCode.VALIDATION_FAILED}, ${DocumentCode.ANSWERS_FOR_INVALID}, ${DocumentCode.ANSWERS_FOR_NOT_PAPER}, ${DocumentCode.ANSWERS_FOR_WRONG_SUBJECT}, ${DocumentCode.ANSWERS_FOR_SELF}`,
  })
  @ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: DocumentCode.NOT_OWNER_ANSWERS_FOR })
  @NotFound()
  setAnswersFor(
    @IdParam('id') id: string,
    @Body() body: SetAnswersForDto,
    @CurrentUser() user: AuthUser,
  ): Promise<DocumentDto> {
    return this.documents.setAnswersForAs(id, body.answersFor, user);
  }

  @Get(':id/preview')
  @Public()
  @RawResponse()
  @ApiOperation({
    summary: 'The PDF inline, for the viewer frame (counts a view)',
    description: "The spec's viewer derives this from url by replacing 'view' with 'preview'.",
  })
  @apply(PDF_RESPONSES)
  @InvalidId()
  @NotFound(`${DocumentCode.NOT_FOUND} or ${DocumentCode.FILE_MISSING}`)
  preview(@IdParam('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.files.send(id, 'inline', request, reply);
  }

  @Get(':id/view')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'The PDF inline (same as /preview; the document url points here)' })
  @apply(PDF_RESPONSES)
  @InvalidId()
  @NotFound(`${DocumentCode.NOT_FOUND} or ${DocumentCode.FILE_MISSING}`)
  view(@IdParam('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.files.send(id, 'inline', request, reply);
  }

  @Get(':id/download')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'The PDF as an attachment (counts a download)' })
  @apply(PDF_RESPONSES)
  @InvalidId()
  @NotFound(`${DocumentCode.NOT_FOUND} or ${DocumentCode.FILE_MISSING}`)
  download(@IdParam('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.files.send(id, 'attachment', request, reply);
  }

  @Get(':id/thumbnail')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'Page-1 thumbnail (PNG, ≈480 px wide)' })
  @ApiProduces('image/png')
  @ApiResponse({ status: 200, description: 'PNG' })
  @ApiResponse({ status: 304, description: 'If-None-Match matched the ETag' })
  @InvalidId()
  @NotFound(`${DocumentCode.NOT_FOUND} or ${DocumentCode.PREVIEW_NOT_READY}`)
  thumbnail(@IdParam('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.files.send(id, 'thumbnail', request, reply);
  }

  @Delete(':id')
  @Verified()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Document deleted successfully.')
  @ApiOperation({ summary: 'Delete a document (its uploader or an admin); its files go too' })
  @ApiOkResponse({ description: 'data is null' })
  @InvalidId()
  @ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: DocumentCode.NOT_OWNER })
  @NotFound()
  async remove(@IdParam('id') id: string, @CurrentUser() user: AuthUser): Promise<null> {
    await this.documents.removeAs(id, user);
    return null;
  }
}
