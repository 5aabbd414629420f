/**
 * Native HLS playback (Safari iOS, no MediaSource): the element loads the playlist itself,
 * and its text tracks are the subtitles.
 */
import type { Tracks } from './player-types';

export function hasMse(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

export function canPlayHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** The element's subtitle tracks (subtitles and captions), in the order the track menu numbers them. */
export function nativeSubtitleTracks(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.textTracks).filter((tr) => tr.kind === 'subtitles' || tr.kind === 'captions');
}

export interface NativeListeners {
  /** Metadata loaded (after seeking to `start`): the tracks it offers. */
  loaded(tracks: Tracks): void;
  failed(details: string): void;
}

/** Loads `src` into `video`, seeking to `start` (> 0) once the metadata is in; returns the detach. */
export function attachNative(video: HTMLVideoElement, src: string, start: number, on: NativeListeners): () => void {
  video.src = src;
  const onLoaded = () => {
    if (start > 0) video.currentTime = start;
    const textTracks = nativeSubtitleTracks(video);
    on.loaded({
      subtitles: textTracks.map((tr, i) => ({ id: i, language: tr.language, name: tr.label })),
      subtitle: textTracks.findIndex((tr) => tr.mode === 'showing'),
      audio: [],
      audioTrack: -1,
    });
  };
  const onError = () => on.failed(`media error ${video.error?.code ?? ''}`.trim());
  video.addEventListener('loadedmetadata', onLoaded, { once: true });
  video.addEventListener('error', onError);
  return () => {
    video.removeEventListener('loadedmetadata', onLoaded);
    video.removeEventListener('error', onError);
  };
}
