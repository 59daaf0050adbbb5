import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Admin, Public } from '../common/access/access.decorators';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { CatalogueService } from './catalogue.service';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { CourseDto } from './dto/catalogue-item.dto';
import { CreateCourseDto } from './dto/create-course.dto';
import { NoQueryDto } from './dto/no-query.dto';
import { CatalogueCode } from './catalogue.errors';
import { CommonCode } from '../common/common.errors';

/** /api/courses: the public list and the wizard's lookups, and the spec's admin add and delete (spec §7). */
@ApiTags('catalogue')
@Controller('courses')
export class CoursesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All courses',
    description: 'The whole list, A→Z (spec). The admin console pages it at GET /api/admin/courses.',
  })
  @ApiOkResponse({ type: [CourseDto] })
  @BadRequest(`${CommonCode.VALIDATION_FAILED}: this list takes no query parameters`)
  list(@Query() _query: NoQueryDto): Promise<CourseDto[]> {
    return this.catalogue.all('courses');
  }

  /** Spec §7: this path shape is the wizard's lookup; the console reads one row at GET /api/admin/courses/:id. */
  @Get(':collegeId')
  @Public()
  @ApiOperation({
    summary: 'Courses of a college (browse wizard, step 2)',
    description: 'The console reads one row at GET /api/admin/courses/{id}.',
  })
  @ApiOkResponse({ type: [CourseDto] })
  @BadRequest(`${CommonCode.REQUEST_INVALID_ID} (not a UUID)`)
  @NotFound(CatalogueCode.COLLEGE_NOT_FOUND)
  lookup(@IdParam('collegeId') collegeId: string): Promise<CourseDto[]> {
    return this.catalogue.coursesOfCollege(collegeId);
  }

  @Post()
  @Admin()
  @ResponseMessage('Course added successfully.')
  @ApiOperation({ summary: 'Add a course (admin)' })
  @ApiCreatedResponse({ type: CourseDto })
  @BadRequest(`${CommonCode.VALIDATION_FAILED}, ${CatalogueCode.UNKNOWN_PARENT}`)
  @Conflict(CatalogueCode.DUPLICATE)
  create(@Body() dto: CreateCourseDto): Promise<CourseDto> {
    return this.catalogue.create('courses', dto);
  }

  @Delete(':id')
  @Admin()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Course deleted successfully.')
  @ApiOperation({ summary: 'Delete a course (admin); refused while anything points at it' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(CatalogueCode.COURSE_NOT_FOUND)
  @Conflict(`${CatalogueCode.IN_USE}: details count the courses, branches, subjects and documents left`)
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.catalogue.delete('courses', id);
    return null;
  }
}
