import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

describe('Bookmarks', () => {
  const feedWith = (bookmarks: ReturnType<typeof makeDocument>[], toggle: Parameters<typeof serverFor>[1]) =>
    serverFor(verifiedUser, {
      ...catalogueRoutes,
      'GET /api/bookmarks': ok(bookmarks),
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
      ...toggle,
    });

  it('flips a refused bookmark back and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = feedWith([], { 'POST /api/bookmarks/d1': fail(404, 'DOCUMENT.NOT_FOUND', 'Document not found') });
    renderApp('/feed', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark: Data Structures d1' }));

    expect(await screen.findByText('Could not save the bookmark. Please try again')).toBeInTheDocument();
    expect(screen.getByText('Document not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark: Data Structures d1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(server.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(1);
  });

  it('puts back a bookmark whose removal failed and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = feedWith([makeDocument('d1')], { 'POST /api/bookmarks/d1': 'network-error' });
    renderApp('/feed', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove bookmark: Data Structures d1' }));

    expect(await screen.findByText('Could not remove the bookmark. Please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove bookmark: Data Structures d1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
