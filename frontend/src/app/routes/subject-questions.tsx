import { SubjectQuestions } from '@/features/documents/components/subject-questions';

/** A subject's most-asked questions (issue 29): a route of its own, so a shared link loads only it. */
export function SubjectQuestionsRoute() {
  return <SubjectQuestions />;
}
