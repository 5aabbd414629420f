/**
 * Source and recovery: attaches `src` to the video (hls.js, its own chunk, ./player-code.ts;
 * native HLS where there is no MSE), starts it (autoplay, resume position), reads
 * its tracks and turns a failure hls.js cannot recover from into the player's error.
 * Re-attaches on a new source and on the viewer's "try again".
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import type HlsType from 'hls.js';
import { playbackErrorKey } from './errors';
import { earlyStreamTokens, sourceStart, takeEarlySource } from './early-source';
import { createHls, hlsTracks, startHls, type AppliedPreferences } from './hls-source';
import { loadHlsLibrary } from './player-code';
import { useStreamTokens } from './stream-token';
import { attachNative, canPlayHlsNatively, hasMse } from './native-source';
import type { PlayerCore, PlayerErrorInfo, PlayerProps, Tracks } from './player-types';

const NO_TRACKS: Tracks = { subtitles: [], subtitle: -1, audio: [], audioTrack: -1 };

export interface PlayerSource {
  tracks: Tracks;
  tracksRef: MutableRefObject<Tracks>;
  setTracks: Dispatch<SetStateAction<Tracks>>;
  error: PlayerErrorInfo | null;
  /** The viewer's "try again" after a fatal error: re-attaches the source once per call. */
  retry(): void;
}

export function useMediaSource({ videoRef, hlsRef, propsRef, dispatch }: PlayerCore, props: PlayerProps): PlayerSource {
  const { src, type = 'VOD', autoPlay = true, progress, trailerFrom } = props;
  const [tracks, setTracks] = useState<Tracks>(NO_TRACKS);
  const [error, setError] = useState<PlayerErrorInfo | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tracksRef = useRef(tracks);
  tracksRef.current = tracks;
  const streamTokens = useStreamTokens(src, props.streamRefreshUrl, earlyStreamTokens);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let hls: HlsType | null = null;
    dispatch({ type: 'reset', playerType: type });
    setError(null);
    setTracks(NO_TRACKS);
    const start = sourceStart({ type, progress, trailerFrom, duration: propsRef.current.duration });

    const fail = (info: PlayerErrorInfo) => {
      if (cancelled) return;
      setError(info);
      propsRef.current.onError?.(info);
    };
    const failWithoutStatus = (details: string) => fail({ key: playbackErrorKey(null, type), status: null, details });

    const attemptAutoplay = () => {
      if (!autoPlay || cancelled) return;
      dispatch({ type: 'waitingToStart' });
      video
        .play()
        // An adopted element (./use-adopted-video.ts) may have been playing already: no `playing` event comes.
        .then(() => {
          if (!cancelled && !video.paused) dispatch({ type: 'play' });
        })
        .catch(() => {
          // NotAllowedError (no user gesture) or an aborted load: show the big play button.
          if (!cancelled) dispatch({ type: 'startFailed' });
        });
    };

    const applied: AppliedPreferences = { subtitle: false, audio: false };
    const readHlsTracks = (h: HlsType) => {
      const wanted = { subtitle: propsRef.current.preferredSubtitleLanguage, audio: propsRef.current.preferredAudioLanguage };
      setTracks(hlsTracks(h, wanted, applied));
    };

    const startNative = () =>
      attachNative(video, src, start, {
        loaded: (nativeTracks) => {
          dispatch({ type: 'ready' });
          setTracks(nativeTracks);
          attemptAutoplay();
        },
        failed: failWithoutStatus,
      });

    let detachNative: (() => void) | null = null;
    const nativeOk = canPlayHlsNatively(video);
    if (!hasMse() && nativeOk) {
      detachNative = startNative();
    } else {
      loadHlsLibrary()
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            if (nativeOk) detachNative = startNative();
            else failWithoutStatus('HLS is not supported in this browser');
            return;
          }
          // Started while the page hydrated (./early-source.ts), or now.
          const early = takeEarlySource(src, start, streamTokens);
          hls = early ?? createHls(Hls, start, streamTokens.hlsConfig(Hls));
          hlsRef.current = hls;
          const h = hls;
          startHls(
            Hls,
            h,
            video,
            src,
            type,
            {
              ready: () => {
                dispatch({ type: 'ready' });
                readHlsTracks(h);
                attemptAutoplay();
              },
              tracksChanged: () => readHlsTracks(h),
              gaveUp: (info) => {
                if (hlsRef.current === h) hlsRef.current = null;
                hls = null;
                fail(info);
              },
              isCancelled: () => cancelled,
              recovered: (data) => streamTokens.recover(data, h, src),
            },
            early !== null,
          );
        })
        .catch(() => failWithoutStatus('the player library failed to load'));
    }

    return () => {
      cancelled = true;
      detachNative?.();
      if (hls) hls.destroy();
      if (hlsRef.current === hls) hlsRef.current = null;
      if (!hls) {
        video.removeAttribute('src');
        video.load();
      }
    };
    // progress/trailer only matter at attach time; a new src is a new video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, type, autoPlay, attempt, streamTokens]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { tracks, tracksRef, setTracks, error, retry };
}
