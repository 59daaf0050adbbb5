import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The server's first paint of a shared document link, as backend/src/documents/document-first-paint.ts writes it. */
const FIRST_PAINT =
  '<div id="root"><div class="first-paint-bar"></div><div id="document-first-page" data-document-id="d1">' +
  '<div class="title"><div class="back"></div><h1>Data Structures</h1></div><figure><picture>' +
  '<img src="/api/documents/d1/pages/1?width=960" alt="Page 1 of Data Structures" width="595" height="842" />' +
  '</picture></figure></div></div>';

/** The first paint is found as the app's code loads: a fresh copy of the modules for each page. */
async function loadWith(html: string) {
  document.body.innerHTML = html;
  vi.resetModules();
  const [{ FirstPaintFallback }, { dropFirstPaint }] = await Promise.all([
    import('./first-paint-fallback'),
    import('../lib/first-paint'),
  ]);
  return { FirstPaintFallback, dropFirstPaint };
}

describe('FirstPaintFallback', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("shows the server's first paint (the same element, image and all) while the viewer's code loads", async () => {
    const { FirstPaintFallback, dropFirstPaint } = await loadWith(FIRST_PAINT);
    const page = document.getElementById('document-first-page');
    const image = screen.getByRole('img', { name: 'Page 1 of Data Structures' });
    // React empties #root as the app mounts there.
    document.getElementById('root')?.replaceChildren();

    const view = render(
      <FirstPaintFallback>
        <span>Loading</span>
      </FirstPaintFallback>,
    );
    expect(page && view.container.contains(page)).toBe(true);
    expect(screen.getByRole('img', { name: 'Page 1 of Data Structures' })).toBe(image);
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();

    // The viewer is there: the fallback goes, and the first paint with it, for good.
    view.unmount();
    expect(page?.isConnected).toBe(false);
    dropFirstPaint();
    render(
      <FirstPaintFallback>
        <span>Loading</span>
      </FirstPaintFallback>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(page?.isConnected).toBe(false);
  });

  it('shows its own fallback on pages without a first paint', async () => {
    const { FirstPaintFallback } = await loadWith('<div id="root"></div>');
    render(
      <FirstPaintFallback>
        <span>Loading</span>
      </FirstPaintFallback>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
