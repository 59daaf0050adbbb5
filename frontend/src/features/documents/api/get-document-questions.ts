import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export type DocumentQuestion = ApiSchema<'DocumentQuestionDto'>;

/** A paper's questions in order, each with how often its subject's papers asked it (issue 29). */
export const getDocumentQuestions = (documentId: string) =>
  api.get<DocumentQuestion[]>(`/api/documents/${encodeURIComponent(documentId)}/questions`);
