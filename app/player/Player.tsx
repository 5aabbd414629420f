/**
 * The video player: a <video> element driven by hls.js (loaded with a dynamic import
 * inside an effect, so it is its own chunk), native HLS where there is no MSE (Safari iOS),
 * and overlay controls. Client-only: mount it through PlayerLoader (./PlayerLoader.tsx).
 *
 * State lives in the pure reducer of ./state.ts; text comes from `t(key)`.
 */
import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import type HlsType from 'hls.js';
import type { ErrorData } from 'hls.js';
import {
  activeSkipMarker,
  fractionFromPointer,
  formatTime,
  isAtLiveEdge,
  keyCommand,
  preferredTrackIndex,
  PROGRESS_INTERVAL_MS,
  seekWindow,
  skipMarkerLabelKey,
  startPosition,
  type SeekWindow,
  type SkipMarker,
} from './controls';
import { shouldAutoAdvance } from './auto-advance';
import { keptPlayerState, rememberPlayerState } from './memory';
import { playbackErrorKey, type PlaybackErrorKey } from './errors';
import { listenForHostMessages, type HostPlayerApi, type PlayerSnapshot, type TrackInfo } from './host-messages';
import { fallbackTranslate, L, type PlayerTranslate } from './labels';
import { nextRecoveryStep, type FatalErrorRecord, type FatalErrorKind } from './recovery';
import { useStreamTokens } from './stream-token';
import { initialPlayerState, playerReducer, type PlayerState, type PlayerType } from './state';
import { cueAt, loadVtt, parseChapters, parseThumbnails, type Chapter, type ThumbnailCue } from './vtt';

export interface PlayerSubtitle {
  language: string;
  name: string;
  url: string;
}

export interface PlayerWatermark {
  text?: string;
  imageUrl?: string;
}

export interface PlayerErrorInfo {
  key: PlaybackErrorKey;
  /** HTTP status of the failing request, when there was one. */
  status: number | null;
  /** hls.js error details or the media error, for logs. */
  details: string;
}

/** Route-level operations an embedding host page may call (see host-messages.ts). */
export type HostRouteApi = Pick<HostPlayerApi, 'next' | 'previous' | 'loadVideo' | 'getEpg' | 'getCountry' | 'setPreference'>;

export interface PlayerProps {
  /** HLS master playlist URL (manifest `streams[0].url`). */
  src: string;
  /** Where a signed `src` gets a fresh token before it expires (./stream-token.ts); null: no refresh. */
  streamRefreshUrl?: string | null;
  type?: PlayerType;
  videoId?: string;
  title?: string;
  poster?: string;
  /** Default true. A refused autoplay shows the big play button (state.autoStartFailed). */
  autoPlay?: boolean;
  /** Saved watch position in seconds (VOD route query `progress`). */
  progress?: number | null;
  /** Id of the video this trailer belongs to (VOD route query `trailerFrom`): no resume, no progress saving. */
  trailerFrom?: string | null;
  onTrailerExit?: (videoId: string) => void;
  /** Known duration in seconds (manifest), used before the media reports one. */
  duration?: number;
  chaptersUrl?: string | null;
  thumbnailsUrl?: string | null;
  skipMarkers?: SkipMarker[];
  /** Side-loaded subtitles for native HLS playback (hls.js reads them from the playlist). */
  subtitles?: PlayerSubtitle[];
  watermark?: PlayerWatermark | null;
  t?: PlayerTranslate;
  direction?: 'ltr' | 'rtl';
  /** Volume and mute to start with (e.g. kept across route changes by the route). */
  initialVolume?: number;
  initialMuted?: boolean;
  /** Controlled mute (multi-view: only the tile with the sound is unmuted). A change mutes or unmutes; the viewer's own mute still works in between. */
  muted?: boolean;
  /** Every 10 s while playing, on pause and at the end (not for trailers). Seconds. */
  onProgress?: (position: number, duration: number) => void;
  onEnded?: () => void;
  /** The next item of the playlist or season (auto-advance), or null when there is none. */
  nextVideo?: { title: string } | null;
  /** Go to the next video (the route navigates). Called at the end when `autoAdvance` allows, or from the "up next" button. */
  onNext?: () => void;
  /** The viewer's auto-advance preference (default false here; routes pass the preference, whose default is true). */
  autoAdvance?: boolean;
  /** Preferred audio language (viewer preference): chosen once when the stream offers that track. */
  preferredAudioLanguage?: string | null;
  /** Preferred subtitle language (viewer preference): switched on once when the stream offers it. */
  preferredSubtitleLanguage?: string | null;
  onError?: (error: PlayerErrorInfo) => void;
  onStateChange?: (state: PlayerState) => void;
  /** Host-page control: origins allowed to drive the player by postMessage (realm `allowedOrigins`). */
  allowedOrigins?: readonly string[];
  hostApi?: HostRouteApi;
  /** Sidebar tabs (e.g. playlist, chat) toggled from the control bar; the open one is state.sidebarTab. */
  sidebarTabs?: PlayerSidebarTab[];
  className?: string;
}

export interface PlayerSidebarTab {
  id: string;
  /** Label key of the tab button. */
  labelKey: string;
  content: ReactNode;
}

/** Imperative handle (ref) for the mounting route: the player part of the host API. */
export type PlayerHandle = Omit<HostPlayerApi, keyof HostRouteApi>;

interface Tracks {
  subtitles: TrackInfo[];
  subtitle: number;
  audio: TrackInfo[];
  audioTrack: number;
}

const NO_TRACKS: Tracks = { subtitles: [], subtitle: -1, audio: [], audioTrack: -1 };
const MAX_LOG = 20;
const CONTROLS_HIDE_MS = 3_000;

function classifyFatal(data: ErrorData, Hls: typeof HlsType): FatalErrorKind {
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

function hasMse(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

function findTrack(tracks: TrackInfo[], wanted: number | string): TrackInfo | undefined {
  return typeof wanted === 'number' ? tracks.find((t) => t.id === wanted) : tracks.find((t) => t.language.toLowerCase() === wanted.toLowerCase());
}

/** A track menu (subtitles or audio); with `offLabel` a first option with id -1 turns the track off. */
function TrackSelect({ label, tracks, value, offLabel, onChange }: { label: string; tracks: TrackInfo[]; value: number; offLabel?: string; onChange: (id: number) => void }) {
  return (
    <label className="player__select">
      <span className="player__select-label">{label}</span>
      <select value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {offLabel !== undefined ? <option value={-1}>{offLabel}</option> : null}
        {tracks.map((tr) => (
          <option key={tr.id} value={tr.id} lang={tr.language}>
            {tr.name || tr.language}
          </option>
        ))}
      </select>
    </label>
  );
}

const Player = forwardRef<PlayerHandle, PlayerProps>(function Player(props, ref) {
  const {
    src,
    type = 'VOD',
    videoId,
    title,
    poster,
    autoPlay = true,
    progress,
    trailerFrom,
    onTrailerExit,
    chaptersUrl,
    thumbnailsUrl,
    skipMarkers,
    subtitles,
    watermark,
    direction = 'ltr',
    allowedOrigins,
    hostApi,
    sidebarTabs,
    className,
  } = props;
  const t = props.t ?? fallbackTranslate;
  const [state, dispatch] = useReducer(
    playerReducer,
    undefined,
    // A route change mounts a fresh player (the reset) that starts from the viewer's last volume and mute (./memory.ts).
    () => initialPlayerState({ type, volume: props.initialVolume ?? keptPlayerState().volume, muted: props.initialMuted ?? props.muted ?? keptPlayerState().muted }),
  );
  const [tracks, setTracks] = useState<Tracks>(NO_TRACKS);
  const [error, setError] = useState<PlayerErrorInfo | null>(null);
  const [win, setWin] = useState<SeekWindow | null>(null);
  const [liveEdge, setLiveEdge] = useState<number | null>(null);
  const [chapters, setChapters] = useState<Chapter[]>([]);
  const [thumbs, setThumbs] = useState<ThumbnailCue[]>([]);
  const [hover, setHover] = useState<{ fraction: number; time: number } | null>(null);
  /** Bumped by the viewer's "try again" after a fatal error: re-attaches the source once per click. */
  const [attempt, setAttempt] = useState(0);

  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const seekBarRef = useRef<HTMLDivElement>(null);
  const hlsRef = useRef<HlsType | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const tracksRef = useRef(tracks);
  tracksRef.current = tracks;
  // Callbacks change identity on every render of the route; the effects read the latest ones.
  const propsRef = useRef(props);
  propsRef.current = props;

  const isTrailer = Boolean(trailerFrom);
  const isLive = type === 'LIVE';
  const streamTokens = useStreamTokens(src, props.streamRefreshUrl);

  // ---- media attach (hls.js or native), per source ----
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let hls: HlsType | null = null;
    const history: FatalErrorRecord[] = [];
    dispatch({ type: 'reset', playerType: type });
    setError(null);
    setTracks(NO_TRACKS);
    const start = isLive ? -1 : startPosition({ progress, isTrailer, duration: propsRef.current.duration });

    const fail = (info: PlayerErrorInfo) => {
      if (cancelled) return;
      setError(info);
      propsRef.current.onError?.(info);
    };

    const attemptAutoplay = () => {
      if (!autoPlay || cancelled) return;
      dispatch({ type: 'waitingToStart' });
      video.play().catch(() => {
        // NotAllowedError (no user gesture) or an aborted load: show the big play button.
        if (!cancelled) dispatch({ type: 'startFailed' });
      });
    };

    let audioPreferenceApplied = false;
    let subtitlePreferenceApplied = false;
    const readHlsTracks = (h: HlsType) => {
      const wantedSubtitle = propsRef.current.preferredSubtitleLanguage;
      if (!subtitlePreferenceApplied && wantedSubtitle && h.subtitleTracks.length > 0) {
        subtitlePreferenceApplied = true;
        const index = preferredTrackIndex(h.subtitleTracks.map((tr) => tr.lang ?? ''), wantedSubtitle);
        if (index >= 0 && index !== h.subtitleTrack) h.subtitleTrack = index;
      }
      // The viewer's preferred audio language wins once, when the stream first lists its tracks.
      const wanted = propsRef.current.preferredAudioLanguage;
      if (!audioPreferenceApplied && wanted && h.audioTracks.length > 1) {
        audioPreferenceApplied = true;
        const index = preferredTrackIndex(h.audioTracks.map((tr) => tr.lang ?? ''), wanted);
        if (index >= 0 && index !== h.audioTrack) h.audioTrack = index;
      }
      setTracks({
        subtitles: h.subtitleTracks.map((tr, i) => ({ id: i, language: tr.lang ?? '', name: tr.name })),
        subtitle: h.subtitleTrack,
        audio: h.audioTracks.map((tr, i) => ({ id: i, language: tr.lang ?? '', name: tr.name })),
        audioTrack: h.audioTrack,
      });
    };

    const attachNative = () => {
      video.src = src;
      const onLoaded = () => {
        if (start > 0) video.currentTime = start;
        dispatch({ type: 'ready' });
        const textTracks = Array.from(video.textTracks).filter((tr) => tr.kind === 'subtitles' || tr.kind === 'captions');
        setTracks({
          subtitles: textTracks.map((tr, i) => ({ id: i, language: tr.language, name: tr.label })),
          subtitle: textTracks.findIndex((tr) => tr.mode === 'showing'),
          audio: [],
          audioTrack: -1,
        });
        attemptAutoplay();
      };
      const onError = () => fail({ key: playbackErrorKey(null, type), status: null, details: `media error ${video.error?.code ?? ''}`.trim() });
      video.addEventListener('loadedmetadata', onLoaded, { once: true });
      video.addEventListener('error', onError);
      return () => {
        video.removeEventListener('loadedmetadata', onLoaded);
        video.removeEventListener('error', onError);
      };
    };

    let detachNative: (() => void) | null = null;
    const nativeOk = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    if (!hasMse() && nativeOk) {
      detachNative = attachNative();
    } else {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            if (nativeOk) detachNative = attachNative();
            else fail({ key: playbackErrorKey(null, type), status: null, details: 'HLS is not supported in this browser' });
            return;
          }
          // capLevelToPlayerSize: a small player (multi-view tiles) never fetches renditions larger than it shows.
          hls = new Hls({ startPosition: start, enableWorker: true, capLevelToPlayerSize: true, ...streamTokens.hlsConfig(Hls) });
          hlsRef.current = hls;
          const h = hls;
          h.on(Hls.Events.MANIFEST_PARSED, () => {
            dispatch({ type: 'ready' });
            readHlsTracks(h);
            attemptAutoplay();
          });
          h.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, () => readHlsTracks(h));
          h.on(Hls.Events.SUBTITLE_TRACK_SWITCH, () => readHlsTracks(h));
          h.on(Hls.Events.AUDIO_TRACKS_UPDATED, () => readHlsTracks(h));
          h.on(Hls.Events.AUDIO_TRACK_SWITCHED, () => readHlsTracks(h));
          h.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal || cancelled || streamTokens.recover(data, h, src)) return;
            const now = Date.now();
            history.push({ kind: classifyFatal(data, Hls), at: now });
            if (history.length > MAX_LOG) history.splice(0, history.length - MAX_LOG);
            const step = nextRecoveryStep(history, now);
            history[history.length - 1].step = step;
            switch (step) {
              case 'startLoad':
                h.startLoad();
                return;
              case 'recoverMediaError':
                h.recoverMediaError();
                return;
              case 'swapAudioCodecAndRecover':
                h.swapAudioCodec();
                h.recoverMediaError();
                return;
              default:
                h.destroy();
                if (hlsRef.current === h) hlsRef.current = null;
                hls = null;
                fail({ key: playbackErrorKey(statusOf(data), type), status: statusOf(data), details: `${data.type}:${data.details}` });
            }
          });
          h.loadSource(src);
          h.attachMedia(video);
        })
        .catch(() => fail({ key: playbackErrorKey(null, type), status: null, details: 'the player library failed to load' }));
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

  // ---- annotations ----
  useEffect(() => {
    setChapters([]);
    if (!chaptersUrl) return;
    const abort = new AbortController();
    void loadVtt(chaptersUrl, (s) => parseChapters(s), fetch, abort.signal).then((c) => !abort.signal.aborted && setChapters(c));
    return () => abort.abort();
  }, [chaptersUrl]);
  useEffect(() => {
    setThumbs([]);
    if (!thumbnailsUrl) return;
    const abort = new AbortController();
    void loadVtt(thumbnailsUrl, parseThumbnails, fetch, abort.signal).then((c) => !abort.signal.aborted && setThumbs(c));
    return () => abort.abort();
  }, [thumbnailsUrl]);

  // The queued next video is part of the player state (kept across a route change, spec §4).
  const hasNextVideo = Boolean(props.nextVideo);
  useEffect(() => {
    dispatch({ type: 'nextVideoLoaded', loaded: hasNextVideo });
  }, [hasNextVideo]);

  // ---- state → element ----
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = state.volume / 100;
    video.muted = state.muted;
  }, [state.volume, state.muted]);

  useEffect(() => {
    if (props.muted !== undefined) dispatch({ type: 'setMuted', muted: props.muted });
  }, [props.muted]);

  useEffect(() => {
    propsRef.current.onStateChange?.(state);
    // Players whose mute the route controls (multi-view tiles) do not speak for the viewer's volume.
    if (propsRef.current.muted === undefined) rememberPlayerState(state);
  }, [state]);

  // ---- element → state ----
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
        shouldAutoAdvance({ preference: current.autoAdvance ?? false, hasNext: Boolean(current.nextVideo), isTrailer: Boolean(current.trailerFrom), type: current.type ?? 'VOD' })
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLive]);

  const reportProgress = useCallback(() => {
    const video = videoRef.current;
    const { onProgress, trailerFrom: trailer } = propsRef.current;
    if (!video || !onProgress || trailer || !stateRef.current.hasStarted) return;
    const duration = Number.isFinite(video.duration) ? video.duration : stateRef.current.duration;
    onProgress(video.currentTime, duration);
  }, []);

  // Watch progress every 10 s while playing.
  useEffect(() => {
    if (!state.isPlaying) return;
    const timer = setInterval(reportProgress, PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state.isPlaying, reportProgress]);

  // ---- fullscreen ----
  useEffect(() => {
    const onChange = () => dispatch({ type: document.fullscreenElement === containerRef.current ? 'fullscreenOn' : 'fullscreenOff' });
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // ---- commands ----
  const play = useCallback(async () => {
    const video = videoRef.current;
    if (!video) throw new Error('no video');
    if (stateRef.current.videoEnded) {
      video.currentTime = 0;
      dispatch({ type: 'restart' });
    }
    dispatch({ type: 'start' });
    await video.play();
  }, []);
  const pause = useCallback(() => videoRef.current?.pause(), []);
  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) play().catch(() => dispatch({ type: 'startFailed' }));
    else pause();
  }, [play, pause]);
  const seek = useCallback((to: number) => {
    const video = videoRef.current;
    if (!video) return;
    const w = seekWindow(video.seekable);
    const end = Number.isFinite(video.duration) ? video.duration : (w?.end ?? to);
    const clamped = Math.max(w?.start ?? 0, Math.min(to, w?.end ?? end));
    video.currentTime = clamped;
    dispatch({ type: 'positionUpdate', position: clamped });
  }, []);
  const setVolume = useCallback((volume: number) => dispatch({ type: 'volumeUpdate', volume }), []);
  const toggleMute = useCallback(() => dispatch({ type: 'muteToggle' }), []);
  const setFullscreen = useCallback(async (on: boolean) => {
    const el = containerRef.current;
    if (!el) return;
    if (on && !document.fullscreenElement) {
      if (typeof el.requestFullscreen === 'function') await el.requestFullscreen();
      else {
        // iOS Safari has no element fullscreen; the video element has its own.
        (videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
      }
    } else if (!on && document.fullscreenElement) await document.exitFullscreen?.();
  }, []);
  const restart = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const w = seekWindow(video.seekable);
    video.currentTime = isLive && w ? w.start : 0;
    dispatch({ type: 'restart' });
    play().catch(() => dispatch({ type: 'startFailed' }));
  }, [isLive, play]);
  const goLive = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const edge = hlsRef.current?.liveSyncPosition ?? seekWindow(video.seekable)?.end;
    if (edge != null) video.currentTime = edge;
    play().catch(() => dispatch({ type: 'startFailed' }));
  }, [play]);

  const setSubtitleTrack = useCallback((wanted: number | string | null) => {
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
    else if (video) {
      const list = Array.from(video.textTracks).filter((tr) => tr.kind === 'subtitles' || tr.kind === 'captions');
      list.forEach((tr, i) => (tr.mode = i === track.id ? 'showing' : 'disabled'));
    }
    setTracks((old) => ({ ...old, subtitle: track.id }));
    return true;
  }, []);
  const setAudioTrack = useCallback((wanted: number | string) => {
    const track = findTrack(tracksRef.current.audio, wanted);
    if (!track || !hlsRef.current) return false;
    hlsRef.current.audioTrack = track.id;
    setTracks((old) => ({ ...old, audioTrack: track.id }));
    return true;
  }, []);

  const playerApi = useMemo<PlayerHandle>(
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
    [play, pause, seek, setFullscreen, setVolume, setSubtitleTrack, setAudioTrack],
  );
  useImperativeHandle(ref, () => playerApi, [playerApi]);

  // ---- host page control ----
  const originsKey = (allowedOrigins ?? []).join(' ');
  useEffect(() => {
    if (!originsKey) return;
    const api: HostPlayerApi = {
      ...playerApi,
      next: propsRef.current.hostApi?.next ? () => propsRef.current.hostApi!.next!() : undefined,
      previous: propsRef.current.hostApi?.previous ? () => propsRef.current.hostApi!.previous!() : undefined,
      loadVideo: propsRef.current.hostApi?.loadVideo ? (id) => propsRef.current.hostApi!.loadVideo!(id) : undefined,
      getEpg: propsRef.current.hostApi?.getEpg ? () => propsRef.current.hostApi!.getEpg!() : undefined,
      getCountry: propsRef.current.hostApi?.getCountry ? () => propsRef.current.hostApi!.getCountry!() : undefined,
      setPreference: propsRef.current.hostApi?.setPreference ? (k, v) => propsRef.current.hostApi!.setPreference!(k, v) : undefined,
    };
    return listenForHostMessages(window, api, originsKey.split(' '));
  }, [originsKey, playerApi, hostApi]);

  // ---- controls visibility: shown on pointer activity, hidden after a quiet spell while playing ----
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const showControls = useCallback(() => {
    dispatch({ type: 'hover', hovering: true });
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => dispatch({ type: 'hover', hovering: false }), CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
  }, []);

  // ---- keyboard ----
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Form controls keep their own keys (volume slider arrows, select lists, button activation).
    if (target.closest('input, select, textarea')) return;
    if (target.closest('button') && (event.key === ' ' || event.key === 'Enter')) return;
    const command = keyCommand(event, direction);
    if (!command) return;
    showControls();
    event.preventDefault();
    const video = videoRef.current;
    switch (command.type) {
      case 'togglePlay':
        togglePlay();
        break;
      case 'seekBy':
        if (video) seek(video.currentTime + command.seconds);
        break;
      case 'volumeBy':
        setVolume(stateRef.current.volume + command.amount);
        break;
      case 'toggleMute':
        toggleMute();
        break;
      case 'toggleFullscreen':
        void setFullscreen(!stateRef.current.fullscreen).catch(() => undefined);
        break;
    }
  };

  // ---- seek bar geometry ----
  const range = isLive ? win : { start: 0, end: state.duration || props.duration || 0 };
  const span = range ? range.end - range.start : 0;
  const fraction = range && span > 0 ? Math.min(1, Math.max(0, (state.position - range.start) / span)) : 0;
  const timeAt = (f: number) => (range ? range.start + f * span : 0);

  const pointerFraction = (event: ReactPointerEvent<HTMLDivElement>) => {
    const rect = seekBarRef.current?.getBoundingClientRect();
    return rect ? fractionFromPointer(event.clientX, rect, direction) : 0;
  };
  const onSeekPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!range || span <= 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dispatch({ type: 'dragStart' });
    setHover({ fraction: pointerFraction(event), time: timeAt(pointerFraction(event)) });
  };
  const onSeekPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!range || span <= 0) return;
    const f = pointerFraction(event);
    setHover({ fraction: f, time: timeAt(f) });
  };
  const onSeekPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!stateRef.current.dragging) return;
    dispatch({ type: 'dragEnd' });
    seek(timeAt(pointerFraction(event)));
  };

  const marker = activeSkipMarker(skipMarkers, state.position);
  const openTab = sidebarTabs?.find((tab) => tab.id === state.sidebarTab) ?? null;
  const previewThumb = hover ? cueAt(thumbs, hover.time) : null;
  const previewChapter = hover ? cueAt(chapters, hover.time) : null;
  const atLiveEdge = isAtLiveEdge(state.position, liveEdge);
  const showBigPlay = !error && ((!state.hasStarted && (state.autoStartFailed || !autoPlay)) || state.videoEnded);
  const controlsVisible = state.hovering || !state.isPlaying || state.dragging;
  const positionLabel = isLive ? (atLiveEdge ? t(L.live) : formatTime(state.position - (liveEdge ?? state.position))) : `${formatTime(state.position)} / ${formatTime(span)}`;

  return (
    <div
      ref={containerRef}
      className={['player', controlsVisible ? 'player--controls' : '', state.fullscreen ? 'player--fullscreen' : '', className ?? ''].filter(Boolean).join(' ')}
      dir={direction}
      tabIndex={0}
      role="region"
      aria-label={title ? `${t(L.player)}: ${title}` : t(L.player)}
      onKeyDown={onKeyDown}
      onPointerMove={showControls}
      onPointerLeave={() => dispatch({ type: 'hover', hovering: false })}
      data-state={error ? 'error' : state.isPlaying ? 'playing' : state.isReady ? 'ready' : 'loading'}
    >
      <video
        ref={videoRef}
        className="player__video"
        poster={poster}
        playsInline
        crossOrigin="anonymous"
        preload="metadata"
        onPointerUp={(e) => {
          // On touch, the first tap only reveals the controls; a tap while they show toggles playback.
          if (e.pointerType === 'touch' && !stateRef.current.hovering) showControls();
          else togglePlay();
        }}
      >
        {/* Native HLS (no MSE) cannot read the playlist's subtitle group through hls.js: side-load them. */}
        {!hasMse() && subtitles?.map((s) => <track key={s.language} kind="subtitles" srcLang={s.language} label={s.name} src={s.url} />)}
      </video>

      {watermark && (watermark.text || watermark.imageUrl) ? (
        <div className="player__watermark" aria-hidden="true">
          {watermark.imageUrl ? <img src={watermark.imageUrl} alt="" /> : watermark.text}
        </div>
      ) : null}

      {state.waiting && !state.isPlaying && !error && !showBigPlay ? (
        <div className="player__spinner" role="status" aria-label={t(L.loading)} />
      ) : null}

      {showBigPlay ? (
        <button type="button" className="player__big-play" onClick={state.videoEnded ? restart : togglePlay} aria-label={state.videoEnded ? t(L.restart) : t(L.play)}>
          <span aria-hidden="true">{state.videoEnded ? '↻' : '▶'}</span>
        </button>
      ) : null}

      {state.videoEnded && props.nextVideo && props.onNext && !error && !isTrailer ? (
        <button type="button" className="player__up-next" onClick={props.onNext}>
          <span className="player__up-next-label">{t(L.upNext)}</span>
          <span className="player__up-next-title">{props.nextVideo.title}</span>
        </button>
      ) : null}

      {error ? (
        <div className="player__error" role="alert">
          <div>
            <p>{t(error.key)}</p>
            <button type="button" className="player__text-button" onClick={() => setAttempt((n) => n + 1)}>
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

      {openTab ? (
        <aside id={`player-sidebar-${openTab.id}`} className="player__sidebar" aria-label={t(openTab.labelKey)}>
          {openTab.content}
        </aside>
      ) : null}

      <div className="player__controls" onPointerDown={(e) => e.stopPropagation()}>
        <div
          ref={seekBarRef}
          className="player__seek"
          role="slider"
          tabIndex={0}
          aria-label={t(L.seek)}
          aria-valuemin={range?.start ?? 0}
          aria-valuemax={range?.end ?? 0}
          aria-valuenow={Math.round(state.position)}
          aria-valuetext={positionLabel}
          onPointerDown={onSeekPointerDown}
          onPointerMove={onSeekPointerMove}
          onPointerUp={onSeekPointerUp}
          onPointerCancel={() => dispatch({ type: 'dragEnd' })}
          onPointerLeave={() => !state.dragging && setHover(null)}
        >
          <div className="player__seek-track">
            <div className="player__seek-fill" style={{ inlineSize: `${(state.dragging && hover ? hover.fraction : fraction) * 100}%` }} />
            {span > 0
              ? chapters
                  .filter((c) => c.start > (range?.start ?? 0) && c.start < (range?.end ?? 0))
                  .map((c) => (
                    <span key={c.start} className="player__chapter-mark" style={{ insetInlineStart: `${((c.start - (range?.start ?? 0)) / span) * 100}%` }} title={c.title} />
                  ))
              : null}
          </div>
          {hover && span > 0 ? (
            <div className="player__preview" style={{ insetInlineStart: `${hover.fraction * 100}%` }} aria-hidden="true">
              {previewThumb ? (
                <div
                  className="player__preview-image"
                  style={
                    previewThumb.region
                      ? {
                          width: previewThumb.region.w,
                          height: previewThumb.region.h,
                          backgroundImage: `url("${previewThumb.url}")`,
                          backgroundPosition: `-${previewThumb.region.x}px -${previewThumb.region.y}px`,
                        }
                      : { width: 160, height: 90, backgroundImage: `url("${previewThumb.url}")`, backgroundSize: 'cover' }
                  }
                />
              ) : null}
              {previewChapter ? <span className="player__preview-chapter">{previewChapter.title}</span> : null}
              <span className="player__preview-time">{isLive && liveEdge !== null ? formatTime(hover.time - liveEdge) : formatTime(hover.time)}</span>
            </div>
          ) : null}
        </div>

        <div className="player__bar">
          <button type="button" className="player__button" onClick={togglePlay} aria-label={state.isPlaying ? t(L.pause) : t(L.play)}>
            <span aria-hidden="true">{state.isPlaying ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className="player__button" onClick={restart} aria-label={isLive ? t(L.watchFromStart) : t(L.restart)} title={isLive ? t(L.watchFromStart) : t(L.restart)}>
            <span aria-hidden="true">⏮</span>
          </button>
          <button type="button" className="player__button" onClick={toggleMute} aria-label={state.muted ? t(L.unmute) : t(L.mute)} aria-pressed={state.muted}>
            <span aria-hidden="true">{state.muted || state.volume === 0 ? '🔇' : '🔊'}</span>
          </button>
          <input
            className="player__volume"
            type="range"
            min={0}
            max={100}
            step={1}
            value={state.muted ? 0 : state.volume}
            aria-label={t(L.volume)}
            onChange={(e) => setVolume(Number(e.currentTarget.value))}
          />
          <span className="player__time">{positionLabel}</span>
          {isLive && !atLiveEdge ? (
            <button type="button" className="player__text-button" onClick={goLive}>
              {t(L.watchLive)}
            </button>
          ) : null}
          <span className="player__spacer" />
          {tracks.subtitles.length > 0 ? (
            <TrackSelect
              label={t(L.subtitles)}
              tracks={tracks.subtitles}
              value={tracks.subtitle}
              offLabel={t(L.subtitlesOff)}
              onChange={(id) => setSubtitleTrack(id < 0 ? null : id)}
            />
          ) : null}
          {tracks.audio.length > 1 ? (
            <TrackSelect label={t(L.audio)} tracks={tracks.audio} value={tracks.audioTrack} onChange={setAudioTrack} />
          ) : null}
          {sidebarTabs?.map((tab) => (
            <button
              key={tab.id}
              type="button"
              className="player__text-button"
              aria-expanded={state.sidebarTab === tab.id}
              aria-controls={`player-sidebar-${tab.id}`}
              onClick={() => dispatch({ type: 'sidebarToggle', tab: tab.id })}
            >
              {t(tab.labelKey)}
            </button>
          ))}
          <button
            type="button"
            className="player__button"
            onClick={() => void setFullscreen(!state.fullscreen).catch(() => undefined)}
            aria-label={state.fullscreen ? t(L.exitFullscreen) : t(L.fullscreen)}
            aria-pressed={state.fullscreen}
          >
            <span aria-hidden="true">⛶</span>
          </button>
        </div>
      </div>
    </div>
  );
});

export default Player;
