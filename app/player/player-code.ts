/**
 * The player's code, fetched once per page: the Player chunk and hls.js (its own chunk, only
 * where the browser has MediaSource; native HLS needs no library). Started together while the
 * page hydrates, not one after the other (player mounted → player effect → hls.js), because
 * that chain is most of the time to the first frame. A failed fetch is forgotten, so a retry
 * fetches again.
 */
import { hasMse } from './native-source';

let player: Promise<typeof import('./Player')> | null = null;
let hls: Promise<typeof import('hls.js')> | null = null;

export function loadPlayerModule(): Promise<typeof import('./Player')> {
  player ??= import('./Player').catch((error: unknown) => {
    player = null;
    throw error;
  });
  return player;
}

export function loadHlsLibrary(): Promise<typeof import('hls.js')> {
  hls ??= import('hls.js').catch((error: unknown) => {
    hls = null;
    throw error;
  });
  return hls;
}

let earlyStart: Promise<typeof import('./early-start')> | null = null;

/** The module that starts a stream before the player mounts (./early-start.ts; the document may have run it already). */
export function loadEarlyStart(): Promise<typeof import('./early-start')> {
  earlyStart ??= import('./early-start').catch((error: unknown) => {
    earlyStart = null;
    throw error;
  });
  return earlyStart;
}

/** Starts fetching both (browser only); errors surface where the code is used. */
export function preloadPlayerCode(): void {
  if (typeof document === 'undefined') return;
  loadPlayerModule().catch(() => undefined);
  if (hasMse()) loadHlsLibrary().catch(() => undefined);
}
