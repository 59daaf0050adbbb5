import { createHash } from 'node:crypto';
import type { QueueName } from '../../queue/jobs';

/**
 * The id of a document's job on `queue` (its outbox row's id too): the same every time it is
 * written — at upload, by the thumbnail job for OCR, and by the reconciler when it hands the
 * work over again — so the queue holds at most one such job per document (an add with an id it
 * holds is a no-op). A UUID (name-based, version 5 layout) from the queue's name and the
 * document's id.
 */
export function documentJobId(queue: Extract<QueueName, 'thumbnails' | 'ocr'>, documentId: string): string {
  const hex = createHash('sha1').update(`papershelf:${queue}:${documentId}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
