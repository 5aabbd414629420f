/**
 * The player's code, fetched once per page: the Player chunk and hls.js (its own chunk, only
 * where the browser has MediaSource; native HLS needs no library). Started together while the
 * page hydrates, not one after the other (player mounted → player effect → hls.js), because
 * that chain is most of the time to the first frame. A failed fetch is forgotten, so a retry
 * fetches again.
 */
import { hasMse } from './native-source';

/**
 * `load`, called once: every caller shares its promise. A failed load is forgotten, so the next
 * call fetches again. Each `import()` stays written out at its call site, so the bundler gives
 * the module its own chunk.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export const loadPlayerModule = loadOnce(() => import('./Player'));

/** hls.js as this product builds it: its own API, without the features the product does not use (scripts/build-hls.mjs). */
export const loadHlsLibrary = loadOnce(() => import('./hls-lean.generated.js'));

/** The module that starts a stream before the player mounts (./early-start.ts; the document may have run it already). */
export const loadEarlyStart = loadOnce(() => import('./early-start'));

/** Starts fetching both (browser only); errors surface where the code is used. */
export function preloadPlayerCode(): void {
  if (typeof document === 'undefined') return;
  loadPlayerModule().catch(() => undefined);
  if (hasMse()) loadHlsLibrary().catch(() => undefined);
}
