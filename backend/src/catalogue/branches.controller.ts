import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Admin, Public } from '../common/access/access.decorators';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { CatalogueService } from './catalogue.service';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { BranchDto, WizardYearDto } from './dto/catalogue-item.dto';
import { CreateBranchDto } from './dto/create-branch.dto';
import { NoQueryDto } from './dto/no-query.dto';
import { CatalogueCode } from './catalogue.errors';
import { CommonCode } from '../common/common.errors';

/** /api/branches: the public list and the wizard's lookups, and the spec's admin add and delete (spec §7). */
@ApiTags('catalogue')
@Controller('branches')
export class BranchesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All branches',
    description: 'The whole list, A→Z (spec). The admin console pages it at GET /api/admin/branches.',
  })
  @ApiOkResponse({ type: [BranchDto] })
  @BadRequest(`${CommonCode.VALIDATION_FAILED}: this list takes no query parameters`)
  list(@Query() _query: NoQueryDto): Promise<BranchDto[]> {
    return this.catalogue.all('branches');
  }

  /** Spec §7: this path shape is the wizard's lookup; the console reads one row at GET /api/admin/branches/:id. */
  @Get(':collegeId/:courseId')
  @Public()
  @ApiOperation({
    summary: 'Branches of a course of a college (browse wizard, step 3)',
    description: 'The console reads one row at GET /api/admin/branches/{id}.',
  })
  @ApiOkResponse({ type: [BranchDto] })
  @BadRequest(`${CommonCode.REQUEST_INVALID_ID} (not a UUID)`)
  @NotFound(`${CatalogueCode.COLLEGE_NOT_FOUND} or ${CatalogueCode.COURSE_NOT_FOUND}`)
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
  @BadRequest(`${CommonCode.REQUEST_INVALID_ID} (not a UUID)`)
  @NotFound(`${CatalogueCode.COLLEGE_NOT_FOUND}, COURSE_NOT_FOUND or BRANCH_NOT_FOUND`)
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
  @BadRequest(`${CommonCode.VALIDATION_FAILED}, ${CatalogueCode.UNKNOWN_PARENT}`)
  @Conflict(CatalogueCode.DUPLICATE)
  create(@Body() dto: CreateBranchDto): Promise<BranchDto> {
    return this.catalogue.create('branches', dto);
  }

  @Delete(':id')
  @Admin()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Branch deleted successfully.')
  @ApiOperation({ summary: 'Delete a branch (admin); refused while anything points at it' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(CatalogueCode.BRANCH_NOT_FOUND)
  @Conflict(`${CatalogueCode.IN_USE}: details count the courses, branches, subjects and documents left`)
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.catalogue.delete('branches', id);
    return null;
  }
}
