import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { fail, ok, type FakeReply } from '@/testing/fake-adapter';
import { makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor } from '@/testing/render-app';

const doc = makeDocument('d1', { pages: 3, preview: '/api/documents/d1/thumbnail' });
const words = (page: number, list: { text: string; x: number }[]) =>
  ok({
    page,
    pageCount: 3,
    width: 595,
    height: 842,
    truncated: false,
    words: list.map((word) => ({ ...word, y: 0.1, w: 0.1, h: 0.02 })),
  });

/** A browser that shows no PDF inside a frame (most phones). */
function withoutPdfViewer() {
  Object.defineProperty(window.navigator, 'pdfViewerEnabled', { value: false, configurable: true });
}

describe('Document viewer: pages as images (phones)', () => {
  beforeEach(withoutPdfViewer);
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'pdfViewerEnabled');
  });

  it('shows every page as an image the browser sizes (srcset), page 1 first, instead of the PDF frame', async () => {
    const server = serverFor(null, { 'GET /api/documents/d1': ok(doc) });
    renderApp('/feed/DataStructuresd1?id=d1', server);

    const images = await screen.findAllByTestId('page-image');
    const [first, second] = images;
    expect(first).toHaveAttribute('alt', 'Page 1 of Data Structures d1');
    expect(first).toHaveAttribute('loading', 'eager');
    // jsdom's window is 1024 px wide: the 820 px column.
    expect(first).toHaveAttribute('src', '/api/documents/d1/pages/1?width=960');
    expect(first?.getAttribute('srcset')).toContain('/api/documents/d1/pages/1?width=1440 2x');
    // The other pages wait for page 1.
    expect(second).toBeUndefined();
    if (!first) throw new Error('no page 1');
    fireEvent.load(first);
    await waitFor(() => {
      expect(screen.getAllByTestId('page-image')).toHaveLength(3);
    });
    expect(screen.getAllByTestId('page-image')[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByTitle('Data Structures d1')).not.toBeInTheDocument();
    // No search: no words are asked for.
    expect(server.requests.some((request) => request.url.includes('/text'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', '/api/documents/d1/preview');
  });

  it("highlights the search's words on each page from the page's word boxes", async () => {
    const server = serverFor(null, {
      'GET /api/documents/d1': ok(doc),
      'GET /api/documents/d1/pages/1/text': words(1, [{ text: 'Banker', x: 0.1 }]),
      'GET /api/documents/d1/pages/2/text': words(2, [
        { text: 'Second', x: 0.1 },
        { text: 'semaphores,', x: 0.4 },
      ]),
      'GET /api/documents/d1/pages/3/text': words(3, []),
    });
    renderApp('/feed/DataStructuresd1?id=d1&q=semaph', server);

    expect(await screen.findByText('Highlighting “semaph”')).toBeInTheDocument();
    const page2 = await screen.findByRole('figure', { name: /Page 2 of 3/ });
    await waitFor(() => {
      expect(within(page2).getAllByTestId('page-highlight')).toHaveLength(1);
    });
    expect(within(page2).getByTestId('page-highlight')).toHaveStyle({ left: '40%', top: '10%' });
    expect(within(page2).getByText(/1 match on this page/)).toBeInTheDocument();
    expect(screen.getAllByTestId('page-highlight')).toHaveLength(1);
  });

  it('jumps to a page, and zooms with the buttons', async () => {
    const server = serverFor(null, { 'GET /api/documents/d1': ok(doc) });
    renderApp('/feed/DataStructuresd1?id=d1', server);
    await screen.findAllByTestId('page-image');

    const box = screen.getByRole('textbox', { name: 'Page' });
    fireEvent.change(box, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(document.activeElement?.id).toBe('page-2');
    expect(screen.getByRole('region', { name: 'Page 2 of 3' })).toBeInTheDocument();

    fireEvent.change(box, { target: { value: '40' } });
    fireEvent.submit(box);
    expect(document.activeElement?.id).toBe('page-3');

    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 150%')).toBeInTheDocument();
    expect(screen.getAllByTestId('page-image')[0]?.getAttribute('srcset')).toContain('width=1440 1x');
    expect(zoomOut).toBeEnabled();
  });

  it("asks for page 1 as the viewer opens, beside the document's detail, not after it", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const server = serverFor(null, {
      'GET /api/documents/d1': () =>
        new Promise<FakeReply>((resolve) => {
          answer = resolve;
        }),
    });
    const { navigate } = renderApp('/about-us', server);
    await screen.findByRole('heading', { level: 1 });
    // Opened from a list: the navigation state has the title, the page count comes with the detail.
    navigate('/feed/DataStructuresd1', {
      state: { documentId: 'd1', url: '/api/documents/d1/view', title: 'Data Structures d1' },
    });

    const [first] = await screen.findAllByTestId('page-image');
    expect(first).toHaveAttribute('src', '/api/documents/d1/pages/1?width=960');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(server.requests.filter((request) => request.url === '/api/documents/d1')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Page 1' })).toBeInTheDocument();

    answer(ok(doc));
    expect(await screen.findByText('of 3')).toBeInTheDocument();
    if (!first) throw new Error('no page 1');
    fireEvent.load(first);
    await waitFor(() => {
      expect(screen.getAllByTestId('page-image')).toHaveLength(3);
    });
    // The same image element: page 1 was not asked for again.
    expect(screen.getAllByTestId('page-image')[0]).toBe(first);
  });

  it("starts from the detail a shared link's page carried, without asking the API for it", async () => {
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = 'document-data';
    carried.textContent = JSON.stringify(doc);
    document.head.append(carried);
    onTestFinished(() => {
      carried.remove();
    });
    const server = serverFor(null);
    renderApp('/feed/DataStructuresd1?id=d1', server);

    const [first] = await screen.findAllByTestId('page-image');
    expect(first).toHaveAttribute('src', '/api/documents/d1/pages/1?width=960');
    expect(screen.getByText('of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Structures d1' })).toBeInTheDocument();
    expect(server.requests.some((request) => request.url === '/api/documents/d1')).toBe(false);
    // Used once: a later visit asks the API.
    expect(carried.isConnected).toBe(false);
  });

  it('says when a page could not be shown, and tries again', async () => {
    const server = serverFor(null, { 'GET /api/documents/d1': ok(doc) });
    renderApp('/feed/DataStructuresd1?id=d1', server);
    const [first] = await screen.findAllByTestId('page-image');
    if (!first) throw new Error('no page image');
    fireEvent.error(first);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown.');
    // The other pages do not wait for a page 1 that failed.
    expect(await screen.findAllByTestId('page-image')).toHaveLength(2);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('page-image')).toHaveLength(3);
  });

  it('keeps the PDF frame when the page count is not known yet, and on desktop browsers', async () => {
    const server = serverFor(null, { 'GET /api/documents/d1': ok(makeDocument('d1', { pages: null })) });
    renderApp('/feed/DataStructuresd1?id=d1', server);
    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute('src', '/api/documents/d1/preview');
    expect(screen.queryByTestId('page-image')).not.toBeInTheDocument();
  });

  it('does not fail the page when the words cannot be read', async () => {
    const server = serverFor(null, {
      'GET /api/documents/d1': ok(makeDocument('d1', { pages: 1 })),
      'GET /api/documents/d1/pages/1/text': fail(503, 'DOCUMENT.PAGES_BUSY', 'busy'),
    });
    renderApp('/feed/DataStructuresd1?id=d1&q=semaph', server);
    expect(await screen.findAllByTestId('page-image')).toHaveLength(1);
    await waitFor(() => {
      expect(server.requests.some((request) => request.url.endsWith('/pages/1/text'))).toBe(true);
    });
    expect(screen.queryByTestId('page-highlight')).not.toBeInTheDocument();
  });
});
