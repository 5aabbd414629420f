import { describe, expect, it } from 'vitest';
import { DEFAULT_VOLUME, initialPlayerState, playerReducer, type PlayerAction, type PlayerState } from '../../app/player/state';

const run = (actions: PlayerAction[], from: PlayerState = initialPlayerState()) => actions.reduce(playerReducer, from);

describe('player reducer', () => {
  it('starts idle with volume 100, unmuted, no sidebar', () => {
    const s = initialPlayerState();
    expect(s).toMatchObject({
      isReady: false,
      isPlaying: false,
      hasStarted: false,
      position: 0,
      duration: 0,
      volume: DEFAULT_VOLUME,
      muted: false,
      sidebarTab: null,
      autoStartFailed: false,
      type: 'VOD',
    });
    expect(DEFAULT_VOLUME).toBe(100);
  });

  it('ready → play marks started and playing, and clears a failed autostart', () => {
    const s = run([{ type: 'ready' }, { type: 'waitingToStart' }, { type: 'startFailed' }]);
    expect(s).toMatchObject({ isReady: true, autoStartFailed: true, waiting: false, isPlaying: false });
    const p = playerReducer(s, { type: 'play' });
    expect(p).toMatchObject({ isPlaying: true, hasStarted: true, autoStartFailed: false, waiting: false });
  });

  it('pause keeps the position; stop rewinds', () => {
    const s = run([{ type: 'play' }, { type: 'positionUpdate', position: 12.5 }, { type: 'pause' }]);
    expect(s).toMatchObject({ isPlaying: false, position: 12.5 });
    expect(playerReducer(s, { type: 'stop' })).toMatchObject({ isPlaying: false, position: 0 });
  });

  it('ignores non-finite or negative positions and durations', () => {
    const s = run([
      { type: 'positionUpdate', position: 5 },
      { type: 'positionUpdate', position: Number.NaN },
      { type: 'durationUpdate', duration: Infinity },
    ]);
    expect(s.position).toBe(5);
    expect(s.duration).toBe(0);
    expect(playerReducer(s, { type: 'positionUpdate', position: -3 }).position).toBe(0);
  });

  it('position updates from the video are ignored while the seek bar is dragged', () => {
    const s = run([{ type: 'positionUpdate', position: 3 }, { type: 'dragStart' }, { type: 'positionUpdate', position: 9 }]);
    expect(s).toMatchObject({ dragging: true, position: 3 });
    expect(run([{ type: 'dragEnd' }, { type: 'positionUpdate', position: 9 }], s).position).toBe(9);
  });

  it('a volume change unmutes and is clamped to 0–100', () => {
    const muted = run([{ type: 'muteToggle' }]);
    expect(muted.muted).toBe(true);
    expect(playerReducer(muted, { type: 'volumeUpdate', volume: 40 })).toMatchObject({ volume: 40, muted: false });
    expect(playerReducer(muted, { type: 'volumeUpdate', volume: 400 }).volume).toBe(100);
    expect(playerReducer(muted, { type: 'volumeUpdate', volume: -5 }).volume).toBe(0);
    expect(run([{ type: 'muteToggle' }], muted).muted).toBe(false);
  });

  it('fullscreen on and off', () => {
    const on = run([{ type: 'fullscreenOn' }]);
    expect(on.fullscreen).toBe(true);
    expect(playerReducer(on, { type: 'fullscreenOff' }).fullscreen).toBe(false);
  });

  it('sidebar toggle opens a tab, switches tabs and closes the same tab', () => {
    const s1 = run([{ type: 'sidebarToggle', tab: 'chat' }]);
    expect(s1.sidebarTab).toBe('chat');
    const s2 = playerReducer(s1, { type: 'sidebarToggle', tab: 'playlist' });
    expect(s2.sidebarTab).toBe('playlist');
    expect(playerReducer(s2, { type: 'sidebarToggle', tab: 'playlist' }).sidebarTab).toBeNull();
  });

  it('ended, then restart goes back to 0 and clears videoEnded', () => {
    const ended = run([{ type: 'play' }, { type: 'positionUpdate', position: 36 }, { type: 'ended' }]);
    expect(ended).toMatchObject({ videoEnded: true, isPlaying: false });
    expect(playerReducer(ended, { type: 'restart' })).toMatchObject({ videoEnded: false, position: 0 });
  });

  it('hover is tracked and an unchanged hover returns the same state object', () => {
    const s = run([{ type: 'hover', hovering: true }]);
    expect(s.hovering).toBe(true);
    expect(playerReducer(s, { type: 'hover', hovering: true })).toBe(s);
  });

  it('reset (route change) clears playback but keeps volume, mute and the next video', () => {
    const s = run([
      { type: 'ready' },
      { type: 'play' },
      { type: 'positionUpdate', position: 20 },
      { type: 'durationUpdate', duration: 36 },
      { type: 'volumeUpdate', volume: 30 },
      { type: 'muteToggle' },
      { type: 'nextVideoLoaded', loaded: true },
      { type: 'sidebarToggle', tab: 'chat' },
      { type: 'fullscreenOn' },
    ]);
    const r = playerReducer(s, { type: 'reset', playerType: 'LIVE' });
    expect(r).toEqual(initialPlayerState({ volume: 30, muted: true, nextVideoLoaded: true, type: 'LIVE' }));
    expect(playerReducer(s, { type: 'reset' }).type).toBe('VOD');
  });

  it('does not mutate the previous state', () => {
    const s = initialPlayerState();
    const frozen = Object.freeze({ ...s });
    expect(() => playerReducer(frozen, { type: 'play' })).not.toThrow();
    expect(frozen.isPlaying).toBe(false);
  });
});
