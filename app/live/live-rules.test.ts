import { describe, expect, it } from 'vitest';
import { liveActions, startFromQuery, startPositionFor, statusFromPosition, statusFromQuery } from './playback-status';
import { clockOffset, msUntilNextChange, premiereModalState, premiereWindow, PREMIERE_MODAL_DELAY_MS } from './premiere';

describe('liveActions', () => {
  it('makes the button for the playback status primary', () => {
    expect(liveActions('restart', { epgPlayback: true })).toEqual({ primary: 'watchFromStart', secondary: 'watchLive' });
    expect(liveActions('live', { epgPlayback: true })).toEqual({ primary: 'watchLive', secondary: 'watchFromStart' });
  });
  it('hides the secondary when programme-guide playback is disabled', () => {
    expect(liveActions('live', { epgPlayback: false })).toEqual({ primary: 'watchLive', secondary: null });
    expect(liveActions('restart', { epgPlayback: false })).toEqual({ primary: 'watchFromStart', secondary: null });
  });
});

describe('playback status', () => {
  it('is restart more than 15 s behind the live edge, else live', () => {
    expect(statusFromPosition(100, 110)).toBe('live');
    expect(statusFromPosition(100, 115)).toBe('live');
    expect(statusFromPosition(100, 115.5)).toBe('restart');
    expect(statusFromPosition(100, null)).toBe('live');
    expect(statusFromPosition(Number.NaN, 10)).toBe('live');
  });
  it('reads the start query', () => {
    expect(statusFromQuery('beginning')).toBe('restart');
    expect(statusFromQuery('2026-11-21T21:00:00.000Z')).toBe('restart');
    expect(statusFromQuery(null)).toBe('live');
    expect(statusFromQuery('other')).toBe('live');
    expect(startFromQuery('2026-13-45T99:00:00Z')).toEqual({ kind: 'live' });
    expect(startFromQuery('2026-11-21T21:00:00Z')).toEqual({ kind: 'at', time: Date.parse('2026-11-21T21:00:00Z') });
  });
  it('seeks to the window start, or to a moment behind the edge inside the window', () => {
    const window = { start: 100, end: 400 };
    const now = Date.parse('2026-11-21T21:05:00Z');
    expect(startPositionFor({ kind: 'live' }, window, now)).toBeNull();
    expect(startPositionFor({ kind: 'beginning' }, window, now)).toBe(100);
    expect(startPositionFor({ kind: 'beginning' }, null, now)).toBeNull();
    expect(startPositionFor({ kind: 'at', time: now - 120_000 }, window, now)).toBe(280);
    expect(startPositionFor({ kind: 'at', time: now - 3_600_000 }, window, now)).toBe(100);
    expect(startPositionFor({ kind: 'at', time: now + 60_000 }, window, now)).toBe(400);
  });
});

describe('premiere modal', () => {
  const scheduled = '2026-11-21T20:00:00.000Z';
  const start = Date.parse(scheduled);

  it('opens 30 s after the scheduled time and closes at scheduled time plus duration', () => {
    const window = premiereWindow(scheduled, 600)!;
    expect(window).toEqual({ opensAt: start + PREMIERE_MODAL_DELAY_MS, closesAt: start + 600_000 });
    expect(premiereModalState(window, start)).toBe('waiting');
    expect(premiereModalState(window, start + 29_999)).toBe('waiting');
    expect(premiereModalState(window, start + 30_000)).toBe('open');
    expect(premiereModalState(window, start + 599_999)).toBe('open');
    expect(premiereModalState(window, start + 600_000)).toBe('closed');
  });

  it('tells when the next change is due', () => {
    const window = premiereWindow(scheduled, 600);
    expect(msUntilNextChange(window, start - 1_000)).toBe(31_000);
    expect(msUntilNextChange(window, start + 60_000)).toBe(540_000);
    expect(msUntilNextChange(window, start + 600_000)).toBeNull();
  });

  it('never opens for unusable times or a premiere shorter than the delay', () => {
    expect(premiereWindow(null, 600)).toBeNull();
    expect(premiereWindow('not a date', 600)).toBeNull();
    expect(premiereWindow(scheduled, 20)).toBeNull();
    expect(premiereWindow(scheduled, undefined)).toBeNull();
    expect(premiereModalState(null, start + 40_000)).toBe('closed');
    expect(msUntilNextChange(null, start)).toBeNull();
  });

  it('measures the browser clock against the server', () => {
    expect(clockOffset(10_000, 9_000)).toBe(1_000);
    expect(clockOffset(Number.NaN, 9_000)).toBe(0);
  });
});
