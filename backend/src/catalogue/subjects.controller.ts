import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Admin, Public } from '../common/access/access.decorators';
import { ResponseMessage } from '../common/decorators';
import { IdParam, YearParam } from '../common/id-param';
import { CatalogueService } from './catalogue.service';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { SubjectDto, WizardSubjectDto } from './dto/catalogue-item.dto';
import { CreateSubjectDto } from './dto/create-subject.dto';
import { NoQueryDto } from './dto/no-query.dto';
import { CatalogueCode } from './catalogue.errors';
import { CommonCode } from '../common/common.errors';

/** /api/subjects: the public list and the wizard's lookups, and the spec's admin add and delete (spec §7). */
@ApiTags('catalogue')
@Controller('subjects')
export class SubjectsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All subjects',
    description: 'The whole list, A→Z (spec). The admin console pages it at GET /api/admin/subjects.',
  })
  @ApiOkResponse({ type: [SubjectDto] })
  @BadRequest(`${CommonCode.VALIDATION_FAILED}: this list takes no query parameters`)
  list(@Query() _query: NoQueryDto): Promise<SubjectDto[]> {
    return this.catalogue.all('subjects');
  }

  /** Spec §7: this path shape is the wizard's lookup; the console reads one row at GET /api/admin/subjects/:id. */
  @Get(':collegeId/:courseId/:branchId/:year')
  @Public()
  @ApiOperation({
    summary: 'Subjects of a branch in one year (browse wizard, step 5)',
    description:
      'Each subject carries `documents: { papers, notes }`, the documents filed under it, so the wizard can show ' +
      'empty subjects as empty. The console reads one row at GET /api/admin/subjects/{id}.',
  })
  @ApiOkResponse({ type: [WizardSubjectDto] })
  @BadRequest(
    `${CommonCode.REQUEST_INVALID_ID} (not a UUID), ${CommonCode.REQUEST_INVALID_YEAR} (not 1–10) or ${CatalogueCode.YEAR_OUT_OF_RANGE}`,
  )
  @NotFound(`${CatalogueCode.COLLEGE_NOT_FOUND}, COURSE_NOT_FOUND or BRANCH_NOT_FOUND`)
  lookup(
    @IdParam('collegeId') collegeId: string,
    @IdParam('courseId') courseId: string,
    @IdParam('branchId') branchId: string,
    @YearParam() year: number,
  ): Promise<WizardSubjectDto[]> {
    return this.catalogue.subjectsOfYear(collegeId, courseId, branchId, year);
  }

  @Post()
  @Admin()
  @ResponseMessage('Subject added successfully.')
  @ApiOperation({ summary: 'Add a subject (admin)' })
  @ApiCreatedResponse({ type: SubjectDto })
  @BadRequest(`${CommonCode.VALIDATION_FAILED}, ${CatalogueCode.UNKNOWN_PARENT}, ${CatalogueCode.YEAR_OUT_OF_RANGE}`)
  @Conflict(CatalogueCode.DUPLICATE)
  create(@Body() dto: CreateSubjectDto): Promise<SubjectDto> {
    return this.catalogue.create('subjects', dto);
  }

  @Delete(':id')
  @Admin()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Subject deleted successfully.')
  @ApiOperation({ summary: 'Delete a subject (admin); refused while anything points at it' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(CatalogueCode.SUBJECT_NOT_FOUND)
  @Conflict(`${CatalogueCode.IN_USE}: details count the courses, branches, subjects and documents left`)
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.catalogue.delete('subjects', id);
    return null;
  }
}
