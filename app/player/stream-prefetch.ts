/**
 * Fetches what a stream's first frame needs (master playlist → start rendition's media playlist
 * → the segment at the start position) while hls.js is still being evaluated, so that hls.js
 * finds all three in the browser's HTTP cache when it asks: the two round trips after the master
 * no longer wait for the library. Without it, hls.js (180 KB of script, evaluated at the first
 * paint) only starts asking once it has run, and each request waits for the previous answer.
 *
 * The requests are the ones hls.js makes: the same URLs (resolved against the playlist and
 * signed by the same token keeper, ./stream-token.ts) and the same mode (CORS, no credentials:
 * hls.js's XHR, and the master's preload from the document's headers). The choice mirrors
 * hls.js's configuration in ./hls-source.ts: the lowest-bandwidth rendition (START_LEVEL), the
 * segment holding the start position, or for live the one LIVE_SYNC_SEGMENTS target durations
 * behind the edge. A guess that turns out wrong costs one unused response, never playback:
 * hls.js fetches what it needs itself. Platform answers carry caching headers (segments for a
 * day, VOD playlists for minutes, live playlists for half a segment), which is what makes the
 * second ask a cache hit.
 */

/** hls.js's `liveSyncDurationCount`: live starts this many target durations behind the edge. */
export const LIVE_SYNC_SEGMENTS = 3;

/** The URI of the lowest-bandwidth variant of a master playlist (hls.js's level 0), or null for a media playlist. */
export function startVariantUri(master: string): string | null {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let best: { bandwidth: number; uri: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const match = /^#EXT-X-STREAM-INF:(.*)$/.exec(lines[i]);
    if (!match) continue;
    const bandwidth = Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(match[1])?.[1]);
    const uri = lines.slice(i + 1).find((line) => line !== '' && !line.startsWith('#'));
    if (!uri || !Number.isFinite(bandwidth)) continue;
    if (!best || bandwidth < best.bandwidth) best = { bandwidth, uri };
  }
  return best?.uri ?? null;
}

/**
 * The URI of the segment playback starts with: the one holding `start` seconds (VOD; past the end,
 * none), or for a live playlist (no ENDLIST, `start` < 0) the one holding the point
 * LIVE_SYNC_SEGMENTS target durations before its end.
 */
export function startSegmentUri(media: string, start: number): string | null {
  const lines = media.split(/\r?\n/).map((line) => line.trim());
  const targetDuration = Number(/^#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)/m.exec(media)?.[1]);
  const segments: { start: number; end: number; uri: string }[] = [];
  let duration: number | null = null;
  let position = 0;
  for (const line of lines) {
    const extinf = /^#EXTINF:(\d+(?:\.\d+)?)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line !== '' && !line.startsWith('#') && duration !== null) {
      segments.push({ start: position, end: position + duration, uri: line });
      position += duration;
      duration = null;
    }
  }
  if (segments.length === 0) return null;
  const live = start < 0;
  if (live && !Number.isFinite(targetDuration)) return null;
  const at = live ? Math.max(0, position - LIVE_SYNC_SEGMENTS * targetDuration) : start;
  return segments.find((segment) => at >= segment.start && at < segment.end)?.uri ?? null;
}

/** hls.js's request mode: CORS without credentials to another origin, as its XHR asks. */
const AS_HLS_ASKS: RequestInit = { mode: 'cors', credentials: 'same-origin' };

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, AS_HLS_ASKS);
  if (!response.ok) throw new Error(`${response.status}`);
  return response.text();
}

/**
 * Fetches `src`'s master playlist, start media playlist and start segment, each URL passed
 * through `sign` as hls.js's loader does. Resolves once the media playlist has been asked for
 * (or the chain stopped): from then on the rest of the chain runs in the network process while
 * the caller evaluates hls.js, a long task that would otherwise hold up the chain's next step.
 * Never rejects: a failure only ends the prefetch.
 */
export function prefetchStreamStart(src: string, start: number, sign: (url: string) => string): Promise<void> {
  return new Promise<void>((mediaAsked) => {
    void (async () => {
      const masterUrl = sign(src);
      const variant = startVariantUri(await fetchText(masterUrl));
      if (!variant) return;
      const mediaUrl = sign(new URL(variant, masterUrl).href);
      const media = fetchText(mediaUrl);
      mediaAsked();
      const segment = startSegmentUri(await media, start);
      if (!segment) return;
      // Read to the end, so the whole segment is in the cache; nobody waits for it here.
      const response = await fetch(sign(new URL(segment, mediaUrl).href), AS_HLS_ASKS);
      await response.arrayBuffer();
    })()
      .catch(() => undefined)
      .finally(() => mediaAsked());
  });
}
