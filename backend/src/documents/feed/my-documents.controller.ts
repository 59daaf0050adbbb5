import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Verified } from '../../common/access/access.decorators';
import type { AuthUser } from '../../common/access/auth-user';
import { ResponseMessage } from '../../common/decorators';
import { DocumentsService } from '../documents.service';
import { DocumentListEnvelopeDto } from '../dto/document-list.dto';
import { DocumentDto } from '../dto/document.dto';

/**
 * The caller's own uploads, at the spec's paths under /api/users (the profile's "My papers" and
 * "My notes"). They live here, not in the users module, so that users never depends on documents.
 */
@ApiTags('users')
@Controller('users')
export class MyDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get('user-papers')
  @Verified()
  @ApiOperation({ summary: "The caller's uploaded papers, newest first" })
  @ApiOkResponse({ type: DocumentListEnvelopeDto })
  @ResponseMessage('User papers')
  userPapers(@CurrentUser() user: AuthUser): Promise<DocumentDto[]> {
    return this.documents.listByOwner(user.id, 'paper');
  }

  @Get('user-notes')
  @Verified()
  @ApiOperation({ summary: "The caller's uploaded notes, newest first" })
  @ApiOkResponse({ type: DocumentListEnvelopeDto })
  @ResponseMessage('User notes')
  userNotes(@CurrentUser() user: AuthUser): Promise<DocumentDto[]> {
    return this.documents.listByOwner(user.id, 'note');
  }
}
