/**
 * Element → state: the video's events drive the reducer (position, duration, play, pause,
 * waiting, end with auto-advance), the live DVR window and edge, watch progress (every
 * 10 s while playing, on pause, at the end; never for trailers) and fullscreen changes.
 */
import { useCallback, useEffect, useState } from 'react';
import { shouldAutoAdvance } from './auto-advance';
import { PROGRESS_INTERVAL_MS, seekWindow, type SeekWindow } from './controls';
import type { PlayerCore } from './player-types';

export interface MediaTimeline {
  /** Live: the seekable DVR window (null until known). */
  win: SeekWindow | null;
  /** Live: hls.js's sync position, else the window's end. */
  liveEdge: number | null;
}

export function useMediaEvents(
  { containerRef, videoRef, hlsRef, stateRef, propsRef, dispatch }: PlayerCore,
  isLive: boolean,
  isPlaying: boolean,
): MediaTimeline {
  const [win, setWin] = useState<SeekWindow | null>(null);
  const [liveEdge, setLiveEdge] = useState<number | null>(null);

  const reportProgress = useCallback(() => {
    const video = videoRef.current;
    const { onProgress, trailerFrom: trailer } = propsRef.current;
    if (!video || !onProgress || trailer || !stateRef.current.hasStarted) return;
    const duration = Number.isFinite(video.duration) ? video.duration : stateRef.current.duration;
    onProgress(video.currentTime, duration);
  }, [videoRef, propsRef, stateRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const readWindow = () => {
      const w = seekWindow(video.seekable);
      setWin((old) => (old?.start === w?.start && old?.end === w?.end ? old : w));
      const sync = hlsRef.current?.liveSyncPosition ?? null;
      setLiveEdge(sync ?? w?.end ?? null);
      return w;
    };
    const onTime = () => {
      dispatch({ type: 'positionUpdate', position: video.currentTime });
      if (isLive) readWindow();
    };
    const onDuration = () => {
      if (isLive) {
        const w = readWindow();
        if (w) dispatch({ type: 'durationUpdate', duration: w.end });
      } else if (Number.isFinite(video.duration)) dispatch({ type: 'durationUpdate', duration: video.duration });
    };
    const onPlaying = () => dispatch({ type: 'play' });
    const onPause = () => {
      dispatch({ type: 'pause' });
      reportProgress();
    };
    const onEnded = () => {
      dispatch({ type: 'ended' });
      reportProgress();
      propsRef.current.onEnded?.();
      const current = propsRef.current;
      if (
        current.onNext &&
        shouldAutoAdvance({
          preference: current.autoAdvance ?? false,
          hasNext: Boolean(current.nextVideo),
          isTrailer: Boolean(current.trailerFrom),
          type: current.type ?? 'VOD',
        })
      ) {
        current.onNext();
      }
    };
    const onWaiting = () => dispatch({ type: 'waitingToStart' });
    const events: [string, () => void][] = [
      ['timeupdate', onTime],
      ['durationchange', onDuration],
      ['loadedmetadata', onDuration],
      ['progress', onDuration],
      ['playing', onPlaying],
      ['play', onPlaying],
      ['pause', onPause],
      ['ended', onEnded],
      ['waiting', onWaiting],
    ];
    for (const [name, fn] of events) video.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of events) video.removeEventListener(name, fn);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers read the latest props through propsRef; only live vs VOD rebinds them
  }, [isLive]);

  // Watch progress every 10 s while playing.
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(reportProgress, PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isPlaying, reportProgress]);

  useEffect(() => {
    const onChange = () => dispatch({ type: document.fullscreenElement === containerRef.current ? 'fullscreenOn' : 'fullscreenOff' });
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [containerRef, dispatch]);

  return { win, liveEdge };
}
