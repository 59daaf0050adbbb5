import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { answerKeyMail, requestFulfilledMail } from '../mail/mail.templates';
import { decodeKeyset, keysetPage } from '../documents/feed/keyset-cursor';
import type { Database, Transaction } from '../database/database.types';
import type { NotificationKind } from '../database/schema/enums';
import type {
  MarkReadDto,
  MarkReadResultDto,
  NotificationDto,
  NotificationPageDto,
  NotificationQueryDto,
  NotificationSettingsDto,
} from './dto/notification.dto';
import { invalidNotificationCursor, invalidUnsubscribeToken, readTargetRequired } from './notifications.errors';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
import { NewNotification, NotificationListRow, NotificationsRepository } from './notifications.repository';

const PAGE_SIZE = 20;

/** The line an entry shows (the web app shows this text; its own strings may word it per kind). */
function messageOf(kind: NotificationKind, payload: Record<string, unknown>): string {
  const title = typeof payload.title === 'string' ? payload.title : 'a document';
  switch (kind) {
    case 'request-fulfilled': {
      const subject = typeof payload.subject === 'string' ? payload.subject : 'your subject';
      return `Your request for ${subject} was fulfilled: “${title}” is now on PaperShelf`;
    }
    case 'answer-key': {
      const paper = typeof payload.paperTitle === 'string' ? payload.paperTitle : 'a paper you bookmarked';
      return `Answer key available for “${paper}”: “${title}”`;
    }
    case 'upload-removed': {
      const reason = typeof payload.reason === 'string' ? `: ${payload.reason}` : '';
      return `Your upload “${title}” was removed by the moderators${reason}`;
    }
  }
}

function toDto(row: NotificationListRow): NotificationDto {
  return {
    _id: row.id,
    kind: row.kind,
    message: messageOf(row.kind, row.payload),
    link: typeof row.payload.link === 'string' ? row.payload.link : null,
    payload: row.payload,
    read: row.readAt !== null,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

/**
 * The bell (issue 27): each user's notifications, written by the features that have news for them
 * (requests fulfilled, uploads removed) — in those features' own transactions where they have one.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The one-click link of a notification e-mail: no login, signed for this user. */
  unsubscribeUrl(userId: string): string {
    const token = unsubscribeToken(this.config.jwt.accessSecret, userId);
    return `${this.config.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /**
   * The request-fulfilled e-mails, in the fulfilment's transaction (outbox + mail queue: sent
   * once it commits, never lost; the caller only passes users notified now, so never doubled).
   * Only to verified users whose switch is on.
   */
  async mailRequestFulfilled(
    tx: Transaction,
    userIds: string[],
    details: { subject: string; title: string; documentPath: string },
  ): Promise<number> {
    const recipients = await this.repository.mailable(userIds, tx);
    for (const user of recipients) {
      await this.mail.sendInTransaction(
        tx,
        requestFulfilledMail(user.email, user.username, {
          subject: details.subject,
          title: details.title,
          documentUrl: `${this.config.publicUrl}${details.documentPath}`,
          unsubscribeUrl: this.unsubscribeUrl(user.id),
        }),
      );
    }
    return recipients.length;
  }

  /**
   * The answer-key e-mails (issue 27), as mailRequestFulfilled: in the job's transaction, to the
   * users notified now who are verified and whose switch is on.
   */
  async mailAnswerKey(
    tx: Transaction,
    userIds: string[],
    details: { paperTitle: string; title: string; subject: string; documentPath: string },
  ): Promise<number> {
    const recipients = await this.repository.mailable(userIds, tx);
    for (const user of recipients) {
      await this.mail.sendInTransaction(
        tx,
        answerKeyMail(user.email, user.username, {
          paperTitle: details.paperTitle,
          title: details.title,
          subject: details.subject,
          documentUrl: `${this.config.publicUrl}${details.documentPath}`,
          unsubscribeUrl: this.unsubscribeUrl(user.id),
        }),
      );
    }
    return recipients.length;
  }

  /** Asks the relay to hand committed mails over now. */
  flushMail(): void {
    this.mail.flush();
  }

  async settings(userId: string): Promise<NotificationSettingsDto> {
    return { notifyByEmail: (await this.repository.notifyByEmail(userId)) ?? false };
  }

  async updateSettings(userId: string, dto: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    await this.repository.setNotifyByEmail(userId, dto.notifyByEmail);
    return this.settings(userId);
  }

  /** The unsubscribe link's work: the token's user gets no more notification e-mails. */
  async unsubscribe(token: string): Promise<void> {
    const userId = verifyUnsubscribeToken(this.config.jwt.accessSecret, token);
    if (!userId) throw invalidUnsubscribeToken();
    // A deleted account's link: nothing to switch off, and nothing to tell the caller.
    await this.repository.setNotifyByEmail(userId, false);
  }

  /** Returns the users notified now (a dedupeKey already recorded for a user is skipped). */
  notify(rows: NewNotification[], tx?: Transaction | Database): Promise<string[]> {
    return this.repository.insert(rows, tx);
  }

  async list(userId: string, query: NotificationQueryDto): Promise<NotificationPageDto> {
    const limit = query.limit ?? PAGE_SIZE;
    let cursor: { createdAt: string; id: string } | undefined;
    if (query.cursor !== undefined) {
      const tuple = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
      if (!tuple) throw invalidNotificationCursor();
      cursor = { createdAt: String(tuple[0]), id: String(tuple[1]) };
    }
    const [rows, unreadCount] = await Promise.all([
      this.repository.page(userId, cursor, limit),
      this.repository.unreadCount(userId),
    ]);
    const { page, nextPage, hasNextPage } = keysetPage(rows, limit, {
      path: '/v1/notifications',
      params: { limit: query.limit },
      cursor: (last) => [last.cursorCreatedAt, last.id],
    });
    return { notifications: page.map(toDto), unreadCount, nextPage, hasNextPage };
  }

  async markRead(userId: string, dto: MarkReadDto): Promise<MarkReadResultDto> {
    // Exactly one of the two.
    if ((dto.ids === undefined) === (dto.all === undefined)) throw readTargetRequired();
    const marked = await this.repository.markRead(userId, dto.ids ?? 'all');
    return { marked, unreadCount: await this.repository.unreadCount(userId) };
  }
}
