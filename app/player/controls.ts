/** Pure helpers behind the player controls (keyboard, skip markers, time, live window). */

export type KeyCommand =
  { type: 'togglePlay' } | { type: 'seekBy'; seconds: number } | { type: 'volumeBy'; amount: number } | { type: 'toggleMute' } | { type: 'toggleFullscreen' };

export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 10;

/**
 * Keyboard control: space/k play-pause, ←/→ seek ∓/±10 s, ↑/↓ volume, m mute, f fullscreen.
 * In right-to-left layouts the seek bar runs right to left, so ←/→ swap meaning.
 * Returns null for keys the player leaves alone (and for modified keys: ctrl/alt/meta shortcuts belong to the browser).
 */
export function keyCommand(
  event: { key: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean },
  direction: 'ltr' | 'rtl' = 'ltr',
): KeyCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const forward = direction === 'rtl' ? -1 : 1;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
    case 'k':
    case 'K':
      return { type: 'togglePlay' };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: SEEK_STEP_SECONDS * forward };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -SEEK_STEP_SECONDS * forward };
    case 'ArrowUp':
      return { type: 'volumeBy', amount: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volumeBy', amount: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'toggleMute' };
    case 'f':
    case 'F':
      return { type: 'toggleFullscreen' };
    default:
      return null;
  }
}

export interface SkipMarker {
  type: 'INTRO' | 'CREDITS' | string;
  /** Seconds. */
  start: number;
  end: number;
}

/** The marker the position is inside (start inclusive, end exclusive), for the skip button. */
export function activeSkipMarker(markers: readonly SkipMarker[] | undefined, position: number): SkipMarker | null {
  if (!markers) return null;
  return markers.find((m) => Number.isFinite(m.start) && Number.isFinite(m.end) && position >= m.start && position < m.end) ?? null;
}

export function skipMarkerLabelKey(marker: SkipMarker): string {
  return marker.type === 'CREDITS' ? 'skipCredits' : 'skipIntro';
}

/** 75 → "1:15", 3725 → "1:02:05". Negative values (live offsets) get a leading minus. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '0:00';
  const sign = seconds < 0 ? '-' : '';
  const total = Math.floor(Math.abs(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${sign}${h}:${String(m).padStart(2, '0')}:${ss}` : `${sign}${m}:${ss}`;
}

export interface SeekWindow {
  start: number;
  end: number;
}

/** The seekable window from a `TimeRanges`-like object (live DVR window); null when empty. */
export function seekWindow(ranges: { length: number; start(i: number): number; end(i: number): number } | null | undefined): SeekWindow | null {
  if (!ranges || ranges.length === 0) return null;
  const start = ranges.start(0);
  const end = ranges.end(ranges.length - 1);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

/** Within this many seconds of the live edge the player counts as "live" (hls.js keeps ~3 segments back). */
export const LIVE_EDGE_TOLERANCE_SECONDS = 15;

export function isAtLiveEdge(position: number, liveEdge: number | null, tolerance = LIVE_EDGE_TOLERANCE_SECONDS): boolean {
  return liveEdge === null || liveEdge - position <= tolerance;
}

/**
 * Where playback starts: the saved `progress` (VOD route query), except for a trailer
 * (`trailerFrom` set: the trailer of another video always starts at 0) and for a saved
 * position in the last 5 % (or last 10 s), which counts as finished and starts over.
 */
export function startPosition(opts: { progress?: number | null; isTrailer?: boolean; duration?: number | null }): number {
  const { progress, isTrailer, duration } = opts;
  if (isTrailer) return 0;
  if (typeof progress !== 'number' || !Number.isFinite(progress) || progress <= 0) return 0;
  if (duration && duration > 0 && progress >= Math.min(duration * 0.95, duration - 10)) return 0;
  return progress;
}

/** Position on a seek bar from a pointer x, honouring direction. Returns a 0..1 fraction. */
export function fractionFromPointer(clientX: number, rect: { left: number; width: number }, direction: 'ltr' | 'rtl' = 'ltr'): number {
  if (rect.width <= 0) return 0;
  const f = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
  return direction === 'rtl' ? 1 - f : f;
}

/** Interval between onProgress calls (watch progress saving). */
export const PROGRESS_INTERVAL_MS = 10_000;

/**
 * The track to pick for a preferred language ("es", "pt-BR"): an exact tag match first, then the
 * same base language ("pt" for "pt-BR" and the other way round). -1 when none matches.
 */
export function preferredTrackIndex(languages: readonly string[], wanted: string): number {
  const norm = (tag: string) => tag.trim().toLowerCase().replace('_', '-');
  const target = norm(wanted);
  if (!target) return -1;
  const exact = languages.findIndex((lang) => norm(lang) === target);
  if (exact >= 0) return exact;
  const base = target.split('-')[0];
  return languages.findIndex((lang) => norm(lang).split('-')[0] === base);
}
