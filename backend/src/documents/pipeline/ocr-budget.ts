import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DATABASE, Database } from '../../database/database.types';
import { documents, ocrUsage } from '../../database/schema';

/** Today in UTC, by the database's clock (every worker agrees on when a day ends). */
const TODAY = sql`(now() at time zone 'utc')::date`;

/**
 * OCR seconds as a budget. Recognition costs seconds per page (≈ 1 s for a printed page here, up to
 * OCR_PAGE_TIMEOUT_MS for a hard one), and a worker reads one document at a time, so without a
 * budget a single user's uploads — a speckled 12-page "scan" took 322 s — hold the OCR workers.
 * The text job of a document may spend at most `documentSeconds` (60 s) on OCR (drawing and
 * recognising pages), and all of one user's documents at most `userSecondsPerDay` (900 s) per UTC
 * day, counted in PostgreSQL (ocr_usage) so it holds across workers and restarts. The seconds are
 * CPU seconds of the renderer child (issue 23, as the page limit): a page costs the same on a busy
 * machine as on an idle one, so a user's budget does not shrink because others keep the CPU busy. Pages past the
 * budget are not recognised (the document keeps their text layer, if any, and is searchable by
 * the pages read); `npm run reindex` recognises them later, within the owner's budget of that day.
 *
 * The check is made when a document's job starts and the seconds are added when it ends, so
 * documents of one user read at the same moment by several workers can together pass the daily
 * budget by at most one document's budget per worker.
 */
@Injectable()
export class OcrBudget {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The document's owner and the OCR seconds its text job may spend now; undefined when it is gone. */
  async available(documentId: string): Promise<{ ownerId: string; seconds: number } | undefined> {
    const [row] = await this.db
      .select({ ownerId: documents.ownerId, used: sql<number>`coalesce(${ocrUsage.seconds}, 0)::float8` })
      .from(documents)
      .leftJoin(ocrUsage, sql`${ocrUsage.userId} = ${documents.ownerId} and ${ocrUsage.day} = ${TODAY}`)
      .where(eq(documents.id, documentId));
    if (!row) return undefined;
    const { documentSeconds, userSecondsPerDay } = this.config.ocr;
    const left = userSecondsPerDay - Number(row.used);
    return { ownerId: row.ownerId, seconds: Math.max(0, Math.min(documentSeconds, left)) };
  }

  /** Adds `seconds` (CPU seconds) to the user's OCR seconds of today. */
  async charge(userId: string, seconds: number): Promise<void> {
    if (!(seconds > 0)) return;
    await this.db
      .insert(ocrUsage)
      .values({ userId, day: sql`${TODAY}`, seconds })
      .onConflictDoUpdate({
        target: [ocrUsage.userId, ocrUsage.day],
        set: { seconds: sql`${ocrUsage.seconds} + excluded.seconds` },
      });
  }

  /** The user's OCR seconds of today (tests, diagnostics). */
  async usedToday(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ seconds: ocrUsage.seconds })
      .from(ocrUsage)
      .where(sql`${ocrUsage.userId} = ${userId} and ${ocrUsage.day} = ${TODAY}`);
    return Number(row?.seconds ?? 0);
  }
}
