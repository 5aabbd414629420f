/**
 * What shows over the video: the watermark, the loading spinner, the big play (or restart at
 * the end) button, "up next", the error with "try again", the skip button of the current
 * skip marker and a trailer's way back to its video.
 */
import { skipMarkerLabelKey, type SkipMarker } from './controls';
import { L, type PlayerTranslate } from './labels';
import type { PlayerErrorInfo, PlayerProps } from './player-types';
import type { PlayerState } from './state';

export interface PlayerOverlaysProps extends Pick<PlayerProps, 'watermark' | 'nextVideo' | 'onNext' | 'trailerFrom' | 'onTrailerExit'> {
  state: PlayerState;
  error: PlayerErrorInfo | null;
  showBigPlay: boolean;
  marker: SkipMarker | null;
  t: PlayerTranslate;
  togglePlay(): void;
  restart(): void;
  seek(to: number): void;
  retry(): void;
}

export function PlayerOverlays({
  state,
  error,
  showBigPlay,
  marker,
  watermark,
  nextVideo,
  onNext,
  trailerFrom,
  onTrailerExit,
  t,
  togglePlay,
  restart,
  seek,
  retry,
}: PlayerOverlaysProps) {
  return (
    <>
      {watermark && (watermark.text || watermark.imageUrl) ? (
        <div className="player__watermark" aria-hidden="true">
          {watermark.imageUrl ? <img src={watermark.imageUrl} alt="" /> : watermark.text}
        </div>
      ) : null}

      {state.waiting && !state.isPlaying && !error && !showBigPlay ? <div className="player__spinner" role="status" aria-label={t(L.loading)} /> : null}

      {showBigPlay ? (
        <button
          type="button"
          className="player__big-play"
          onClick={state.videoEnded ? restart : togglePlay}
          aria-label={state.videoEnded ? t(L.restart) : t(L.play)}
        >
          <span aria-hidden="true">{state.videoEnded ? '↻' : '▶'}</span>
        </button>
      ) : null}

      {state.videoEnded && nextVideo && onNext && !error && !trailerFrom ? (
        <button type="button" className="player__up-next" onClick={onNext}>
          <span className="player__up-next-label">{t(L.upNext)}</span>
          <span className="player__up-next-title">{nextVideo.title}</span>
        </button>
      ) : null}

      {error ? (
        <div className="player__error" role="alert">
          <div>
            <p>{t(error.key)}</p>
            <button type="button" className="player__text-button" onClick={retry}>
              {t(L.tryAgain)}
            </button>
          </div>
        </div>
      ) : null}

      {marker && !error ? (
        <button type="button" className="player__skip" onClick={() => seek(marker.end)}>
          {t(skipMarkerLabelKey(marker))}
        </button>
      ) : null}

      {trailerFrom && onTrailerExit ? (
        <button type="button" className="player__trailer-exit" onClick={() => onTrailerExit(trailerFrom)}>
          {t(L.backToVideo)}
        </button>
      ) : null}
    </>
  );
}
