import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { OutboxService } from '../queue/outbox.service';
import type { QueueDeclaration } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import type { ProcessorDefinition } from '../queue/queue.types';
import { MailRepository } from './mail.repository';
import type { MailMessage } from './mail.templates';
import { MailTransport } from './mail.transport';

/** The `mail` queue's job: which stored message to send. The body (maybe a code) never enters Redis. */
export interface MailJob {
  messageId: string;
}

declare module '../queue/jobs' {
  interface JobPayloads {
    mail: MailJob;
  }
}

export const MAIL_QUEUE: QueueDeclaration<'mail'> = { name: 'mail', jobName: 'send' };

export interface SendOptions {
  /** Not worth sending after this (a one-time code's expiry): skipped, and the body deleted then. */
  expiresAt?: Date;
}

const SWEEP_EVERY_MS = 10 * 60_000;
/**
 * How long markSent is retried (backing off to MARK_SENT_MAX_BACKOFF_MS) before giving up. A
 * delivered mail must not be retried by the queue, and a mail left unmarked is sent again by the
 * reconciler while its code is valid: the window covers a PostgreSQL restart or failover (the
 * fault suite's 4–8 s outage sent two codes twice when it was three tries in 0.6 s).
 */
const MARK_SENT_WITHIN_MS = 60_000;
const MARK_SENT_MAX_BACKOFF_MS = 5_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends e-mail through the transactional outbox and the `mail` queue. A message is stored in
 * mail_messages and an outbox row points at it, in the caller's transaction (sendInTransaction)
 * or one of its own (send); the relay queues the job once that commits. The processor sends a
 * stored message once: it skips a message already marked sent (or expired), and after sending it
 * marks it sent and deletes the body. The one crash window left — SMTP has accepted the mail,
 * the process dies before the mark — sends it again on the retry (at least once, never lost; see
 * README "Nothing is lost").
 */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly queue: QueueService,
    private readonly transport: MailTransport,
    private readonly repository: MailRepository,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    // Jobs queued before messages were stored carry the whole message; they are still delivered.
    const processor: ProcessorDefinition<MailJob | MailMessage> = {
      concurrency: 5,
      handle: (job) => ('messageId' in job ? this.sendStored(job.messageId) : this.deliver(job)),
      summarize: (job) => ('messageId' in job ? `message ${job.messageId}` : `to=${job.to} subject="${job.subject}"`),
    };
    this.queue.register('mail', processor);
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => {
      this.repository.sweep().catch((error: unknown) => this.logger.warn(`Mail sweep failed: ${describe(error)}`));
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Queues a message inside `tx`: it goes out only if tx commits. The caller kicks the relay
   * (flush) after the commit. Returns the message's id (also its outbox row's and job's).
   */
  async sendInTransaction(tx: Transaction, message: MailMessage, options: SendOptions = {}): Promise<string> {
    const id = randomUUID();
    await this.repository.insert(tx, id, message, options.expiresAt);
    const job: MailJob = { messageId: id };
    await this.outbox.enqueueInTransaction(tx, 'mail', job, { id });
    return id;
  }

  /** Queues a message on its own; delivery (with retries) happens in the background. */
  async send(message: MailMessage, options: SendOptions = {}): Promise<string> {
    const id = await this.db.transaction((tx) => this.sendInTransaction(tx, message, options));
    this.flush();
    return id;
  }

  /** Hands committed messages to the queue now rather than at the relay's next poll. */
  flush(): void {
    this.outbox.kick();
  }

  /** The mail processor: sends a stored message unless it was sent already or has expired. */
  async sendStored(id: string): Promise<void> {
    const message = await this.repository.findUnsent(id);
    if (!message) {
      this.logger.debug(`Message ${id} was sent already, has expired or is gone: nothing to send`);
      return;
    }
    await this.transport.deliver(message);
    const giveUpAt = Date.now() + MARK_SENT_WITHIN_MS;
    for (let backoffMs = 200; ; backoffMs = Math.min(backoffMs * 2, MARK_SENT_MAX_BACKOFF_MS)) {
      try {
        await this.repository.markSent(id);
        return;
      } catch (error) {
        if (Date.now() + backoffMs > giveUpAt) {
          // Not thrown: a queue retry would send the delivered mail again. The body goes at expiry
          // or with the row after 7 days.
          this.logger.error(`Message ${id} was sent but could not be marked sent: ${describe(error)}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, backoffMs));
      }
    }
  }

  /** Delivers now, without the queue. */
  deliver(message: MailMessage): Promise<void> {
    return this.transport.deliver(message);
  }

  check(): Promise<void> {
    return this.transport.check();
  }
}
