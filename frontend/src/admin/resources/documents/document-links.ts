import type { RaRecord } from 'react-admin';
import { paths } from '@/config/paths';
import type { ApiSchema } from '@/lib/api-types';
import { viewerSlug } from '@/features/documents/lib/viewer-state';

/** The document in the student app's viewer (a shared link, so it opens without state). */
export const viewerHref = (doc: { _id?: unknown; id?: unknown; title: unknown }): string =>
  paths.feed.document.getHref(viewerSlug(String(doc.title)), { id: String(doc._id ?? doc.id) });

type DocType = ApiSchema<'AdminDocumentDto'>['type'];
type Processing = ApiSchema<'DocumentProcessingDto'>;

const PREVIEW_STATUS: Record<Processing['previewStatus'], string> = {
  pending: 'Pending',
  ready: 'Ready',
  failed: 'Failed',
};

/** "Paper (midsem)" or "Notes" (spec §3: a paper has an exam type). */
export const documentType = (doc: RaRecord): string =>
  doc.type === ('paper' satisfies DocType) ? `Paper (${String(doc.examType)})` : 'Notes';

/**
 * The document's background jobs for admins: the preview's state, attempts, and why the last one
 * failed ("Failed after 5 attempts — Gave up after 5 attempts (…)").
 */
export const documentProcessing = (doc: RaRecord): string => {
  const p = doc.processing as Processing | undefined;
  if (!p) return '—';
  // A status newer than this console is shown as the server names it.
  const status = PREVIEW_STATUS[p.previewStatus] ?? p.previewStatus;
  const attempts = `${p.previewAttempts} thumbnail / ${p.textAttempts} text attempt(s)`;
  return p.failureReason ? `${status} (${attempts}): ${p.failureReason}` : `${status} (${attempts})`;
};
