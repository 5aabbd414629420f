import { describe, expect, it } from 'vitest';
import {
  liveMediaPlaylist,
  loopSegmentFor,
  MIN_WINDOW_SEGMENTS,
  SKIP_BOUNDARY_TARGET_DURATIONS,
  type LoopSegment,
} from '../../platform/media/live-playlist.js';

const loop: LoopSegment[] = Array.from({ length: 6 }, (_, i) => ({ uri: `seg_00${i}.ts`, duration: 4 }));
const START = Date.UTC(2026, 0, 1, 20, 0, 0);
const at = (seconds: number) => START + seconds * 1000;

/**
 * Parses the playlist back into segments so tests assert on structure, not on string layout.
 * A segment without its own EXT-X-PROGRAM-DATE-TIME gets the previous one's plus its duration,
 * as a client derives it (RFC 8216 section 4.3.2.6); `stamped` tells whether the tag was written.
 */
function parse(text: string) {
  const lines = text.trim().split('\n');
  const tag = (name: string) =>
    lines
      .find((l) => l.startsWith(`#${name}:`))
      ?.split(':')
      .slice(1)
      .join(':');
  const segments: { uri: string; duration: number; pdt: string; stamped: boolean; discontinuity: boolean }[] = [];
  let pending: { discontinuity: boolean; pdt?: string; duration?: number } = { discontinuity: false };
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pending.pdt = line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length);
    else if (line.startsWith('#EXTINF:')) pending.duration = parseFloat(line.slice(8));
    else if (!line.startsWith('#')) {
      const previous = segments.at(-1);
      const carried = previous && new Date(Date.parse(previous.pdt) + previous.duration * 1000).toISOString();
      segments.push({
        uri: line,
        duration: pending.duration!,
        pdt: pending.pdt ?? carried!,
        stamped: pending.pdt !== undefined,
        discontinuity: pending.discontinuity,
      });
      pending = { discontinuity: false };
    }
  }
  return {
    first: lines[0],
    targetDuration: Number(tag('EXT-X-TARGETDURATION')),
    mediaSequence: Number(tag('EXT-X-MEDIA-SEQUENCE')),
    discontinuitySequence: Number(tag('EXT-X-DISCONTINUITY-SEQUENCE')),
    ended: lines.includes('#EXT-X-ENDLIST'),
    version: Number(tag('EXT-X-VERSION')),
    canSkipUntil: tag('EXT-X-SERVER-CONTROL')?.match(/CAN-SKIP-UNTIL=([0-9.]+)/)?.[1],
    skipped: Number(tag('EXT-X-SKIP')?.match(/SKIPPED-SEGMENTS=([0-9]+)/)?.[1] ?? 0),
    segments,
  };
}

describe('liveMediaPlaylist', () => {
  it('lists only fully aired segments inside the DVR window, numbered from the start', () => {
    const result = liveMediaPlaylist({ now: at(101), start: START, dvrSeconds: 30, segments: loop })!;
    const p = parse(result.text);
    expect(p.first).toBe('#EXTM3U');
    expect(p.targetDuration).toBe(4);
    // 101 s after start: segments 0..24 are complete (24 ends at 100 s); 30 s back reaches 72 s = segment 18.
    expect(p.mediaSequence).toBe(18);
    expect(p.segments.map((s) => s.uri)).toEqual(['18.ts', '19.ts', '20.ts', '21.ts', '22.ts', '23.ts', '24.ts']);
    expect(result).toMatchObject({ firstSequence: 18, lastSequence: 24, ended: false });
    expect(p.ended).toBe(false);
  });

  it('gives every segment its wall-clock time', () => {
    const p = parse(liveMediaPlaylist({ now: at(101), start: START, dvrSeconds: 30, segments: loop })!.text);
    p.segments.forEach((segment, i) => {
      expect(segment.pdt).toBe(new Date(at((18 + i) * 4)).toISOString());
      expect(segment.duration).toBe(4);
    });
  });

  it('marks a discontinuity where the loop wraps and counts earlier wraps in DISCONTINUITY-SEQUENCE', () => {
    const p = parse(liveMediaPlaylist({ now: at(101), start: START, dvrSeconds: 30, segments: loop })!.text);
    // Segments 18..23 are loop pass 3, 24 starts pass 4.
    expect(p.discontinuitySequence).toBe(3);
    expect(p.segments.filter((s) => s.discontinuity).map((s) => s.uri)).toEqual(['24.ts']);
  });

  it('writes the wall-clock time on the first segment and after each discontinuity only', () => {
    const p = parse(liveMediaPlaylist({ now: at(201), start: START, dvrSeconds: 90, segments: loop })!.text);
    // 201 s: segments 28..49 (90 s back from 200 s), wraps before 30, 36, 42 and 48.
    expect(p.segments.filter((s) => s.stamped).map((s) => s.uri)).toEqual(['28.ts', '30.ts', '36.ts', '42.ts', '48.ts']);
    expect(p.segments.filter((s) => s.discontinuity).map((s) => s.uri)).toEqual(['30.ts', '36.ts', '42.ts', '48.ts']);
    p.segments.forEach((segment, i) => expect(segment.pdt).toBe(new Date(at((28 + i) * 4)).toISOString()));
  });

  it('does not repeat the discontinuity of the first listed segment (the sequence already counts it)', () => {
    // Window starting exactly at a wrap: segment 24 first.
    const p = parse(liveMediaPlaylist({ now: at(120), start: START, dvrSeconds: 20, segments: loop })!.text);
    expect(p.mediaSequence).toBe(25);
    expect(p.discontinuitySequence).toBe(4);
    const withMin = parse(liveMediaPlaylist({ now: at(116), start: START, dvrSeconds: 20, segments: loop })!.text);
    expect(withMin.mediaSequence).toBe(24);
    expect(withMin.segments[0].discontinuity).toBe(false);
    expect(withMin.discontinuitySequence).toBe(4);
  });

  it('keeps numbering and timestamps stable between refreshes (the window slides)', () => {
    const a = parse(liveMediaPlaylist({ now: at(101), start: START, dvrSeconds: 30, segments: loop })!.text);
    const b = parse(liveMediaPlaylist({ now: at(109), start: START, dvrSeconds: 30, segments: loop })!.text);
    expect(b.mediaSequence).toBe(a.mediaSequence + 2);
    const shared = b.segments.filter((s) => a.segments.some((o) => o.uri === s.uri));
    for (const s of shared) expect(s.pdt).toBe(a.segments.find((o) => o.uri === s.uri)!.pdt);
  });

  it('never lists segments before the event start, and keeps a minimum window', () => {
    const early = parse(liveMediaPlaylist({ now: at(10), start: START, dvrSeconds: 3600, segments: loop })!.text);
    expect(early.mediaSequence).toBe(0);
    expect(early.segments.map((s) => s.uri)).toEqual(['0.ts', '1.ts']);
    const tiny = parse(liveMediaPlaylist({ now: at(400), start: START, dvrSeconds: 0, segments: loop })!.text);
    expect(tiny.segments).toHaveLength(MIN_WINDOW_SEGMENTS);
  });

  it('answers null before the start and until the first segment has aired', () => {
    expect(liveMediaPlaylist({ now: at(-60), start: START, dvrSeconds: 30, segments: loop })).toBeNull();
    expect(liveMediaPlaylist({ now: at(3.9), start: START, dvrSeconds: 30, segments: loop })).toBeNull();
    expect(liveMediaPlaylist({ now: at(4), start: START, dvrSeconds: 30, segments: loop })!.lastSequence).toBe(0);
  });

  it('freezes at the end and adds EXT-X-ENDLIST once the event is over', () => {
    const during = parse(liveMediaPlaylist({ now: at(49), start: START, end: at(50), dvrSeconds: 3600, segments: loop })!.text);
    expect(during.ended).toBe(false);
    const after = liveMediaPlaylist({ now: at(5000), start: START, end: at(50), dvrSeconds: 3600, segments: loop })!;
    const p = parse(after.text);
    expect(p.ended).toBe(true);
    expect(after.ended).toBe(true);
    // 50 s event: segments 0..11 (the partial 12th is dropped); the whole event stays seekable.
    expect(p.segments.map((s) => s.uri)).toEqual(Array.from({ length: 12 }, (_, i) => `${i}.ts`));
    expect(after.text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('counts from the Unix epoch for always-on channels', () => {
    const now = 1_800_000_002_000; // 1.8e12 ms = 450 000 000 segments of 4 s, plus 2 s
    const result = liveMediaPlaylist({ now, dvrSeconds: 20, segments: loop })!;
    expect(result.lastSequence).toBe(450_000_000 - 1);
    expect(parse(result.text).segments.at(-1)!.pdt).toBe(new Date(now - 2000 - 4000).toISOString());
  });

  it('handles loops with unequal segment lengths', () => {
    const uneven: LoopSegment[] = [
      { uri: 'a.ts', duration: 4 },
      { uri: 'b.ts', duration: 2.5 },
      { uri: 'c.ts', duration: 3.5 },
    ];
    // Loop of 10 s; 27 s after start: pass 2 has a (20-24) and b (24-26.5) complete.
    const result = liveMediaPlaylist({ now: at(27), start: START, dvrSeconds: 60, segments: uneven, segmentUri: (n, s) => `${n}-${s.uri}` })!;
    const p = parse(result.text);
    expect(p.targetDuration).toBe(4);
    expect(p.segments.map((s) => s.uri)).toEqual(['0-a.ts', '1-b.ts', '2-c.ts', '3-a.ts', '4-b.ts', '5-c.ts', '6-a.ts', '7-b.ts']);
    expect(p.segments[7].pdt).toBe(new Date(at(24)).toISOString());
    expect(p.segments.filter((s) => s.discontinuity).map((s) => s.uri)).toEqual(['3-a.ts', '6-a.ts']);
  });

  it('offers delta updates and, when asked, skips the segments beyond the boundary', () => {
    const input = { now: at(601), start: START, dvrSeconds: 3600, segments: loop };
    const full = parse(liveMediaPlaylist(input)!.text);
    // 601 s: segments 0..149, all in the window.
    expect(full.segments).toHaveLength(150);
    expect(full.canSkipUntil).toBe(String((SKIP_BOUNDARY_TARGET_DURATIONS * 4).toFixed(1)));
    expect(full.skipped).toBe(0);
    expect(full.version).toBe(6);
    const result = liveMediaPlaylist({ ...input, skip: true })!;
    const delta = parse(result.text);
    // Boundary 48 s before the end (600 s): segments starting at 552 s (138) or later stay.
    expect(delta.skipped).toBe(138);
    expect(result.skippedSegments).toBe(138);
    expect(delta.version).toBe(9);
    expect(delta.mediaSequence).toBe(full.mediaSequence);
    expect(delta.discontinuitySequence).toBe(full.discontinuitySequence);
    // What is listed is the full playlist's tail, clocks and discontinuities included.
    expect(delta.segments).toEqual(full.segments.slice(138).map((s, i) => ({ ...s, stamped: i === 0 || s.discontinuity })));
  });

  it('skips nothing in a short window or once the event has ended', () => {
    const short = liveMediaPlaylist({ now: at(101), start: START, dvrSeconds: 30, segments: loop, skip: true })!;
    expect(parse(short.text).skipped).toBe(0);
    expect(short.text).not.toContain('#EXT-X-SKIP');
    const ended = liveMediaPlaylist({ now: at(5000), start: START, end: at(600), dvrSeconds: 3600, segments: loop, skip: true })!;
    expect(ended.text).not.toContain('#EXT-X-SKIP');
    expect(ended.text).not.toContain('#EXT-X-SERVER-CONTROL');
  });

  it('rejects an empty loop and maps segment numbers to loop files', () => {
    expect(() => liveMediaPlaylist({ now: at(10), start: START, dvrSeconds: 10, segments: [] })).toThrow(/no segments/);
    expect(loopSegmentFor(loop, 13).uri).toBe('seg_001.ts');
    expect(() => loopSegmentFor(loop, -1)).toThrow(RangeError);
  });
});
