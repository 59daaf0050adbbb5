/**
 * The subject page's answer made from a subject's grouping (QuestionsService.subjectQuestions), in
 * a module of its own, free of Nest, so the bench's bare server answers with the same code.
 */
import type { ExamType } from '../database/schema/enums';
import type { QuestionGroupDto, QuestionSort } from './dto/question.dto';
import { groupQuestions } from './group-questions';
import type { QuestionRow } from './questions.repository';

/**
 * A subject's question rows grouped (groupQuestions: the same question across papers), each group
 * its rows in the order given and named by its first; `groupOf` maps a question id to its group's index.
 */
export function groupRows<R extends { id: string; text: string }>(
  rows: readonly R[],
): { groups: { id: string; members: R[] }[]; groupOf: Map<string, number> } {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const groupOf = new Map<string, number>();
  const groups = groupQuestions(rows.map((r) => ({ id: r.id, text: r.text }))).map((group, index) => {
    const members = group.members.flatMap((id) => {
      groupOf.set(id, index);
      const row = byId.get(id);
      return row ? [row] : [];
    });
    return { id: group.members[0] ?? '', members };
  });
  return { groups, groupOf };
}

/** The exam years of the rows, each once, oldest first. */
export const yearsOf = (rows: readonly Pick<QuestionRow, 'examYear'>[]): string[] =>
  [...new Set(rows.map((r) => r.examYear).filter((y): y is string => y !== null))].sort();

/** Each group's papers (of the exam type, if asked), most asked first or latest first. */
export function subjectAnswer(
  groups: readonly { id: string; members: readonly QuestionRow[] }[],
  options: { sort?: QuestionSort; examType?: ExamType },
): QuestionGroupDto[] {
  const answer = groups.flatMap(({ id, members }) => {
    const shown = options.examType ? members.filter((m) => m.examType === options.examType) : members;
    const first = shown[0];
    if (!first) return [];
    const occurrences = shown.map((m) => ({
      documentId: m.documentId,
      title: m.title,
      examYear: m.examYear,
      examType: m.examType,
      number: m.number,
      marks: m.marks,
      page: m.page,
    }));
    const years = yearsOf(shown);
    const latest = Math.max(...shown.map((m) => m.uploadedAt.getTime()));
    return [
      {
        group: { id, text: first.text, asked: new Set(shown.map((m) => m.documentId)).size, years, occurrences },
        latestYear: years.at(-1) ?? '',
        latest,
      },
    ];
  });
  const recent = (a: (typeof answer)[number], b: (typeof answer)[number]) =>
    b.latestYear.localeCompare(a.latestYear) || b.latest - a.latest;
  answer.sort((a, b) => (options.sort === 'recent' ? recent(a, b) : b.group.asked - a.group.asked || recent(a, b)));
  return answer.map((a) => a.group);
}
