/**
 * Infinite loading of a bucket: when the sentinel comes into view, fetch the bucket's
 * next page (JSON resource route) and append it; `moreDataAvailable: false` stops it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSentinel } from './use-sentinel';
import type { BucketData, ContentCard, Paging } from './content-card';
import { useBlockEnvironment } from './environment';

export interface BucketPagingState {
  cards: ContentCard[];
  paging: Paging;
  loading: boolean;
  error: string | null;
}

/** Merge a fetched page into the current list (ids already shown are skipped). */
export function appendPage(state: Pick<BucketPagingState, 'cards' | 'paging'>, page: { cards: ContentCard[]; paging: Paging }) {
  const seen = new Set(state.cards.map((c) => c.id));
  const fresh = page.cards.filter((c) => !seen.has(c.id));
  // A page that adds nothing new cannot advance the cursor: stop rather than loop.
  const moreDataAvailable = page.paging.moreDataAvailable && fresh.length > 0;
  return { cards: [...state.cards, ...fresh], paging: { ...page.paging, moreDataAvailable } };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields a card cannot render without. The full card schema (zod, content-card.ts) runs
 * on the server: the bucket resource route (app/content/bucket.route.tsx) answers parsed cards.
 * This guard only keeps the browser from rendering a broken answer, without shipping zod.
 */
function isRenderableCard(value: unknown): value is ContentCard {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    value.id.length > 0 &&
    typeof value.type === 'string' &&
    typeof value.title === 'string' &&
    typeof value.thumbnailUrl === 'string'
  );
}

function isPaging(value: unknown): value is Paging {
  return isRecord(value) && (value.lastSeen === null || typeof value.lastSeen === 'string') && typeof value.moreDataAvailable === 'boolean';
}

/** A next-page answer of the bucket resource route: its cards (unrenderable ones left out) and paging, or null. */
export function parseBucketPage(json: unknown): { cards: ContentCard[]; paging: Paging } | null {
  if (!isRecord(json)) return null;
  const { contentList, paging } = json;
  if (!Array.isArray(contentList) || !isPaging(paging)) return null;
  return { cards: contentList.filter(isRenderableCard), paging: { lastSeen: paging.lastSeen, moreDataAvailable: paging.moreDataAvailable } };
}

export function useBucketPaging(bucket: BucketData, sectionId: string, enabled = true) {
  const env = useBlockEnvironment();
  const [state, setState] = useState<BucketPagingState>({ cards: bucket.contentList, paging: bucket.paging, loading: false, error: null });
  const inFlight = useRef(false);
  const { ref: sentinelRef, inView } = useSentinel(enabled && bucket.paging.moreDataAvailable);

  const loadNext = useCallback(async () => {
    if (inFlight.current || !state.paging.moreDataAvailable || !state.paging.lastSeen) return;
    inFlight.current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const response = await fetch(env.bucketPageUrl(sectionId, bucket.bucketId, state.paging.lastSeen), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = parseBucketPage(await response.json());
      if (!page) throw new Error('Malformed bucket page');
      setState((s) => ({ ...appendPage(s, page), loading: false, error: null }));
    } catch (e) {
      setState((s) => ({ ...s, loading: false, error: (e as Error).message }));
    } finally {
      inFlight.current = false;
    }
  }, [env, sectionId, bucket.bucketId, state.paging]);

  useEffect(() => {
    if (enabled && inView && !state.error) void loadNext();
  }, [enabled, inView, loadNext, state.error, state.cards.length]);

  const hasMore = enabled && state.paging.moreDataAvailable;
  return { ...state, hasMore, sentinelRef, retry: () => setState((s) => ({ ...s, error: null })) };
}
