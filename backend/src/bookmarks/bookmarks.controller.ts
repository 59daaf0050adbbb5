import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Verified } from '../common/access/access.decorators';
import type { AuthUser } from '../common/access/auth-user';
import { ErrorEnvelopeDto } from '../common/envelope';
import { IdParam } from '../common/id-param';
import { DocumentDto } from '../documents/dto/document.dto';
import { BookmarksService } from './bookmarks.service';
import { CommonCode } from '../common/common.errors';
import { DocumentCode } from '../documents/documents.errors';

class BookmarkStateDto {
  @ApiProperty({ description: 'Whether the document is bookmarked after the toggle' }) bookmarked: boolean;
}

@ApiTags('bookmarks')
@Controller('bookmarks')
export class BookmarksController {
  constructor(private readonly bookmarks: BookmarksService) {}

  @Get()
  @Verified()
  @ApiOperation({ summary: "The caller's bookmarked documents, newest bookmark first" })
  @ApiOkResponse({ type: [DocumentDto] })
  list(@CurrentUser() user: AuthUser): Promise<DocumentDto[]> {
    return this.bookmarks.list(user.id);
  }

  @Post(':documentId')
  @Verified()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Toggle a bookmark (adds it if absent, else removes it)' })
  @ApiOkResponse({ type: BookmarkStateDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.REQUEST_INVALID_ID })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: DocumentCode.NOT_FOUND })
  toggle(@CurrentUser() user: AuthUser, @IdParam('documentId') documentId: string): Promise<BookmarkStateDto> {
    return this.bookmarks.toggle(user.id, documentId);
  }
}
