/**
 * Requests for missing papers and notes (issue 27): GET/POST /api/requests, GET/DELETE
 * /api/requests/{id}, POST /api/requests/{id}/votes. The shapes are openapi.json's.
 */
import { api, rewriteNextPage, unwrapEnvelope } from '@/lib/api-client';
import type { ApiQuery, ApiSchema } from '@/lib/api-types';

export type DocRequest = ApiSchema<'RequestDto'>;
export type RequestPage = ApiSchema<'RequestPageDto'>;
export type VoteState = ApiSchema<'VoteStateDto'>;
export type CreateRequestInput = ApiSchema<'CreateRequestDto'>;
type RequestQuery = ApiQuery<'/api/requests'>;
export type RequestStatusFilter = NonNullable<RequestQuery['status']>;
export type RequestSort = NonNullable<RequestQuery['sort']>;

/** The list's filters as GET /api/requests takes them (names or ids), '' when unset. */
export type RequestFilters = Record<'college' | 'course' | 'branch' | 'subject', string> & {
  status: RequestStatusFilter;
  sort: RequestSort;
};

const requestPath = (id: string) => `/api/requests/${encodeURIComponent(id)}`;

export function requestsQuery(filters: Partial<RequestFilters>, limit?: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (limit !== undefined) query.set('limit', String(limit));
  return query.toString();
}

/** One page: the first from the filters, later ones from the server's nextPage link. */
export function listRequests(filters: Partial<RequestFilters>, nextPage?: string): Promise<RequestPage> {
  if (nextPage) return api.get<RequestPage>(rewriteNextPage(nextPage));
  const search = requestsQuery(filters);
  return api.get<RequestPage>(search === '' ? '/api/requests' : `/api/requests?${search}`);
}

export const getRequest = (id: string) => api.get<DocRequest>(requestPath(id));

/** POST /api/requests: 201 a new request, 200 the open request of the same place, joined. */
export async function createRequest(input: CreateRequestInput): Promise<{ request: DocRequest; joined: boolean }> {
  const response = await api.request({ method: 'POST', url: '/api/requests', body: input });
  return {
    request: unwrapEnvelope<DocRequest>(response.data, response.status, response.headers),
    joined: response.status === 200,
  };
}

/** Toggles the caller's "me too". */
export const toggleVote = (id: string) => api.post<VoteState>(`${requestPath(id)}/votes`);

export async function withdrawRequest(id: string): Promise<void> {
  await api.delete<null>(requestPath(id));
}

/** A document's place as the upload form holds it (names, as the catalogue lists them). */
export interface AskedPlace {
  type: 'paper' | 'note';
  college: string;
  course: string;
  branch: string;
  subject: string;
  year: number;
  examType?: string | undefined;
  examYear?: string | undefined;
}

/**
 * Whether publishing a document of `place` would fulfil `request` (the server's rule: same type,
 * subject and year; the exam type and exam year too when the request names them).
 */
export const fulfils = (place: AskedPlace, request: DocRequest): boolean =>
  request.status === 'open' &&
  request.type === place.type &&
  request.year === place.year &&
  request.subject.name.toLowerCase() === place.subject.toLowerCase() &&
  (request.examType === null || request.examType === place.examType) &&
  (request.examYear === null || request.examYear === place.examYear);

/** The open requests a document of `place` would fulfil (GET /api/requests by its place). */
export async function openRequestsFor(place: AskedPlace): Promise<DocRequest[]> {
  const { college, course, branch, subject } = place;
  const page = await api.get<RequestPage>(
    `/api/requests?${requestsQuery({ college, course, branch, subject, status: 'open' }, 50)}`,
  );
  return page.requests.filter((request) => fulfils(place, request));
}
