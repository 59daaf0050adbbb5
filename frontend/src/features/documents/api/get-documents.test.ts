import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, ok } from '@/testing/fake-adapter';
import { EMPTY_FILTERS, getFeedPage, prefetchFirstFeedPage } from './get-documents';

const PAGE = { docs: [], nextPage: null, hasNextPage: false };

describe('feed page prefetch', () => {
  const previous = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = previous;
  });

  it('answers the first unfiltered page from the request the route started, once', async () => {
    const server = createFakeServer({ 'GET /api/documents': ok(PAGE) });
    globalThis.fetch = server.fetch as typeof fetch;
    prefetchFirstFeedPage();
    await expect(getFeedPage(EMPTY_FILTERS)).resolves.toEqual(PAGE);
    expect(server.requests.filter((r) => r.url === '/api/documents')).toHaveLength(1);
    // Taken once: the next first page (a reload of the list) asks again.
    await getFeedPage(EMPTY_FILTERS);
    expect(server.requests.filter((r) => r.url === '/api/documents')).toHaveLength(2);
  });

  it('never answers a filtered page from it', async () => {
    const server = createFakeServer({ 'GET /api/documents': ok(PAGE) });
    globalThis.fetch = server.fetch as typeof fetch;
    prefetchFirstFeedPage();
    await getFeedPage({ ...EMPTY_FILTERS, q: 'heap' });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/documents', '/api/documents?q=heap']);
  });
});
