import { describe, expect, it } from 'vitest';
import { guideChangeAt, guideDays, guideWindow, guideWindowStart, HOUR_MS, programmeModalRule, programmePlaybackStatus, programmeSlots } from './guide';

const now = Date.parse('2026-11-21T21:40:00Z');
const iso = (h: number, m = 0, s = 0) => new Date(Date.parse('2026-11-21T00:00:00Z') + h * HOUR_MS + m * 60_000 + s * 1000).toISOString();

describe('guide window', () => {
  it('starts at the current hour unless the query asks for another (snapped to the hour)', () => {
    expect(new Date(guideWindowStart(null, now)).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(new Date(guideWindowStart('garbage', now)).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(new Date(guideWindowStart('2026-11-23T05:30:00Z', now)).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
  it('stays within a day back and a week ahead', () => {
    expect(new Date(guideWindowStart('2020-01-01T00:00:00Z', now)).toISOString()).toBe('2026-11-20T21:00:00.000Z');
    expect(new Date(guideWindowStart('2030-01-01T00:00:00Z', now)).toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });
  it('offers earlier and later windows of six hours, none past the edges', () => {
    const w = guideWindow(null, now);
    expect(w.to - w.from).toBe(6 * HOUR_MS);
    expect(new Date(w.earlier!).toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(new Date(w.later!).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(guideWindow('2020-01-01T00:00:00Z', now).earlier).toBeNull();
    expect(guideWindow('2030-01-01T00:00:00Z', now).later).toBeNull();
  });
  it('has seven day tabs, today first at the current hour, then midnights', () => {
    const days = guideDays(now);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ start: Date.parse('2026-11-21T21:00:00Z'), today: true });
    expect(new Date(days[1].start).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(new Date(days[6].start).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
});

describe('current and next programme', () => {
  it('marks the one on air current and the following one next', () => {
    const slots = programmeSlots(
      [
        { id: 'c', startDate: iso(21), endDate: iso(22) },
        { id: 'a', startDate: iso(19), endDate: iso(20) },
        { id: 'b', startDate: iso(20), endDate: iso(21) },
        { id: 'd', startDate: iso(22), endDate: iso(23) },
        { id: 'e', startDate: iso(23), endDate: iso(24) },
        { id: 'bad', startDate: 'x', endDate: iso(24) },
      ],
      now,
    );
    expect(Object.fromEntries(slots)).toEqual({ a: 'past', b: 'past', c: 'current', d: 'next', e: 'later' });
  });
  it('has a next programme even when nothing is on air', () => {
    const slots = programmeSlots(
      [
        { id: 'x', startDate: iso(22), endDate: iso(23) },
        { id: 'y', startDate: iso(23), endDate: iso(24) },
      ],
      now,
    );
    expect(Object.fromEntries(slots)).toEqual({ x: 'next', y: 'later' });
  });
});

describe('programme playback status and modal', () => {
  it('plays the current programme live and a past one inside the DVR window from its start', () => {
    expect(programmePlaybackStatus('current', Date.parse(iso(21)), now, 7200)).toBe('live');
    expect(programmePlaybackStatus('past', Date.parse(iso(20)), now, 7200)).toBe('restart');
    expect(programmePlaybackStatus('past', Date.parse(iso(19)), now, 7200)).toBeNull();
    expect(programmePlaybackStatus('next', Date.parse(iso(22)), now, 7200)).toBeNull();
    expect(programmePlaybackStatus('later', Date.parse(iso(23)), now, 7200)).toBeNull();
  });
  it('opens only for granted content with programme-guide playback enabled', () => {
    expect(programmeModalRule({ accessLevel: 'GRANTED', epgPlayback: true, status: 'live' })).toEqual({
      opens: true,
      actions: { primary: 'watchLive', secondary: 'watchFromStart' },
    });
    expect(programmeModalRule({ accessLevel: 'GRANTED', epgPlayback: true, status: 'restart' }).actions?.primary).toBe('watchFromStart');
    expect(programmeModalRule({ accessLevel: 'DENIED', epgPlayback: true, status: 'live' })).toEqual({ opens: false, actions: null });
    expect(programmeModalRule({ accessLevel: 'GRANTED_ON_SIGN_IN', epgPlayback: true, status: 'live' }).opens).toBe(false);
    expect(programmeModalRule({ accessLevel: 'GRANTED', epgPlayback: false, status: 'live' })).toEqual({ opens: false, actions: null });
    expect(programmeModalRule({ accessLevel: 'GRANTED', epgPlayback: true, status: null }).opens).toBe(false);
  });
});

describe('when the guide changes', () => {
  // now is 21:40; the 21:00 hour ends at 22:00.
  const at = (h: number, m = 0, s = 0) => Date.parse(iso(h, m, s));
  const onAir = { id: 'a', startDate: iso(21, 30), endDate: iso(22, 30) };
  it('at the next hour when no programme starts or ends before it', () => {
    expect(guideChangeAt([onAir], now, 1800)).toBe(at(22));
    expect(guideChangeAt([], now, 1800)).toBe(at(22));
  });
  it('when the programme on air ends or the next one starts', () => {
    expect(guideChangeAt([onAir, { id: 'b', startDate: iso(21), endDate: iso(21, 41) }], now, 7200)).toBe(at(21, 41));
    expect(guideChangeAt([{ id: 'n', startDate: iso(21, 40, 20), endDate: iso(23) }], now, 1800)).toBe(at(21, 40, 20));
  });
  it('when a past programme leaves the DVR window, after which its modal no longer opens', () => {
    // Started 21:10:10, DVR 1800 s: playable from its start until 21:40:10.
    expect(guideChangeAt([{ id: 'p', startDate: iso(21, 10, 10), endDate: iso(21, 35) }], now, 1800)).toBe(at(21, 40, 10));
  });
  it('ignores moments already past and times that cannot be read', () => {
    expect(
      guideChangeAt(
        [
          { id: 'x', startDate: 'soon', endDate: 'later' },
          { id: 'old', startDate: iso(20), endDate: iso(21) },
        ],
        now,
        1800,
      ),
    ).toBe(at(22));
  });
});
