import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin, Public } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { CatalogueService } from './catalogue.service';
import { ApiReactAdminList, BadRequest, Conflict, contentRangeHeader, NotFound } from './catalogue.swagger';
import { CourseDto } from './dto/catalogue-item.dto';
import { CreateCourseDto } from './dto/create-course.dto';
import { ListQueryDto } from './dto/list-query.dto';
import { UpdateCourseDto } from './dto/update-course.dto';
import { contentRange } from './ra-params';

/** /api/courses: public reads, admin writes (spec §7 Catalogue management). */
@ApiTags('catalogue')
@Controller('courses')
export class CoursesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All courses',
    description:
      'Without parameters: the whole list (spec). With react-admin sort/range/filter: one page plus Content-Range.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [CourseDto], headers: contentRangeHeader('courses') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<CourseDto[]> {
    const page = await this.catalogue.list('courses', query);
    void reply.header('content-range', contentRange('courses', page.start, page.rows.length, page.total));
    return page.rows;
  }

  /** Spec §7: this path shape is the wizard's lookup; the single-row read is GET /api/catalogue/courses/:id. */
  @Get(':collegeId')
  @Public()
  @ApiOperation({
    summary: 'Courses of a college (browse wizard, step 2)',
    description: 'The row by id for react-admin is GET /api/catalogue/courses/{id}.',
  })
  @ApiOkResponse({ type: [CourseDto] })
  @BadRequest('REQUEST.INVALID_ID (not a UUID)')
  @NotFound('CATALOGUE.COLLEGE_NOT_FOUND')
  lookup(@IdParam('collegeId') collegeId: string): Promise<CourseDto[]> {
    return this.catalogue.coursesOfCollege(collegeId);
  }

  @Post()
  @Admin()
  @ResponseMessage('Course added successfully.')
  @ApiOperation({ summary: 'Add a course (admin)' })
  @ApiCreatedResponse({ type: CourseDto })
  @BadRequest('VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT')
  @Conflict('CATALOGUE.DUPLICATE')
  create(@Body() dto: CreateCourseDto): Promise<CourseDto> {
    return this.catalogue.createCourse(dto);
  }

  @Put(':id')
  @Admin()
  @ResponseMessage('Course updated successfully.')
  @ApiOperation({ summary: 'Change a course (admin); moving it needs it to be unused' })
  @ApiOkResponse({ type: CourseDto })
  @BadRequest('VALIDATION.FAILED, REQUEST.INVALID_ID, CATALOGUE.UNKNOWN_PARENT')
  @NotFound('CATALOGUE.COURSE_NOT_FOUND')
  @Conflict('CATALOGUE.DUPLICATE or CATALOGUE.IN_USE')
  update(@IdParam('id') id: string, @Body() dto: UpdateCourseDto): Promise<CourseDto> {
    return this.catalogue.updateCourse(id, dto);
  }

  @Delete(':id')
  @Admin()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Course deleted successfully.')
  @ApiOperation({ summary: 'Delete a course (admin); refused while anything points at it' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest('REQUEST.INVALID_ID')
  @NotFound('CATALOGUE.COURSE_NOT_FOUND')
  @Conflict('CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left')
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.catalogue.delete('courses', id);
    return null;
  }
}
