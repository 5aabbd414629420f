/**
 * "Load more when this element comes into view", with the rows' sentinel options
 * (50 px margin, 0.1 threshold), on a plain IntersectionObserver.
 *
 * Why not react-intersection-observer: this is all of that library the product needs
 * (~0.9 KB gzip less on every page with rows). One module for every infinite list: rows,
 * live lists, seasons, episodes, playlists (a page that uses it shares one chunk).
 */
import { useCallback, useEffect, useState } from 'react';

export const SENTINEL_OPTIONS = { rootMargin: '50px', threshold: 0.1 } as const;

export function useSentinel(enabled: boolean): { ref: (element: Element | null) => void; inView: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [inView, setInView] = useState(false);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setInView(false);
      return;
    }
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), SENTINEL_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, element]);
  return { ref, inView };
}
