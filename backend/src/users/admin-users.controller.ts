import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admin, CurrentUser } from '../common/access/access.decorators';
import type { AuthUser } from '../common/access/auth-user';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { ResponseMessage } from '../common/decorators';
import { IdParam } from '../common/id-param';
import { sendPage } from '../common/react-admin/list-params';
import { ListQueryDto } from '../common/react-admin/list-query.dto';
import { ApiReactAdminList, contentRangeHeader } from '../common/react-admin/react-admin.swagger';
import { SetRoleDto } from './dto/set-role.dto';
import { UserDto } from './dto/user.dto';
import { UsersService } from './users.service';
import { CommonCode } from '../common/common.errors';
import { UserCode } from './users.errors';

/** The admin console's users resource, /api/admin/users: the accounts, and the admin role. */
@ApiTags('admin')
@Admin()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({
    summary: 'Users (admin console list)',
    description:
      'react-admin list: sort by id, username, email, points, createdAt (default: newest first); filter by q ' +
      '(username, e-mail or full name contains), isAdmin and id (one or a list). Without range: the first 1000.',
  })
  @ApiReactAdminList()
  @ApiOkResponse({ type: [UserDto], headers: contentRangeHeader('users') })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserDto[]> {
    const page = await this.users.listForAdmin(query);
    return sendPage(reply, 'users', page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user (react-admin getOne)' })
  @ApiOkResponse({ type: UserDto })
  @BadRequest(CommonCode.REQUEST_INVALID_ID)
  @NotFound(UserCode.NOT_FOUND)
  get(@IdParam('id') id: string): Promise<UserDto> {
    return this.users.getProfile(id);
  }

  @Put(':id')
  @ResponseMessage('Role updated.')
  @ApiOperation({ summary: "Grant or withdraw a user's admin role (not your own)" })
  @ApiOkResponse({ type: UserDto })
  @BadRequest(`${CommonCode.VALIDATION_FAILED} or ${CommonCode.REQUEST_INVALID_ID}`)
  @NotFound(UserCode.NOT_FOUND)
  @Conflict(UserCode.OWN_ROLE)
  setRole(@IdParam('id') id: string, @Body() dto: SetRoleDto, @CurrentUser() actor: AuthUser): Promise<UserDto> {
    return this.users.setAdmin(actor.id, id, dto.isAdmin);
  }
}
