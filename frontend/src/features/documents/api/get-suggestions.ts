import { api } from '@/lib/api-client';
import type { Suggestion } from '../types';

/** The longest text the server suggests for (GET /api/search/suggest refuses longer). */
export const MAX_SUGGEST_LENGTH = 100;

/** Suggestions for what is typed; `signal` cancels a request a newer keystroke made stale. */
export const getSuggestions = (q: string, signal?: AbortSignal): Promise<Suggestion[]> =>
  api.get<Suggestion[]>(`/api/search/suggest?${new URLSearchParams({ q }).toString()}`, { signal });
