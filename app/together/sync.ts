/**
 * Keeping one viewer's picture in step with the room (pure; the hook in use-room-sync.ts
 * applies it). Positions are on the room's clock: the programme date of the frame for live
 * streams (the same for every viewer), media time otherwise; see contract/together.ts.
 */
import type { z } from 'zod';
import type { roomPlayback } from '../../contract/together';

export type RoomPlayback = z.output<typeof roomPlayback>;

/** Off by more than this, the picture is moved: under the half second the room promises. */
export const SEEK_THRESHOLD_MS = 350;

/** Where the room's picture is at `serverNow` (ms), or null before anyone played. */
export function roomPosition(playback: RoomPlayback, serverNow: number): number | null {
  if (playback.positionMs === null) return null;
  return playback.playing ? playback.positionMs + Math.max(0, serverNow - playback.updatedAt) : playback.positionMs;
}

export interface LocalPicture {
  paused: boolean;
  /** The video element's current time (s). */
  currentTime: number;
  /** Room clock minus media time (ms): programme date − currentTime for live, 0 otherwise. */
  clockOffset: number;
}

export interface Correction {
  play?: true;
  pause?: true;
  /** Media time (s) to seek to. */
  seekTo?: number;
}

/** What to do to the local picture so it matches the room now; empty when it does. */
export function correction(playback: RoomPlayback, local: LocalPicture, serverNow: number): Correction {
  const target = roomPosition(playback, serverNow);
  if (target === null) return {};
  const out: Correction = {};
  if (playback.playing && local.paused) out.play = true;
  if (!playback.playing && !local.paused) out.pause = true;
  const here = local.currentTime * 1000 + local.clockOffset;
  if (Math.abs(here - target) > SEEK_THRESHOLD_MS) out.seekTo = (target - local.clockOffset) / 1000;
  return out;
}

/**
 * What a viewer's own action tells the room: a change of play state or a seek. Pressing
 * play in a room already playing (a viewer whose browser held back autoplay) changes
 * nothing for the others, so it is not sent: the picture just joins in.
 */
export function outgoing(kind: 'play' | 'pause' | 'seek', playback: RoomPlayback): 'play' | 'pause' | 'seek' | null {
  if (kind === 'play' && playback.playing && playback.positionMs !== null) return null;
  if (kind === 'pause' && !playback.playing) return null;
  return kind;
}

/**
 * The platform's clock as seen from here. Each sample is the server time stamped on a
 * message minus the local time it arrived; delivery only ever makes that smaller, so the
 * largest sample is the best estimate of the offset.
 */
export class ServerClock {
  private offset: number;
  constructor(serverNow: number, localNow = Date.now()) {
    this.offset = serverNow - localNow;
  }
  sample(serverNow: number, localNow = Date.now()): void {
    this.offset = Math.max(this.offset, serverNow - localNow);
  }
  now(localNow = Date.now()): number {
    return localNow + this.offset;
  }
}
