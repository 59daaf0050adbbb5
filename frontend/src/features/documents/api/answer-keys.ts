/**
 * Answer keys (issue 27): a paper's keys (GET /api/documents/{id}/answers) and the papers of one
 * catalogue place a new key may answer (the papers feed filtered to it).
 */
import { api } from '@/lib/api-client';
import type { DocumentItem, DocumentPage } from '../types';

/** The answer keys and solutions of a paper, newest first. */
export const getAnswerKeys = (paperId: string): Promise<DocumentItem[]> =>
  api.get<DocumentItem[]>(`/api/documents/${encodeURIComponent(paperId)}/answers`);

/** Where a key is filed: the catalogue names (or ids) and the year, as the upload form holds them. */
export interface PaperPlace {
  college: string;
  course: string;
  branch: string;
  subject: string;
  year: string;
}

/** Up to 50 papers of that subject (newest first): the choices of "Answer key for". */
export async function getSubjectPapers(place: PaperPlace): Promise<DocumentItem[]> {
  const query = new URLSearchParams({ ...place, limit: '50' });
  return (await api.get<DocumentPage>(`/api/papers?${query.toString()}`)).docs;
}

/** Sets (or with null clears) the paper this document answers: its uploader or an admin. */
export const setAnswersFor = (documentId: string, answersFor: string | null): Promise<DocumentItem> =>
  api.put<DocumentItem>(`/api/documents/${encodeURIComponent(documentId)}/answers-for`, { answersFor });
