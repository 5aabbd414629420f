import { describe, expect, it } from 'vitest';
import { correction, outgoing, roomPosition, ServerClock, type RoomPlayback } from './sync';

const playing = (positionMs: number, updatedAt: number): RoomPlayback => ({ playing: true, positionMs, updatedAt, version: 3 });
const paused = (positionMs: number): RoomPlayback => ({ playing: false, positionMs, updatedAt: 0, version: 4 });

describe('room position', () => {
  it('moves with the clock while playing and stays while paused', () => {
    expect(roomPosition(playing(10_000, 1_000), 3_500)).toBe(12_500);
    expect(roomPosition(paused(10_000), 99_999)).toBe(10_000);
    expect(roomPosition({ playing: false, positionMs: null, updatedAt: 0, version: 0 }, 5)).toBeNull();
  });
});

describe('correction', () => {
  const offset = 1_700_000_000_000; // a live stream: programme dates
  it('does nothing when in step within the threshold', () => {
    const room = playing(offset + 60_000, 10_000);
    expect(correction(room, { paused: false, currentTime: 60.2, clockOffset: offset }, 10_000)).toEqual({});
  });
  it('starts, stops and moves the picture to where the room is', () => {
    const room = playing(offset + 60_000, 10_000);
    expect(correction(room, { paused: true, currentTime: 30, clockOffset: offset }, 12_000)).toEqual({ play: true, seekTo: 62 });
    expect(correction(paused(5_000), { paused: false, currentTime: 9, clockOffset: 0 }, 0)).toEqual({ pause: true, seekTo: 5 });
  });
  it('waits for the first play of a new room', () => {
    expect(correction({ playing: false, positionMs: null, updatedAt: 0, version: 0 }, { paused: false, currentTime: 3, clockOffset: 0 }, 0)).toEqual({});
  });
});

describe('outgoing', () => {
  it('sends changes, not a play into a room already playing', () => {
    expect(outgoing('play', playing(1, 1))).toBeNull();
    expect(outgoing('play', paused(1))).toBe('play');
    expect(outgoing('play', { playing: false, positionMs: null, updatedAt: 0, version: 0 })).toBe('play');
    expect(outgoing('pause', paused(1))).toBeNull();
    expect(outgoing('pause', playing(1, 1))).toBe('pause');
    expect(outgoing('seek', paused(1))).toBe('seek');
  });
});

describe('server clock', () => {
  it('keeps the largest offset: delivery delay only makes samples smaller', () => {
    const clock = new ServerClock(10_000, 9_000); // +1000
    clock.sample(12_000, 11_200); // +800 (arrived late)
    expect(clock.now(20_000)).toBe(21_000);
    clock.sample(13_500, 12_000); // +1500
    expect(clock.now(20_000)).toBe(21_500);
  });
});
