import { describe, expect, it } from 'vitest';
import { playbackDecision } from '../../app/player/manifest';

const stream = {
  protocol: 'HLS',
  url: 'http://p/media/vod/neon-circuit/master.m3u8',
  subtitles: [{ language: 'en', name: 'English', url: 'http://p/en.vtt' }],
  drm: null,
  adUnits: [],
};
const vod = {
  id: 'vod-001',
  type: 'VOD',
  accessLevel: 'GRANTED',
  licences: [],
  thumbnailUrl: 'http://p/images/art-01.jpg',
  onlinePlayback: true,
  duration: 36,
  streams: [stream],
  skipMarkers: [{ type: 'INTRO', start: 0, end: 8 }],
  annotations: { chapters: 'http://p/api/v4/vod/vod-001/chapters.vtt', thumbnails: 'http://p/api/v4/vod/vod-001/thumbnails.vtt' },
};

describe('playbackDecision', () => {
  it('maps a granted VOD to player props', () => {
    expect(playbackDecision(vod, 'VOD')).toEqual({
      kind: 'play',
      props: {
        src: stream.url,
        streamRefreshUrl: '/_data/stream/vod/vod-001',
        type: 'VOD',
        videoId: 'vod-001',
        poster: vod.thumbnailUrl,
        duration: 36,
        subtitles: stream.subtitles,
        skipMarkers: vod.skipMarkers,
        chaptersUrl: vod.annotations.chapters,
        thumbnailsUrl: vod.annotations.thumbnails,
        watermark: null,
      },
    });
  });

  it('passes the video watermark through: an image URL, a text, or an object; other schemes are dropped', () => {
    const props = (watermark: unknown) => {
      const decision = playbackDecision({ ...vod, watermark }, 'VOD');
      return decision.kind === 'play' ? decision.props.watermark : 'not played';
    };
    expect(props('https://cdn.example/logo.png')).toEqual({ imageUrl: 'https://cdn.example/logo.png' });
    expect(props('viewer-42')).toEqual({ text: 'viewer-42' });
    expect(props({ imageUrl: 'http://p/images/logo-arena.png', text: 'Arena' })).toEqual({ imageUrl: 'http://p/images/logo-arena.png', text: 'Arena' });
    expect(props({ url: 'javascript:alert(1)' })).toBeNull();
    expect(props('data:image/png;base64,xx')).toBeNull();
    expect(props(42)).toBeNull(); // malformed: ignored, the video still plays
    expect(props(null)).toBeNull();
  });

  it('a live event plays as LIVE without annotations', () => {
    const live = {
      id: 'live-1',
      type: 'LIVE',
      status: 'LIVE',
      accessLevel: 'GRANTED',
      onlinePlayback: true,
      streams: [{ ...stream, subtitles: [] }],
      skipMarkers: [],
      annotations: null,
      eventSchedule: { startDate: 'a', endDate: 'b' },
    };
    const d = playbackDecision(live, 'LIVE');
    expect(d.kind).toBe('play');
    if (d.kind === 'play') expect(d.props).toMatchObject({ type: 'LIVE', chaptersUrl: null, thumbnailsUrl: null });
  });

  it('a live premiere plays its video as VOD', () => {
    const d = playbackDecision({ ...vod, id: 'live-7', type: 'LIVE', status: 'LIVE', premiereRelease: { type: 'PREMIERE', scheduledAt: 'x' } }, 'LIVE');
    expect(d.kind === 'play' && d.props.type).toBe('VOD');
  });

  it('no access, scheduled, ended and malformed answers', () => {
    expect(playbackDecision({ ...vod, accessLevel: 'DENIED', streams: [] }, 'VOD')).toEqual({ kind: 'noAccess', accessLevel: 'DENIED' });
    expect(playbackDecision({ ...vod, accessLevel: 'GEOBLOCKED', streams: [] }, 'VOD')).toEqual({ kind: 'noAccess', accessLevel: 'GEOBLOCKED' });
    expect(
      playbackDecision({ ...vod, onlinePlayback: false, streams: [], premiereRelease: { type: 'PREMIERE', scheduledAt: '2030-01-01T00:00:00Z' } }, 'VOD'),
    ).toEqual({ kind: 'scheduled', at: '2030-01-01T00:00:00Z' });
    expect(
      playbackDecision({ ...vod, status: 'UPCOMING', onlinePlayback: false, streams: [], eventSchedule: { startDate: 's', endDate: 'e' } }, 'LIVE'),
    ).toEqual({ kind: 'scheduled', at: 's' });
    expect(playbackDecision({ ...vod, status: 'ENDED', onlinePlayback: false, streams: [] }, 'LIVE')).toEqual({ kind: 'ended' });
    expect(playbackDecision({ ...vod, streams: [] }, 'VOD').kind).toBe('invalid');
    expect(playbackDecision(null, 'VOD').kind).toBe('invalid');
    expect(playbackDecision({ id: 1 }, 'VOD').kind).toBe('invalid');
  });
});
