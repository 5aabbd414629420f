/**
 * The VOD and live screens: details (title, description, duration) and the player,
 * or the message that stands in for it (region, schedule, ended, unavailable).
 * The player mounts through `PlayerLoader` (hls.js and the player code load only here).
 */
import { useCallback, useRef, type ReactNode, type RefObject } from 'react';
import { useKeyText, useT } from '~/labels/labels';
import { formatTime } from '~/player/controls';
import { useWatchPlayerExtras } from './watch-extras';
import { ShareButton } from '~/share/ShareButton';
import { PremiereModal } from '~/live/premiere-modal';
import { PlayerLoader, type PlayerHandle, type PlayerProps } from '~/player/PlayerLoader';
import { useRootData } from '~/root-data';
import type { WatchPageData } from './watch-page.server';
import { ensureSessionStorage } from './framed-session-storage';
import { ParentalPinPrompt } from '~/parental/pin-prompt';
import { posterImage } from './poster-image';

ensureSessionStorage();

/** Progress saving is fire-and-forget: a lost update only costs a few seconds of resume. */
function postProgress(action: string, position: number) {
  const body = new URLSearchParams({ position: String(Math.floor(position)) });
  void fetch(action, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

function WatchMessage({ data }: { data: WatchPageData }) {
  const t = useT();
  const { outcome } = data;
  let text: string;
  switch (outcome.kind) {
    case 'geoblocked':
      text = t('notAvailableInYourRegion');
      break;
    case 'ended':
      text = t('thisEventHasEnded');
      break;
    case 'scheduled':
      text = data.scheduledAt ? t(data.screen === 'live' ? 'eventStartsAt' : 'premiereScheduledAt', { date: data.scheduledAt }) : t('notAvailableYet');
      break;
    default:
      text = t('videoUnavailable');
  }
  return (
    <div className="watch-message" role="status" data-outcome={outcome.kind}>
      {data.artwork ? <img className="watch-message__art" src={data.artwork} alt="" loading="eager" /> : null}
      <p className="watch-message__text">{text}</p>
    </div>
  );
}

export interface WatchViewProps {
  data: WatchPageData;
  /** The player's handle for the screen around it (the live page's watch from start / live). */
  playerRef?: RefObject<PlayerHandle>;
  onPlayerState?: PlayerProps['onStateChange'];
  /** Rendered under the details (e.g. the live page's actions). */
  detailsExtra?: ReactNode;
}

export function WatchView({ data, playerRef, onPlayerState, detailsExtra }: WatchViewProps) {
  const t = useT();
  const keyText = useKeyText();
  const root = useRootData();
  // Auto-advance, trailer exit, audio preference, host next/previous (the VOD route provides them; ./watch-extras.tsx).
  const playerExtras = useWatchPlayerExtras();
  const ownRef = useRef<PlayerHandle>(null);
  const ref = playerRef ?? ownRef;
  const { progressAction } = data;
  const onProgress = useCallback(
    (position: number) => {
      if (progressAction) postProgress(progressAction, position);
    },
    [progressAction],
  );

  return (
    <article className="watch-page" data-screen={data.screen}>
      <div className="watch-page__stage">
        {data.player ? (
          <PlayerLoader
            ref={ref}
            key={data.player.src}
            {...playerExtras}
            {...data.player}
            posterCandidates={data.player.poster ? posterImage(data.player.poster, data.screen) : undefined}
            title={data.title}
            t={keyText}
            direction={root?.dir ?? 'ltr'}
            progress={data.progress ?? undefined}
            onProgress={progressAction ? onProgress : undefined}
            allowedOrigins={data.allowedOrigins.length ? data.allowedOrigins : undefined}
            onStateChange={onPlayerState}
          />
        ) : data.outcome.kind === 'parentalPin' ? (
          <ParentalPinPrompt eventId={data.eventId} rating={data.outcome.rating} settingsPath={data.outcome.settingsPath} artwork={data.artwork} />
        ) : (
          <WatchMessage data={data} />
        )}
      </div>
      <header className="watch-page__details">
        <h1 className="watch-page__title" dir="auto">
          {data.title}
        </h1>
        {data.duration ? (
          <p className="watch-page__duration">
            <span>{t('duration')}</span> <time dateTime={`PT${Math.round(data.duration)}S`}>{data.durationText ?? formatTime(data.duration)}</time>
          </p>
        ) : null}
        {data.description ? (
          <p className="watch-page__description" dir="auto">
            {data.description}
          </p>
        ) : null}
        {detailsExtra}
        {/* Share (shown only when the realm enables social sharing): the page's canonical address. */}
        <ShareButton url={data.meta.canonical} title={data.title} className="watch-page__share" />
      </header>
      {data.premiere ? (
        <PremiereModal scheduledAt={data.premiere.scheduledAt} durationSeconds={data.premiere.durationSeconds} serverNow={data.serverNow} title={data.title} />
      ) : null}
    </article>
  );
}
