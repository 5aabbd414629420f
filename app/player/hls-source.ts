/**
 * hls.js for one source: its configuration, the tracks it lists, and the fatal-error policy
 * (./recovery.ts: network → startLoad, media → recoverMediaError, then swapAudioCodec, bounded;
 * otherwise give up). Takes the hls.js class as an argument: the library is imported
 * dynamically by the player (its own chunk), never statically.
 */
import type HlsType from 'hls.js';
import type { ErrorData } from 'hls.js';
import { preferredTrackIndex } from './controls';
import { playbackErrorKey } from './errors';
import { markPlaybackStart } from './playback-marks';
import { LIVE_SYNC_SEGMENTS } from './stream-prefetch';
import type { PlayerErrorInfo, Tracks } from './player-types';
import { nextRecoveryStep, type FatalErrorKind, type FatalErrorRecord } from './recovery';
import type { PlayerType } from './state';

type Hls = typeof HlsType;

const MAX_LOG = 20;

/**
 * How every stream starts: at the lowest rendition (hls.js sorts its levels by bitrate), without
 * a bandwidth test. The first segment is then the smallest to download and to transmux (the
 * fixtures' 360p segments are ~60 % of the 720p ones), and the early start knows which media
 * playlist and segment hls.js will ask for first (./stream-prefetch.ts). hls.js's ABR moves up
 * from the bandwidth it measures on those first segments. testBandwidth would otherwise spend a
 * lowest-level segment on a measurement and drop it whenever the start level is automatic.
 */
export const START_LEVEL = 0;

/**
 * A new hls.js instance. capLevelToPlayerSize: a small player (multi-view tiles) never fetches
 * renditions larger than it shows; startFragPrefetch: the first segment is fetched while the
 * MediaSource is still opening (the source is loaded before the media is attached), not after;
 * `extra` adds the signed-stream loader (./stream-token.ts).
 */
export function createHls(Hls: Hls, startPosition: number, extra: Partial<HlsType['config']> = {}): HlsType {
  const hls = new Hls({
    startPosition,
    enableWorker: true,
    capLevelToPlayerSize: true,
    startFragPrefetch: true,
    startLevel: START_LEVEL,
    testBandwidth: false,
    liveSyncDurationCount: LIVE_SYNC_SEGMENTS,
    ...extra,
  });
  markPlaybackStart(Hls, hls);
  return hls;
}

function classifyFatal(data: ErrorData, Hls: Hls): FatalErrorKind {
  // hls.js already retried the master playlist per its load policy, and startLoad() cannot
  // reload it: a fatal manifest error is final (else the player would wait forever).
  const manifestErrors: string[] = [Hls.ErrorDetails.MANIFEST_LOAD_ERROR, Hls.ErrorDetails.MANIFEST_LOAD_TIMEOUT, Hls.ErrorDetails.MANIFEST_PARSING_ERROR];
  if (manifestErrors.includes(data.details)) return 'other';
  if (data.type === Hls.ErrorTypes.NETWORK_ERROR) return 'network';
  if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return 'media';
  return 'other';
}

function statusOf(data: ErrorData): number | null {
  const code = (data.response as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' && code > 0 ? code : null;
}

export interface HlsListeners {
  /** The master playlist is parsed: the video can start. */
  ready(): void;
  /** The subtitle or audio track list or selection changed. */
  tracksChanged(): void;
  /** Recovery gave up: `hls` is destroyed. */
  gaveUp(error: PlayerErrorInfo): void;
  /** True once the player no longer shows this source: its errors are ignored. */
  isCancelled(): boolean;
  /** True when a fatal error was handled elsewhere (an expired stream token refreshed). */
  recovered(data: ErrorData): boolean;
}

/**
 * Listens to `hls`, then loads `src` into `video`. An `adopted` instance (./early-source.ts)
 * is already loading `src`: it only gets the media (unless it has it already), and when its master playlist was parsed
 * before anyone listened, the player hears `ready` at once.
 */
export function startHls(Hls: Hls, hls: HlsType, video: HTMLVideoElement, src: string, type: PlayerType, on: HlsListeners, adopted = false): void {
  const history: FatalErrorRecord[] = [];
  hls.on(Hls.Events.MANIFEST_PARSED, () => on.ready());
  hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, () => on.tracksChanged());
  hls.on(Hls.Events.SUBTITLE_TRACK_SWITCH, () => on.tracksChanged());
  hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, () => on.tracksChanged());
  hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, () => on.tracksChanged());
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal || on.isCancelled() || on.recovered(data)) return;
    const now = Date.now();
    history.push({ kind: classifyFatal(data, Hls), at: now });
    if (history.length > MAX_LOG) history.splice(0, history.length - MAX_LOG);
    const step = nextRecoveryStep(history, now);
    history[history.length - 1].step = step;
    switch (step) {
      case 'startLoad':
        hls.startLoad();
        return;
      case 'recoverMediaError':
        hls.recoverMediaError();
        return;
      case 'swapAudioCodecAndRecover':
        hls.swapAudioCodec();
        hls.recoverMediaError();
        return;
      default:
        hls.destroy();
        on.gaveUp({ key: playbackErrorKey(statusOf(data), type), status: statusOf(data), details: `${data.type}:${data.details}` });
    }
  });
  if (!adopted) hls.loadSource(src);
  // An early instance may already play into this very element (./use-adopted-video.ts).
  if (hls.media !== video) hls.attachMedia(video);
  if (adopted && hls.levels.length > 0) on.ready();
}

/** The viewer's preferred track languages (props; read afresh on every track change). */
export interface TrackPreferences {
  subtitle: string | null | undefined;
  audio: string | null | undefined;
}

/** Which preferences were applied to this source: each applies once, when the stream first lists a matching track. */
export interface AppliedPreferences {
  subtitle: boolean;
  audio: boolean;
}

/** Applies the preferences not yet applied to `hls` (marking them in `applied`), then reads its tracks. */
export function hlsTracks(hls: HlsType, wanted: TrackPreferences, applied: AppliedPreferences): Tracks {
  if (!applied.subtitle && wanted.subtitle && hls.subtitleTracks.length > 0) {
    applied.subtitle = true;
    const index = preferredTrackIndex(
      hls.subtitleTracks.map((tr) => tr.lang ?? ''),
      wanted.subtitle,
    );
    // hls.js announces the track list (SUBTITLE_TRACKS_UPDATED, which calls us) and only then
    // selects its own initial track (none, when no track is DEFAULT) and creates the text
    // tracks: a choice made while it announces is undone at once. Choosing once that call
    // has returned sticks, and shows the text track that now exists.
    if (index >= 0) {
      queueMicrotask(() => {
        if (hls.media && hls.subtitleTrack !== index) hls.subtitleTrack = index;
      });
    }
  }
  // The viewer's preferred audio language wins once, when the stream first lists its tracks.
  if (!applied.audio && wanted.audio && hls.audioTracks.length > 1) {
    applied.audio = true;
    const index = preferredTrackIndex(
      hls.audioTracks.map((tr) => tr.lang ?? ''),
      wanted.audio,
    );
    if (index >= 0 && index !== hls.audioTrack) hls.audioTrack = index;
  }
  return {
    subtitles: hls.subtitleTracks.map((tr, i) => ({ id: i, language: tr.lang ?? '', name: tr.name })),
    subtitle: hls.subtitleTrack,
    audio: hls.audioTracks.map((tr, i) => ({ id: i, language: tr.lang ?? '', name: tr.name })),
    audioTrack: hls.audioTrack,
  };
}
