import { api, rewriteNextPage } from '@/lib/api-client';
import type { ApiQuery } from '@/lib/api-types';
import type { DocumentItem, DocumentPage } from '../types';

/**
 * The feed's filters, named as /api/documents takes them (openapi.json), '' when unset; `q` is
 * the full-text search over titles, descriptions, catalogue names and the PDFs' text.
 */
export type FeedFilters = Record<
  keyof Pick<ApiQuery<'/api/documents'>, 'college' | 'branch' | 'course' | 'subject' | 'q'>,
  string
>;

export const EMPTY_FILTERS: FeedFilters = { college: '', branch: '', course: '', subject: '', q: '' };

/** A prefetched first page is used only this soon after it was asked for. */
const PREFETCH_FRESH_MS = 10_000;
let prefetched: { page: Promise<DocumentPage>; at: number } | undefined;

/**
 * Starts the feed's first page (no filters) before the feed's code has loaded: the /feed route
 * calls it as it asks for the page's chunk, so the request runs beside the download instead of
 * after it (issue 12: content sooner on a cold /feed). The next getFeedPage for that page takes it.
 */
export function prefetchFirstFeedPage(): void {
  const page = api.get<DocumentPage>('/api/documents');
  page.catch(() => undefined); // a failure is reported by the getFeedPage that takes it
  prefetched = { page, at: Date.now() };
}

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
  const early = prefetched;
  prefetched = undefined;
  // The prefetch asked for /api/documents: it answers only the same request.
  if (early && search === '' && Date.now() - early.at < PREFETCH_FRESH_MS) return early.page;
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
