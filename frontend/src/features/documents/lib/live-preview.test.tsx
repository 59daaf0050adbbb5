import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { installFakeServer, renderApp, serverFor } from '@/testing/render-app';
import { PREVIEW_POLL_DELAYS_MS, pollPreview } from './live-preview';

const documentReads = (urls: string[], id: string) => urls.filter((url) => url === `/api/documents/${id}`).length;

describe('a new upload picks up its thumbnail in place', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again after 1 s, 2 s … until the preview is set, and shows it without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fresh = makeDocument('new1', { createdAt: new Date().toISOString(), preview: null });
    let reads = 0;
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [fresh, makeDocument('old1')], nextPage: null, hasNextPage: false }),
      'GET /api/documents/new1': () => {
        reads += 1;
        return ok({ ...fresh, preview: reads < 2 ? null : '/api/documents/new1/thumbnail' });
      },
    });
    renderApp('/feed', server);
    const [card] = await screen.findAllByRole('article');
    expect(card.querySelector('img')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_POLL_DELAYS_MS[0]);
    });
    expect(reads).toBe(1);
    expect(card.querySelector('img')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_POLL_DELAYS_MS[1]);
    });
    expect(reads).toBe(2);
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/documents/new1/thumbnail');
    // An old document without a preview (its job failed long ago) is not asked about.
    expect(
      documentReads(
        server.requests.map((r) => r.url),
        'old1',
      ),
    ).toBe(0);
  });

  it('gives up after about a minute, or at once when the document is gone', async () => {
    vi.useFakeTimers();
    const server = installFakeServer(
      serverFor(null, {
        'GET /api/documents/slow': ok(makeDocument('slow', { preview: null })),
        'GET /api/documents/gone': fail(404, 'DOCUMENT.NOT_FOUND', 'Document not found'),
      }),
    );
    const slow = pollPreview('slow');
    const gone = pollPreview('gone');
    const total = PREVIEW_POLL_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(60_000);
    expect(total).toBeLessThanOrEqual(70_000);
    await vi.advanceTimersByTimeAsync(total);
    await expect(slow).resolves.toBeNull();
    await expect(gone).resolves.toBeNull();
    const urls = server.requests.map((r) => r.url);
    expect(documentReads(urls, 'slow')).toBe(PREVIEW_POLL_DELAYS_MS.length);
    expect(documentReads(urls, 'gone')).toBe(1);
  });
});
