import { api, rewriteNextPage } from '@/lib/api-client';
import { LISTED_LEVELS, type ListedLevel, type ListedLevelKey } from '@/config/catalogue-chain';
import type { ApiQuery } from '@/lib/api-types';
import { examYearProblem } from '../lib/exam-year';
import type { DocumentItem, DocumentPage } from '../types';

type FeedQuery = ApiQuery<'/api/documents'>;

/** The feed's catalogue filters: one per listed level of the chain. */
export type FeedFilterKey = ListedLevelKey;

type Holds<T extends true> = T;
/** Each is a query parameter of /api/documents: a level the API cannot filter by fails to compile here. */
export type FeedFiltersFitTheApi = Holds<[FeedFilterKey] extends [keyof FeedQuery] ? true : false>;

/** The feed's orders besides the default (newest first, ''), as /api/documents names them. */
export type FeedSort = '' | Exclude<NonNullable<FeedQuery['sort']>, 'newest'>;

/**
 * The feed's filters, named as /api/documents takes them (openapi.json), '' when unset; `q` is
 * the full-text search over titles, descriptions, catalogue names and the PDFs' text; `examYear`
 * the exact exam year (issue 26) and `sort` the order ('' newest first, `examYear`, `popular`: issue 28).
 */
export type FeedFilters = Record<FeedFilterKey | 'q' | 'examYear', string> & { sort: FeedSort };

/** Each is a query parameter of /api/documents. */
export type FeedExtrasFitTheApi = Holds<['examYear' | 'sort' | 'q'] extends [keyof FeedQuery] ? true : false>;

/** The feed's filter selects, root first. */
export const FEED_FILTER_LEVELS: readonly ListedLevel[] = LISTED_LEVELS;

export const EMPTY_FILTERS: FeedFilters = {
  ...(Object.fromEntries(FEED_FILTER_LEVELS.map((level) => [level.key, ''])) as Record<FeedFilterKey, string>),
  q: '',
  examYear: '',
  sort: '',
};

const FEED_FILTER_KEYS: readonly (keyof FeedFilters)[] = [
  ...FEED_FILTER_LEVELS.map((level) => level.key),
  'examYear',
  'q',
  'sort',
];

/**
 * The filters as a query string, in the chain's order (`college=…&course=…&q=…`): the feed's own
 * address (shareable, kept on reload and Back) and, with `q` trimmed, its request to the API.
 */
export function feedSearch(filters: FeedFilters, { trim = false } = {}): string {
  const query = new URLSearchParams();
  for (const key of FEED_FILTER_KEYS) {
    const value = trim ? filters[key].trim() : filters[key];
    if (value !== '') query.set(key, value);
  }
  return query.toString();
}

/** The filters a feed address holds; anything else in it is ignored. */
export function feedFiltersFrom(search: URLSearchParams): FeedFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FEED_FILTER_KEYS) if (key !== 'sort') filters[key] = search.get(key) ?? '';
  // An address the API would refuse (a hand-edited link) lists as if the part were not there.
  if (examYearProblem(filters.examYear) !== undefined) filters.examYear = '';
  const sort = search.get('sort');
  filters.sort = sort === 'examYear' || sort === 'popular' ? sort : '';
  return filters;
}

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
  const search = feedSearch(filters, { trim: true });
  const early = prefetched;
  prefetched = undefined;
  // The prefetch asked for /api/documents: it answers only the same request.
  if (early && search === '' && Date.now() - early.at < PREFETCH_FRESH_MS) return early.page;
  return api.get<DocumentPage>(search === '' ? '/api/documents' : `/api/documents?${search}`);
}

export const getDocument = (id: string) => api.get<DocumentItem>(`/api/documents/${encodeURIComponent(id)}`);

/** The wizard's last step: the papers or notes under one choice per catalogue level, by ids, root first. */
export function getSubjectDocuments(kind: 'papers' | 'notes', ids: readonly string[]): Promise<DocumentPage> {
  return api.get<DocumentPage>(`/api/${kind}/${ids.map(encodeURIComponent).join('/')}`);
}
