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
 * hls.js fetches what it needs itself.
 *
 * hls.js takes the three answers from here (`takePrefetched`, through the stream's loader in
 * ./stream-token.ts), each once, or waits for one still on its way, instead of asking the HTTP
 * cache again: on two busy cores each cache hit took 8-29 ms to come back to the page, three
 * times in a row on the first frame's path, where the network had answered the prefetch in
 * 7-12 ms (ADR 0061). An answer is kept as long as its Cache-Control allows (live playlists
 * half a segment) and at most KEEP_MS; after that hls.js asks the network as it always could.
 * Platform answers carry caching headers (segments for a day, VOD playlists for minutes), so a
 * second ask after that is still a cache hit.
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

/** The longest a prefetched answer waits for hls.js: hls.js asks within a second of the prefetch, or not from this start. */
const KEEP_MS = 10_000;

/** A prefetched answer as hls.js's loader reports one: its body, and when it was asked, began and ended (performance.now()). */
export interface PrefetchedAnswer {
  data: string | ArrayBuffer;
  start: number;
  first: number;
  end: number;
}

type Body = 'text' | 'arraybuffer';

/** The answers not taken yet, by URL: each with the form its body was read in, settled or still on its way. */
const kept = new Map<string, { as: Body; answer: Promise<PrefetchedAnswer | null> }>();

/** Seconds of Cache-Control max-age (none: 0). */
function maxAgeSeconds(cacheControl: string | null): number {
  const seconds = Number(/(?:^|[,\s])max-age=(\d+)/i.exec(cacheControl ?? '')?.[1]);
  return Number.isFinite(seconds) ? seconds : 0;
}

/** One answer read to its end, with its timings and how long it may be kept (a failed one: none, kept for no time). */
async function read(url: string, as: Body): Promise<{ answer: PrefetchedAnswer | null; keepMs: number }> {
  const start = performance.now();
  const response = await fetch(url, AS_HLS_ASKS);
  if (!response.ok) return { answer: null, keepMs: 0 };
  const first = performance.now();
  const data = as === 'text' ? await response.text() : await response.arrayBuffer();
  const keepMs = Math.min(KEEP_MS, maxAgeSeconds(response.headers.get('cache-control')) * 1000);
  return { answer: { data, start, first, end: performance.now() }, keepMs };
}

/** Fetches `url` as hls.js would and keeps the answer for hls.js (`takePrefetched`) while it is fresh; null when it failed. */
function fetchKept(url: string, as: Body): Promise<PrefetchedAnswer | null> {
  const answer = read(url, as)
    .catch(() => ({ answer: null, keepMs: 0 }))
    .then((result) => {
      setTimeout(() => {
        if (kept.get(url)?.answer === answer) kept.delete(url);
      }, result.keepMs);
      return result.answer;
    });
  kept.set(url, { as, answer });
  return answer;
}

/**
 * The prefetched answer to `url`, read as `as` (hls.js's `responseType`: `text` for playlists,
 * `arraybuffer` for segments), taken once: whoever takes it, nobody else gets it. Null when the
 * prefetch has none (never asked, already taken, expired, or read in the other form); the promise
 * settles to null when the prefetch failed, and hls.js then asks the network itself.
 */
export function takePrefetched(url: string, as: string): Promise<PrefetchedAnswer | null> | null {
  const entry = kept.get(url);
  if (!entry || entry.as !== as) return null;
  kept.delete(url);
  return entry.answer;
}

/**
 * Fetches `src`'s master playlist, start media playlist and start segment, each URL passed
 * through `sign` as hls.js's loader does, and keeps them for hls.js (`takePrefetched`). Resolves
 * once the media playlist has been asked for (or the chain stopped): from then on the rest of the
 * chain runs in the network process while the caller evaluates hls.js, a long task that would
 * otherwise hold up the chain's next step.
 * Never rejects: a failure only ends the prefetch.
 */
export function prefetchStreamStart(src: string, start: number, sign: (url: string) => string): Promise<void> {
  return new Promise<void>((mediaAsked) => {
    void (async () => {
      const masterUrl = sign(src);
      const master = await fetchKept(masterUrl, 'text');
      const variant = master && startVariantUri(master.data as string);
      if (!variant) return;
      const mediaUrl = sign(new URL(variant, masterUrl).href);
      const media = fetchKept(mediaUrl, 'text');
      mediaAsked();
      const mediaAnswer = await media;
      const segment = mediaAnswer && startSegmentUri(mediaAnswer.data as string, start);
      if (!segment) return;
      // Nobody waits for the segment here: hls.js takes it, arrived or on its way.
      await fetchKept(sign(new URL(segment, mediaUrl).href), 'arraybuffer');
    })()
      .catch(() => undefined)
      .finally(() => mediaAsked());
  });
}
