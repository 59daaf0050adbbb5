import { Injectable, Logger } from '@nestjs/common';
import { NotificationsService } from '../notifications/notifications.service';
import { AnswerKeysRepository } from './answer-keys.repository';

/** The app path of a document (the viewer loads it by id). */
const documentLink = (id: string) => `/feed/document?id=${id}`;

/**
 * Answer keys' news (issue 27): when a document becomes an answer key for a paper, each student
 * who bookmarked the paper is notified (the bell) and, with their e-mail switch on, mailed through
 * the outbox and the mail queue — as a fulfilled request is.
 */
@Injectable()
export class AnswerKeysService {
  private readonly logger = new Logger('AnswerKeys');

  constructor(
    private readonly repository: AnswerKeysRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * The answer-keys job's work for one key, in one transaction: its paper's bookmarkers (but the
   * key's uploader) are notified and mailed. Idempotent: a notification's dedupe key is the key and
   * the paper, and only the students notified now are mailed, so a second run sends nothing.
   * Returns how many were notified now.
   */
  async notifyBookmarkers(keyId: string): Promise<number> {
    const told = await this.repository.transaction(async (tx) => {
      const link = await this.repository.link(keyId, tx);
      if (!link) return 0;
      const userIds = await this.repository.bookmarkers(link.paperId, link.keyOwnerId, tx);
      const notified = await this.notifications.notify(
        userIds.map((userId) => ({
          userId,
          kind: 'answer-key' as const,
          payload: {
            link: documentLink(link.keyId),
            documentId: link.keyId,
            title: link.keyTitle,
            paperId: link.paperId,
            paperTitle: link.paperTitle,
            subject: link.subjectName,
          },
          dedupeKey: `answer-key:${link.keyId}:${link.paperId}`,
        })),
        tx,
      );
      await this.notifications.mailAnswerKey(tx, notified, {
        paperTitle: link.paperTitle,
        title: link.keyTitle,
        subject: link.subjectName,
        documentPath: documentLink(link.keyId),
      });
      if (notified.length > 0) this.logger.log(`Answer key ${keyId}: told ${notified.length} bookmarker(s)`);
      return notified.length;
    });
    if (told > 0) this.notifications.flushMail();
    return told;
  }
}
