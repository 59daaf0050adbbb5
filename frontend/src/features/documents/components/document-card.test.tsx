import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardThumbnail } from './document-card';

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
