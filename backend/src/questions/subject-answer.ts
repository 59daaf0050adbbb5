/**
 * The subject page's answer made from a subject's grouping (QuestionsService.subjectQuestions), in
 * a module of its own, free of Nest, so the bench's bare server answers with the same code.
 */
import type { ExamType } from '../database/schema/enums';
import type { QuestionGroupDto, QuestionSort } from './dto/question.dto';
import type { QuestionRow } from './questions.repository';

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
