/**
 * "Load more when this element comes into view" (the rows' sentinel options: 50 px
 * margin, 0.1 threshold) with a plain IntersectionObserver. A deliberate copy of
 * blocks/shared/use-sentinel.ts: if the live screens imported that module, the bundler
 * would split it out of home's chunk into a chunk of its own, which costs home 247 bytes
 * gzip (measured: 102,558 B against the 102,400 B budget). The chunking fix that removes
 * such copies belongs with home's bundle budget work.
 */
import { useCallback, useEffect, useState } from 'react';

export const SENTINEL_MARGIN = '50px';
export const SENTINEL_THRESHOLD = 0.1;

export function useSentinel(enabled: boolean): { ref: (element: Element | null) => void; inView: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [inView, setInView] = useState(false);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setInView(false);
      return;
    }
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: SENTINEL_MARGIN,
      threshold: SENTINEL_THRESHOLD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, element]);
  return { ref, inView };
}
