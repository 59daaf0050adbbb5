import { describe, expect, it } from 'vitest';
import { makeDocument } from '@/testing/fixtures';
import { clampPage, highlightTerms, matchesTerms, pageImage, pageImageUrl, prefersPageImages } from './page-images';
import { readViewerState, viewerStateFor } from './viewer-state';

describe('page images', () => {
  it('picks the drawing for the screen, at most twice its CSS width (2×)', () => {
    expect(pageImageUrl('d 1', 2, 480)).toBe('/api/documents/d%201/pages/2?width=480');
    // A 390 px phone: 480 at 1×, 960 at 2× and above.
    expect(pageImage('d1', 3, 390, 1)).toEqual({
      src: '/api/documents/d1/pages/3?width=480',
      srcSet: '/api/documents/d1/pages/3?width=480 1x, /api/documents/d1/pages/3?width=960 2x',
    });
    // Zoomed to 200 %: 780 CSS px → 960 and 1440.
    expect(pageImage('d1', 1, 390, 2).srcSet).toBe(
      '/api/documents/d1/pages/1?width=960 1x, /api/documents/d1/pages/1?width=1440 2x',
    );
    // A wide screen: the column is at most 820 px.
    expect(pageImage('d1', 1, 1280, 1).src).toBe('/api/documents/d1/pages/1?width=960');
    expect(pageImage('d1', 1, 1280, 3).srcSet).toContain('width=1440 2x');
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
