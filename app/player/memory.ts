/**
 * What the player keeps across a route change (a route change resets the
 * player but keeps volume and next video). Each video mounts a fresh Player (the reset);
 * the viewer's volume and mute live here, in the browser tab's memory, and seed the next one.
 * The queued next video is loader data of the new page, handed to the new player as
 * `nextVideo` (state.nextVideoLoaded).
 */
import { DEFAULT_VOLUME, type PlayerState } from './state';

export interface KeptAcrossRoutes {
  volume: number;
  muted: boolean;
}

let kept: KeptAcrossRoutes = { volume: DEFAULT_VOLUME, muted: false };

/** Called with every player state change; only what survives a route change is kept. */
export function rememberPlayerState(state: Pick<PlayerState, 'volume' | 'muted' | 'hasStarted'>): void {
  // A player that never started has the seeded values anyway; do not let a failed load reset them.
  if (!state.hasStarted) return;
  kept = { volume: state.volume, muted: state.muted };
}

export function keptPlayerState(): KeptAcrossRoutes {
  return kept;
}

/** For tests. */
export function forgetPlayerState(): void {
  kept = { volume: DEFAULT_VOLUME, muted: false };
}
