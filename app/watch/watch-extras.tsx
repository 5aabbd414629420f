/**
 * The VOD/live screen's additions around the player, apart from the watch view so that it
 * only spreads them in:
 *
 * - `useWatchPlayerProps(extras)`: auto-advance (next video, preference), previous/next for
 *   host pages, the trailer's way back, the preferred audio language. (The volume kept across
 *   route changes is the player's own: app/player/memory.ts.)
 * - `<WatchActions>`: the trailer action and "up next" (share is in the watch view, for live too).
 */
import { Link, useNavigate } from '@remix-run/react';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useHostRouteApi } from '~/host/use-host-route-api';
import { useT } from '~/labels/labels';
import type { WatchExtras } from './adjacent.server';
import type { PlayerProps } from '~/player/player-types';

export type WatchPlayerProps = Pick<
  PlayerProps,
  'nextVideo' | 'onNext' | 'autoAdvance' | 'preferredAudioLanguage' | 'preferredSubtitleLanguage' | 'trailerFrom' | 'onTrailerExit' | 'hostApi'
>;

const WatchPlayerContext = createContext<WatchPlayerProps>({});

/** The VOD route provides these props; the watch view spreads them into its player (`useWatchPlayerExtras`). */
export const WatchPlayerExtrasProvider = WatchPlayerContext.Provider;

export function useWatchPlayerExtras(): WatchPlayerProps {
  return useContext(WatchPlayerContext);
}

export function useWatchPlayerProps(extras: WatchExtras | null | undefined): WatchPlayerProps {
  const navigate = useNavigate();
  const hostRoute = useHostRouteApi();
  const next = extras?.next ?? null;
  const previous = extras?.previous ?? null;
  const trailerFrom = extras?.trailerFrom ?? null;
  const onNext = useCallback(() => {
    if (next) navigate(next.href);
  }, [navigate, next]);
  return useMemo(() => {
    return {
      nextVideo: next ? { title: next.title } : null,
      onNext: next ? onNext : undefined,
      autoAdvance: extras?.autoAdvance ?? true,
      preferredAudioLanguage: extras?.audioLanguage ?? null,
      preferredSubtitleLanguage: extras?.subtitleLanguage ?? null,
      trailerFrom: trailerFrom?.id ?? null,
      onTrailerExit: trailerFrom ? () => navigate(trailerFrom.href) : undefined,
      // Host-page next/previous: false (→ 'VOD does not exist') when the list has no such neighbour.
      hostApi: {
        ...hostRoute,
        next: () => (next ? (navigate(next.href), true) : false),
        previous: () => (previous ? (navigate(previous.href), true) : false),
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the neighbours' addresses, not their object identity (new objects every load)
  }, [next?.href, previous?.href, trailerFrom?.href, extras?.autoAdvance, extras?.audioLanguage, extras?.subtitleLanguage, onNext, navigate, hostRoute]);
}

export interface WatchActionsProps {
  extras?: WatchExtras | null;
  /** The trailer action (only for a trailer with granted or granted-on-sign-in access). */
  trailer?: { href: string } | null;
}

export function WatchActions({ extras, trailer }: WatchActionsProps) {
  const t = useT();
  const next = extras?.next ?? null;
  if (!next && !(trailer && !extras?.trailerFrom)) return null;
  return (
    <div className="watch-actions">
      {trailer && !extras?.trailerFrom ? (
        <Link className="button button--ghost" to={trailer.href} data-action="trailer">
          {t('trailer')}
        </Link>
      ) : null}
      {next ? (
        <Link className="button button--ghost watch-actions__next" to={next.href} data-action="next">
          <span>{t('upNext')}</span> <strong>{next.title}</strong>
        </Link>
      ) : null}
    </div>
  );
}
