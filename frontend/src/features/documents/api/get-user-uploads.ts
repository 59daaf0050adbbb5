import { api } from '@/lib/api-client';
import type { DocumentItem } from '../types';

/** The signed-in user's own uploads (spec §7). */
export const getUserPapers = () => api.get<DocumentItem[]>('/api/users/user-papers');
export const getUserNotes = () => api.get<DocumentItem[]>('/api/users/user-notes');
