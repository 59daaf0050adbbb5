import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { PreparedStatements } from '../database/prepared-statements';
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

/** A question hit with its paper and subject, and the paper's upload time as the cursor's text. */
export interface QuestionHitRow extends QuestionRow {
  cursorCreatedAt: string;
  subjectId: string;
  subjectName: string;
}

/** The columns of a QuestionRow: a question with what a list shows of its paper. */
const QUESTION_ROW = {
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
};

/** A subject code without spaces, dashes or case (`CS-301` → `cs301`); '' for none. */
const normalisedCode = (code: string | null): string => (code ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

@Injectable()
export class QuestionsRepository {
  /** The statements every subject-page request runs (family and version), prepared once per connection. */
  private readonly statements = new PreparedStatements('questions');

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
   * What changes whenever a paper of the subjects gains, loses or replaces its questions (a new row
   * has a later created_at; a deleted paper lowers the count): the key of the grouping cache.
   */
  async subjectVersion(subjectIds: readonly string[]): Promise<string> {
    const statement = this.statements.get('version', (name) =>
      this.db
        .select({ n: count(), latest: max(documentQuestions.createdAt) })
        .from(documentQuestions)
        .where(sql`${documentQuestions.subjectId} = any(${sql.placeholder('ids')}::uuid[])`)
        .prepare(name),
    );
    const [row] = await statement.execute({ ids: [...subjectIds] });
    return `${row?.n ?? 0}:${row?.latest?.getTime() ?? 0}`;
  }

  /**
   * The subject and the subjects it shares its questions with (issue 29): those of the same college,
   * course and branch linked to it by the same name (any case; another year of study) or the same
   * code (spaces, dashes and case aside: `CS-301` is `cs301`), through each other too (a renamed
   * subject that kept its code, and that name's other year). Sorted, so it is also a cache key.
   * Empty when there is no such subject. A branch has tens of subjects: they are read and linked here.
   */
  async subjectFamily(subjectId: string): Promise<string[]> {
    const statement = this.statements.get('family', (name) => {
      const own = alias(subjects, 'own');
      return this.db
        .select({ id: subjects.id, name: subjects.name, code: subjects.code })
        .from(own)
        .innerJoin(
          subjects,
          and(
            eq(subjects.collegeId, own.collegeId),
            eq(subjects.courseId, own.courseId),
            eq(subjects.branchId, own.branchId),
          ),
        )
        .where(eq(own.id, sql.placeholder('id')))
        .prepare(name);
    });
    const branch = await statement.execute({ id: subjectId });
    const family = new Set([subjectId]);
    const names = new Set<string>();
    const codes = new Set<string>();
    const take = (row: { name: string; code: string | null }) => {
      names.add(row.name.toLowerCase());
      const code = normalisedCode(row.code);
      if (code) codes.add(code);
    };
    const start = branch.find((row) => row.id === subjectId);
    if (!start) return [];
    take(start);
    for (let grew = true; grew;) {
      grew = false;
      for (const row of branch) {
        if (family.has(row.id)) continue;
        const code = normalisedCode(row.code);
        if (names.has(row.name.toLowerCase()) || (code !== '' && codes.has(code))) {
          family.add(row.id);
          take(row);
          grew = true;
        }
      }
    }
    return [...family].sort();
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

  /** Every question of the subjects' papers, oldest paper first, in paper order. */
  subjectQuestions(subjectIds: readonly string[]): Promise<QuestionRow[]> {
    return this.db
      .select(QUESTION_ROW)
      .from(documentQuestions)
      .innerJoin(documents, eq(documents.id, documentQuestions.documentId))
      .where(inArray(documentQuestions.subjectId, [...subjectIds]))
      .orderBy(asc(documents.createdAt), asc(documents.id), asc(documentQuestions.position));
  }

  /**
   * Questions whose text has every word of `q` (English stemming: "deadlocks" finds "deadlock";
   * the GIN index of migration 0019), newest paper first, `limit` rows after the cursor.
   */
  search(params: {
    q: string;
    subjectId?: string | undefined;
    after?: { createdAt: string; id: string } | undefined;
    limit: number;
  }): Promise<QuestionHitRow[]> {
    const conditions: SQL[] = [
      sql`to_tsvector('english', ${documentQuestions.text}) @@ plainto_tsquery('english', ${params.q})`,
    ];
    if (params.subjectId) conditions.push(eq(documentQuestions.subjectId, params.subjectId));
    if (params.after) {
      conditions.push(
        sql`(${documents.createdAt}, ${documentQuestions.id}) < (${params.after.createdAt}::timestamptz, ${params.after.id}::uuid)`,
      );
    }
    return this.db
      .select({
        ...QUESTION_ROW,
        cursorCreatedAt: sql<string>`${documents.createdAt}::text`,
        subjectId: subjects.id,
        subjectName: subjects.name,
      })
      .from(documentQuestions)
      .innerJoin(documents, eq(documents.id, documentQuestions.documentId))
      .innerJoin(subjects, eq(subjects.id, documentQuestions.subjectId))
      .where(and(...conditions))
      .orderBy(desc(documents.createdAt), desc(documentQuestions.id))
      .limit(params.limit);
  }
}
