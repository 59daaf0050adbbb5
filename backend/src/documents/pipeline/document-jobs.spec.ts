import { documentJobId } from './document-jobs';

describe('documentJobId', () => {
  const documentId = '7d0f6c1e-2b7a-4c1e-9f3a-0c4b5d6e7f80';

  it('is the same UUID every time for one document and queue, so the queue holds one such job', () => {
    const id = documentJobId('thumbnails', documentId);
    expect(id).toBe(documentJobId('thumbnails', documentId));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differs between queues and between documents (outbox rows share one id space)', () => {
    const other = '7d0f6c1e-2b7a-4c1e-9f3a-0c4b5d6e7f81';
    const ids = new Set([
      documentJobId('thumbnails', documentId),
      documentJobId('ocr', documentId),
      documentJobId('thumbnails', other),
      documentJobId('ocr', other),
    ]);
    expect(ids.size).toBe(4);
    expect(ids.has(documentId)).toBe(false);
  });
});
