/**
 * Commands: what the controls, the keyboard, the route's ref and host pages do to the player
 * (play, pause, seek within the seekable window, volume, fullscreen, restart or watch from
 * start, go live, subtitle and audio tracks), and `api`, the ref handle built from them.
 */
import { useCallback, useMemo } from 'react';
import { seekWindow } from './controls';
import type { PlayerSnapshot, TrackInfo } from './host-messages';
import { nativeSubtitleTracks } from './native-source';
import type { PlayerCore, PlayerHandle } from './player-types';
import type { PlayerSource } from './use-media-source';

export interface PlayerCommands {
  play(): Promise<void>;
  pause(): void;
  togglePlay(): void;
  seek(to: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  setFullscreen(on: boolean): Promise<void>;
  /** VOD: from the beginning; live: from the start of the DVR window. */
  restart(): void;
  /** Live: jump to the live edge. */
  goLive(): void;
  /** By id, by language, or null for off; false when there is no such track. */
  setSubtitleTrack(wanted: number | string | null): boolean;
  setAudioTrack(wanted: number | string): boolean;
  api: PlayerHandle;
}

function findTrack(tracks: TrackInfo[], wanted: number | string): TrackInfo | undefined {
  return typeof wanted === 'number' ? tracks.find((t) => t.id === wanted) : tracks.find((t) => t.language.toLowerCase() === wanted.toLowerCase());
}

export function usePlayerCommands(core: PlayerCore, isLive: boolean, { tracksRef, setTracks }: Pick<PlayerSource, 'tracksRef' | 'setTracks'>): PlayerCommands {
  const { containerRef, videoRef, hlsRef, stateRef, propsRef, dispatch } = core;

  const play = useCallback(async () => {
    const video = videoRef.current;
    if (!video) throw new Error('no video');
    if (stateRef.current.videoEnded) {
      video.currentTime = 0;
      dispatch({ type: 'restart' });
    }
    dispatch({ type: 'start' });
    await video.play();
  }, [videoRef, stateRef, dispatch]);
  const pause = useCallback(() => videoRef.current?.pause(), [videoRef]);
  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) play().catch(() => dispatch({ type: 'startFailed' }));
    else pause();
  }, [videoRef, dispatch, play, pause]);
  const seek = useCallback(
    (to: number) => {
      const video = videoRef.current;
      if (!video) return;
      const w = seekWindow(video.seekable);
      const end = Number.isFinite(video.duration) ? video.duration : (w?.end ?? to);
      const clamped = Math.max(w?.start ?? 0, Math.min(to, w?.end ?? end));
      video.currentTime = clamped;
      dispatch({ type: 'positionUpdate', position: clamped });
    },
    [videoRef, dispatch],
  );
  const setVolume = useCallback((volume: number) => dispatch({ type: 'volumeUpdate', volume }), [dispatch]);
  const toggleMute = useCallback(() => dispatch({ type: 'muteToggle' }), [dispatch]);
  const setFullscreen = useCallback(
    async (on: boolean) => {
      const el = containerRef.current;
      if (!el) return;
      if (on && !document.fullscreenElement) {
        if (typeof el.requestFullscreen === 'function') await el.requestFullscreen();
        else {
          // iOS Safari has no element fullscreen; the video element has its own.
          (videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
        }
      } else if (!on && document.fullscreenElement) await document.exitFullscreen?.();
    },
    [containerRef, videoRef],
  );
  const restart = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const w = seekWindow(video.seekable);
    video.currentTime = isLive && w ? w.start : 0;
    dispatch({ type: 'restart' });
    play().catch(() => dispatch({ type: 'startFailed' }));
  }, [videoRef, dispatch, isLive, play]);
  const goLive = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const edge = hlsRef.current?.liveSyncPosition ?? seekWindow(video.seekable)?.end;
    if (edge != null) video.currentTime = edge;
    play().catch(() => dispatch({ type: 'startFailed' }));
  }, [videoRef, hlsRef, dispatch, play]);

  const setSubtitleTrack = useCallback(
    (wanted: number | string | null) => {
      const video = videoRef.current;
      if (wanted === null) {
        if (hlsRef.current) hlsRef.current.subtitleTrack = -1;
        else if (video) for (const tr of Array.from(video.textTracks)) tr.mode = 'disabled';
        setTracks((old) => ({ ...old, subtitle: -1 }));
        return true;
      }
      const track = findTrack(tracksRef.current.subtitles, wanted);
      if (!track) return false;
      if (hlsRef.current) hlsRef.current.subtitleTrack = track.id;
      else if (video) nativeSubtitleTracks(video).forEach((tr, i) => (tr.mode = i === track.id ? 'showing' : 'disabled'));
      setTracks((old) => ({ ...old, subtitle: track.id }));
      return true;
    },
    [videoRef, hlsRef, tracksRef, setTracks],
  );
  const setAudioTrack = useCallback(
    (wanted: number | string) => {
      const track = findTrack(tracksRef.current.audio, wanted);
      if (!track || !hlsRef.current) return false;
      hlsRef.current.audioTrack = track.id;
      setTracks((old) => ({ ...old, audioTrack: track.id }));
      return true;
    },
    [hlsRef, tracksRef, setTracks],
  );

  const api = useMemo<PlayerHandle>(
    () => ({
      hasPlayer: () => Boolean(videoRef.current),
      getPlayer: (): PlayerSnapshot => {
        const s = stateRef.current;
        return {
          type: s.type,
          videoId: propsRef.current.videoId ?? null,
          isPlaying: s.isPlaying,
          position: videoRef.current?.currentTime ?? s.position,
          duration: s.duration,
          volume: s.volume,
          muted: s.muted,
          fullscreen: s.fullscreen,
          programmeTime: hlsRef.current?.playingDate?.getTime() ?? null,
        };
      },
      play,
      pause,
      seek,
      getFullscreen: () => stateRef.current.fullscreen,
      setFullscreen,
      getVolume: () => stateRef.current.volume,
      setVolume,
      getSubtitleTrack: () => tracksRef.current.subtitles.find((tr) => tr.id === tracksRef.current.subtitle) ?? null,
      setSubtitleTrack,
      getAudioTrack: () => tracksRef.current.audio.find((tr) => tr.id === tracksRef.current.audioTrack) ?? null,
      setAudioTrack,
    }),
    [videoRef, hlsRef, stateRef, propsRef, tracksRef, play, pause, seek, setFullscreen, setVolume, setSubtitleTrack, setAudioTrack],
  );

  return { play, pause, togglePlay, seek, setVolume, toggleMute, setFullscreen, restart, goLive, setSubtitleTrack, setAudioTrack, api };
}
