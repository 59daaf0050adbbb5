import { api } from '@/lib/api-client';

export const REPORT_REASONS = ['wrong-details', 'duplicate', 'illegible', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reports a problem with a document to the administrators (one open report per user). */
export const reportDocument = (id: string, reason: ReportReason, note: string) =>
  api.post<unknown>(
    `/api/documents/${encodeURIComponent(id)}/reports`,
    note.trim() ? { reason, note: note.trim() } : { reason },
  );

/** Deletes a document (its uploader or an admin); the server removes its files too. */
export const deleteDocument = (id: string) => api.delete<null>(`/api/documents/${encodeURIComponent(id)}`);
