import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CATALOGUE_CHAIN,
  type CatalogueLevelKey,
  type CatalogueLevelKind,
  levelOfKind,
} from '../database/catalogue-chain';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { documentSearchText } from '../database/document-search-text';
import { documents, NewDocumentRow } from '../database/schema';
import { countEvent } from './document-counters';
import { type DocumentListRow, listSelect, NEWEST_FIRST } from './document-list.columns';
import type { DocumentCheckDto, DocumentProcessingDto, DocumentType } from './dto/document.dto';

/** The documents' own columns for each catalogue level's id (`collegeId`: documents.college_id, …). */
const FILED_BY = Object.fromEntries(
  CATALOGUE_CHAIN.map((level) => [`${level.key}Id`, level.filedBy]),
) as unknown as Record<`${CatalogueLevelKey}Id`, AnyPgColumn>;

/** The file facts the download, preview and thumbnail routes need. */
export interface DocumentFileRow {
  id: string;
  title: string;
  ownerId: string;
  objectKey: string;
  thumbnailKey: string | null;
  contentHash: string;
  size: number;
  updatedAt: Date;
}

/**
 * Documents' plain reads and writes: rows by id, owner or hash, the upload's insert, the deletion,
 * the counters, the console's job state, and the search text a catalogue rename rebuilds. The
 * feed's and search's statements are in feed/feed.repository.ts, the jobs' in
 * pipeline/document-jobs.repository.ts; the listed columns in document-list.columns.ts.
 */
@Injectable()
export class DocumentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Rows for these ids, in no particular order. */
  findManyListed(ids: string[]): Promise<DocumentListRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return listSelect(this.db).where(inArray(documents.id, ids));
  }

  listByOwner(ownerId: string, type: DocumentType): Promise<DocumentListRow[]> {
    return listSelect(this.db)
      .where(and(eq(documents.ownerId, ownerId), eq(documents.type, type)))
      .orderBy(...NEWEST_FIRST);
  }

  findFile(id: string): Promise<DocumentFileRow | undefined> {
    return this.db
      .select({
        id: documents.id,
        title: documents.title,
        ownerId: documents.ownerId,
        objectKey: documents.objectKey,
        thumbnailKey: documents.thumbnailKey,
        contentHash: documents.contentHash,
        size: documents.size,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .where(eq(documents.id, id))
      .then((rows) => rows[0]);
  }

  /** What answersFor is checked against (issue 27): the named document's type and subject, its owner. */
  answerFacts(
    id: string,
  ): Promise<
    | { id: string; title: string; type: DocumentType; subjectId: string; ownerId: string; answersFor: string | null }
    | undefined
  > {
    return this.db
      .select({
        id: documents.id,
        title: documents.title,
        type: documents.type,
        subjectId: documents.subjectId,
        ownerId: documents.ownerId,
        answersFor: documents.answersFor,
      })
      .from(documents)
      .where(eq(documents.id, id))
      .then((rows) => rows[0]);
  }

  /** The paper a document answers (id and title, null when none) and how many keys answer it. */
  async answerLinks(id: string): Promise<{ answersFor: { id: string; title: string } | null; answerCount: number }> {
    const [linked] = await this.db
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(sql`${documents.id} = (select answers_for from ${documents} where id = ${id})`);
    const [counted] = await this.db.select({ n: count() }).from(documents).where(eq(documents.answersFor, id));
    return { answersFor: linked ?? null, answerCount: counted?.n ?? 0 };
  }

  /** A paper's answer keys, newest first. */
  listAnswers(paperId: string): Promise<DocumentListRow[]> {
    return listSelect(this.db)
      .where(eq(documents.answersFor, paperId))
      .orderBy(...NEWEST_FIRST);
  }

  /**
   * Sets (or clears) the paper a document answers; `alsoInTransaction` (the bookmarkers' job in the
   * outbox) commits with it. A plain edit of a link: updated_at stays (the document did not change).
   */
  async setAnswersFor(
    id: string,
    paperId: string | null,
    alsoInTransaction: (tx: Transaction) => Promise<unknown>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(documents)
        .set({ answersFor: paperId, updatedAt: sql`${documents.updatedAt}` })
        .where(eq(documents.id, id))
        .returning({ id: documents.id });
      if (updated.length === 0) return false;
      await alsoInTransaction(tx);
      return true;
    });
  }

  findByHash(contentHash: string): Promise<{ id: string; title: string } | undefined> {
    return this.db
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(eq(documents.contentHash, contentHash))
      .then((rows) => rows[0]);
  }

  /**
   * Inserts the row with its search text (documentSearchText, the expression a catalogue rename
   * rebuilds it with); `alsoInTransaction` (its thumbnail job in the outbox) commits with it or not at all.
   */
  async insert(
    row: Omit<NewDocumentRow, 'searchText'> & { id: string },
    alsoInTransaction: (tx: Transaction) => Promise<unknown>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(documents)
        .values({ ...row, searchText: documentSearchText(row) })
        .returning({ id: documents.id });
      await alsoInTransaction(tx);
    });
  }

  /**
   * Deletes the row (bookmarks and reports go with it) and returns the object keys to remove;
   * `alsoInTransaction` (the owner's points taken back, through UsersService) commits with it or
   * not at all.
   */
  deleteRow(
    id: string,
    alsoInTransaction: (
      tx: Transaction,
      deleted: { ownerId: string; objectKey: string; thumbnailKey: string | null },
    ) => Promise<unknown>,
  ): Promise<{ objectKey: string; thumbnailKey: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(documents).where(eq(documents.id, id)).returning({
        objectKey: documents.objectKey,
        thumbnailKey: documents.thumbnailKey,
        ownerId: documents.ownerId,
      });
      if (!row) return undefined;
      await alsoInTransaction(tx, row);
      return { objectKey: row.objectKey, thumbnailKey: row.thumbnailKey };
    });
  }

  /**
   * One view (weight 1) or download (3): the document's counter and its popularity, in its
   * document_popularity row (migration 0024). The document's own row is not touched, so a view is
   * neither an edit (updated_at) nor a rewrite of its text vectors' index entries.
   */
  async increment(id: string, counter: 'views' | 'downloads'): Promise<void> {
    await countEvent(this.db, id, counter);
  }

  /** The background jobs' state of these documents (for the admin console), by id. */
  async processingOf(
    ids: string[],
  ): Promise<Map<string, DocumentProcessingDto & { possibleDuplicateOf: string | null; checks: DocumentCheckDto[] }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: documents.id,
        previewStatus: documents.previewStatus,
        previewAttempts: documents.previewAttempts,
        textAttempts: documents.textAttempts,
        failureReason: documents.failureReason,
        possibleDuplicateOf: documents.possibleDuplicateOf,
        checks: documents.uploadChecks,
      })
      .from(documents)
      .where(inArray(documents.id, ids));
    return new Map(rows.map(({ id, checks, ...processing }) => [id, { ...processing, checks: checks ?? [] }]));
  }

  /**
   * Rebuilds the search text of the documents filed under one catalogue row, in the caller's
   * transaction: a catalogue rename commits with the names its documents are found by. A plain
   * statement: a new search text is not an edit of the document (updated_at stays).
   */
  async rebuildSearchText(tx: Transaction, kind: CatalogueLevelKind, id: string): Promise<void> {
    const filedUnder = levelOfKind(kind).filedBy;
    await tx.execute(sql`
      update ${documents} set search_text = ${documentSearchText({
        title: documents.title,
        description: documents.description,
        ...FILED_BY,
      })}
       where ${filedUnder} = ${id}`);
  }
}
