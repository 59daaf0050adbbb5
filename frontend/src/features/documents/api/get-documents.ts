import { api, rewriteNextPage } from '@/lib/api-client';
import type { DocumentItem, DocumentPage } from '../types';

export interface FeedFilters {
  college: string;
  branch: string;
  course: string;
  subject: string;
  /** Full-text search over titles, descriptions, catalogue names and the PDFs' text. */
  q: string;
}

export const EMPTY_FILTERS: FeedFilters = { college: '', branch: '', course: '', subject: '', q: '' };

/**
 * One feed page: the first from /api/documents with the chosen filter names, later ones from
 * the server's nextPage link (rewritten from /v1 to /api, spec §3).
 */
export function getFeedPage(filters: FeedFilters, nextPage?: string): Promise<DocumentPage> {
  if (nextPage) return api.get<DocumentPage>(rewriteNextPage(nextPage));
  const query = new URLSearchParams();
  for (const key of ['college', 'branch', 'course', 'subject'] as const) {
    if (filters[key] !== '') query.set(key, filters[key]);
  }
  if (filters.q.trim() !== '') query.set('q', filters.q.trim());
  const search = query.toString();
  return api.get<DocumentPage>(search === '' ? '/api/documents' : `/api/documents?${search}`);
}

export const getDocument = (id: string) => api.get<DocumentItem>(`/api/documents/${encodeURIComponent(id)}`);

/** The wizard's last step: one subject's papers or notes, by ids. */
export function getSubjectDocuments(
  kind: 'papers' | 'notes',
  ids: { collegeId: string; courseId: string; branchId: string; year: string; subjectId: string },
): Promise<DocumentPage> {
  const parts = [ids.collegeId, ids.courseId, ids.branchId, ids.year, ids.subjectId].map(encodeURIComponent);
  return api.get<DocumentPage>(`/api/${kind}/${parts.join('/')}`);
}
