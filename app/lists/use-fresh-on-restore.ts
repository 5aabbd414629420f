/**
 * A page reached with the browser's back or forward button may be the copy it showed when it
 * was left: restored from the back-forward cache, or its document taken from the HTTP cache
 * without asking (what browsers do for `no-cache` documents on history navigation). Personal
 * lists and the favourite flag may have changed since (a toggle on another page of this tab),
 * so such a page runs its loaders again (Remix revalidation).
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from '@remix-run/react';

/** The document's own navigation is read once: later in-app navigations always run their loaders. */
let documentNavigationRead = false;

export function useFreshOnRestore() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!documentNavigationRead) {
      documentNavigationRead = true;
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      if (entry?.type === 'back_forward') latest.current.revalidate();
    }
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current.revalidate();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
