/**
 * User Timing marks of a stream's start (`player:hls-created`, `player:manifest-parsed`,
 * `player:frag-buffered`), so the time to first frame can be split into its steps from the page
 * itself (bench/playback.ts reads them next to Resource Timing). Each mark is set once per page:
 * the first stream's start is the one that counts, later ones would only blur the reading.
 */
import type HlsType from 'hls.js';

type Hls = typeof HlsType;

function markOnce(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}

export function markPlaybackStart(Hls: Hls, hls: HlsType): void {
  markOnce('player:hls-created');
  hls.once(Hls.Events.MANIFEST_PARSED, () => markOnce('player:manifest-parsed'));
  hls.once(Hls.Events.FRAG_BUFFERED, () => markOnce('player:frag-buffered'));
}
