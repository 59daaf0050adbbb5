import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/lib/toast';
import { makeDocument } from '@/testing/fixtures';
import { BookmarksProvider } from './bookmarks-provider';
import { CardThumbnail, DocumentCard, documentFacts } from './document-card';

/** jsdom has no layout: give the band and the decoded image the sizes a browser would. */
function renderThumbnail(natural: { width: number; height: number }, band = { width: 320, height: 160 }) {
  const { container } = render(
    <div>
      <CardThumbnail src="/thumb.webp" />
    </div>,
  );
  const box = container.firstElementChild as HTMLElement;
  Object.defineProperty(box, 'clientWidth', { value: band.width });
  Object.defineProperty(box, 'clientHeight', { value: band.height });
  const img = container.querySelector('img') as HTMLImageElement;
  Object.defineProperty(img, 'naturalWidth', { value: natural.width });
  Object.defineProperty(img, 'naturalHeight', { value: natural.height });
  fireEvent.load(img);
  return img;
}

describe('CardThumbnail', () => {
  it('fills the band from the top with a portrait page', () => {
    const img = renderThumbnail({ width: 420, height: 594 });
    expect(img.dataset.fit).toBe('cover');
    expect(getComputedStyle(img).objectFit).toBe('cover');
  });

  it('fills the band with a landscape page no wider than the band', () => {
    expect(renderThumbnail({ width: 594, height: 420 }, { width: 240, height: 160 }).dataset.fit).toBe('cover');
  });

  it('shows a page wider than the band whole instead of cropping its sides', () => {
    const img = renderThumbnail({ width: 1200, height: 400 });
    expect(img.dataset.fit).toBe('contain');
    expect(getComputedStyle(img).objectFit).toBe('contain');
  });
});

describe('DocumentCard', () => {
  const renderCard = (doc = makeDocument('d1')) =>
    render(
      <MemoryRouter>
        <ToastProvider>
          <BookmarksProvider authenticated={false}>
            <DocumentCard doc={doc} to="/feed/x" />
          </BookmarksProvider>
        </ToastProvider>
      </MemoryRouter>,
    );

  it('says when it was shared, how many pages it has and how many opened it', () => {
    const doc = makeDocument('d1', { pages: 3, views: 1, createdAt: '2026-03-05T10:00:00.000Z' });
    const date = new Date(doc.createdAt).toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    expect(documentFacts(doc)).toBe(`${date} · 3 pages · 1 view`);
    // Pages are unknown until the PDF was read.
    expect(documentFacts({ ...doc, pages: null, views: 12 })).toBe(`${date} · 12 views`);
    renderCard(doc);
    expect(screen.getByTestId('document-facts')).toHaveTextContent(`${date} · 3 pages · 1 view`);
  });

  it('shows the exam year beside the kind when it has one (issue 26)', () => {
    const { unmount } = renderCard(makeDocument('d1', { examYear: '2023-24' }));
    expect(screen.getByText('Paper · End Semester · 2023-24')).toBeInTheDocument();
    unmount();
    renderCard(makeDocument('d2', { type: 'note', examType: undefined, examYear: '2022' }));
    expect(screen.getByText('Notes · 2022')).toBeInTheDocument();
  });

  it('clamps a long title to two lines and keeps the whole title in its tooltip', () => {
    const title = 'Advanced '.repeat(30).trim();
    renderCard(makeDocument('d1', { title }));
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveAttribute('title', title);
    expect(heading).toHaveStyle({ overflow: 'hidden', WebkitLineClamp: '2' });
    expect(screen.getByRole('link').textContent).toContain(title);
  });
});
