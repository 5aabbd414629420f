/**
 * Browser paging of the series and season screens: seasons forward (sentinel) and backward
 * (button), episodes forward (sentinel). Pages come from this site's JSON routes
 * (series-page.server.ts), never from the platform directly. The list rules are the pure
 * functions of season-window.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSentinel } from '../../blocks/shared/use-sentinel';
import { appendSeasons, canPage, prependSeasons, type SeasonEntry, type SeasonListState, type SeasonPagingDirection } from './season-window';
import type { EpisodeCard, EpisodePage } from './series-page.server';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isSeasonEntry(value: unknown): value is SeasonEntry {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.href === 'string' &&
    typeof value.episodeCount === 'number'
  );
}

/** A seasons page from `/_data/series/{id}/seasons`, or null when the answer is not one. */
export function parseSeasonsPage(json: unknown): SeasonEntry[] | null {
  if (!isRecord(json) || !Array.isArray(json.seasons)) return null;
  return json.seasons.filter(isSeasonEntry).map((s) => ({ ...s, seasonNumber: typeof s.seasonNumber === 'number' ? s.seasonNumber : null }));
}

function isEpisodeCard(value: unknown): value is EpisodeCard {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.type === 'string' &&
    typeof value.title === 'string' &&
    typeof value.thumbnailUrl === 'string' &&
    typeof value.href === 'string'
  );
}

/** An episodes page from `/_data/season/{id}/episodes`, or null when the answer is not one. */
export function parseEpisodesPage(json: unknown): EpisodePage | null {
  if (!isRecord(json) || !Array.isArray(json.cards) || typeof json.moreDataAvailable !== 'boolean') return null;
  const lastSeen = typeof json.lastSeen === 'string' ? json.lastSeen : null;
  return { cards: json.cards.filter(isEpisodeCard), lastSeen, moreDataAvailable: json.moreDataAvailable };
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

type PerDirection<T> = Record<SeasonPagingDirection, T>;

export function useSeasonPaging(initial: SeasonListState, pageUrl: string | null, chosenId: string | null) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState<PerDirection<boolean>>({ before: false, after: false });
  const [failed, setFailed] = useState<PerDirection<boolean>>({ before: false, after: false });
  const inFlight = useRef<PerDirection<boolean>>({ before: false, after: false });
  const { ref: sentinelRef, inView } = useSentinel(Boolean(pageUrl) && state.moreAfter);

  const load = useCallback(
    async (direction: SeasonPagingDirection) => {
      if (!pageUrl || inFlight.current[direction] || !canPage(state, direction)) return;
      const cursor = direction === 'after' ? state.afterCursor : state.beforeCursor;
      inFlight.current[direction] = true;
      setLoading((l) => ({ ...l, [direction]: true }));
      setFailed((f) => ({ ...f, [direction]: false }));
      try {
        const page = parseSeasonsPage(await getJson(`${pageUrl}?${direction}=${encodeURIComponent(cursor ?? '')}`));
        if (!page) throw new Error('Malformed seasons page');
        setState((s) => (direction === 'after' ? appendSeasons(s, page, chosenId) : prependSeasons(s, page, chosenId)));
      } catch {
        setFailed((f) => ({ ...f, [direction]: true }));
      } finally {
        inFlight.current[direction] = false;
        setLoading((l) => ({ ...l, [direction]: false }));
      }
    },
    [pageUrl, state, chosenId],
  );

  // Forward paging follows the sentinel; after a failure it waits for the viewer's retry.
  useEffect(() => {
    if (inView && !failed.after) void load('after');
  }, [inView, failed.after, load, state.seasons.length]);

  return { state, loading, failed, sentinelRef, loadBefore: () => void load('before'), loadAfter: () => void load('after') };
}

export function useEpisodePaging(initial: EpisodePage, pageUrl: string | null) {
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const hasMore = Boolean(pageUrl && page.moreDataAvailable && page.lastSeen);
  const { ref: sentinelRef, inView } = useSentinel(hasMore);

  const loadNext = useCallback(async () => {
    if (!pageUrl || inFlight.current || !page.moreDataAvailable || !page.lastSeen) return;
    inFlight.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const next = parseEpisodesPage(await getJson(`${pageUrl}?lastSeen=${encodeURIComponent(page.lastSeen)}`));
      if (!next) throw new Error('Malformed episodes page');
      setPage((current) => {
        const seen = new Set(current.cards.map((card) => card.id));
        const fresh = next.cards.filter((card) => !seen.has(card.id));
        // A page that adds nothing cannot advance the cursor: stop rather than loop.
        return { cards: [...current.cards, ...fresh], lastSeen: next.lastSeen, moreDataAvailable: next.moreDataAvailable && fresh.length > 0 };
      });
    } catch {
      setFailed(true);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [pageUrl, page]);

  useEffect(() => {
    if (inView && !failed) void loadNext();
  }, [inView, failed, loadNext, page.cards.length]);

  return { cards: page.cards, hasMore, loading, failed, sentinelRef, retry: () => setFailed(false) };
}
