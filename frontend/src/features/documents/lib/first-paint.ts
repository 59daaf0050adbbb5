import type { DocumentItem } from '../types';

/**
 * The first paint of a shared document link (backend/src/documents/document-first-paint.ts): on a
 * phone the server's HTML already shows the title and page 1, drawn before this code runs, and
 * carries the document's detail. The app takes both over as it starts: the page area shows the
 * server's first paint (the same element, its image already loaded) until the viewer is there
 * (components/first-paint-fallback.tsx), and the viewer starts from the detail instead of asking
 * for it. Both are dropped once the viewer has mounted, so a later visit asks the API.
 */
const initial =
  typeof document === 'undefined'
    ? undefined
    : { node: document.getElementById('document-first-page') ?? undefined, href: window.location.href };
let firstPaint = initial?.node;

/** The server's first paint, while the address is still the one it was drawn for. */
export function firstPaintNode(): HTMLElement | undefined {
  return firstPaint && window.location.href === initial?.href ? firstPaint : undefined;
}

/** The detail of document `id` the page carried, if it carried that document's (and it was not dropped). */
export function inlineDocument(id: string): DocumentItem | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById('document-data')?.textContent;
  if (!text) return undefined;
  try {
    const doc = JSON.parse(text) as DocumentItem;
    return doc._id === id ? doc : undefined;
  } catch {
    return undefined;
  }
}

/** The viewer has mounted: the first paint and the carried detail are not needed any more. */
export function dropFirstPaint(): void {
  firstPaint?.remove();
  firstPaint = undefined;
  document.getElementById('document-data')?.remove();
}
