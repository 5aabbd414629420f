import { describe, expect, it } from 'vitest';
import { playlistView } from './playlist-page.server';
import {
  EXPANDED_ENTER_MS,
  EXPANDED_LEAVE_MS,
  expandsAtWidth,
  pageParam,
  pagerPages,
  PLAYLIST_TABLET_BREAKPOINT,
  SCROLL_INTO_VIEW_DELAY_MS,
  showsWatchlistAction,
} from './playlist-rules';
import type { PlaylistAnswer } from './playlist-page.server';

describe('expanded playlist card rules', () => {
  it('closes at or below the tablet breakpoint (one rule for the row and the card)', () => {
    expect(expandsAtWidth(PLAYLIST_TABLET_BREAKPOINT)).toBe(false);
    expect(expandsAtWidth(375)).toBe(false);
    expect(expandsAtWidth(PLAYLIST_TABLET_BREAKPOINT + 1)).toBe(true);
  });

  it('animates 800 ms in, 300 ms out, and scrolls into view after 300 ms (content §9)', () => {
    expect([EXPANDED_ENTER_MS, EXPANDED_LEAVE_MS, SCROLL_INTO_VIEW_DELAY_MS]).toEqual([800, 300, 300]);
  });

  it('offers add-to-watchlist only with watchlists on and a signed-in viewer', () => {
    expect(showsWatchlistAction({ watchlists: true }, { isGuest: false })).toBe(true);
    expect(showsWatchlistAction({ watchlists: true }, { isGuest: true })).toBe(false);
    expect(showsWatchlistAction({ watchlists: true }, null)).toBe(false);
    expect(showsWatchlistAction({ watchlists: false }, { isGuest: false })).toBe(false);
    expect(showsWatchlistAction(undefined, { isGuest: false })).toBe(false);
  });
});

describe('playlist pages', () => {
  it('reads ?p= as a page from 1 and links the neighbours', () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam('3')).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'abc', '999999', ' 2']) expect(pageParam(bad)).toBe(1);
    expect(pagerPages(1, 3)).toEqual({ previous: null, next: 2 });
    expect(pagerPages(3, 3)).toEqual({ previous: 2, next: null });
    expect(pagerPages(1, 0)).toEqual({ previous: null, next: null });
    expect(pagerPages(9, 3)).toEqual({ previous: 3, next: null });
  });
});

describe('playlistView', () => {
  // A platform answer with one malformed card (left out by the card parser).
  const answer = {
    playlist: { id: 'playlist-2', title: 'Electric Selection', itemCount: 25, thumbnailUrl: 'https://img.test/art-08.jpg' },
    videos: {
      vods: [
        { id: 'vod-011', type: 'VOD', title: 'First Clip', accessLevel: 'GRANTED_ON_SIGN_IN', thumbnailUrl: 'https://img.test/a.jpg' },
        { id: 'vod-012', type: 'VOD', title: 'Second', accessLevel: 'GRANTED', thumbnailUrl: 'https://img.test/b.jpg' },
        { id: 'broken', type: 'VOD' },
      ],
      page: 1,
      totalPages: 3,
      totalResults: 25,
    },
    socialSharingDetail: { universalLink: 'https://arena.example/{path}', trackingConfiguration: [{ name: 'utm_source', value: 'share' }] },
  } as unknown as PlaylistAnswer;
  const features = {
    watchlists: true,
    favourites: true,
    socialSharing: true,
    interstitial: false,
    enhancedMetadataViews: true,
    seriesInterstitial: true,
    selfRegistration: true,
    epgPlayback: true,
  };
  const viewer = (isGuest: boolean, socialSharing = true) => ({
    locale: 'en',
    user: isGuest ? null : { id: 'u1', loc: 'en', rol: 'viewer', isGuest: false },
    settings: { features: { ...features, socialSharing } },
  });

  it('links Play to the first video in the playlist, View all to the page, videos with playlistId', () => {
    const view = playlistView(viewer(false) as never, 'playlist-2', answer, answer.videos.vods[0]);
    expect(view.playHref).toBe('/video/vod-011/first-clip?playlistId=playlist-2');
    expect(view.viewAllHref).toBe('/playlist/playlist-2/electric-selection');
    expect(view.items.map((item) => item.href)).toEqual(['/video/vod-011/first-clip?playlistId=playlist-2', '/video/vod-012/second?playlistId=playlist-2']);
    expect(view.itemCount).toBe(25);
    expect(view.pagesUrl).toBe('/_data/playlist/playlist-2');
  });

  it('sends a guest to sign in for sign-in videos', () => {
    const view = playlistView(viewer(true) as never, 'playlist-2', answer, answer.videos.vods[0]);
    expect(view.items[0].href).toBe('/login?from=%2Fvideo%2Fvod-011%2Ffirst-clip%3FplaylistId%3Dplaylist-2');
  });

  it('shares the universal link with the playlist path and tracking, only when sharing is on', () => {
    expect(playlistView(viewer(false) as never, 'playlist-2', answer, null).shareUrl).toBe(
      'https://arena.example/playlist/playlist-2/electric-selection?utm_source=share',
    );
    expect(playlistView(viewer(false, false) as never, 'playlist-2', answer, null).shareUrl).toBeNull();
  });

  it('has no Play for an empty playlist, and still offers it to a watchlist', () => {
    const view = playlistView(viewer(false) as never, 'playlist-2', { ...answer, videos: { ...answer.videos, vods: [] } }, undefined);
    expect(view.playHref).toBeNull();
    expect(view.watchlistHref).toBe('/watchlists?add=playlist-2&type=PLAYLIST');
  });
});
