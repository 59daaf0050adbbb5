import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { bookmarks, documents, subjects } from '../database/schema';

/** An answer key and the paper it answers, as the notice names them. */
export interface AnswerKeyLink {
  keyId: string;
  keyTitle: string;
  keyOwnerId: string;
  paperId: string;
  paperTitle: string;
  subjectName: string;
}

const paper = alias(documents, 'paper');

/** Reads for the answer-keys job (documents and bookmarks are written by their own modules). */
@Injectable()
export class AnswerKeysRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The key and its paper as they are now; undefined when either is gone or the link was cleared. */
  async link(keyId: string, tx: Transaction): Promise<AnswerKeyLink | undefined> {
    const [row] = await tx
      .select({
        keyId: documents.id,
        keyTitle: documents.title,
        keyOwnerId: documents.ownerId,
        paperId: paper.id,
        paperTitle: paper.title,
        subjectName: subjects.name,
      })
      .from(documents)
      .innerJoin(paper, eq(paper.id, documents.answersFor))
      .innerJoin(subjects, eq(subjects.id, paper.subjectId))
      .where(eq(documents.id, keyId));
    return row;
  }

  /** The students who bookmarked the paper, but the key's own uploader. */
  async bookmarkers(paperId: string, exceptUserId: string, tx: Transaction): Promise<string[]> {
    const rows = await tx.select({ userId: bookmarks.userId }).from(bookmarks).where(eq(bookmarks.documentId, paperId));
    return rows.map((row) => row.userId).filter((userId) => userId !== exceptUserId);
  }
}
