import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { branches, colleges, courses, documents, documentSignatures, subjects, uploadDrafts } from '../database/schema';
import type { UploadDraftRow } from '../database/schema/uploads';
import type { CatalogueRows } from './analysis/match-catalogue';

/** Candidates a band lookup reads at most (each is then compared by its signature). */
const MAX_CANDIDATES = 200;

@Injectable()
export class UploadsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(
    row: Pick<UploadDraftRow, 'id' | 'ownerId' | 'fileName' | 'size' | 'objectKey' | 'contentHash'>,
    alsoInTransaction: (tx: Transaction) => Promise<unknown>,
  ): Promise<UploadDraftRow> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(uploadDrafts).values(row).returning();
      await alsoInTransaction(tx);
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    });
  }

  listByOwner(ownerId: string): Promise<UploadDraftRow[]> {
    return this.db
      .select()
      .from(uploadDrafts)
      .where(eq(uploadDrafts.ownerId, ownerId))
      .orderBy(desc(uploadDrafts.createdAt), desc(uploadDrafts.id));
  }

  find(id: string): Promise<UploadDraftRow | undefined> {
    return this.db
      .select()
      .from(uploadDrafts)
      .where(eq(uploadDrafts.id, id))
      .then((rows) => rows[0]);
  }

  findOwned(id: string, ownerId: string): Promise<UploadDraftRow | undefined> {
    return this.db
      .select()
      .from(uploadDrafts)
      .where(and(eq(uploadDrafts.id, id), eq(uploadDrafts.ownerId, ownerId)))
      .then((rows) => rows[0]);
  }

  /** Deletes the caller's draft in `tx`; its object key, or undefined when there was none. */
  async deleteOwned(tx: Transaction | Database, id: string, ownerId: string): Promise<string | undefined> {
    const rows = await tx
      .delete(uploadDrafts)
      .where(and(eq(uploadDrafts.id, id), eq(uploadDrafts.ownerId, ownerId)))
      .returning({ key: uploadDrafts.objectKey });
    return rows[0]?.key;
  }

  /** The analysis' result; false when the draft is gone (published or discarded meanwhile). */
  async finish(
    id: string,
    values: Partial<Pick<UploadDraftRow, 'status' | 'analysis' | 'failureReason' | 'textSignature' | 'pageHash'>>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(uploadDrafts)
      .set(values)
      .where(eq(uploadDrafts.id, id))
      .returning({ id: uploadDrafts.id });
    return rows.length > 0;
  }

  /** Expired drafts, oldest first, each locked (SKIP LOCKED: replicas sweep different rows). */
  expired(tx: Transaction, limit: number): Promise<{ id: string; objectKey: string }[]> {
    return tx
      .select({ id: uploadDrafts.id, objectKey: uploadDrafts.objectKey })
      .from(uploadDrafts)
      .where(lte(uploadDrafts.expiresAt, sql`now()`))
      .orderBy(asc(uploadDrafts.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async deleteByIds(tx: Transaction, ids: string[]): Promise<void> {
    if (ids.length > 0) await tx.delete(uploadDrafts).where(inArray(uploadDrafts.id, ids));
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  documentByHash(contentHash: string): Promise<{ id: string; title: string } | undefined> {
    return this.db
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(eq(documents.contentHash, contentHash))
      .then((rows) => rows[0]);
  }

  /** Documents sharing at least one LSH band with `bands`, with their page-1 signature. */
  async bandCandidates(bands: string[]): Promise<{ id: string; title: string; textSignature: Buffer | null }[]> {
    if (bands.length === 0) return [];
    const ids = this.db
      .selectDistinct({ id: documentSignatures.documentId })
      .from(documentSignatures)
      .where(inArray(documentSignatures.band, bands))
      .limit(MAX_CANDIDATES);
    return this.db
      .select({ id: documents.id, title: documents.title, textSignature: documents.textSignature })
      .from(documents)
      .where(inArray(documents.id, ids));
  }

  /** A cheap fingerprint of the catalogue: changes whenever a row is added, changed or removed. */
  async catalogueVersion(): Promise<string> {
    const parts = await Promise.all(
      [colleges, courses, branches, subjects].map((table) =>
        this.db
          .select({ v: sql<string>`count(*)::text || '/' || coalesce(max(${table.updatedAt})::text, '')` })
          .from(table)
          .then((rows) => rows[0]?.v ?? ''),
      ),
    );
    return parts.join('|');
  }

  async catalogueRows(): Promise<CatalogueRows> {
    const [collegeRows, courseRows, branchRows, subjectRows] = await Promise.all([
      this.db.select({ id: colleges.id, collegeName: colleges.collegeName, aliases: colleges.aliases }).from(colleges),
      this.db
        .select({
          id: courses.id,
          collegeId: courses.collegeId,
          courseName: courses.courseName,
          abbreviation: courses.abbreviation,
          aliases: courses.aliases,
        })
        .from(courses),
      this.db
        .select({
          id: branches.id,
          collegeId: branches.collegeId,
          courseId: branches.courseId,
          branchName: branches.branchName,
          abbreviation: branches.abbreviation,
          aliases: branches.aliases,
        })
        .from(branches),
      this.db
        .select({
          id: subjects.id,
          collegeId: subjects.collegeId,
          courseId: subjects.courseId,
          branchId: subjects.branchId,
          name: subjects.name,
          code: subjects.code,
          year: subjects.year,
          aliases: subjects.aliases,
        })
        .from(subjects),
    ]);
    return { colleges: collegeRows, courses: courseRows, branches: branchRows, subjects: subjectRows };
  }
}
