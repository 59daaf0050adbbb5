import { strings } from '@/config/strings';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { ReportReason } from '../types';

/** The reasons in the dialog's order: those of openapi.json, each with its label (strings). */
export const REPORT_REASONS = Object.keys(strings.viewer.reasons) as ReportReason[];

/** Reports a problem with a document to the administrators (one open report per user). */
export const reportDocument = (id: string, reason: ReportReason, note: string) => {
  const body: ApiSchema<'CreateReportDto'> = note.trim() ? { reason, note: note.trim() } : { reason };
  return api.post<unknown>(`/api/documents/${encodeURIComponent(id)}/reports`, body);
};

/** Deletes a document (its uploader or an admin); the server removes its files too. */
export const deleteDocument = (id: string) => api.delete<null>(`/api/documents/${encodeURIComponent(id)}`);
