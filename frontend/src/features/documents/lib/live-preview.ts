/**
 * A new upload's thumbnail is made by a background job, so lists read right after the upload
 * show the placeholder. For a document that was just uploaded (from this tab, or created in the
 * last couple of minutes) and has no preview yet, the card asks `GET /api/documents/{id}` again
 * with back-off (1 s, 2 s, 4 s … about a minute in all) until the preview is set or the job is
 * known to have failed, and shows it in place: no reload needed.
 */
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { sleep } from '@/lib/sleep';
import { getDocument } from '../api/get-documents';
import type { DocumentItem } from '../types';

/** Waits between reads: 1 + 2 + 4 + 8 + 16 + 32 s ≈ 1 minute, then the card keeps its placeholder. */
export const PREVIEW_POLL_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 32000] as const;
/** A document this young may still be waiting for its thumbnail job. */
export const FRESH_UPLOAD_MS = 2 * 60_000;

const uploadedHere = new Set<string>();
const polls = new Map<string, Promise<string | null>>();
/** Previews found by polling, so a list loaded again before the next reload shows them at once. */
const found = new Map<string, string>();

/** The upload form marks what it just created, so its card watches for the thumbnail. */
export function expectPreview(id: string): void {
  uploadedHere.add(id);
}

const isFresh = (doc: DocumentItem): boolean => {
  const created = Date.parse(doc.createdAt);
  return Number.isFinite(created) && Math.abs(Date.now() - created) < FRESH_UPLOAD_MS;
};

export const awaitsPreview = (doc: DocumentItem): boolean =>
  doc.preview === null && !found.has(doc._id) && (uploadedHere.has(doc._id) || isFresh(doc));

/** The server may say outright that the job gave up (an optional `previewStatus`). */
const gaveUp = (doc: DocumentItem): boolean => (doc as { previewStatus?: unknown }).previewStatus === 'failed';

async function pollOnce(id: string): Promise<string | null> {
  for (const delay of PREVIEW_POLL_DELAYS_MS) {
    await sleep(delay);
    try {
      const doc = await getDocument(id);
      if (doc.preview) return doc.preview;
      if (gaveUp(doc)) return null;
    } catch (error) {
      // Gone (deleted) or not ours to see: stop. Anything else (offline, 5xx): try again later.
      if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    }
  }
  return null;
}

/** One poll per document, however many cards show it. */
export function pollPreview(id: string): Promise<string | null> {
  let poll = polls.get(id);
  if (!poll) {
    poll = pollOnce(id)
      .then((preview) => {
        if (preview) found.set(id, preview);
        return preview;
      })
      .finally(() => {
        polls.delete(id);
        uploadedHere.delete(id);
      });
    polls.set(id, poll);
  }
  return poll;
}

/** The document's preview, picked up in place once its thumbnail job finishes. */
export function useLivePreview(doc: DocumentItem): string | null {
  const [, setArrived] = useState(0);
  const waiting = awaitsPreview(doc);

  useEffect(() => {
    if (!waiting) return undefined;
    let active = true;
    void pollPreview(doc._id).then((preview) => {
      // Re-render to read it from `found`.
      if (active && preview) setArrived((n) => n + 1);
    });
    return () => {
      active = false;
    };
  }, [doc._id, waiting]);

  return doc.preview ?? found.get(doc._id) ?? null;
}
