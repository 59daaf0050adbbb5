import { applyDecorators, Controller, Get, HttpStatus, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/access/access.decorators';
import { CommonCode } from '../../common/common.errors';
import { RawResponse } from '../../common/decorators';
import { ErrorEnvelopeDto } from '../../common/envelope';
import { IdParam } from '../../common/id-param';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { DocumentCode, invalidPage, invalidPageWidth } from '../documents.errors';
import { PageWordsDto } from './dto/page-words.dto';
import { PageImagesService } from './page-images.service';
import { isPageWidth, PAGE_WIDTHS, type PageWidth } from './page-keys';

const MAX_PAGE_NUMBER = 100_000;
const DEFAULT_WIDTH: PageWidth = 960;

/** `n` in the path: a page number from 1 (400 DOCUMENT.INVALID_PAGE otherwise, never a 500). */
function pageNumber(raw: string): number {
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE_NUMBER)) throw invalidPage();
  return page;
}

function pageWidth(raw: string | undefined): PageWidth {
  if (raw === undefined) return DEFAULT_WIDTH;
  const width = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!isPageWidth(width)) throw invalidPageWidth(PAGE_WIDTHS);
  return width;
}

const PageDocs = () =>
  applyDecorators(
    ApiParam({ name: 'n', description: 'Page number, from 1', example: 1 }),
    ApiBadRequestResponse({
      type: ErrorEnvelopeDto,
      description: `${CommonCode.REQUEST_INVALID_ID}, ${DocumentCode.INVALID_PAGE} or ${DocumentCode.INVALID_PAGE_WIDTH}`,
    }),
    ApiNotFoundResponse({
      type: ErrorEnvelopeDto,
      description: `${DocumentCode.NOT_FOUND}, ${DocumentCode.PAGE_NOT_FOUND} (past the last page) or ${DocumentCode.FILE_MISSING}`,
    }),
    ApiResponse({
      status: 422,
      type: ErrorEnvelopeDto,
      description: `${DocumentCode.PAGE_UNREADABLE}: the PDF (or this page) could not be drawn`,
    }),
    ApiResponse({
      status: 503,
      type: ErrorEnvelopeDto,
      description: `${DocumentCode.PAGES_BUSY} (Retry-After; too many pages being drawn) or ${CommonCode.STORAGE_UNAVAILABLE}`,
    }),
    RateLimit('pages'),
    ApiTooManyRequestsResponse({
      type: ErrorEnvelopeDto,
      description: `${CommonCode.DOCUMENT_TOO_MANY_PAGE_REQUESTS}: page images and words by one user or guest address over RATE_LIMITS \`pages\``,
    }),
  );

/**
 * The page viewer for phones (issue 25): a document's pages as images and their words, drawn
 * on first request and kept in object storage (page-images.service.ts). Public, as the PDF is.
 */
@ApiTags('documents')
@Controller('documents')
export class PagesController {
  constructor(private readonly pages: PageImagesService) {}

  @Get(':id/pages/:n')
  @Public()
  @RawResponse()
  @ApiOperation({
    summary: 'One page as an image (WebP), for phones',
    description:
      'Drawn the first time it is asked for at that width, then served from object storage. ETag and Cache-Control; If-None-Match → 304.',
  })
  @ApiQuery({
    name: 'width',
    required: false,
    enum: [...PAGE_WIDTHS],
    description: `Pixels wide (default ${DEFAULT_WIDTH})`,
  })
  @ApiProduces('image/webp')
  @ApiResponse({ status: 200, description: 'WebP image' })
  @ApiResponse({ status: 304, description: 'If-None-Match matched the ETag' })
  @PageDocs()
  async image(
    @IdParam('id') id: string,
    @Param('n') n: string,
    @Query('width') width: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const page = pageNumber(n);
    const answer = await this.pages.image(id, page, pageWidth(width), request.headers['if-none-match']);
    void reply.header('etag', answer.etag).header('cache-control', answer.cacheControl);
    if (answer.notModified) {
      await reply.code(HttpStatus.NOT_MODIFIED).send();
      return;
    }
    await reply
      .code(HttpStatus.OK)
      .header('content-type', 'image/webp')
      .header('content-length', answer.size)
      .send(answer.body);
  }

  @Get(':id/pages/:n/text')
  @Public()
  @ApiOperation({
    summary: "One page's words with their boxes",
    description:
      'Boxes are fractions of the page (0..1, origin top left), so they lie over the page image at any width: the viewer highlights search words with them.',
  })
  @ApiOkResponse({ type: PageWordsDto })
  @PageDocs()
  text(@IdParam('id') id: string, @Param('n') n: string): Promise<PageWordsDto> {
    return this.pages.words(id, pageNumber(n));
  }
}
