import { ApiError } from '@/lib/api-client';

/** The server says there is no such thing behind the id (deleted, or an id that cannot be one). */
export const isGone = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
