import { describe, expect, it } from 'vitest';
import {
  activeSkipMarker,
  formatTime,
  fractionFromPointer,
  isAtLiveEdge,
  keyCommand,
  seekWindow,
  skipMarkerLabelKey,
  startPosition,
} from '../../app/player/controls';
import { playbackErrorKey } from '../../app/player/errors';

const ranges = (...pairs: [number, number][]) => ({ length: pairs.length, start: (i: number) => pairs[i][0], end: (i: number) => pairs[i][1] });

describe('keyboard', () => {
  it('maps space/k, arrows, m and f', () => {
    expect(keyCommand({ key: ' ' })).toEqual({ type: 'togglePlay' });
    expect(keyCommand({ key: 'k' })).toEqual({ type: 'togglePlay' });
    expect(keyCommand({ key: 'ArrowRight' })).toEqual({ type: 'seekBy', seconds: 10 });
    expect(keyCommand({ key: 'ArrowLeft' })).toEqual({ type: 'seekBy', seconds: -10 });
    expect(keyCommand({ key: 'ArrowUp' })).toEqual({ type: 'volumeBy', amount: 10 });
    expect(keyCommand({ key: 'ArrowDown' })).toEqual({ type: 'volumeBy', amount: -10 });
    expect(keyCommand({ key: 'm' })).toEqual({ type: 'toggleMute' });
    expect(keyCommand({ key: 'F' })).toEqual({ type: 'toggleFullscreen' });
  });
  it('mirrors left/right in right-to-left layouts', () => {
    expect(keyCommand({ key: 'ArrowRight' }, 'rtl')).toEqual({ type: 'seekBy', seconds: -10 });
    expect(keyCommand({ key: 'ArrowLeft' }, 'rtl')).toEqual({ type: 'seekBy', seconds: 10 });
  });
  it('leaves other keys and browser shortcuts alone', () => {
    expect(keyCommand({ key: 'x' })).toBeNull();
    expect(keyCommand({ key: 'f', ctrlKey: true })).toBeNull();
    expect(keyCommand({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });
});

describe('skip markers', () => {
  const markers = [
    { type: 'INTRO', start: 0, end: 8 },
    { type: 'CREDITS', start: 32, end: 36 },
  ];
  it('is active only inside a marker', () => {
    expect(activeSkipMarker(markers, 0)?.type).toBe('INTRO');
    expect(activeSkipMarker(markers, 7.9)?.type).toBe('INTRO');
    expect(activeSkipMarker(markers, 8)).toBeNull();
    expect(activeSkipMarker(markers, 33)?.type).toBe('CREDITS');
    expect(activeSkipMarker(undefined, 3)).toBeNull();
  });
  it('labels intro and credits', () => {
    expect(skipMarkerLabelKey(markers[0])).toBe('skipIntro');
    expect(skipMarkerLabelKey(markers[1])).toBe('skipCredits');
  });
});

describe('time, windows and start position', () => {
  it('formats times', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.9)).toBe('1:15');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(-30)).toBe('-0:30');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
  it('reads the seekable (DVR) window', () => {
    expect(seekWindow(ranges([100, 220]))).toEqual({ start: 100, end: 220 });
    expect(seekWindow(ranges([0, 10], [12, 40]))).toEqual({ start: 0, end: 40 });
    expect(seekWindow(ranges())).toBeNull();
    expect(seekWindow(null)).toBeNull();
  });
  it('live edge tolerance', () => {
    expect(isAtLiveEdge(210, 220)).toBe(true);
    expect(isAtLiveEdge(150, 220)).toBe(false);
    expect(isAtLiveEdge(0, null)).toBe(true);
  });
  it('starts from saved progress unless trailer or nearly finished', () => {
    expect(startPosition({ progress: 12, duration: 36 })).toBe(12);
    expect(startPosition({ progress: 12, duration: 36, isTrailer: true })).toBe(0);
    expect(startPosition({ progress: 30, duration: 36 })).toBe(0);
    expect(startPosition({ progress: 600, duration: 3600 })).toBe(600);
    expect(startPosition({ progress: 3500, duration: 3600 })).toBe(0);
    expect(startPosition({ progress: -4 })).toBe(0);
    expect(startPosition({ progress: null })).toBe(0);
  });
  it('pointer fraction on the seek bar, mirrored for rtl', () => {
    expect(fractionFromPointer(150, { left: 100, width: 200 })).toBe(0.25);
    expect(fractionFromPointer(150, { left: 100, width: 200 }, 'rtl')).toBe(0.75);
    expect(fractionFromPointer(0, { left: 100, width: 200 })).toBe(0);
    expect(fractionFromPointer(999, { left: 100, width: 200 })).toBe(1);
    expect(fractionFromPointer(5, { left: 0, width: 0 })).toBe(0);
  });
});

describe('playback error catalogue', () => {
  it('maps statuses to label keys', () => {
    expect(playbackErrorKey(404, 'LIVE')).toBe('videoIsNotLive');
    expect(playbackErrorKey(404, 'VOD')).toBe('playbackErrorDefault');
    const distinct = new Set([playbackErrorKey(401, 'VOD'), playbackErrorKey(403, 'VOD'), playbackErrorKey(409, 'VOD'), playbackErrorKey(500, 'VOD')]);
    expect(distinct.size).toBe(4);
    expect(playbackErrorKey(null, 'LIVE')).toBe('playbackErrorDefault');
  });
});
