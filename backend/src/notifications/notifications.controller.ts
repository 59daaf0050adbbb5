import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Public, SignedIn } from '../common/access/access.decorators';
import { RawResponse } from '../common/decorators';
import type { AuthUser } from '../common/access/auth-user';
import { CommonCode } from '../common/common.errors';
import { ErrorEnvelopeDto } from '../common/envelope';
import {
  MarkReadDto,
  MarkReadResultDto,
  NotificationPageDto,
  NotificationQueryDto,
  NotificationSettingsDto,
  UnsubscribeDto,
} from './dto/notification.dto';
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

  @Get('settings')
  @SignedIn()
  @ApiOperation({ summary: "The caller's notification settings (the profile's e-mail switch)" })
  @ApiOkResponse({ type: NotificationSettingsDto })
  settings(@CurrentUser() user: AuthUser): Promise<NotificationSettingsDto> {
    return this.notifications.settings(user.id);
  }

  @Put('settings')
  @SignedIn()
  @ApiOperation({ summary: 'Turn notification e-mails on or off' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.VALIDATION_FAILED })
  updateSettings(
    @CurrentUser() user: AuthUser,
    @Body() dto: NotificationSettingsDto,
  ): Promise<NotificationSettingsDto> {
    return this.notifications.updateSettings(user.id, dto);
  }

  @Get('unsubscribe')
  @Public()
  @RawResponse()
  @ApiOperation({
    summary: "The e-mail's unsubscribe link: no login; turns notification e-mails off and answers a short HTML page",
  })
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'An HTML page saying e-mails are off' })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: NotificationCode.INVALID_TOKEN })
  async unsubscribePage(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    await this.notifications.unsubscribe(typeof token === 'string' ? token : '');
    await reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        '<!doctype html><html><head><meta charset="utf-8"><title>Unsubscribed</title></head>' +
          '<body style="font-family:Arial,sans-serif;padding:24px"><h1>You are unsubscribed</h1>' +
          '<p>PaperShelf will not e-mail you about requests any more. Notifications still appear under the bell; ' +
          'you can turn e-mails back on in your profile.</p></body></html>',
      );
  }

  @Post('unsubscribe')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'One-click unsubscribe (the same token in a JSON body): no login' })
  @ApiOkResponse({ description: 'data: null' })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.VALIDATION_FAILED} or ${NotificationCode.INVALID_TOKEN}`,
  })
  async unsubscribe(@Body() dto: UnsubscribeDto): Promise<null> {
    await this.notifications.unsubscribe(dto.token);
    return null;
  }
}
