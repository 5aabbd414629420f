/**
 * Mount point for routes. Renders a poster placeholder on the server and on the first
 * client render (no hydration mismatch), then lazily imports the Player module after
 * mount and renders it once it is here. The player code and hls.js are lazy chunks (./player-code.ts), so neither lands in
 * the bundles of pages that do not show a player; both start loading when this renders in the
 * browser (the hydration render), side by side, and the stream itself starts loading then
 * (./early-source.ts): the player adopts it when it mounts.
 */
import { forwardRef, useEffect, useRef, useState } from 'react';
import type { PlayerHandle, PlayerProps } from './Player';
import type { EarlyProps } from './early-source';
import { loadEarlyStart, loadPlayerModule, preloadPlayerCode } from './player-code';

type PlayerComponent = (typeof import('./Player'))['default'];

const EMPTY_HTML = { __html: '' };

/**
 * What ./early-start.ts needs to start the stream before hydration, as JSON for the markup; none
 * without a source (the watch loader gives one only to a viewer entitled to the stream).
 */
function earlyStream({ src, type, progress, trailerFrom, duration, streamRefreshUrl, autoPlay, muted }: EarlyProps): string | undefined {
  if (!src) return undefined;
  return JSON.stringify({ src, type, progress, trailerFrom, duration, streamRefreshUrl, autoPlay, muted });
}

/** The poster's responsive candidates, as the page's preload of it names them (the same, so it is fetched once). */
interface PosterCandidates {
  srcSet: string;
  sizes: string;
}

type PlayerLoaderProps = PlayerProps & { posterCandidates?: PosterCandidates };

function Placeholder({ poster, candidates, title, stream }: { poster?: string; candidates?: PosterCandidates; title?: string; stream?: string }) {
  return (
    <div className="player player--placeholder" aria-busy="true" aria-label={title} data-early-stream={stream}>
      {/* The page's largest paint until the player mounts: fetched first, at the size it is shown,
          and timed (elementtiming): the document's scripts and hls.js are requested once it is
          on screen (components/hydration-modules.server.ts). */}
      {poster ? (
        <img
          className="player__video"
          src={poster}
          srcSet={candidates?.srcSet}
          sizes={candidates?.sizes}
          alt=""
          {...{ fetchpriority: 'high', elementtiming: 'poster' }}
        />
      ) : null}
      {/* The element the stream plays into before hydration (./early-start.ts); transparent until
          its first frame. Its children are hls.js's (a <source> for a ManagedMediaSource), added
          before hydration: empty inner HTML tells React not to hydrate them. */}
      {stream ? (
        <video className="player__video player__early" playsInline crossOrigin="anonymous" preload="none" dangerouslySetInnerHTML={EMPTY_HTML} />
      ) : null}
    </div>
  );
}

export const PlayerLoader = forwardRef<PlayerHandle, PlayerLoaderProps>(function PlayerLoader({ posterCandidates, ...props }, ref) {
  // The loaded Player component: the placeholder stays until it is here, then the player replaces
  // it in one commit (no Suspense fallback in between: ./use-adopted-video.ts moves the
  // placeholder's playing element into the player within that commit).
  const [Player, setPlayer] = useState<PlayerComponent | null>(null);
  const mounted = Player !== null;
  // Idempotent (one fetch per page), and a no-op on the server.
  preloadPlayerCode();
  // The hydration render: the stream starts loading before the player exists (once per source).
  // Idempotent per source: the document's early module may have started it before hydration.
  // Not once the player is there: it has started its own source by then (no second download).
  const shown = useRef(false);
  shown.current = mounted;
  if (!mounted && typeof document !== 'undefined' && props.src) {
    loadEarlyStart()
      .then(({ startSourceEarly }) => {
        if (!shown.current) startSourceEarly(props);
      })
      .catch(() => undefined);
  }
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadPlayerModule().then(
      (module) => current && setPlayer(() => module.default),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
  if (failed) throw new Error('the player failed to load');
  if (!Player) return <Placeholder poster={props.poster} candidates={posterCandidates} title={props.title} stream={earlyStream(props)} />;
  return <Player ref={ref} {...props} />;
});

export type { PlayerHandle, PlayerProps } from './Player';
