import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { mailMessages, outbox } from '../database/schema';
import type { MailMessage } from './mail.templates';

/** Rows (by then without body) are deleted this long after they were written. */
const KEEP_DAYS = 7;

/** The mails behind the `mail` queue's jobs: body until sent or expired, and the sent marker. */
@Injectable()
export class MailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(tx: Transaction, id: string, message: MailMessage, expiresAt: Date | undefined): Promise<void> {
    await tx.insert(mailMessages).values({
      id,
      recipient: message.to,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html,
      headers: message.headers ?? null,
      expiresAt: expiresAt ?? null,
    });
  }

  /** The message if it still has to go out: not sent yet, not expired, body still there. */
  async findUnsent(id: string): Promise<MailMessage | undefined> {
    const [row] = await this.db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.id, id),
          isNull(mailMessages.sentAt),
          isNotNull(mailMessages.bodyText),
          or(isNull(mailMessages.expiresAt), gt(mailMessages.expiresAt, sql`now()`)),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    return {
      to: row.recipient,
      subject: row.subject,
      text: row.bodyText ?? '',
      html: row.bodyHtml ?? '',
      ...(row.headers ? { headers: row.headers } : {}),
    };
  }

  /** Records that the mail went out and deletes its body (and the code in it). */
  async markSent(id: string): Promise<void> {
    await this.db
      .update(mailMessages)
      .set({ sentAt: sql`now()`, bodyText: null, bodyHtml: null, headers: null })
      .where(eq(mailMessages.id, id));
  }

  /**
   * The reconciler's find: code mails (with an expiry) still valid and unsent whose job was handed
   * to the queue more than `graceMs` ago — lost with Redis's data, or out of retries — oldest
   * first, at most `limit`. Their outbox rows share their ids.
   */
  async unsentCodes(tx: Transaction, graceMs: number, limit: number): Promise<string[]> {
    const rows = await tx
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .innerJoin(outbox, eq(outbox.id, mailMessages.id))
      .where(
        and(
          isNull(mailMessages.sentAt),
          isNotNull(mailMessages.bodyText),
          gt(mailMessages.expiresAt, sql`now()`),
          lt(outbox.relayedAt, sql`now() - make_interval(secs => ${graceMs / 1000})`),
        ),
      )
      .orderBy(mailMessages.createdAt)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Deletes the bodies of expired mails and the rows older than KEEP_DAYS. */
  async sweep(): Promise<void> {
    await this.db
      .update(mailMessages)
      .set({ bodyText: null, bodyHtml: null })
      .where(and(isNotNull(mailMessages.bodyText), lt(mailMessages.expiresAt, sql`now()`)));
    await this.db
      .delete(mailMessages)
      .where(lt(mailMessages.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
  }
}
