import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res, Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin } from '../common/access/access.decorators';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { sendPage } from '../common/react-admin/list-params';
import { ListQueryDto } from '../common/react-admin/list-query.dto';
import { ApiReactAdminList, contentRangeHeader } from '../common/react-admin/react-admin.swagger';
import { CATALOGUE, filterKeys, sortKeys } from './catalogue.kinds';
import { CatalogueBodies, CatalogueRows, CatalogueService } from './catalogue.service';
import { BranchDto, CatalogueKind, CollegeDto, CourseDto, SubjectDto } from './dto/catalogue-item.dto';
import { CreateBranchDto } from './dto/create-branch.dto';
import { CreateCollegeDto } from './dto/create-college.dto';
import { CreateCourseDto } from './dto/create-course.dto';
import { CreateSubjectDto } from './dto/create-subject.dto';
import { UpdateBranchDto } from './dto/update-branch.dto';
import { UpdateCollegeDto } from './dto/update-college.dto';
import { UpdateCourseDto } from './dto/update-course.dto';
import { UpdateSubjectDto } from './dto/update-subject.dto';
import { CatalogueCode } from './catalogue.errors';
import { CommonCode } from '../common/common.errors';

/** The classes Swagger and the validation pipe need for one kind. */
interface KindClasses {
  row: Type<unknown>;
  create: Type<unknown>;
  update: Type<unknown>;
}

/**
 * The admin console's resource for one catalogue kind, /api/admin/{kind}: the react-admin list
 * (sort, range, filter; Content-Range), one row, create, update and delete, admins only.
 * One implementation, stamped once per kind (below), over CatalogueService's generic methods.
 */
function adminCatalogueController<K extends CatalogueKind>(kind: K, classes: KindClasses) {
  const { singular, parents } = CATALOGUE[kind];
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
    @Conflict(`${CatalogueCode.IN_USE}: details count the courses, branches, subjects and documents left`)
    async remove(@IdParam('id') id: string): Promise<null> {
      await this.catalogue.delete(kind, id);
      return null;
    }
  }

  // A body typed by K erases to Object in the emitted metadata, and the validation pipe skips
  // Object: name the kind's classes, so bodies are validated (and documented) as on /api/{kind}.
  Reflect.defineMetadata('design:paramtypes', [classes.create], AdminKindController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [String, classes.update], AdminKindController.prototype, 'update');
  // Swagger's operation ids and Nest's logs use the class name.
  const name = `Admin${kind.charAt(0).toUpperCase()}${kind.slice(1)}Controller`;
  Object.defineProperty(AdminKindController, 'name', { value: name });
  return AdminKindController;
}

export const AdminCollegesController = adminCatalogueController('colleges', {
  row: CollegeDto,
  create: CreateCollegeDto,
  update: UpdateCollegeDto,
});
export const AdminCoursesController = adminCatalogueController('courses', {
  row: CourseDto,
  create: CreateCourseDto,
  update: UpdateCourseDto,
});
export const AdminBranchesController = adminCatalogueController('branches', {
  row: BranchDto,
  create: CreateBranchDto,
  update: UpdateBranchDto,
});
export const AdminSubjectsController = adminCatalogueController('subjects', {
  row: SubjectDto,
  create: CreateSubjectDto,
  update: UpdateSubjectDto,
});
