/**
 * A page the browser restores from its back-forward cache shows what it showed when it was
 * left. Personal lists and the favourite flag may have changed since (a toggle on another page
 * of this tab), so a restored page runs its loaders again (Remix revalidation).
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from '@remix-run/react';

export function useFreshOnRestore() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current.revalidate();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
