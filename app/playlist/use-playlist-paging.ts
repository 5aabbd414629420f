/**
 * The browser side of a playlist's numbered pages: fetches `/_data/playlist/{id}?p=` (this
 * site's JSON route; the platform is only called by the server) and appends items as the
 * sentinel comes into view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSentinel } from '../../blocks/shared/use-sentinel';
import type { PlaylistItem, PlaylistView } from './playlist-page.server';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const stringOrNull = (value: unknown): string | null => (isString(value) ? value : null);

function isItem(value: unknown): value is PlaylistItem {
  return isRecord(value) && isString(value.id) && isString(value.type) && isString(value.title) && isString(value.thumbnailUrl) && isString(value.href);
}

/** A page from the JSON route, or null when the answer is not one (never trusted blindly). */
export function parsePlaylistView(json: unknown): PlaylistView | null {
  if (!isRecord(json) || !isString(json.id) || !Array.isArray(json.items) || typeof json.page !== 'number' || typeof json.totalPages !== 'number') return null;
  return {
    id: json.id,
    title: isString(json.title) ? json.title : '',
    description: stringOrNull(json.description),
    artwork: stringOrNull(json.artwork),
    itemCount: typeof json.itemCount === 'number' ? json.itemCount : 0,
    items: json.items.filter(isItem),
    page: json.page,
    totalPages: json.totalPages,
    playHref: stringOrNull(json.playHref),
    viewAllHref: isString(json.viewAllHref) ? json.viewAllHref : '#',
    shareUrl: stringOrNull(json.shareUrl),
    watchlistHref: stringOrNull(json.watchlistHref),
    pagesUrl: isString(json.pagesUrl) ? json.pagesUrl : '',
  };
}

export async function fetchPlaylistPage(pagesUrl: string, page: number, signal?: AbortSignal): Promise<PlaylistView> {
  const response = await fetch(`${pagesUrl}?p=${page}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const view = parsePlaylistView(await response.json());
  if (!view) throw new Error('Malformed playlist page');
  return view;
}

/** Items from page `first.page` on, appending the following pages on demand. */
export function usePlaylistPaging(first: PlaylistView | null) {
  const [items, setItems] = useState<PlaylistItem[]>(first?.items ?? []);
  const [page, setPage] = useState(first?.page ?? 0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const totalPages = first?.totalPages ?? 0;
  const hasMore = Boolean(first) && page < totalPages;
  const { ref: sentinelRef, inView } = useSentinel(hasMore);

  // A new first page (the expanded card's fetch finished): start from it.
  useEffect(() => {
    setItems(first?.items ?? []);
    setPage(first?.page ?? 0);
  }, [first]);

  const loadNext = useCallback(async () => {
    if (!first || inFlight.current || page >= totalPages) return;
    inFlight.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const next = await fetchPlaylistPage(first.pagesUrl, page + 1);
      setItems((current) => {
        const seen = new Set(current.map((item) => item.id));
        return [...current, ...next.items.filter((item) => !seen.has(item.id))];
      });
      setPage(next.page > page ? next.page : totalPages); // a page that does not advance stops paging
    } catch {
      setFailed(true);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [first, page, totalPages]);

  useEffect(() => {
    if (inView && !failed) void loadNext();
  }, [inView, failed, loadNext, items.length]);

  return { items, hasMore, loading, failed, sentinelRef, retry: () => setFailed(false) };
}
