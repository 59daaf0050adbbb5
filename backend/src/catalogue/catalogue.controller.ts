import { Controller, Get, Param, ParseEnumPipe } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { badRequest } from '../common/app-exception';
import { IdParam } from '../common/id-param';
import { CatalogueItem, CatalogueService } from './catalogue.service';
import { BadRequest, NotFound } from './catalogue.swagger';
import { BranchDto, CATALOGUE_KINDS, CatalogueKind, CollegeDto, CourseDto, SubjectDto } from './dto/catalogue-item.dto';

/**
 * One catalogue row by id, for react-admin's getOne.
 *
 * Why a separate path: spec §7 gives GET /api/courses/{collegeId}, /api/branches/{a}/{b} and
 * /api/subjects/{a}/{b}/{c}/{d} to the browse wizard, so GET /api/{kind}/{id} cannot also mean
 * "the row with this id" for courses, branches and subjects. Reads of a single row therefore live
 * at GET /api/catalogue/{kind}/{id} for all four kinds (colleges also answer GET /api/colleges/{id},
 * which has no conflict). PUT and DELETE stay at /api/{kind}/{id}: other methods do not collide.
 * react-admin's getMany uses the list filter `{"id":[...]}`.
 */
@ApiTags('catalogue')
@ApiExtraModels(CollegeDto, CourseDto, BranchDto, SubjectDto)
@Controller('catalogue')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get(':kind/:id')
  @Public()
  @ApiOperation({ summary: 'One college, course, branch or subject by id (react-admin getOne)' })
  @ApiParam({ name: 'kind', enum: CATALOGUE_KINDS })
  @ApiOkResponse({
    schema: {
      oneOf: [CollegeDto, CourseDto, BranchDto, SubjectDto].map((dto) => ({ $ref: getSchemaPath(dto) })),
    },
  })
  @BadRequest('REQUEST.INVALID_ID or CATALOGUE.UNKNOWN_KIND')
  @NotFound('CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND, BRANCH_NOT_FOUND or SUBJECT_NOT_FOUND')
  get(
    @Param(
      'kind',
      new ParseEnumPipe(Object.fromEntries(CATALOGUE_KINDS.map((k) => [k, k])), {
        exceptionFactory: () =>
          badRequest('CATALOGUE.UNKNOWN_KIND', `kind must be one of ${CATALOGUE_KINDS.join(', ')}`),
      }),
    )
    kind: CatalogueKind,
    @IdParam('id') id: string,
  ): Promise<CatalogueItem> {
    return this.catalogue.get(kind, id);
  }
}
