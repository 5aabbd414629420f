/**
 * Simulated live: a sliding-window HLS media playlist over a short loop of segments,
 * computed from the clock alone (no state, no background process), so any number of
 * platform processes agree on what is "live" at a given instant.
 *
 * Timeline: the loop starts playing at `start` (epoch ms; 0 = the Unix epoch for
 * channels that are always on) and repeats forever. Segment number n (the media
 * sequence number) is the n-th segment since `start`; it plays loop file n mod N.
 * Only segments that have completely "aired" by `now` are listed. The window reaches
 * back `dvrSeconds` (at least MIN_WINDOW_SEGMENTS segments, never before `start`).
 * When the loop wraps, timestamps jump back, hence EXT-X-DISCONTINUITY before each
 * wrap and EXT-X-DISCONTINUITY-SEQUENCE = number of wraps before the first listed segment.
 * EXT-X-PROGRAM-DATE-TIME is written on the first listed segment and after each discontinuity
 * only: a client carries the wall clock forward through the EXTINF durations in between (RFC 8216
 * section 4.3.2.6; hls.js does), and the durations are exact to the millisecond, so the times it
 * derives are the ones it would have read. Stamping every segment tripled the tag lines a
 * player parses on the main thread at start and at every reload of a long DVR window.
 * Once `end` has passed the playlist freezes at `end` and gets EXT-X-ENDLIST.
 *
 * Playlist delta updates (RFC 8216bis section 6.2.5.1): a live playlist announces
 * EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL, and a player that already holds a recent copy asks
 * for `_HLS_skip=YES`; the answer then replaces the segments that start more than
 * CAN-SKIP-UNTIL before the end of the playlist with one EXT-X-SKIP line. A player reloads
 * the playlist every target duration and parses it on the page's main thread, so without
 * this a two-hour window (1,800 segments) is read again in full every four seconds.
 */

export interface LoopSegment {
  /** Source file for this loop position (the caller maps URIs; see segmentUri). */
  uri: string;
  /** Seconds. */
  duration: number;
}

export interface LivePlaylistInput {
  /** Epoch ms. */
  now: number;
  /** Epoch ms the event (or channel) started; default 0. */
  start?: number;
  /** Epoch ms the event ends; undefined for an open-ended channel. */
  end?: number;
  /** Length of the DVR window in seconds. */
  dvrSeconds: number;
  segments: ReadonlyArray<LoopSegment>;
  /** URI written for segment number `sequence` (default `${sequence}.ts`). */
  segmentUri?: (sequence: number, segment: LoopSegment) => string;
  /** The player asked for a delta update (`_HLS_skip=YES`): skip what lies beyond the skip boundary. */
  skip?: boolean;
}

export interface LivePlaylist {
  text: string;
  /** EXT-X-MEDIA-SEQUENCE: number of the first listed segment. */
  firstSequence: number;
  lastSequence: number;
  discontinuitySequence: number;
  ended: boolean;
  /** Segments replaced by EXT-X-SKIP (0 for a full playlist). */
  skippedSegments: number;
}

/** hls.js starts 3 target durations behind the edge; a window shorter than that stalls. */
export const MIN_WINDOW_SEGMENTS = 5;
/** Six hours: beyond that the playlist text grows large for no demo value. */
export const MAX_DVR_SECONDS = 6 * 3600;
/**
 * Skip boundary of delta updates, in target durations: the spec's minimum is six. A player asks
 * for a delta only while its copy is younger than half of it (hls.js checks), here 24 s.
 */
export const SKIP_BOUNDARY_TARGET_DURATIONS = 12;

interface Timeline {
  count: number;
  durationsMs: number[];
  /** offsetsMs[i] = start of loop position i within one loop; offsetsMs[count] = loop length. */
  offsetsMs: number[];
}

function timeline(segments: ReadonlyArray<LoopSegment>): Timeline {
  if (segments.length === 0) throw new Error('liveMediaPlaylist: the loop has no segments');
  const durationsMs = segments.map((s) => {
    if (!(s.duration > 0) || !Number.isFinite(s.duration)) throw new Error(`liveMediaPlaylist: bad duration for ${s.uri}`);
    return Math.round(s.duration * 1000);
  });
  const offsetsMs = [0];
  for (const d of durationsMs) offsetsMs.push(offsetsMs[offsetsMs.length - 1] + d);
  return { count: segments.length, durationsMs, offsetsMs };
}

/** Start of segment `sequence`, in ms since `start`. */
function segmentStartMs(t: Timeline, sequence: number): number {
  const loop = Math.floor(sequence / t.count);
  return loop * t.offsetsMs[t.count] + t.offsetsMs[sequence % t.count];
}

/** Number of the last segment that has completely aired `elapsedMs` after start (-1: none yet). */
function lastCompleteSequence(t: Timeline, elapsedMs: number): number {
  const loopMs = t.offsetsMs[t.count];
  const loop = Math.floor(elapsedMs / loopMs);
  const within = elapsedMs - loop * loopMs;
  let complete = 0;
  while (complete < t.count && t.offsetsMs[complete + 1] <= within) complete++;
  return loop * t.count + complete - 1;
}

/** Returns null when nothing has aired yet (before start, or inside the first segment). */
export function liveMediaPlaylist(input: LivePlaylistInput): LivePlaylist | null {
  const start = input.start ?? 0;
  const t = timeline(input.segments);
  const ended = input.end !== undefined && input.now >= input.end;
  const edge = ended ? (input.end as number) : input.now;
  if (edge < start) return null;
  const last = lastCompleteSequence(t, edge - start);
  if (last < 0) return null;

  const maxDurationMs = Math.max(...t.durationsMs);
  const dvrMs = Math.min(Math.max(input.dvrSeconds, 0), MAX_DVR_SECONDS) * 1000;
  const windowEndMs = segmentStartMs(t, last + 1);
  let first = last;
  // Walk back while the window still fits in the DVR length, or is shorter than the minimum.
  while (first > 0) {
    const candidate = first - 1;
    const span = windowEndMs - segmentStartMs(t, candidate);
    if (span > dvrMs && last - candidate + 1 > MIN_WINDOW_SEGMENTS) break;
    first = candidate;
  }

  const uriFor = input.segmentUri ?? ((sequence: number) => `${sequence}.ts`);
  const discontinuitySequence = Math.floor(first / t.count);
  const targetDuration = Math.ceil(maxDurationMs / 1000);
  const skipUntilSeconds = SKIP_BOUNDARY_TARGET_DURATIONS * targetDuration;
  // An ended playlist never changes again, so a player stops reloading it: nothing to skip.
  const skipped = input.skip && !ended ? skippedSegments(t, first, last, skipUntilSeconds * 1000) : 0;
  const lines = [
    '#EXTM3U',
    // EXT-X-SKIP needs version 9; a full playlist stays at 6.
    `#EXT-X-VERSION:${skipped > 0 ? 9 : 6}`,
    `#EXT-X-TARGETDURATION:${targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  if (!ended) lines.push(`#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=${skipUntilSeconds.toFixed(1)}`);
  if (skipped > 0) lines.push(`#EXT-X-SKIP:SKIPPED-SEGMENTS=${skipped}`);
  const firstListed = first + skipped;
  for (let sequence = firstListed; sequence <= last; sequence++) {
    const position = sequence % t.count;
    // The first segment's discontinuity is already counted by DISCONTINUITY-SEQUENCE.
    const wraps = position === 0 && sequence !== first;
    if (wraps) lines.push('#EXT-X-DISCONTINUITY');
    // The first listed segment of a delta is stamped too: its clock must not depend on the skipped ones.
    if (wraps || sequence === firstListed) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(start + segmentStartMs(t, sequence)).toISOString()}`);
    lines.push(`#EXTINF:${(t.durationsMs[position] / 1000).toFixed(3)},`);
    lines.push(uriFor(sequence, input.segments[position]));
  }
  if (ended) lines.push('#EXT-X-ENDLIST');
  return { text: lines.join('\n') + '\n', firstSequence: first, lastSequence: last, discontinuitySequence, ended, skippedSegments: skipped };
}

/** How many segments from `first` on start more than `boundaryMs` before the end of segment `last`. */
function skippedSegments(t: Timeline, first: number, last: number, boundaryMs: number): number {
  const endMs = segmentStartMs(t, last + 1);
  let sequence = first;
  while (sequence <= last && endMs - segmentStartMs(t, sequence) > boundaryMs) sequence++;
  return sequence - first;
}

/** Which loop file plays as segment number `sequence`. */
export function loopSegmentFor(segments: ReadonlyArray<LoopSegment>, sequence: number): LoopSegment {
  if (!Number.isSafeInteger(sequence) || sequence < 0) throw new RangeError('segment number must be a non-negative integer');
  return segments[sequence % segments.length];
}
