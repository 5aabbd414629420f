/**
 * Infinite paging of a live list (live now, upcoming, the live-now sidebar): when the
 * sentinel comes into view (50 px margin, 0.1 threshold, as the rows), the next page is
 * fetched from the list route's loader as data (Remix's `_data` request; the URL comes
 * written from the server) and appended. The first page comes server-rendered; without JS
 * the page links do the same job.
 *
 * A plain `fetch`, not Remix's `useFetcher`: nothing else in the app uses that hook, and
 * the router code it needs would land in the vendor chunk every page (home included) loads.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LinkedCard, LiveListPage } from './live-list.server';
import { useSentinel } from '../../blocks/shared/use-sentinel';

export interface PagedList {
  cards: LinkedCard[];
  page: number;
  moreDataAvailable: boolean;
}

/** Merge the next page: cards already shown are skipped; a page that adds nothing stops the paging (no loop). */
export function appendLivePage(list: PagedList, next: Pick<LiveListPage, 'cards' | 'page' | 'moreDataAvailable'>): PagedList {
  if (next.page <= list.page) return list;
  const seen = new Set(list.cards.map((card) => card.id));
  const fresh = next.cards.filter((card) => !seen.has(card.id));
  return { cards: [...list.cards, ...fresh], page: next.page, moreDataAvailable: next.moreDataAvailable && fresh.length > 0 };
}

/** The loader's next-page answer `{ list }`, checked without zod (cards come parsed by the server). */
export function listPageFrom(value: unknown): Pick<LiveListPage, 'cards' | 'page' | 'moreDataAvailable'> | null {
  const list = (value as { list?: unknown } | null)?.list as Record<string, unknown> | null | undefined;
  if (!list || !Array.isArray(list.cards) || typeof list.page !== 'number' || typeof list.moreDataAvailable !== 'boolean') return null;
  const cards = list.cards.filter(
    (card): card is LinkedCard =>
      !!card &&
      typeof (card as LinkedCard).id === 'string' &&
      typeof (card as LinkedCard).href === 'string' &&
      typeof (card as LinkedCard).thumbnailUrl === 'string',
  );
  return { cards, page: list.page, moreDataAvailable: list.moreDataAvailable };
}

/**
 * `pageUrl(p)`: the list route's data URL of page p (its loader answers `{ list }`).
 * `resetKey`: a new value starts over from `first` (e.g. the sidebar after a navigation).
 */
export function useLivePaging(first: PagedList, pageUrl: (page: number) => string, resetKey?: string) {
  const [list, setList] = useState<PagedList>(first);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const inFlight = useRef(false);
  const { ref: sentinelRef, inView } = useSentinel(list.moreDataAvailable);

  useEffect(() => {
    setList(first);
    setStatus('idle');
    // `first` is the server page of this key; it changes only with the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  const loadNext = useCallback(async () => {
    if (inFlight.current || !list.moreDataAvailable) return;
    inFlight.current = true;
    setStatus('loading');
    try {
      const response = await fetch(pageUrl(list.page + 1), { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      const page = response.ok ? listPageFrom(await response.json()) : null;
      if (!page) throw new Error(`next page failed (${response.status})`);
      setList((current) => appendLivePage(current, page));
      setStatus('idle');
    } catch {
      setStatus('failed');
    } finally {
      inFlight.current = false;
    }
  }, [list, pageUrl]);

  useEffect(() => {
    if (inView && status === 'idle') void loadNext();
  }, [inView, status, loadNext, list.page]);

  return {
    ...list,
    loading: status === 'loading',
    failed: status === 'failed',
    sentinelRef,
    retry: () => setStatus('idle'),
  };
}
