import { Controller, Delete, Get, HttpCode, HttpStatus, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin } from '../../common/access/access.decorators';
import { BadRequest, NotFound } from '../../common/api-errors.swagger';
import { ResponseMessage } from '../../common/decorators';
import { IdParam } from '../../common/id-param';
import { sendPage, parseListParams } from '../../common/react-admin/list-params';
import { ListQueryDto } from '../../common/react-admin/list-query.dto';
import { ApiReactAdminList, contentRangeHeader } from '../../common/react-admin/react-admin.swagger';
import { ADMIN_DOCUMENT_FILTER, ADMIN_DOCUMENT_SORT } from './feed.repository';
import { DocumentsService } from '../documents.service';
import { AdminDocumentDto } from '../dto/document.dto';
import { CommonCode } from '../../common/common.errors';
import { DocumentCode } from '../documents.errors';

/** The admin console's documents resource, /api/admin/documents: any sort, OFFSET pages, a total. */
@ApiTags('admin')
@Admin()
@Controller('admin/documents')
export class AdminDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @ApiOperation({
    summary: 'Documents (admin console list)',
    description:
      `react-admin list: sort by ${ADMIN_DOCUMENT_SORT.join(', ')} (default: newest first); filter by ` +
      `${Object.keys(ADMIN_DOCUMENT_FILTER).join(', ')} (q: full-text, as the feed searches; id: one or a list, as getMany ` +
      'sends it; type: paper or note; catalogue filters by name or id; year 1–10). Without range: the first 1000.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [AdminDocumentDto], headers: contentRangeHeader('documents') })
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminDocumentDto[]> {
    const page = await this.documents.adminList(parseListParams(query, ADMIN_DOCUMENT_SORT, ADMIN_DOCUMENT_FILTER));
    return sendPage(reply, 'documents', { ...page, rows: await this.documents.withProcessing(page.rows) });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One document (react-admin getOne)' })
  @ApiOkResponse({ type: AdminDocumentDto })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(DocumentCode.NOT_FOUND)
  async get(@IdParam('id') id: string): Promise<AdminDocumentDto> {
    const [document] = await this.documents.withProcessing([await this.documents.listed(id)]);
    if (!document) throw new Error('withProcessing dropped the document');
    return document;
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Document deleted successfully.')
  @ApiOperation({ summary: 'Delete a document (whoever uploaded it); its files, bookmarks and reports go too' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(DocumentCode.NOT_FOUND)
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.documents.remove(id);
    return null;
  }
}
