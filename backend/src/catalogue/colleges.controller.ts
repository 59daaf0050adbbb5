import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin, Public } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { CatalogueService } from './catalogue.service';
import { ApiReactAdminList, BadRequest, Conflict, contentRangeHeader, NotFound } from './catalogue.swagger';
import { CollegeDto } from './dto/catalogue-item.dto';
import { CreateCollegeDto } from './dto/create-college.dto';
import { ListQueryDto } from './dto/list-query.dto';
import { UpdateCollegeDto } from './dto/update-college.dto';
import { contentRange } from './ra-params';

/** /api/colleges: public reads, admin writes (spec §7 Catalogue management). */
@ApiTags('catalogue')
@Controller('colleges')
export class CollegesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All colleges',
    description:
      'Without parameters: the whole list (spec). With react-admin sort/range/filter: one page plus Content-Range.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [CollegeDto], headers: contentRangeHeader('colleges') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<CollegeDto[]> {
    const page = await this.catalogue.list('colleges', query);
    void reply.header('content-range', contentRange('colleges', page.start, page.rows.length, page.total));
    return page.rows;
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One college (react-admin getOne)' })
  @ApiOkResponse({ type: CollegeDto })
  @BadRequest('REQUEST.INVALID_ID')
  @NotFound('CATALOGUE.COLLEGE_NOT_FOUND')
  get(@IdParam('id') id: string): Promise<CollegeDto> {
    return this.catalogue.get('colleges', id) as Promise<CollegeDto>;
  }

  @Post()
  @Admin()
  @ResponseMessage('College added successfully.')
  @ApiOperation({ summary: 'Add a college (admin)' })
  @ApiCreatedResponse({ type: CollegeDto })
  @BadRequest('VALIDATION.FAILED')
  @Conflict('CATALOGUE.DUPLICATE')
  create(@Body() dto: CreateCollegeDto): Promise<CollegeDto> {
    return this.catalogue.createCollege(dto);
  }

  @Put(':id')
  @Admin()
  @ResponseMessage('College updated successfully.')
  @ApiOperation({ summary: 'Change a college (admin); moving it needs it to be unused' })
  @ApiOkResponse({ type: CollegeDto })
  @BadRequest('VALIDATION.FAILED, REQUEST.INVALID_ID')
  @NotFound('CATALOGUE.COLLEGE_NOT_FOUND')
  @Conflict('CATALOGUE.DUPLICATE or CATALOGUE.IN_USE')
  update(@IdParam('id') id: string, @Body() dto: UpdateCollegeDto): Promise<CollegeDto> {
    return this.catalogue.updateCollege(id, dto);
  }

  @Delete(':id')
  @Admin()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('College deleted successfully.')
  @ApiOperation({ summary: 'Delete a college (admin); refused while anything points at it' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest('REQUEST.INVALID_ID')
  @NotFound('CATALOGUE.COLLEGE_NOT_FOUND')
  @Conflict('CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left')
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.catalogue.delete('colleges', id);
    return null;
  }
}
