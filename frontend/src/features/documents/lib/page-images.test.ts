import { describe, expect, it } from 'vitest';
import { makeDocument } from '@/testing/fixtures';
import {
  clampPage,
  highlightTerms,
  matchesTerms,
  pageImageUrl,
  pageSizes,
  pageSrcSet,
  prefersPageImages,
} from './page-images';
import { readViewerState, viewerStateFor } from './viewer-state';

describe('page images', () => {
  it('offers each page at the three widths the server draws', () => {
    expect(pageImageUrl('d 1', 2, 480)).toBe('/api/documents/d%201/pages/2?width=480');
    expect(pageSrcSet('d1', 3)).toBe(
      '/api/documents/d1/pages/3?width=480 480w, /api/documents/d1/pages/3?width=960 960w, /api/documents/d1/pages/3?width=1440 1440w',
    );
    expect(pageSizes(1)).toBe('min(100vw, 820px)');
    expect(pageSizes(2)).toBe('min(200vw, 1640px)');
  });

  it('shows page images on narrow screens and where the browser shows no PDF inline', () => {
    expect(prefersPageImages(true, true)).toBe(true);
    expect(prefersPageImages(false, false)).toBe(true);
    expect(prefersPageImages(false, true)).toBe(false);
    expect(prefersPageImages(false, undefined)).toBe(false);
  });

  it('highlights the search words by prefix, ignoring case, punctuation and one-letter words', () => {
    const terms = highlightTerms('  Semaph, a DEADLOCK semaph ');
    expect(terms).toEqual(['semaph', 'deadlock']);
    expect(matchesTerms('Semaphores,', terms)).toBe(true);
    expect(matchesTerms('(deadlock)', terms)).toBe(true);
    expect(matchesTerms('a', terms)).toBe(false);
    expect(matchesTerms('—', terms)).toBe(false);
    expect(highlightTerms(undefined)).toEqual([]);
  });

  it('keeps a typed page within the document', () => {
    expect(clampPage('2', 5)).toBe(2);
    expect(clampPage('0', 5)).toBe(1);
    expect(clampPage('99', 5)).toBe(5);
    expect(clampPage('two', 5)).toBeUndefined();
  });

  it("carries a search result's matched words to the viewer", () => {
    const doc = makeDocument('d1', {
      snippet: [
        { text: 'the ', match: false },
        { text: 'semaphore', match: true },
        { text: ' and ', match: false },
        { text: 'Semaphores', match: true },
        { text: 'semaphore', match: true },
      ],
    });
    const state = viewerStateFor(doc);
    expect(state.q).toBe('semaphore Semaphores');
    expect(readViewerState(state)).toEqual(state);
    expect(viewerStateFor(makeDocument('d2'))).not.toHaveProperty('q');
  });
});
