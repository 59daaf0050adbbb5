/**
 * Smart upload's drafts (issue 26): a PDF is stored as a draft, analysed in the worker, and
 * published (or discarded) from its card.
 *
 * TEMPORARY TYPES: the drafts API is being built on the server at the same time, so the shapes
 * below are written by hand from the contract. Replace them with `ApiSchema<…>` aliases
 * from lib/api-types.ts (generated from openapi.json) once the server's DTOs land; a field the
 * server names differently then fails to compile here and nowhere else.
 */
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { DocType, DocumentItem, ExamType } from '../types';

/** Replace with the generated type (issue 26 contract). */
export type DraftStatus = 'analysing' | 'ready' | 'failed';

/** A suggested value and how sure the analysis is (0–1); null when it was not sure enough. */
export type Suggested<T> = { value: T; confidence: number } | null;

/** Replace with the generated type (issue 26 contract). Catalogue suggestions are row ids. */
export interface DraftSuggestion {
  type: Suggested<DocType>;
  collegeId: Suggested<string>;
  courseId: Suggested<string>;
  branchId: Suggested<string>;
  subjectId: Suggested<string>;
  year: Suggested<number>;
  examType: Suggested<ExamType>;
  examYear: Suggested<string>;
  title: Suggested<string>;
}

/** Replace with the generated type: a document the draft looks like (exact = the same bytes). */
export interface DraftDuplicate {
  documentId: string;
  title: string;
  /** 0–1 share of the same text (1 for an exact copy). */
  similarity: number;
  exact: boolean;
}

/** Replace with the generated type: a quality flag (`PDF.UNREADABLE`, `PAGES.ROTATED`, …). */
export interface DraftCheck {
  code: string;
  /** 1-based page numbers the flag is about; empty for the whole file. */
  pages: number[];
  message: string;
}

/** Replace with the generated type (issue 26 contract). */
export interface DraftAnalysis {
  suggestion: DraftSuggestion;
  duplicates: DraftDuplicate[];
  checks: DraftCheck[];
}

/** Replace with the generated type (issue 26 contract): one of the caller's drafts. */
export interface Draft {
  id: string;
  status: DraftStatus;
  fileName: string;
  size: number;
  /** Present when `status` is 'ready' (and possibly 'failed', with the checks saying why). */
  analysis?: DraftAnalysis | null;
}

/** What publishing sends: the upload form's fields as JSON, plus the type and the exam year. */
export interface PublishDraftInput {
  type: DocType;
  title: string;
  description: string;
  college: string;
  course: string;
  branch: string;
  year: number;
  subject: string;
  /** Papers only. */
  examType?: ExamType;
  /** Optional; empty means none. */
  examYear: string;
}

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
