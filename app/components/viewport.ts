/**
 * Viewport classes (routes-and-access §9): mobile ≤600 px wide or ≤500 px tall,
 * tablet 600–1024, desktop 1024–1920, TV above 1920. The same queries drive the
 * CSS; this hook is for components that must branch in JS (it answers 'desktop'
 * during SSR and then follows the real viewport).
 */
import { useEffect, useState } from 'react';

export type Viewport = 'mobile' | 'tablet' | 'desktop' | 'tv';

export const VIEWPORT_QUERIES: Record<Exclude<Viewport, 'desktop'>, string> = {
  mobile: '(max-width: 599.98px), (max-height: 500px)',
  tablet: '(min-width: 600px) and (max-width: 1023.98px)',
  tv: '(min-width: 1920.02px)',
};

export function viewportFor(matches: (query: string) => boolean): Viewport {
  if (matches(VIEWPORT_QUERIES.mobile)) return 'mobile';
  if (matches(VIEWPORT_QUERIES.tablet)) return 'tablet';
  if (matches(VIEWPORT_QUERIES.tv)) return 'tv';
  return 'desktop';
}

export function useViewport(): Viewport {
  const [viewport, setViewport] = useState<Viewport>('desktop');
  useEffect(() => {
    const lists = Object.values(VIEWPORT_QUERIES).map((query) => window.matchMedia(query));
    const update = () => setViewport(viewportFor((query) => window.matchMedia(query).matches));
    update();
    lists.forEach((list) => list.addEventListener('change', update));
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, []);
  return viewport;
}
