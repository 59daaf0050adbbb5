import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/access/access.decorators';
import type { AuthUser } from '../common/access/auth-user';
import { CommonCode } from '../common/common.errors';
import { ErrorEnvelopeDto } from '../common/envelope';
import { MarkReadDto, MarkReadResultDto, NotificationPageDto, NotificationQueryDto } from './dto/notification.dto';
import { NotificationCode } from './notifications.errors';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    summary: "The caller's notifications, newest first, 20 per page (keyset-paged: follow nextPage), with unreadCount",
  })
  @ApiOkResponse({ type: NotificationPageDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED} or ${NotificationCode.INVALID_CURSOR}`,
  })
  list(@CurrentUser() user: AuthUser, @Query() query: NotificationQueryDto): Promise<NotificationPageDto> {
    return this.notifications.list(user.id, query);
  }

  @Post('read')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark notifications read: { ids } (the caller’s own) or { all: true }' })
  @ApiOkResponse({ type: MarkReadResultDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED} or ${NotificationCode.READ_TARGET}: neither or both of ids and all`,
  })
  read(@CurrentUser() user: AuthUser, @Body() dto: MarkReadDto): Promise<MarkReadResultDto> {
    return this.notifications.markRead(user.id, dto);
  }
}
