/**
 * Starts a stream's hls.js instance before the player exists: while the page hydrates, hls.js
 * already fetches the master playlist, the media playlist and the first segment
 * (`startFragPrefetch`), with no media element attached. When the player mounts, its source
 * hook adopts that instance and attaches its <video> to it: one hls.js instance and one
 * MediaSource per stream, no second download. Without this, all of that waited for the whole
 * page to hydrate and the player to mount.
 *
 * Only where hls.js plays (MediaSource); only one instance per source; one taker. An instance
 * that hit a fatal error before it was taken, or that nobody takes in time (the viewer left),
 * is destroyed; the player then starts its own the usual way.
 */
import type HlsType from 'hls.js';
import { startPosition } from './controls';
import { createHls } from './hls-source';
import { hasMse } from './native-source';
import { loadHlsLibrary } from './player-code';
import type { PlayerProps } from './player-types';
import { StreamTokens } from './stream-token';
import { prefetchStreamStart } from './stream-prefetch';

/** An early instance not adopted by then is dropped (the player never mounted). */
const UNCLAIMED_MS = 30_000;

interface EarlySource {
  refreshUrl: string | null | undefined;
  /** The server-rendered element the instance plays into before the player mounts (./early-start.ts). */
  video: HTMLVideoElement | null;
  /** The MediaSource opened on `video` before hls.js arrived, until hls.js takes it over. */
  mediaSource: MediaSource | null;
  start: number;
  tokens: StreamTokens;
  hls: HlsType | null;
  failed: boolean;
  timer: ReturnType<typeof setTimeout>;
  /** Settles the promise startSourceEarly returned. */
  reached: () => void;
}

const early = new Map<string, EarlySource>();
/** Sources started early on this page: once each, however often the page renders the player. */
const started = new Set<string>();

export type EarlyProps = Pick<PlayerProps, 'src' | 'type' | 'progress' | 'trailerFrom' | 'duration' | 'streamRefreshUrl' | 'autoPlay' | 'muted'>;

/** Where the player starts: the live edge, or the resume position (./controls.ts). */
export function sourceStart(props: Omit<EarlyProps, 'src' | 'streamRefreshUrl'>): number {
  if (props.type === 'LIVE') return -1;
  return startPosition({ progress: props.progress, isTrailer: Boolean(props.trailerFrom), duration: props.duration });
}

/**
 * Opens a MediaSource on the placeholder's element while hls.js is still on its way, for hls.js to
 * take over (`attachMedia` with `mediaSource`, as it takes one over from another instance). A
 * MediaSource opens asynchronously, 15-80 ms after it is attached on two busy cores: opened only
 * once hls.js runs, that wait was on the first frame's path, after the first segment had been
 * transmuxed (ADR 0061). Only the plain MediaSource, which hls.js chooses wherever there is one
 * (`preferManagedMediaSource` is off); elsewhere hls.js opens its own.
 */
function openMediaSource(video: HTMLVideoElement): MediaSource | null {
  if (typeof window.MediaSource !== 'function') return null;
  const mediaSource = new window.MediaSource();
  video.src = URL.createObjectURL(mediaSource);
  return mediaSource;
}

/** Gives the element back its poster when hls.js never took its MediaSource over. */
function closeMediaSource(entry: EarlySource): void {
  const { video, mediaSource } = entry;
  entry.mediaSource = null;
  if (!video || !mediaSource) return;
  URL.revokeObjectURL(video.src);
  video.removeAttribute('src');
  video.load();
}

function drop(src: string, entry: EarlySource): void {
  entry.reached();
  clearTimeout(entry.timer);
  if (early.get(src) === entry) early.delete(src);
  closeMediaSource(entry);
  entry.hls?.destroy();
  entry.hls = null;
}

/**
 * Starts loading `props.src` once hls.js is here (browser with MediaSource only; idempotent per
 * source). With `video` (the placeholder's own element, before hydration) the instance attaches
 * to it and, unless autoplay is off, plays: the first frame needs neither hydration nor the
 * player, which adopts that element (./use-adopted-video.ts). A refused play() is left to the
 * player, which tries again and shows its play button. The promise settles at the first frame
 * (the element's first `playing`), or as soon as no frame is coming from this start.
 */
export function startSourceEarly(props: EarlyProps, video: HTMLVideoElement | null = null): Promise<void> {
  if (typeof document === 'undefined' || !hasMse() || !props.src || started.has(props.src)) return Promise.resolve();
  const { src } = props;
  let reached = () => {};
  // Settles at the first frame, or as soon as none is coming from here: no element to play
  // into, autoplay off or refused, a fatal error, the instance dropped.
  const firstFrame = new Promise<void>((resolve) => (reached = resolve));
  if (!video || props.autoPlay === false) reached();
  else video.addEventListener('playing', () => reached(), { once: true });
  started.add(src);
  const entry: EarlySource = {
    refreshUrl: props.streamRefreshUrl,
    video,
    mediaSource: video ? openMediaSource(video) : null,
    start: sourceStart(props),
    tokens: new StreamTokens(src, props.streamRefreshUrl),
    hls: null,
    failed: false,
    timer: setTimeout(() => drop(src, entry), UNCLAIMED_MS),
    reached,
  };
  early.set(src, entry);
  prefetchStreamStart(src, entry.start, (url) => entry.tokens.apply(url))
    .then(() => loadHlsLibrary())
    .then(({ default: Hls }) => {
      if (early.get(src) !== entry || !Hls.isSupported()) return reached();
      const hls = createHls(Hls, entry.start, entry.tokens.hlsConfig(Hls));
      hls.on(Hls.Events.ERROR, (_event, data) => {
        // Not adopted yet, so nobody recovers it: the player starts afresh instead.
        if (data.fatal) reached();
        if (data.fatal && early.get(src) === entry) entry.failed = true;
      });
      entry.hls = hls;
      hls.loadSource(src);
      if (video) {
        // A page that mutes its player (controlled mute) is muted from the first frame.
        if (props.muted) video.muted = true;
        const { mediaSource } = entry;
        entry.mediaSource = null;
        hls.attachMedia(mediaSource ? { media: video, mediaSource } : video);
        if (props.autoPlay !== false) hls.once(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => reached()));
      } else reached();
    })
    .catch(() => drop(src, entry));
  return firstFrame;
}

/**
 * The element an early instance plays into for `src`, for the player to adopt; null when none.
 * Asked in the commit that removes the placeholder: the element is out of the document then.
 */
export function earlyVideo(src: string): HTMLVideoElement | null {
  return early.get(src)?.video ?? null;
}

/** The token keeper the early instance signs with, so the player refreshes the one in use. */
export function earlyStreamTokens(src: string, refreshUrl: string | null | undefined): StreamTokens | null {
  const entry = early.get(src);
  return entry && entry.refreshUrl === refreshUrl ? entry.tokens : null;
}

/**
 * The early instance for `src`, handed over once: only when it was started for the same start
 * position and token keeper and has not failed; anything else is dropped.
 */
export function takeEarlySource(src: string, start: number, tokens: StreamTokens): HlsType | null {
  const entry = early.get(src);
  if (!entry) return null;
  const hls = entry.hls;
  const usable = hls !== null && !entry.failed && entry.start === start && entry.tokens === tokens;
  if (!usable) {
    drop(src, entry);
    return null;
  }
  clearTimeout(entry.timer);
  early.delete(src);
  return hls;
}
