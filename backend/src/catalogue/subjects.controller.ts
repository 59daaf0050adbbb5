import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin, Public } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/decorators';
import { IdParam, YearParam } from '../common/id-param';
import { CatalogueService } from './catalogue.service';
import { ApiReactAdminList, BadRequest, Conflict, contentRangeHeader, NotFound } from './catalogue.swagger';
import { SubjectDto, WizardSubjectDto } from './dto/catalogue-item.dto';
import { CreateSubjectDto } from './dto/create-subject.dto';
import { ListQueryDto } from './dto/list-query.dto';
import { UpdateSubjectDto } from './dto/update-subject.dto';
import { contentRange } from './ra-params';

/** /api/subjects: public reads, admin writes (spec §7 Catalogue management). */
@ApiTags('catalogue')
@Controller('subjects')
export class SubjectsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All subjects',
    description:
      'Without parameters: the whole list (spec). With react-admin sort/range/filter: one page plus Content-Range.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [SubjectDto], headers: contentRangeHeader('subjects') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SubjectDto[]> {
    const page = await this.catalogue.list('subjects', query);
    void reply.header('content-range', contentRange('subjects', page.start, page.rows.length, page.total));
    return page.rows;
  }

  /** Spec §7: this path shape is the wizard's lookup; the single-row read is GET /api/catalogue/subjects/:id. */
  @Get(':collegeId/:courseId/:branchId/:year')
  @Public()
  @ApiOperation({
    summary: 'Subjects of a branch in one year (browse wizard, step 5)',
    description:
      'Each subject carries `documents: { papers, notes }`, the documents filed under it, so the wizard can show ' +
      'empty subjects as empty. The row by id for react-admin is GET /api/catalogue/subjects/{id}.',
  })
  @ApiOkResponse({ type: [WizardSubjectDto] })
  @BadRequest('REQUEST.INVALID_ID (not a UUID), REQUEST.INVALID_YEAR (not 1–10) or CATALOGUE.YEAR_OUT_OF_RANGE')
  @NotFound('CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND or BRANCH_NOT_FOUND')
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
  @BadRequest('VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT, CATALOGUE.YEAR_OUT_OF_RANGE')
  @Conflict('CATALOGUE.DUPLICATE')
  create(@Body() dto: CreateSubjectDto): Promise<SubjectDto> {
    return this.catalogue.createSubject(dto);
  }

  @Put(':id')
  @Admin()
  @ResponseMessage('Subject updated successfully.')
  @ApiOperation({ summary: 'Change a subject (admin); moving it needs it to be unused' })
  @ApiOkResponse({ type: SubjectDto })
  @BadRequest('VALIDATION.FAILED, REQUEST.INVALID_ID, CATALOGUE.UNKNOWN_PARENT')
  @NotFound('CATALOGUE.SUBJECT_NOT_FOUND')
  @Conflict('CATALOGUE.DUPLICATE or CATALOGUE.IN_USE')
  update(@IdParam('id') id: string, @Body() dto: UpdateSubjectDto): Promise<SubjectDto> {
    return this.catalogue.updateSubject(id, dto);
  }

  @Delete(':id')
  @Admin()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Subject deleted successfully.')
  @ApiOperation({ summary: 'Delete a subject (admin); refused while anything points at it' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest('REQUEST.INVALID_ID')
  @NotFound('CATALOGUE.SUBJECT_NOT_FOUND')
  @Conflict('CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left')
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.catalogue.delete('subjects', id);
    return null;
  }
}
