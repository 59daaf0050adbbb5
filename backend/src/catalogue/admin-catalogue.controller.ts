import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res, Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, PartialType } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin } from '../common/access/access.decorators';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { sendPage } from '../common/react-admin/list-params';
import { ListQueryDto } from '../common/react-admin/list-query.dto';
import { ApiReactAdminList, contentRangeHeader } from '../common/react-admin/react-admin.swagger';
import {
  CATALOGUE,
  CATALOGUE_KINDS,
  type CatalogueBodies,
  type CatalogueKind,
  type CatalogueRows,
  CHILD_KINDS,
  filterKeys,
  sortKeys,
} from './catalogue.kinds';
import { CatalogueService } from './catalogue.service';
import { CatalogueCode } from './catalogue.errors';
import { CommonCode } from '../common/common.errors';

/**
 * The update body of a kind: any part of its create body; a field sent as null is refused (every
 * catalogue column is required). Named as Swagger shows it: CreateCollegeDto → UpdateCollegeDto.
 */
function updateBodyOf(create: Type<unknown>): Type<unknown> {
  class UpdateBody extends PartialType(create, { skipNullProperties: false }) {}
  Object.defineProperty(UpdateBody, 'name', { value: create.name.replace(/^Create/, 'Update') });
  return UpdateBody;
}

/**
 * The admin console's resource for one catalogue kind, /api/admin/{kind}: the react-admin list
 * (sort, range, filter; Content-Range), one row, create, update and delete, admins only.
 * One implementation, stamped once per kind (below), over CatalogueService's generic methods.
 */
function adminCatalogueController<K extends CatalogueKind>(kind: K) {
  const { singular, parents, classes } = CATALOGUE[kind];
  const update = updateBodyOf(classes.create);
  const unknownParent = parents.length > 0 ? `, ${CatalogueCode.UNKNOWN_PARENT}` : '';
  const year = CATALOGUE[kind].year ? `, ${CatalogueCode.YEAR_OUT_OF_RANGE}` : '';

  @ApiTags('admin')
  @Admin()
  @Controller(`admin/${kind}`)
  class AdminKindController {
    constructor(readonly catalogue: CatalogueService) {}

    @Get()
    @ApiOperation({
      summary: `${singular} list (admin console)`,
      description:
        `react-admin list: sort by ${sortKeys(kind).join(', ')} (default: the name, A→Z); ` +
        `filter by ${filterKeys(kind).join(', ')} (q: the name contains; id: one or a list, as getMany sends it; ` +
        'a parent by id or name). Without range: every row.',
    })
    @ApiReactAdminList()
    @ApiOkResponse({ type: [classes.row], headers: contentRangeHeader(kind) })
    async list(
      @Query() query: ListQueryDto,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<CatalogueRows[K][]> {
      const page = await this.catalogue.list(kind, query);
      return sendPage(reply, kind, page);
    }

    @Get(':id')
    @ApiOperation({ summary: `One ${singular.toLowerCase()} (react-admin getOne)` })
    @ApiOkResponse({ type: classes.row })
    @BadRequest(CommonCode.REQUEST_INVALID_ID)
    @NotFound(CATALOGUE[kind].notFoundCode)
    get(@IdParam('id') id: string): Promise<CatalogueRows[K]> {
      return this.catalogue.get(kind, id);
    }

    @Post()
    @ResponseMessage(`${singular} added successfully.`)
    @ApiOperation({ summary: `Add a ${singular.toLowerCase()}; parents by id (or name)` })
    @ApiCreatedResponse({ type: classes.row })
    @BadRequest(`${CommonCode.VALIDATION_FAILED}${unknownParent}${year}`)
    @Conflict(CatalogueCode.DUPLICATE)
    create(@Body() body: CatalogueBodies[K]): Promise<CatalogueRows[K]> {
      return this.catalogue.create(kind, body);
    }

    @Put(':id')
    @ResponseMessage(`${singular} updated successfully.`)
    @ApiOperation({ summary: `Change a ${singular.toLowerCase()} (any fields); moving it needs it to be unused` })
    @ApiOkResponse({ type: classes.row })
    @BadRequest(`${CommonCode.VALIDATION_FAILED}, ${CommonCode.REQUEST_INVALID_ID}${unknownParent}${year}`)
    @NotFound(CATALOGUE[kind].notFoundCode)
    @Conflict(`${CatalogueCode.DUPLICATE} or ${CatalogueCode.IN_USE}`)
    update(@IdParam('id') id: string, @Body() body: Partial<CatalogueBodies[K]>): Promise<CatalogueRows[K]> {
      return this.catalogue.update(kind, id, body);
    }

    @Delete(':id')
    @HttpCode(HttpStatus.OK)
    @ResponseMessage(`${singular} deleted successfully.`)
    @ApiOperation({ summary: `Delete a ${singular.toLowerCase()}; refused while anything points at it` })
    @ApiOkResponse({ description: 'data is null' })
    @BadRequest(CommonCode.REQUEST_INVALID_ID)
    @NotFound(CATALOGUE[kind].notFoundCode)
    @Conflict(`${CatalogueCode.IN_USE}: details count the ${CHILD_KINDS.join(', ')} and documents left`)
    async remove(@IdParam('id') id: string): Promise<null> {
      await this.catalogue.delete(kind, id);
      return null;
    }
  }

  // A body typed by K erases to Object in the emitted metadata, and the validation pipe skips
  // Object: name the kind's classes, so bodies are validated (and documented) as on /api/{kind}.
  Reflect.defineMetadata('design:paramtypes', [classes.create], AdminKindController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [String, update], AdminKindController.prototype, 'update');
  // Swagger's operation ids and Nest's logs use the class name.
  const name = `Admin${kind.charAt(0).toUpperCase()}${kind.slice(1)}Controller`;
  Object.defineProperty(AdminKindController, 'name', { value: name });
  return AdminKindController;
}

/** One per kind, root first. */
export const ADMIN_CATALOGUE_CONTROLLERS: Type<unknown>[] = CATALOGUE_KINDS.map((kind) =>
  adminCatalogueController(kind),
);
