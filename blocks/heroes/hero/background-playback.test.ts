import { describe, expect, it } from 'vitest';
import { backgroundPlayback, heroBackgroundUrl } from './background-playback';

describe('backgroundPlayback', () => {
  it('plays only when the hero and the viewer both allow it, and never for reduced motion', () => {
    expect(backgroundPlayback('VIDEO_ONLY', 'videoOnly', false)).toEqual({ play: true, muted: true });
    expect(backgroundPlayback('NONE', 'audioAndVideo', false)).toEqual({ play: false, muted: true });
    expect(backgroundPlayback('AUDIO_AND_VIDEO', 'none', false)).toEqual({ play: false, muted: true });
    expect(backgroundPlayback('AUDIO_AND_VIDEO', 'audioAndVideo', true)).toEqual({ play: false, muted: true });
  });

  it('has sound only when both allow audio', () => {
    expect(backgroundPlayback('AUDIO_AND_VIDEO', 'audioAndVideo', false)).toEqual({ play: true, muted: false });
    expect(backgroundPlayback('AUDIO_AND_VIDEO', 'videoOnly', false)).toEqual({ play: true, muted: true });
    expect(backgroundPlayback('VIDEO_ONLY', 'audioAndVideo', false)).toEqual({ play: true, muted: true });
  });
});

describe('heroBackgroundUrl', () => {
  it('names the kind from the entity type and escapes the id', () => {
    expect(heroBackgroundUrl({ entityId: 'vod-053', entityType: 'VOD' })).toBe('/_data/hero-background/vod/vod-053');
    expect(heroBackgroundUrl({ entityId: 'live 1', entityType: 'LIVE' })).toBe('/_data/hero-background/live/live%201');
  });
});
