import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, isNull, sql, SQL } from 'drizzle-orm';
import { DATABASE, Database, Transaction } from '../../database/database.types';
import { documents, documentSignatures } from '../../database/schema';
import { type PreviewStatus } from '../../database/schema/enums';
import type { TextSource } from '../dto/document.dto';

/**
 * The background jobs' reads and writes of documents (as immich's asset-job repository): the
 * thumbnail job's attempts and results, the text job's, and `npm run reindex`'s batches.
 */
@Injectable()
export class DocumentJobsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** What the thumbnail job needs: the file, and whether a preview exists already. */
  findForPreview(
    id: string,
  ): Promise<
    | { objectKey: string; size: number; thumbnailKey: string | null; type: 'paper' | 'note'; subjectId: string }
    | undefined
  > {
    return this.db
      .select({
        objectKey: documents.objectKey,
        size: documents.size,
        thumbnailKey: documents.thumbnailKey,
        type: documents.type,
        subjectId: documents.subjectId,
      })
      .from(documents)
      .where(eq(documents.id, id))
      .then((rows) => rows[0]);
  }

  /**
   * `textSource` null: the text job (OCR) is still to run, and `alsoInTransaction` queues it in the
   * same transaction, so the preview is never marked ready without it.
   */
  async markPreviewReady(
    id: string,
    values: { thumbnailKey: string; pageCount: number; extractedText: string; textSource: TextSource | null },
    alsoInTransaction?: (tx: Transaction) => Promise<unknown>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(documents)
        .set({ ...values, previewStatus: 'ready', failureReason: null })
        .where(eq(documents.id, id))
        .returning({ id: documents.id });
      if (rows.length === 0) return false;
      await alsoInTransaction?.(tx);
      return true;
    });
  }

  /** The PDF could not be read: no preview, and no text from it. `reason` is shown to admins. */
  async markPreviewFailed(id: string, pageCount: number | null, reason?: string): Promise<void> {
    await this.db
      .update(documents)
      .set({
        previewStatus: 'failed',
        pageCount,
        textSource: sql`coalesce(${documents.textSource}, 'none')`,
        ...(reason !== undefined ? { failureReason: reason.slice(0, 500) } : {}),
      })
      .where(eq(documents.id, id));
  }

  /**
   * An attempt of the thumbnail job starts: counted before the work, so a process that dies
   * during it counts too. Returns the attempt's number and the last failure's reason, or
   * undefined when the preview is no longer pending (done, failed, or the document is gone).
   */
  async startPreviewAttempt(id: string): Promise<{ attempt: number; lastFailure: string | null } | undefined> {
    const [row] = await this.db
      .update(documents)
      .set({ previewAttempts: sql`${documents.previewAttempts} + 1`, jobTouchedAt: sql`now()` })
      .where(and(eq(documents.id, id), eq(documents.previewStatus, 'pending'), isNull(documents.thumbnailKey)))
      .returning({ attempt: documents.previewAttempts, lastFailure: documents.failureReason });
    return row;
  }

  /** As startPreviewAttempt, for the text job (while text_source is null). */
  async startTextAttempt(id: string): Promise<{ attempt: number; lastFailure: string | null } | undefined> {
    const [row] = await this.db
      .update(documents)
      .set({ textAttempts: sql`${documents.textAttempts} + 1`, jobTouchedAt: sql`now()` })
      .where(and(eq(documents.id, id), isNull(documents.textSource)))
      .returning({ attempt: documents.textAttempts, lastFailure: documents.failureReason });
    return row;
  }

  /** Why the document's last job attempt failed (shown to admins). */
  async recordFailure(id: string, reason: string): Promise<void> {
    await this.db
      .update(documents)
      .set({ failureReason: reason.slice(0, 500) })
      .where(eq(documents.id, id));
  }

  /** What the text job needs: the file, and what the preview found. */
  findForText(id: string): Promise<DocumentTextRow | undefined> {
    return this.db
      .select({
        id: documents.id,
        objectKey: documents.objectKey,
        size: documents.size,
        previewStatus: documents.previewStatus,
        extractedText: documents.extractedText,
        textSource: documents.textSource,
        type: documents.type,
        subjectId: documents.subjectId,
      })
      .from(documents)
      .where(eq(documents.id, id))
      .then((rows) => rows[0]);
  }

  /** The text job's result: the search text (the search column follows) and where it came from. */
  /**
   * A document's page-1 text signature and its LSH bands (the smart upload's near-duplicate index),
   * written once: a document that has one (published from a draft, or read before) keeps it.
   */
  async setSignatureIfUnset(id: string, textSignature: Buffer, bands: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(documents)
        .set({ textSignature })
        .where(and(eq(documents.id, id), isNull(documents.textSignature)))
        .returning({ id: documents.id });
      if (updated.length === 0 || bands.length === 0) return;
      await tx
        .insert(documentSignatures)
        .values(bands.map((band) => ({ documentId: id, band })))
        .onConflictDoNothing();
    });
  }

  async setText(id: string, values: { extractedText: string; textSource: TextSource }): Promise<void> {
    await this.db.update(documents).set(values).where(eq(documents.id, id));
  }

  /** Only records where the text came from, keeping the text (the text job gave up on the PDF). */
  async setTextSourceIfUnset(id: string, textSource: TextSource): Promise<void> {
    await this.db
      .update(documents)
      .set({ textSource: sql`coalesce(${documents.textSource}, ${textSource}::text_source)` })
      .where(eq(documents.id, id));
  }

  /**
   * One page of `npm run reindex`, keyset over id (ids after `afterId`, in order): documents whose
   * preview has run and whose text job has not (text_source null) or found no text ('none'), or
   * every such document with `all`. Documents still waiting for their preview are left to it.
   */
  reindexBatch(options: { afterId?: string; all: boolean; limit: number }): Promise<{ id: string; title: string }[]> {
    return this.db
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(
        and(reindexWhere(options.all), options.afterId ? sql`${documents.id} > ${options.afterId}::uuid` : undefined),
      )
      .orderBy(asc(documents.id))
      .limit(options.limit);
  }

  /** How many documents reindexBatch will go through after `afterId`. */
  async reindexCount(options: { afterId?: string; all: boolean }): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(documents)
      .where(
        and(reindexWhere(options.all), options.afterId ? sql`${documents.id} > ${options.afterId}::uuid` : undefined),
      );
    return row?.n ?? 0;
  }
}

/** What `npm run reindex` goes through (see reindexBatch). */
function reindexWhere(all: boolean): SQL | undefined {
  return and(
    sql`${documents.previewStatus} <> 'pending'`,
    all ? undefined : sql`(${documents.textSource} is null or ${documents.textSource} = 'none')`,
  );
}

export interface DocumentTextRow {
  id: string;
  objectKey: string;
  size: number;
  previewStatus: PreviewStatus;
  extractedText: string | null;
  textSource: TextSource | null;
  type: 'paper' | 'note';
  subjectId: string;
}
