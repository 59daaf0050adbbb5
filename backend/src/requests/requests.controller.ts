import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CatalogueCode } from '../catalogue/catalogue.errors';
import { CurrentUser, Public, Verified } from '../common/access/access.decorators';
import type { AuthUser } from '../common/access/auth-user';
import { CommonCode } from '../common/common.errors';
import { ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { IdParam } from '../common/id-param';
import { CreateRequestDto } from './dto/create-request.dto';
import { RequestDto, RequestPageDto, RequestQueryDto, VoteStateDto } from './dto/request.dto';
import { RequestCode } from './requests.errors';
import { REQUESTS_PER_DAY, RequestsService } from './requests.service';

@ApiTags('requests')
@Controller('requests')
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Post()
  @Verified()
  @ApiOperation({
    summary: 'Ask for a missing document by catalogue place (names as POST /api/papers takes them, or ids)',
    description:
      `201 with the new request; 200 with the OPEN request of the same place (type, subject, year, exam type, exam year) ` +
      `when there is one, the caller's "me too" added. At most ${REQUESTS_PER_DAY} new requests per student per 24 hours.`,
  })
  @ApiCreatedResponse({ type: RequestDto, description: 'A new request' })
  @ApiOkResponse({ type: RequestDto, description: 'The open request of the same place, joined' })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED}, ${RequestCode.EXAM_TYPE_FOR_NOTE}, ${CatalogueCode.DOCUMENT_UNKNOWN_CATALOGUE}, ${CatalogueCode.DOCUMENT_YEAR_OUT_OF_RANGE} or ${CatalogueCode.DOCUMENT_YEAR_MISMATCH} (as POST /api/papers)`,
  })
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto, description: `${RequestCode.DAILY_LIMIT}; details { limit }` })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RequestDto> {
    const { request, created } = await this.requests.create(user.id, dto);
    reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return request;
  }

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Requests, most wanted (votes) or newest first, 20 per page (keyset-paged: follow nextPage)',
    description: 'Filters take catalogue names (case-insensitive) or ids; status open (default) or fulfilled.',
  })
  @ApiOkResponse({ type: RequestPageDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED} or ${RequestCode.INVALID_CURSOR}`,
  })
  list(@Query() query: RequestQueryDto, @CurrentUser() user: AuthUser | undefined): Promise<RequestPageDto> {
    return this.requests.list(query, user?.id);
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One request: votes, whether the caller voted, and documentId once fulfilled' })
  @ApiOkResponse({ type: RequestDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.REQUEST_INVALID_ID })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: RequestCode.NOT_FOUND })
  get(@IdParam('id') id: string, @CurrentUser() user: AuthUser | undefined): Promise<RequestDto> {
    return this.requests.get(id, user?.id);
  }

  @Post(':id/votes')
  @Verified()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Toggle the caller\'s "me too" on an open request' })
  @ApiOkResponse({ type: VoteStateDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.REQUEST_INVALID_ID })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: RequestCode.NOT_FOUND })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: `${RequestCode.NOT_OPEN}: fulfilled, closed or rejected`,
  })
  vote(@IdParam('id') id: string, @CurrentUser() user: AuthUser): Promise<VoteStateDto> {
    return this.requests.toggleVote(id, user.id);
  }

  @Delete(':id')
  @Verified()
  @ResponseMessage('Request withdrawn.')
  @ApiOperation({ summary: 'Withdraw a request (the student who asked, or an admin)' })
  @ApiOkResponse({ description: 'data: null' })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.REQUEST_INVALID_ID })
  @ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: RequestCode.NOT_OWNER })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: RequestCode.NOT_FOUND })
  async remove(@IdParam('id') id: string, @CurrentUser() user: AuthUser): Promise<null> {
    await this.requests.remove(id, user);
    return null;
  }
}
