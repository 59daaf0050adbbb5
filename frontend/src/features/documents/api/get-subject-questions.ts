import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { ExamType, Subject } from '../types';

export type QuestionGroup = ApiSchema<'QuestionGroupDto'>;
export type QuestionOccurrence = ApiSchema<'QuestionOccurrenceDto'>;
export type QuestionSort = 'asked' | 'recent';

/** A subject's questions grouped across years (issue 29): most asked (or most recent) first. */
export function getSubjectQuestions(
  subjectId: string,
  query: { sort: QuestionSort; examType?: ExamType | undefined },
): Promise<QuestionGroup[]> {
  const params = new URLSearchParams({ sort: query.sort, ...(query.examType ? { examType: query.examType } : {}) });
  return api.get<QuestionGroup[]>(`/api/subjects/${encodeURIComponent(subjectId)}/questions?${params.toString()}`);
}

/** One subject by id, with its place (the subject page's heading, from a shared link too). */
export const getSubject = (subjectId: string) => api.get<Subject>(`/api/subjects/${encodeURIComponent(subjectId)}`);

export type QuestionHit = ApiSchema<'QuestionHitDto'>;
type QuestionHitPage = ApiSchema<'QuestionHitPageDto'>;

/** Questions whose text has every word of `q` (issue 29: the feed's search shows them beside the documents). */
export function searchQuestions(q: string, limit: number): Promise<QuestionHit[]> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  return api.get<QuestionHitPage>(`/api/questions?${params.toString()}`).then((page) => page.items);
}
