import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Admin, Public } from '../common/access/access.decorators';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { CatalogueService } from './catalogue.service';
import { CollegeDto } from './dto/catalogue-item.dto';
import { CreateCollegeDto } from './dto/create-college.dto';
import { NoQueryDto } from './dto/no-query.dto';
import { CatalogueCode } from './catalogue.errors';
import { CommonCode } from '../common/common.errors';

/** /api/colleges: the public list, and the spec's admin add and delete (spec §7 Catalogue management). */
@ApiTags('catalogue')
@Controller('colleges')
export class CollegesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All colleges',
    description: 'The whole list, A→Z (spec). The admin console pages it at GET /api/admin/colleges.',
  })
  @ApiOkResponse({ type: [CollegeDto] })
  @BadRequest(`${CommonCode.VALIDATION_FAILED}: this list takes no query parameters`)
  list(@Query() _query: NoQueryDto): Promise<CollegeDto[]> {
    return this.catalogue.all('colleges');
  }

  @Post()
  @Admin()
  @ResponseMessage('College added successfully.')
  @ApiOperation({ summary: 'Add a college (admin)' })
  @ApiCreatedResponse({ type: CollegeDto })
  @BadRequest(CommonCode.VALIDATION_FAILED)
  @Conflict(CatalogueCode.DUPLICATE)
  create(@Body() dto: CreateCollegeDto): Promise<CollegeDto> {
    return this.catalogue.create('colleges', dto);
  }

  @Delete(':id')
  @Admin()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('College deleted successfully.')
  @ApiOperation({ summary: 'Delete a college (admin); refused while anything points at it' })
  @ApiOkResponse({ description: 'data is null' })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(CatalogueCode.COLLEGE_NOT_FOUND)
  @Conflict(`${CatalogueCode.IN_USE}: details count the courses, branches, subjects and documents left`)
  async remove(@IdParam('id') id: string): Promise<null> {
    await this.catalogue.delete('colleges', id);
    return null;
  }
}
