import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { and, eq, isNull, SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATABASE, Database } from '../../database/database.types';
import { documents } from '../../database/schema';
import { QueueService } from '../../queue/queue.service';

/**
 * Fair shares of the PDF pipelines. The renderer draws one thumbnail at a time and OCR reads one
 * document at a time per worker, so in arrival order one user's backlog (thirty uploads an hour,
 * each up to its time limit) would hold everyone else's previews behind it. Instead each job is
 * given, when the relay hands it to the queue, the priority of its place in its owner's backlog on
 * that queue: 1 for the owner's oldest pending document, 2 for the next… Lower runs first, FIFO
 * among equals — everyone's first document before anyone's second. A user's backlog can thus
 * delay another user's first document by at most the job already running (its limit: the
 * thumbnail's CPU limit, a document's OCR seconds), whatever its length. The database is the
 * source of truth (pending documents), so it holds across API replicas and workers, and both
 * queue drivers (BullMQ's priorities, the in-process queue) order jobs the same way.
 */
@Injectable()
export class DocumentJobFairness implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly queue: QueueService,
  ) {}

  onModuleInit(): void {
    // Every role: the relay adds jobs in API replicas too.
    this.queue.prioritize('thumbnails', ({ documentId }) =>
      this.backlogRank(documentId, eq(documents.previewStatus, 'pending')),
    );
    this.queue.prioritize('ocr', ({ documentId }) =>
      this.backlogRank(documentId, and(eq(documents.previewStatus, 'ready'), isNull(documents.textSource))),
    );
  }

  /**
   * The document's place among its owner's documents that match `pending` (uploaded before it, or
   * it), counting from 1; undefined when the document is gone.
   */
  async backlogRank(documentId: string, pending: SQL | undefined): Promise<number | undefined> {
    const me = alias(documents, 'me');
    const [row] = await this.db
      .select({ rank: sql<number>`count(*)::int` })
      .from(documents)
      .innerJoin(me, eq(me.id, documentId))
      .where(
        and(
          eq(documents.ownerId, me.ownerId),
          pending,
          sql`(${documents.createdAt}, ${documents.id}) <= (${me.createdAt}, ${me.id})`,
        ),
      );
    const rank = Number(row?.rank ?? 0);
    return rank > 0 ? rank : undefined;
  }
}
