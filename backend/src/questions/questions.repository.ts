import { Inject, Injectable } from '@nestjs/common';
import { asc, count, eq, max } from 'drizzle-orm';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { documentQuestions, documents, subjects } from '../database/schema';
import type { ExamType } from '../database/schema/enums';
import type { SegmentedQuestion } from './segment-questions';

/** A stored question with what a list shows of its paper. */
export interface QuestionRow {
  id: string;
  documentId: string;
  number: string;
  text: string;
  marks: number | null;
  page: number;
  title: string;
  examType: ExamType | null;
  examYear: string | null;
  uploadedAt: Date;
}

@Injectable()
export class QuestionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The paper's questions become `questions` (none: it has none any more), in one transaction (or the caller's). */
  async replaceForDocument(
    documentId: string,
    subjectId: string,
    questions: readonly SegmentedQuestion[],
    inTransaction?: Transaction,
  ): Promise<void> {
    const write = async (tx: Transaction) => {
      await tx.delete(documentQuestions).where(eq(documentQuestions.documentId, documentId));
      if (questions.length === 0) return;
      await tx.insert(documentQuestions).values(
        questions.map((q, position) => ({
          documentId,
          subjectId,
          position,
          number: q.number,
          text: q.text,
          marks: q.marks,
          page: q.page,
        })),
      );
    };
    await (inTransaction ? write(inTransaction) : this.db.transaction(write));
  }

  /**
   * What changes whenever a paper of the subject gains, loses or replaces its questions (a new row
   * has a later created_at; a deleted paper lowers the count): the key of the grouping cache.
   */
  async subjectVersion(subjectId: string): Promise<string> {
    const [row] = await this.db
      .select({ n: count(), latest: max(documentQuestions.createdAt) })
      .from(documentQuestions)
      .where(eq(documentQuestions.subjectId, subjectId));
    return `${row?.n ?? 0}:${row?.latest?.getTime() ?? 0}`;
  }

  async subjectExists(subjectId: string): Promise<boolean> {
    const rows = await this.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).limit(1);
    return rows.length > 0;
  }

  /** The document's subject, or undefined when there is no such document. */
  async documentSubject(documentId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ subjectId: documents.subjectId })
      .from(documents)
      .where(eq(documents.id, documentId))
      .limit(1);
    return row?.subjectId;
  }

  /** Every question of the subject's papers, oldest paper first, in paper order. */
  subjectQuestions(subjectId: string): Promise<QuestionRow[]> {
    return this.db
      .select({
        id: documentQuestions.id,
        documentId: documentQuestions.documentId,
        number: documentQuestions.number,
        text: documentQuestions.text,
        marks: documentQuestions.marks,
        page: documentQuestions.page,
        title: documents.title,
        examType: documents.examType,
        examYear: documents.examYear,
        uploadedAt: documents.createdAt,
      })
      .from(documentQuestions)
      .innerJoin(documents, eq(documents.id, documentQuestions.documentId))
      .where(eq(documentQuestions.subjectId, subjectId))
      .orderBy(asc(documents.createdAt), asc(documents.id), asc(documentQuestions.position));
  }
}
