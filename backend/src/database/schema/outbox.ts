import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Transactional outbox: a job that must happen because of a database change (the thumbnail of an
 * upload, a mail) is written here in the same transaction as the change, and handed to the queue
 * by the relay (queue/outbox.relay.ts). The row id is the job id, so handing a row over twice
 * makes one job. `payload` is the job's data and never holds a secret (a mail's body, with its
 * code, lives in mail_messages). `available_at` is when the relay may take the row next: a claim
 * moves it forward by a lease, a failed hand-over by a backoff. Relayed rows are pruned after a day.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    queue: text('queue').notNull(),
    jobName: text('job_name').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    relayedAt: timestamp('relayed_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** The request that caused the job: the job runs with it in its log context. */
    requestId: text('request_id'),
    /**
     * Written again by the reconciler: a job with this id that the queue holds as completed or
     * failed is replaced (run again); one still waiting or running is left alone.
     */
    replaceFinished: boolean('replace_finished').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.availableAt)
      .where(sql`${t.relayedAt} is null`),
    index('outbox_relayed_idx')
      .on(t.relayedAt)
      .where(sql`${t.relayedAt} is not null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * The mails behind `mail` outbox rows (same id). The body may hold a one-time code: it is
 * deleted as soon as the mail is sent, and a mail with `expires_at` (its code's expiry) is never
 * sent after it and loses its body then. `sent_at` is the processor's record that the mail went
 * out, so a job that runs again does not send it twice. Rows are deleted after 7 days.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text'),
    bodyHtml: text('body_html'),
    /** Extra header lines (a notification's List-Unsubscribe); null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt)],
);

export type MailMessageRow = typeof mailMessages.$inferSelect;
