/**
 * Infinite paging of a live list (live now, upcoming, the live-now sidebar): when the
 * sentinel comes into view (50 px margin, 0.1 threshold, as the rows), the next page is
 * loaded through the list route's loader (a Remix fetcher) and appended. The first page
 * comes server-rendered; without JS the page links do the same job.
 */
import { useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LinkedCard, LiveListPage } from './live-list.server';
import { useSentinel } from './use-sentinel';

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

function isListPage(value: unknown): value is { list: Pick<LiveListPage, 'cards' | 'page' | 'moreDataAvailable'> } {
  const list = (value as { list?: unknown } | null)?.list as Record<string, unknown> | undefined;
  return !!list && Array.isArray(list.cards) && typeof list.page === 'number' && typeof list.moreDataAvailable === 'boolean';
}

/**
 * `pageUrl(p)`: the list route's URL of page p (its loader answers `{ list }`).
 * `resetKey`: a new value starts over from `first` (e.g. the sidebar after a navigation).
 */
export function useLivePaging(first: PagedList, pageUrl: (page: number) => string, resetKey?: string) {
  const [list, setList] = useState<PagedList>(first);
  const [failed, setFailed] = useState(false);
  const fetcher = useFetcher();
  const asked = useRef<number | null>(null);
  const { ref: sentinelRef, inView } = useSentinel(list.moreDataAvailable);

  useEffect(() => {
    setList(first);
    setFailed(false);
    asked.current = null;
    // `first` is the server page of this key; it changes only with the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  const loadNext = useCallback(() => {
    if (fetcher.state !== 'idle' || !list.moreDataAvailable) return;
    const next = list.page + 1;
    if (asked.current === next && !failed) return;
    asked.current = next;
    setFailed(false);
    fetcher.load(pageUrl(next));
  }, [fetcher, list, pageUrl, failed]);

  useEffect(() => {
    if (fetcher.state !== 'idle' || asked.current === null) return;
    if (isListPage(fetcher.data)) setList((current) => appendLivePage(current, (fetcher.data as { list: LiveListPage }).list));
    else if (fetcher.data !== undefined) setFailed(true);
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (inView && !failed) loadNext();
  }, [inView, failed, loadNext, list.page]);

  return {
    ...list,
    loading: fetcher.state !== 'idle',
    failed,
    sentinelRef,
    retry: () => {
      asked.current = null;
      setFailed(false);
    },
  };
}
