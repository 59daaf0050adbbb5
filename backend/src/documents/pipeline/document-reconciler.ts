import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Counter } from 'prom-client';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DATABASE_LOCKS, PAPERSHELF_LOCKS } from '../../database/database.client';
import { DATABASE, Database, Transaction } from '../../database/database.types';
import { documents } from '../../database/schema';
import { MailRepository } from '../../mail/mail.repository';
import { MetricsService } from '../../metrics/metrics.service';
import { OutboxService } from '../../queue/outbox.service';
import { documentJobId } from './document-jobs';
import { DocumentTextService } from './document-text.service';
import { PeriodicTask } from '../../common/periodic-task';

/** What the reconciler hands to the queue again, as counted in papershelf_reconciled_jobs_total{kind}. */
export type ReconciledKind = 'thumbnail' | 'text' | 'mail';
const KINDS: ReconciledKind[] = ['thumbnail', 'text', 'mail'];

/** Rows of each kind one pass looks at: a pass stays short however much was lost. */
export const RECONCILE_BATCH = 100;
/** The backoff doubles per attempt up to 2^6 times the grace period (64 min with the default). */
const MAX_BACKOFF_DOUBLINGS = 6;

export interface ReconcilePass {
  /** False when another process held the lease (its pass was running). */
  ran: boolean;
  handedOver: Record<ReconciledKind, number>;
  /** Documents whose thumbnail (resp. text) job was out of attempts, now failed (resp. given up). */
  gaveUp: { thumbnail: number; text: number };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The database is the source of truth for work that must happen; the queue only carries it. A
 * job lives in Redis (or in the in-process queue's memory) once the outbox relay has handed it
 * over, so a Redis that loses its data (a restart without persistence, a failover to a replica
 * that had not caught up, FLUSHDB) or a process that dies holding in-process jobs loses it. The
 * reconciler runs where jobs run (ROLE=all or worker), at start and every RECONCILE_INTERVAL_MS
 * (60 s), and finds in PostgreSQL what is unfinished past the grace period (RECONCILE_GRACE_MS,
 * 60 s): documents whose thumbnail is pending, documents whose text is not read (text_source
 * null after the preview), and code mails still valid but unsent. It writes their outbox rows
 * again in one transaction — under the same job ids (document-jobs.ts; a mail's message id) — and
 * the relay hands them over with their fair-share priorities: an add is a no-op while that job
 * still waits or runs, and a new run once the queue has lost or finished it.
 *
 * - Lease: a pass holds a transaction-scoped advisory lock, so replicas never run one at once,
 *   and it stamps what it handed over (documents.job_touched_at; a mail's outbox row is
 *   re-relayed), so the next replica's pass skips it for the grace period.
 * - Bounded: at most RECONCILE_BATCH rows of each kind per pass, oldest first.
 * - Backoff: a document is due again only after grace × 2^attempts (attempts count each start of
 *   its job, a process that died during one included), capped at 64 × grace.
 * - Final: a document whose thumbnail job started DOCUMENT_MAX_ATTEMPTS times without finishing
 *   is marked failed, with the reason (the last error, or that the process died during each) for
 *   admins; its text job out of attempts keeps the text layer's text.
 */
@Injectable()
export class DocumentReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Reconciler');
  private readonly reconciled: Counter<'kind'>;
  private readonly enabled: boolean;
  private readonly timing: AppConfig['reconciler'];
  private task?: PeriodicTask;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly mail: MailRepository,
    private readonly text: DocumentTextService,
    metrics: MetricsService,
  ) {
    this.timing = config.reconciler;
    // API replicas only enqueue; where jobs run, the reconciler runs.
    this.enabled = config.role !== 'api' && config.reconciler.intervalMs > 0;
    this.reconciled = new Counter({
      name: 'papershelf_reconciled_jobs_total',
      help: 'Unfinished work found in the database and handed to the queue again by this process, by kind',
      labelNames: ['kind'],
      registers: [metrics.registry],
    });
    for (const kind of KINDS) this.reconciled.inc({ kind }, 0);
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.task = new PeriodicTask(
      () => this.reconcile(),
      this.timing.intervalMs,
      (error: unknown) => this.logger.warn(`Reconciler pass failed: ${describe(error)}`),
    );
    this.task.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.task?.stop();
  }

  /** One pass (the timer runs it; tests may call it). */
  async reconcile(): Promise<ReconcilePass> {
    const outcome: ReconcilePass = {
      ran: false,
      handedOver: { thumbnail: 0, text: 0, mail: 0 },
      gaveUp: { thumbnail: 0, text: 0 },
    };
    const textGivenUp = await this.db.transaction(async (tx) => {
      if (!(await this.lease(tx))) return [];
      outcome.ran = true;
      const gaveUpText: Array<{ id: string; reason: string }> = [];

      for (const doc of await this.dueDocuments(tx, 'thumbnail')) {
        if (doc.attempts >= this.timing.maxAttempts) {
          await tx
            .update(documents)
            .set({
              previewStatus: 'failed',
              textSource: sql`coalesce(${documents.textSource}, 'none')`,
              failureReason: this.gaveUpReason(doc.lastFailure),
            })
            .where(and(eq(documents.id, doc.id), eq(documents.previewStatus, 'pending')));
          outcome.gaveUp.thumbnail += 1;
          continue;
        }
        await this.outbox.reenqueueInTransaction(tx, 'thumbnails', documentJobId('thumbnails', doc.id), {
          documentId: doc.id,
        });
        outcome.handedOver.thumbnail += 1;
      }

      for (const doc of await this.dueDocuments(tx, 'text')) {
        if (doc.attempts >= this.timing.maxAttempts) {
          gaveUpText.push({ id: doc.id, reason: `Text: ${this.gaveUpReason(doc.lastFailure)}` });
          continue;
        }
        await this.outbox.reenqueueInTransaction(tx, 'ocr', documentJobId('ocr', doc.id), { documentId: doc.id });
        outcome.handedOver.text += 1;
      }

      const mails = await this.mail.unsentCodes(tx, this.timing.graceMs, RECONCILE_BATCH);
      outcome.handedOver.mail = (await this.outbox.reenqueueRelayed(tx, mails)).length;
      return gaveUpText;
    });
    // After the commit (its own statements): the text layer's verdict, as the job's last attempt records it.
    for (const { id, reason } of textGivenUp) {
      await this.text.giveUp(id, reason);
      outcome.gaveUp.text += 1;
    }

    const handedOver = outcome.handedOver.thumbnail + outcome.handedOver.text + outcome.handedOver.mail;
    if (handedOver > 0) {
      this.outbox.kick();
      for (const kind of KINDS)
        if (outcome.handedOver[kind] > 0) this.reconciled.inc({ kind }, outcome.handedOver[kind]);
      this.logger.warn(
        `Handed unfinished work to the queue again: ${outcome.handedOver.thumbnail} thumbnail(s), ` +
          `${outcome.handedOver.text} text job(s), ${outcome.handedOver.mail} mail(s)`,
      );
    }
    if (outcome.gaveUp.thumbnail + outcome.gaveUp.text > 0) {
      this.logger.warn(
        `Out of attempts (${this.timing.maxAttempts}): ${outcome.gaveUp.thumbnail} preview(s) marked failed, ` +
          `${outcome.gaveUp.text} text job(s) given up`,
      );
    }
    return outcome;
  }

  private gaveUpReason(lastFailure: string | null): string {
    return `Gave up after ${this.timing.maxAttempts} attempts (${lastFailure ?? 'the process stopped during each'})`.slice(
      0,
      500,
    );
  }

  /** The pass's lease: held until the transaction ends; false when another process holds it. */
  private async lease(tx: Transaction): Promise<boolean> {
    // Both drivers (node-postgres, PGlite) answer { rows }.
    const result: unknown = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PAPERSHELF_LOCKS}, ${DATABASE_LOCKS.reconcile}) as locked`,
    );
    return (result as { rows: Array<{ locked: boolean }> }).rows[0]?.locked === true;
  }

  /**
   * Documents whose thumbnail (pending preview) or text (ready preview, text_source null) job is
   * unfinished and due: untouched for grace × 2^attempts. Stamped (job_touched_at) as they are
   * returned, so the next pass — in any process — waits its backoff again.
   */
  private async dueDocuments(
    tx: Transaction,
    kind: 'thumbnail' | 'text',
  ): Promise<Array<{ id: string; attempts: number; lastFailure: string | null }>> {
    const attempts = kind === 'thumbnail' ? documents.previewAttempts : documents.textAttempts;
    const status = kind === 'thumbnail' ? 'pending' : 'ready';
    const due = tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          isNull(documents.textSource),
          eq(documents.previewStatus, status),
          sql`coalesce(${documents.jobTouchedAt}, ${documents.createdAt}) < now() - make_interval(secs => ${this.timing.graceMs / 1000} * power(2, least(${attempts}, ${MAX_BACKOFF_DOUBLINGS})))`,
        ),
      )
      .orderBy(asc(documents.createdAt))
      .limit(RECONCILE_BATCH);
    return tx
      .update(documents)
      .set({ jobTouchedAt: sql`now()` })
      .where(inArray(documents.id, due))
      .returning({ id: documents.id, attempts, lastFailure: documents.failureReason });
  }
}
