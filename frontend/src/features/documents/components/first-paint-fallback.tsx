import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { firstPaintNode } from '../lib/first-paint';

/**
 * A page area's fallback while its code loads: the server's first paint of a shared document link
 * when there is one (lib/first-paint.ts), moved in before the browser paints, so page 1 stays on
 * screen while the viewer's code arrives; otherwise `children`.
 */
export function FirstPaintFallback({ children }: { children: ReactNode }) {
  const [node] = useState(firstPaintNode);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!node || !container) return undefined;
    container.appendChild(node);
    return () => {
      if (node.parentNode === container) container.removeChild(node);
    };
  }, [node]);
  return node ? <div ref={ref} /> : children;
}
