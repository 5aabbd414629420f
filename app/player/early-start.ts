/**
 * The small module a watch document runs before it hydrates: it starts the stream of every
 * player placeholder in the markup that names one (`data-early-stream`, written by
 * ./PlayerLoader.tsx only when the viewer was given a source) as soon as this module and hls.js
 * have arrived, into the placeholder's own <video>, instead of in the hydration render several
 * hundred milliseconds later. The player adopts the instance and the element when it mounts
 * (./early-source.ts, ./use-adopted-video.ts). Client-side navigation keeps the hydration
 * render's start (no element: the player attaches its own).
 *
 * Loaded by the document's loader script (components/hydration-modules.server.ts, `early`) and
 * by PlayerLoader; its own chunk, so the page's other modules stay behind the first paint.
 */
import { startSourceEarly, type EarlyProps } from './early-source';

export { startSourceEarly };

/** The attribute a placeholder carries its stream in (JSON of EarlyProps; ./PlayerLoader.tsx writes it). */
const EARLY_STREAM_ATTRIBUTE = 'data-early-stream';

function parseEarlyProps(json: string | null): EarlyProps | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<EarlyProps> | null;
    return value && typeof value.src === 'string' && value.src ? (value as EarlyProps) : null;
  } catch {
    return null;
  }
}

/** Starts the streams the document's placeholders name (idempotent per source); settles once each has its first frame or will not get one from here. */
function startDocumentStreams(root: ParentNode = document): Promise<void> {
  const starts: Promise<void>[] = [];
  for (const element of root.querySelectorAll(`[${EARLY_STREAM_ATTRIBUTE}]`)) {
    const props = parseEarlyProps(element.getAttribute(EARLY_STREAM_ATTRIBUTE));
    if (props) starts.push(startSourceEarly(props, element.querySelector('video')));
  }
  return Promise.all(starts).then(() => undefined);
}

/**
 * The document's streams are at their first frame (or none is coming). The document's loader
 * script waits for it, up to a bound, before it evaluates the page's other modules
 * (components/hydration-modules.server.ts): hydration is a row of main-thread tasks, and every
 * step of the start (playlists, transmuxing, MediaSource events) would queue behind them.
 */
export const firstFrame: Promise<void> = typeof document !== 'undefined' ? startDocumentStreams() : Promise.resolve();
