/**
 * Player leftovers (issue 4 item 1): auto-advance rules, what survives a route change,
 * the preferred audio track, and the video-load error catalogue (content §8).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADJACENT_SIZE, autoAdvancePreference, listContext, listQuery, pickNext, pickPrevious } from '../../app/watch/adjacent';
import { shouldAutoAdvance } from '../../app/player/auto-advance';
import { preferredTrackIndex } from '../../app/player/controls';
import { playbackErrorKey, videoLoadErrorKey } from '../../app/player/errors';
import { forgetPlayerState, keptPlayerState, rememberPlayerState } from '../../app/player/memory';
import { initialPlayerState, playerReducer } from '../../app/player/state';

const card = (id: string, accessLevel = 'GRANTED', extra: Record<string, unknown> = {}) => ({ id, title: id.toUpperCase(), accessLevel, ...extra });

describe('auto-advance', () => {
  it('asks for 5 neighbours (content §7, §9)', () => {
    expect(ADJACENT_SIZE).toBe(5);
  });

  it('reads the list the video was opened from; hostile ids are ignored', () => {
    expect(listContext(new URLSearchParams('playlistId=playlist-1&seasonId=s'))).toEqual({ kind: 'playlist', id: 'playlist-1' });
    expect(listContext(new URLSearchParams('seasonId=season-series-01-2'))).toEqual({ kind: 'season', id: 'season-series-01-2' });
    expect(listContext(new URLSearchParams('playlistId=../../x&seasonId=<b>'))).toBeNull();
    expect(listQuery({ kind: 'season', id: 's1' })).toEqual({ seasonId: 's1' });
    expect(listQuery(null)).toEqual({});
  });

  it('the next video is the first following item the viewer can play now', () => {
    expect(pickNext([card('a', 'DENIED'), card('b', 'GRANTED_ON_SIGN_IN'), card('c'), card('d')])?.id).toBe('c');
    expect(pickNext([card('t', 'GRANTED', { isTrailer: true }), card('e')])?.id).toBe('e');
    expect(pickNext([card('a', 'DENIED')])).toBeNull();
    expect(pickNext([])).toBeNull();
  });

  it('the previous video is the closest playable preceding item (preceding lists closest last)', () => {
    expect(pickPrevious([card('a'), card('b'), card('c', 'DENIED')])?.id).toBe('b');
    expect(pickPrevious([])).toBeNull();
  });

  it('preference autoAdvance defaults to true (guests, missing or odd answers)', () => {
    expect(autoAdvancePreference(null)).toBe(true);
    expect(autoAdvancePreference({})).toBe(true);
    expect(autoAdvancePreference({ autoAdvance: 'no' })).toBe(true);
    expect(autoAdvancePreference({ autoAdvance: false })).toBe(false);
  });

  it('advances at the end of a VOD with a next item when the preference allows; never trailers or live', () => {
    const base = { preference: true, hasNext: true, isTrailer: false, type: 'VOD' as const };
    expect(shouldAutoAdvance(base)).toBe(true);
    expect(shouldAutoAdvance({ ...base, preference: false })).toBe(false);
    expect(shouldAutoAdvance({ ...base, hasNext: false })).toBe(false);
    expect(shouldAutoAdvance({ ...base, isTrailer: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, type: 'LIVE' })).toBe(false);
  });
});

describe('route change: volume and the next video are kept', () => {
  afterEach(forgetPlayerState);

  it('the volume and mute of a started player seed the next player', () => {
    const played = playerReducer(playerReducer(initialPlayerState(), { type: 'play' }), { type: 'volumeUpdate', volume: 35 });
    rememberPlayerState(playerReducer(played, { type: 'muteToggle' }));
    expect(keptPlayerState()).toEqual({ volume: 35, muted: true });
    // The next video's player starts from them (Player: initialVolume / initialMuted).
    const next = initialPlayerState({ volume: keptPlayerState().volume, muted: keptPlayerState().muted });
    expect(next).toMatchObject({ volume: 35, muted: true, isPlaying: false, position: 0, hasStarted: false });
  });

  it('a player that never started does not overwrite the kept volume', () => {
    rememberPlayerState({ volume: 20, muted: false, hasStarted: true });
    rememberPlayerState({ volume: 100, muted: false, hasStarted: false });
    expect(keptPlayerState().volume).toBe(20);
  });

  it('the reducer reset keeps the queued next video and the volume', () => {
    const s = playerReducer(playerReducer(initialPlayerState(), { type: 'nextVideoLoaded', loaded: true }), { type: 'volumeUpdate', volume: 10 });
    expect(playerReducer(s, { type: 'reset' })).toMatchObject({ nextVideoLoaded: true, volume: 10, isPlaying: false });
  });

  it('a refused autoplay sets autoStartFailed (the big play button shows)', () => {
    const s = playerReducer(playerReducer(initialPlayerState(), { type: 'waitingToStart' }), { type: 'startFailed' });
    expect(s).toMatchObject({ autoStartFailed: true, isPlaying: false, waiting: false });
    expect(playerReducer(s, { type: 'play' }).autoStartFailed).toBe(false);
  });
});

describe('audio track preference', () => {
  it('exact language tag first, then the same base language, else none', () => {
    expect(preferredTrackIndex(['en', 'es', 'pt-BR'], 'es')).toBe(1);
    expect(preferredTrackIndex(['en', 'pt-PT', 'pt-BR'], 'pt-BR')).toBe(2);
    expect(preferredTrackIndex(['en', 'pt-BR'], 'pt')).toBe(1);
    expect(preferredTrackIndex(['en', 'PT'], 'pt_PT')).toBe(1);
    expect(preferredTrackIndex(['en'], 'ar')).toBe(-1);
    expect(preferredTrackIndex(['en'], ' ')).toBe(-1);
  });
});

describe('error catalogue (content §8)', () => {
  it('video load: 403 has its own message, anything else the default', () => {
    expect(videoLoadErrorKey(403)).toBe('videoLoadErrorForbidden');
    for (const status of [400, 401, 409, 500, null]) expect(videoLoadErrorKey(status)).toBe('videoLoadErrorDefault');
  });

  it('playback: 404 is "not live" for live; 401, 403 and 409 are distinct; others default', () => {
    expect(playbackErrorKey(404, 'LIVE')).toBe('videoIsNotLive');
    expect(new Set([401, 403, 409].map((s) => playbackErrorKey(s, 'VOD'))).size).toBe(3);
    expect(playbackErrorKey(502, 'VOD')).toBe('playbackErrorDefault');
  });
});
