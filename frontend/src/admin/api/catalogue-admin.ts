import { api } from '@/lib/api-client';

export type CatalogueKind = 'colleges' | 'courses' | 'branches' | 'subjects';

/** Admin writes (spec §7 Catalogue management). */
export const createCatalogueItem = (kind: CatalogueKind, body: Record<string, string | number>) =>
  api.post<unknown>(`/api/${kind}`, body);

export const deleteCatalogueItem = (kind: CatalogueKind, id: string) =>
  api.delete<unknown>(`/api/${kind}/${encodeURIComponent(id)}`);
