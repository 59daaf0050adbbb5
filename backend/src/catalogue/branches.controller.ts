import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin, Public } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { CatalogueService } from './catalogue.service';
import { ApiReactAdminList, BadRequest, Conflict, contentRangeHeader, NotFound } from './catalogue.swagger';
import { BranchDto, WizardYearDto } from './dto/catalogue-item.dto';
import { CreateBranchDto } from './dto/create-branch.dto';
import { ListQueryDto } from './dto/list-query.dto';
import { UpdateBranchDto } from './dto/update-branch.dto';
import { contentRange } from './ra-params';

/** /api/branches: public reads, admin writes (spec §7 Catalogue management). */
@ApiTags('catalogue')
@Controller('branches')
export class BranchesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All branches',
    description:
      'Without parameters: the whole list (spec). With react-admin sort/range/filter: one page plus Content-Range.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [BranchDto], headers: contentRangeHeader('branches') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<BranchDto[]> {
    const page = await this.catalogue.list('branches', query);
    void reply.header('content-range', contentRange('branches', page.start, page.rows.length, page.total));
    return page.rows;
  }

  /** Spec §7: this path shape is the wizard's lookup; the single-row read is GET /api/catalogue/branches/:id. */
  @Get(':collegeId/:courseId')
  @Public()
  @ApiOperation({
    summary: 'Branches of a course of a college (browse wizard, step 3)',
    description: 'The row by id for react-admin is GET /api/catalogue/branches/{id}.',
  })
  @ApiOkResponse({ type: [BranchDto] })
  @BadRequest('REQUEST.INVALID_ID (not a UUID)')
  @NotFound('CATALOGUE.COLLEGE_NOT_FOUND or CATALOGUE.COURSE_NOT_FOUND')
  lookup(@IdParam('collegeId') collegeId: string, @IdParam('courseId') courseId: string): Promise<BranchDto[]> {
    return this.catalogue.branchesOfCourse(collegeId, courseId);
  }

  @Get(':collegeId/:courseId/:branchId/years')
  @Public()
  @ApiOperation({
    summary: "A branch's years with their document counts (browse wizard, step 4)",
    description:
      'One entry per year of the course (1 … duration), each with `documents: { papers, notes }`, so the wizard can ' +
      'show empty years as empty.',
  })
  @ApiOkResponse({ type: [WizardYearDto] })
  @BadRequest('REQUEST.INVALID_ID (not a UUID)')
  @NotFound('CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND or BRANCH_NOT_FOUND')
  years(
    @IdParam('collegeId') collegeId: string,
    @IdParam('courseId') courseId: string,
    @IdParam('branchId') branchId: string,
  ): Promise<WizardYearDto[]> {
    return this.catalogue.yearsOfBranch(collegeId, courseId, branchId);
  }

  @Post()
  @Admin()
  @ResponseMessage('Branch added successfully.')
  @ApiOperation({ summary: 'Add a branch (admin)' })
  @ApiCreatedResponse({ type: BranchDto })
  @BadRequest('VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT')
  @Conflict('CATALOGUE.DUPLICATE')
  create(@Body() dto: CreateBranchDto): Promise<BranchDto> {
    return this.catalogue.createBranch(dto);
  }

  @Put(':id')
  @Admin()
  @ResponseMessage('Branch updated successfully.')
  @ApiOperation({ summary: 'Change a branch (admin); moving it needs it to be unused' })
  @ApiOkResponse({ type: BranchDto })
  @BadRequest('VALIDATION.FAILED, REQUEST.INVALID_ID, CATALOGUE.UNKNOWN_PARENT')
  @NotFound('CATALOGUE.BRANCH_NOT_FOUND')
  @Conflict('CATALOGUE.DUPLICATE or CATALOGUE.IN_USE')
  update(@IdParam('id') id: string, @Body() dto: UpdateBranchDto): Promise<BranchDto> {
    return this.catalogue.updateBranch(id, dto);
  }

  @Delete(':id')
  @Admin()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Branch deleted successfully.')
  @ApiOperation({ summary: 'Delete a branch (admin); refused while anything points at it' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest('REQUEST.INVALID_ID')
  @NotFound('CATALOGUE.BRANCH_NOT_FOUND')
  @Conflict('CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left')
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.catalogue.delete('branches', id);
    return null;
  }
}
