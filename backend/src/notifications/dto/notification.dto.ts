import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../database/schema/enums';
import { PageQueryDto } from '../../documents/dto/feed-query.dto';

export { NOTIFICATION_KINDS, type NotificationKind };

/**
 * What an entry says and links to. request-fulfilled: requestId, documentId, title (the document's),
 * subject; upload-removed: title and reason. `link` is an app path (absent when there is nothing
 * left to open, as for a removed upload).
 */
export class NotificationPayloadDto {
  @ApiPropertyOptional({ description: 'App path the entry opens' }) link?: string;
  @ApiPropertyOptional({ format: 'uuid' }) requestId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) documentId?: string;
  @ApiPropertyOptional({ description: "The document's title" }) title?: string;
  @ApiPropertyOptional({ description: 'The subject asked for' }) subject?: string;
  @ApiPropertyOptional({ description: 'Why an admin removed the upload' }) reason?: string;
}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind: NotificationKind;
  @ApiProperty({ description: 'A line to show, in English' }) message: string;
  @ApiProperty({ type: String, nullable: true, description: 'App path the entry opens' }) link: string | null;
  @ApiProperty() payload: NotificationPayloadDto;
  @ApiProperty() read: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) readAt: Date | null;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto] }) notifications: NotificationDto[];
  @ApiProperty({ type: 'integer', description: "The caller's unread notifications, all pages" }) unreadCount: number;
  @ApiProperty({ type: String, nullable: true, example: '/v1/notifications?cursor=WyIyMDI2…' }) nextPage: string | null;
  @ApiProperty() hasNextPage: boolean;
}

/** GET /api/notifications: a page of the feed's size and cursor rules. */
export class NotificationQueryDto extends PageQueryDto {}

/** POST /api/notifications/read: `{ ids }` or `{ all: true }`. */
export class MarkReadDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: 100, description: 'The entries to mark read' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'ids must be notification ids' })
  ids?: string[];

  @ApiPropertyOptional({ enum: [true], description: 'Mark every unread entry read' })
  @IsOptional()
  @Equals(true, { message: 'all must be true when given' })
  all?: true;
}

export class MarkReadResultDto {
  @ApiProperty({ type: 'integer', description: 'Entries marked read now' }) marked: number;
  @ApiProperty({ type: 'integer' }) unreadCount: number;
}

/** GET / PUT /api/notifications/settings: the profile's e-mail switch. */
export class NotificationSettingsDto {
  @ApiProperty({ description: 'Also e-mail the notifications that have an e-mail (a fulfilled request)' })
  @IsBoolean()
  notifyByEmail: boolean;
}

export class UnsubscribeDto {
  @ApiProperty({ description: 'The token of the e-mail’s unsubscribe link' })
  @IsString()
  @MaxLength(200)
  token: string;
}
