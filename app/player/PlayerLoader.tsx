/**
 * Mount point for routes. Renders a poster placeholder on the server and on the first
 * client render (no hydration mismatch), then lazily imports the Player module after
 * mount. The player code and hls.js are lazy chunks (./player-code.ts), so neither lands in
 * the bundles of pages that do not show a player; both start loading when this renders in the
 * browser (the hydration render), side by side, and the stream itself starts loading then
 * (./early-source.ts): the player adopts it when it mounts.
 */
import { forwardRef, lazy, Suspense, useEffect, useState } from 'react';
import type { PlayerHandle, PlayerProps } from './Player';
import type { EarlyProps } from './early-source';
import { loadEarlyStart, loadPlayerModule, preloadPlayerCode } from './player-code';

const LazyPlayer = lazy(loadPlayerModule);

/**
 * What ./early-start.ts needs to start the stream before hydration, as JSON for the markup; none
 * without a source (the watch loader gives one only to a viewer entitled to the stream).
 */
function earlyStream({ src, type, progress, trailerFrom, duration, streamRefreshUrl }: EarlyProps): string | undefined {
  if (!src) return undefined;
  return JSON.stringify({ src, type, progress, trailerFrom, duration, streamRefreshUrl });
}

function Placeholder({ poster, title, stream }: { poster?: string; title?: string; stream?: string }) {
  return (
    <div className="player player--placeholder" aria-busy="true" aria-label={title} data-early-stream={stream}>
      {/* The page's largest paint until the player mounts: fetched first (the loader sizes the URL). */}
      {poster ? <img className="player__video" src={poster} alt="" {...{ fetchpriority: 'high' }} /> : null}
    </div>
  );
}

export const PlayerLoader = forwardRef<PlayerHandle, PlayerProps>(function PlayerLoader(props, ref) {
  const [mounted, setMounted] = useState(false);
  // Idempotent (one fetch per page), and a no-op on the server.
  preloadPlayerCode();
  // The hydration render: the stream starts loading before the player exists (once per source).
  // Idempotent per source: the document's early module may have started it before hydration.
  if (!mounted && typeof document !== 'undefined' && props.src) {
    loadEarlyStart()
      .then(({ startSourceEarly }) => startSourceEarly(props))
      .catch(() => undefined);
  }
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Placeholder poster={props.poster} title={props.title} stream={earlyStream(props)} />;
  return (
    <Suspense fallback={<Placeholder poster={props.poster} title={props.title} />}>
      <LazyPlayer ref={ref} {...props} />
    </Suspense>
  );
});

export type { PlayerHandle, PlayerProps } from './Player';
