/**
 * Watch from start or watch live: live programme cards offer
 * both. Pure.
 *
 * The playback status is `restart` when the viewer watches from the beginning (behind the
 * live edge, inside the DVR window) and `live` at the live edge. The status decides which
 * of the two buttons is primary: the one for what is playing now. The other one is the
 * secondary, hidden where programme-guide playback is disabled (realm
 * `features.epgPlayback`).
 */

export type PlaybackStatus = 'restart' | 'live';
export type LiveAction = 'watchFromStart' | 'watchLive';

export interface LiveActions {
  primary: LiveAction;
  /** null when hidden. */
  secondary: LiveAction | null;
}

export function liveActions(status: PlaybackStatus, options: { epgPlayback: boolean }): LiveActions {
  const primary: LiveAction = status === 'restart' ? 'watchFromStart' : 'watchLive';
  const other: LiveAction = primary === 'watchLive' ? 'watchFromStart' : 'watchLive';
  return { primary, secondary: options.epgPlayback ? other : null };
}

/** Seconds behind the live edge from which playback counts as "from start" (the player's own "watch live" threshold). */
export const BEHIND_LIVE_SECONDS = 15;

/** The status of a playing live stream: `restart` more than 15 s behind the edge of its seekable window. */
export function statusFromPosition(position: number, liveEdge: number | null | undefined): PlaybackStatus {
  if (liveEdge == null || !Number.isFinite(liveEdge) || !Number.isFinite(position)) return 'live';
  return liveEdge - position > BEHIND_LIVE_SECONDS ? 'restart' : 'live';
}

/**
 * The live page's `start` query: `beginning` asks for the start of the DVR window, an ISO
 * time (a programme's start, from the guide) for that moment of the stream; anything else
 * is live.
 */
export const START_QUERY = 'start';
export const START_FROM_BEGINNING = 'beginning';

export type StartRequest = { kind: 'live' } | { kind: 'beginning' } | { kind: 'at'; time: number };

export function startFromQuery(value: string | null): StartRequest {
  if (value === START_FROM_BEGINNING) return { kind: 'beginning' };
  if (value && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return { kind: 'at', time };
  }
  return { kind: 'live' };
}

export function statusFromQuery(value: string | null): PlaybackStatus {
  return startFromQuery(value).kind === 'live' ? 'live' : 'restart';
}

/**
 * Where to seek for a start request, in media seconds: the window start for `beginning`;
 * for a moment in time, that many seconds behind the live edge (edge ≈ server now), kept
 * inside the seekable window. Null: play live.
 */
export function startPositionFor(request: StartRequest, window: { start: number; end: number } | null, serverNow: number): number | null {
  if (request.kind === 'live' || !window) return null;
  if (request.kind === 'beginning') return window.start;
  const behind = Math.max(0, (serverNow - request.time) / 1000);
  return Math.min(window.end, Math.max(window.start, window.end - behind));
}
