import { describe, expect, it } from 'vitest';
import { accessAwareLink, contentLink, slugify, watchPlaylistLink, watchWatchlistLink } from './content-links';

describe('slugify', () => {
  it('makes lowercase hyphenated slugs', () => {
    expect(slugify('The Big Fight: Round 2!')).toBe('the-big-fight-round-2');
    expect(slugify('Ação Café')).toBe('acao-cafe');
    expect(slugify('  --  ')).toBe('');
    expect(slugify(undefined)).toBe('');
    expect(slugify('مباراة كبيرة')).toBe('مباراة-كبيرة');
  });
});

describe('contentLink', () => {
  it('opens live, upcoming and EPG content in the live view', () => {
    expect(contentLink({ id: 'live-1', type: 'LIVE', title: 'Main Event' })).toBe('/live/live-1/main-event');
    expect(contentLink({ id: 'epg-1', type: 'EPG', title: 'News', liveEventId: 'live-2' })).toBe('/live/live-2/news');
    expect(contentLink({ id: 'live-1', type: 'UPCOMING', title: 'X' }, { locale: 'es' })).toBe('/envivo/live-1/x');
  });

  it('opens a premiere release in the VOD view', () => {
    expect(contentLink({ id: 'live-3', type: 'LIVE', title: 'Premiere', premiereRelease: { type: 'PREMIERE', scheduledAt: '2026-01-01' } })).toBe(
      '/video/live-3/premiere',
    );
  });

  it('opens a season in the season view, or the series view with seasonId when both features are on', () => {
    const season = { id: 'season-1-2', type: 'SEASON', title: 'Season 2', series: { seriesId: 'series-1', title: 'Fight Club' } };
    expect(contentLink(season)).toBe('/season/season-1-2/season-2');
    expect(contentLink(season, { features: { enhancedMetadataViews: true } })).toBe('/season/season-1-2/season-2');
    expect(contentLink(season, { features: { enhancedMetadataViews: true, seriesInterstitial: true } })).toBe(
      '/series/series-1/fight-club?seasonId=season-1-2',
    );
    expect(contentLink({ ...season, series: undefined }, { features: { enhancedMetadataViews: true, seriesInterstitial: true } })).toBe(
      '/season/season-1-2/season-2',
    );
  });

  it('opens series, playlists, news items, sections and plugins', () => {
    expect(contentLink({ id: 'series-1', type: 'SERIES', title: 'Fight Club' })).toBe('/series/series-1/fight-club');
    expect(contentLink({ id: 'playlist-1', type: 'PLAYLIST', title: 'Best Of' })).toBe('/playlist/playlist-1/best-of');
    expect(contentLink({ id: 'news-a-1', type: 'DATA_FEED', title: 'x', feedName: 'a' })).toBe('/news/a/news-a-1');
    expect(contentLink({ id: 'news-a-1', type: 'DATA_FEED', title: 'x' })).toBeNull();
    expect(contentLink({ id: 'sports', type: 'SECTION', title: 'Sports' })).toBe('/section/sports');
    expect(contentLink({ id: 'quiz', type: 'PLUGIN', title: 'Quiz' })).toBe('/plugin/quiz');
    expect(contentLink({ id: 'x', type: 'ALIEN' })).toBeNull();
  });

  it('puts the list and interstitial flag in the VOD query', () => {
    expect(contentLink({ id: 'vod-001', type: 'VOD', title: 'Clip' })).toBe('/video/vod-001/clip');
    expect(contentLink({ id: 'vod-001', type: 'VOD', title: 'Clip' }, { list: { type: 'season', id: 'season-1-1' } })).toBe(
      '/video/vod-001/clip?seasonId=season-1-1',
    );
    expect(
      contentLink(
        { id: 'vod-001', type: 'VOD', title: 'Clip' },
        { list: { type: 'playlist', id: 'playlist-2', owner: 'u1' }, features: { interstitial: true } },
      ),
    ).toBe('/video/vod-001/clip?playlistId=playlist-2&owner=u1&showInterstitial=true');
  });

  it('builds watch-playlist and watch-watchlist links', () => {
    expect(watchPlaylistLink({ id: 'vod-002', title: 'A' }, 'playlist-1')).toBe('/video/vod-002/a?playlistId=playlist-1');
    expect(watchWatchlistLink({ id: 'vod-002', title: 'A' }, { id: 'w1', owner: 'me' })).toBe('/video/vod-002/a?watchlistId=w1&owner=me');
  });
});

describe('accessAwareLink', () => {
  const vod = { id: 'vod-001', type: 'VOD', title: 'Clip' };
  it('sends a guest to login with from for granted-on-sign-in content', () => {
    expect(accessAwareLink({ ...vod, accessLevel: 'GRANTED_ON_SIGN_IN' }, { isGuest: true })).toBe('/login?from=%2Fvideo%2Fvod-001%2Fclip');
    expect(accessAwareLink({ ...vod, accessLevel: 'GRANTED_ON_SIGN_IN' }, { isGuest: false })).toBe('/video/vod-001/clip');
  });
  it('sends denied content to the interstitial only when enabled', () => {
    expect(accessAwareLink({ ...vod, accessLevel: 'DENIED' }, { isGuest: false }, { features: { interstitial: true } })).toBe('/interstitial/vod-001/clip');
    expect(accessAwareLink({ ...vod, accessLevel: 'DENIED' }, { isGuest: false })).toBe('/video/vod-001/clip');
  });
});
