/**
 * Smart upload's drafts (issue 26): a PDF is stored as a draft, analysed in the worker, and
 * published (or discarded) from its card. The shapes are openapi.json's (generated types), so a
 * field the server renames fails to compile here.
 */
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { DocumentItem } from '../types';

/** One of the caller's drafts; `analysis` once `status` is 'ready'. */
export type Draft = ApiSchema<'UploadDraftDto'>;
export type DraftStatus = Draft['status'];
/** What the analysis found: suggested fields, duplicates, quality checks. */
export type DraftAnalysis = ApiSchema<'AnalysisDto'>;
/** Per field a suggested value and how sure the analysis is (0–1); null when it was not sure enough. Catalogue suggestions are row ids. */
export type DraftSuggestion = ApiSchema<'SuggestionDto'>;
export type SuggestedValue = ApiSchema<'SuggestedValueDto'>;
/** A document the draft looks like (exact = the same bytes). */
export type DraftDuplicate = ApiSchema<'DuplicateDto'>;
/** A quality flag (`PDF.UNREADABLE`, `PAGES.ROTATED`, …); `pages` empty for the whole file. */
export type DraftCheck = ApiSchema<'CheckDto'>;
/** What publishing sends: the upload form's fields as JSON, plus the type and the exam year. */
export type PublishDraftInput = ApiSchema<'PublishUploadDto'>;

const draftPath = (id: string) => `/api/uploads/${encodeURIComponent(id)}`;

/** POST /api/uploads (multipart `file`): stores a draft, reporting upload progress. */
export function createDraft(file: File, onProgress?: (percent: number) => void): Promise<Draft> {
  const form = new FormData();
  form.append('file', file);
  return api.post<Draft>('/api/uploads', form, {
    transport: uploadWithProgress((percent) => onProgress?.(percent)),
  });
}

/** GET /api/uploads: the caller's drafts. */
export const listDrafts = (): Promise<Draft[]> => api.get<Draft[]>('/api/uploads');

/** GET /api/uploads/{id}: one draft, with its analysis once ready. */
export const getDraft = (id: string): Promise<Draft> => api.get<Draft>(draftPath(id));

/** POST /api/uploads/{id}/publish: publishes as the one-step route would (same answer). */
export const publishDraft = (id: string, input: PublishDraftInput): Promise<DocumentItem> =>
  api.post<DocumentItem>(`${draftPath(id)}/publish`, input);

/** DELETE /api/uploads/{id}: discards the draft. Its 204 has no envelope to unwrap, so the whole response is taken. */
export async function discardDraft(id: string): Promise<void> {
  await api.request({ method: 'DELETE', url: draftPath(id) });
}
