/**
 * The live page `/live/{eventId}/{eventTitle?}`: the watch view (app/watch/) with the
 * live actions (watch from start / watch live, the primary one by playback status) and
 * the live-now sidebar (infinite list by page; hovering a card makes it active; it scrolls
 * back to the top when the location changes).
 */
import { Link, useLocation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useT } from '~/labels/labels';
import type { PlayerHandle, PlayerProps } from '~/player/PlayerLoader';
import type { WatchPageData } from '~/watch/watch-page.server';
import { WatchView } from '~/watch/watch-view';
import { LiveCardItem, LivePagingSentinel, pageUrl } from './live-list-view';
import type { LiveSidebarData } from './live-page.server';
import { useLivePaging } from './live-paging';
import { liveActions, START_FROM_BEGINNING, START_QUERY, startPositionFor, statusFromPosition, type LiveAction, type PlaybackStatus } from './playback-status';

export type LivePageData = WatchPageData & { sidebar?: LiveSidebarData | null };

type PlayerState = Parameters<NonNullable<PlayerProps['onStateChange']>>[0];

/**
 * How far inside the DVR window "from the start" lands: the oldest segments slide out of a
 * live playlist every few seconds, and hls.js jumps to the live edge when the playhead falls
 * behind the window. Three segments of the platform's four.
 */
export const WINDOW_START_MARGIN_SECONDS = 12;

/** The seekable window of the page's video element, with the start margin applied. */
function playableWindow(root: HTMLElement | null): { start: number; end: number } | null {
  const video = root?.querySelector('video');
  if (!video || video.seekable.length === 0) return null;
  const start = video.seekable.start(0);
  const end = video.seekable.end(video.seekable.length - 1);
  return { start: Math.min(start + WINDOW_START_MARGIN_SECONDS, end), end };
}

function LiveActions({
  status,
  onAction,
  liveHref,
  secondary,
}: {
  status: PlaybackStatus;
  onAction: ((action: LiveAction) => void) | null;
  liveHref: string;
  secondary: boolean;
}) {
  const t = useT();
  // Events always offer both; a channel (programme-guide content) hides the secondary when the realm disables programme-guide playback.
  const actions = liveActions(status, { epgPlayback: secondary });
  const hrefs: Record<LiveAction, string> = {
    watchFromStart: `${liveHref}?${START_QUERY}=${START_FROM_BEGINNING}`,
    watchLive: liveHref,
  };
  const button = (action: LiveAction, primary: boolean) => (
    <Link
      key={action}
      to={hrefs[action]}
      className={`button ${primary ? 'button--primary' : 'button--ghost'}`}
      data-action={action}
      aria-current={primary ? true : undefined}
      replace
      preventScrollReset
      onClick={(event) => {
        // With the player mounted, act on it in place; without, the link reloads the page at the start asked for.
        if (!onAction) return;
        event.preventDefault();
        onAction(action);
      }}
    >
      {t(action)}
    </Link>
  );
  return (
    <div className="live-actions" data-status={status}>
      {button(actions.primary, true)}
      {actions.secondary ? button(actions.secondary, false) : null}
    </div>
  );
}

function LiveSidebar({ sidebar, currentId }: { sidebar: LiveSidebarData; currentId: string }) {
  const t = useT();
  const location = useLocation();
  const listRef = useRef<HTMLElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const nextUrl = useCallback((page: number) => pageUrl(sidebar.pageUrlBase, page), [sidebar.pageUrlBase]);
  const paging = useLivePaging(
    { cards: sidebar.list.cards, page: sidebar.list.page, moreDataAvailable: sidebar.list.moreDataAvailable },
    nextUrl,
    location.pathname,
  );

  // A new location (another event chosen) starts the sidebar at its top.
  useEffect(() => {
    listRef.current?.scrollTo?.({ top: 0 });
    setActiveId(null);
  }, [location.pathname, location.search]);

  return (
    <aside ref={listRef} className="live-sidebar" aria-labelledby="live-sidebar-title">
      <h2 id="live-sidebar-title" className="live-sidebar__title">
        <Link to={sidebar.allHref}>{t('liveNow')}</Link>
      </h2>
      {paging.cards.length === 0 ? (
        <p className="muted">{t('noLiveEvents')}</p>
      ) : (
        <ul className="live-sidebar__list">
          {paging.cards
            .filter((card) => card.id !== currentId)
            .map((card, index) => (
              <LiveCardItem key={card.id} card={card} index={index} active={activeId === card.id} onActive={setActiveId} />
            ))}
        </ul>
      )}
      <LivePagingSentinel paging={paging} spinner="always" />
    </aside>
  );
}

/**
 * `aside` replaces the live-now sidebar (the watch-together room), and `playerRef` lets it
 * drive the player.
 */
export function LiveView({ data, aside, playerRef: outerRef }: { data: LivePageData; aside?: ReactNode; playerRef?: RefObject<PlayerHandle> }) {
  const location = useLocation();
  const ownRef = useRef<PlayerHandle>(null);
  const playerRef = outerRef ?? ownRef;
  const initial: PlaybackStatus = data.liveStart && data.liveStart.kind !== 'live' ? 'restart' : 'live';
  const [status, setStatus] = useState<PlaybackStatus>(initial);
  const [mounted, setMounted] = useState(false);
  const startApplied = useRef(false);
  const offset = useRef(0);
  const layoutRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setMounted(true);
    offset.current = data.serverNow - Date.now();
  }, [data.serverNow]);
  useEffect(() => {
    startApplied.current = false;
    setStatus(initial);
    // A new page (event or start query) starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.eventId, location.search]);

  const onPlayerState = useCallback(
    (state: PlayerState) => {
      // For live streams the player reports the end of the seekable window as the duration.
      const edge = state.duration > 0 ? state.duration : null;
      // Applied once playback runs: hls.js seeks to its own start position when the first fragment buffers.
      if (!startApplied.current && edge !== null && state.isPlaying && data.liveStart) {
        startApplied.current = true;
        const target = startPositionFor(data.liveStart, playableWindow(layoutRef.current) ?? { start: 0, end: edge }, Date.now() + offset.current);
        if (target !== null) playerRef.current?.seek(target);
        return;
      }
      if (state.hasStarted && edge !== null) setStatus(statusFromPosition(state.position, edge));
    },
    [data.liveStart, playerRef],
  );

  const t = useT();
  const onAction = useCallback(
    (action: LiveAction) => {
      const player = playerRef.current;
      if (!player) return;
      // seek() keeps inside the DVR window: Infinity is its live edge.
      const window = playableWindow(layoutRef.current);
      player.seek(action === 'watchFromStart' ? (window?.start ?? 0) : Number.POSITIVE_INFINITY);
      setStatus(action === 'watchFromStart' ? 'restart' : 'live');
      void Promise.resolve(player.play()).catch(() => undefined);
    },
    [playerRef],
  );

  const liveHref = location.pathname;
  return (
    <div ref={layoutRef} className="live-layout">
      <WatchView
        data={data}
        playerRef={playerRef}
        onPlayerState={data.player ? onPlayerState : undefined}
        detailsExtra={
          data.player ? (
            <>
              <LiveActions status={status} onAction={mounted ? onAction : null} liveHref={liveHref} secondary={data.liveSecondaryAction} />
              {data.watchTogetherPath && !aside ? (
                <Link className="button button--ghost live-together-link" to={data.watchTogetherPath}>
                  {t('watchTogether')}
                </Link>
              ) : null}
            </>
          ) : null
        }
      />
      {aside ?? (data.sidebar ? <LiveSidebar sidebar={data.sidebar} currentId={data.eventId} /> : null)}
    </div>
  );
}
