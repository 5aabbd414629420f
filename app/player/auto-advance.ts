/**
 * When the player advances at the end: a VOD (never live) that is not a
 * trailer (its end offers the way back to its video), with a next video, when the viewer's
 * `autoAdvance` preference allows it. The neighbours and the preference come from the route
 * (app/watch/adjacent.ts).
 */
import type { PlayerType } from './state';

export function shouldAutoAdvance(input: { preference: boolean; hasNext: boolean; isTrailer: boolean; type: PlayerType }): boolean {
  return input.preference && input.hasNext && !input.isTrailer && input.type === 'VOD';
}
